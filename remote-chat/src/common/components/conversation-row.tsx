// What a stored conversation's row says wherever it is listed (the advisor's sidebar, the
// dashboard's widget): its date and phase, its delete's texts for shared-ui's DeletableRow, and the
// confirmation's two buttons.
import type { AdvisorConversationSummary } from '@cc/shared-contract';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';

export function useConversationRowTexts() {
  const { t } = useTranslation('chat');
  const [language] = useLanguage();
  return {
    /** The confirmation's buttons (the sidebar's "delete all" asks with the same). */
    confirmLabels: { confirmLabel: t('transcript.confirmYes'), cancelLabel: t('transcript.cancel') },
    /** One conversation's date and phase, and its delete's texts. */
    of: (conversation: AdvisorConversationSummary) => ({
      meta: t('list.meta', {
        date: formatDateTime(conversation.updated_at, language),
        phase: t(`phases.names.${conversation.phase}`),
      }),
      deleteTexts: {
        deleteLabel: t('list.delete'),
        deleteAriaLabel: t('list.deleteLabel', { title: conversation.title }),
        question: <p>{t('transcript.confirm')}</p>,
      },
    }),
  };
}
