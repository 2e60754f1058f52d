// What a stored conversation's row says and does wherever it is listed (the advisor's sidebar,
// the dashboard's widget): its date and phase, its delete's texts for shared-ui's DeletableRow,
// the confirmation's two buttons, and which row's delete is being confirmed.
import { useState } from 'react';
import type { AdvisorConversationSummary } from '@cc/shared-contract';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import type { ConfirmPanelProps } from '@cc/shared-ui/forms';
import { useDeleteConversation } from '../api/queries';

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

/** What the confirmation shows of the deletion it runs. */
interface Deletion {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface ConversationDeletionOptions {
  /** After a conversation was deleted and its confirmation closed. */
  onDeleted: (id: string) => void;
  'data-testid'?: string;
}

/**
 * Which delete is being confirmed, one at a time: a row's (its conversation's id) or another the
 * list asks for with the same buttons (the sidebar's "delete all", under its own key). Asking
 * clears the deletion's last failure; its success closes the confirmation.
 */
export function useConversationDeletion({ onDeleted, 'data-testid': testId }: ConversationDeletionOptions) {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const { confirmLabels } = useConversationRowTexts();
  const removal = useDeleteConversation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const close = () => setConfirming(null);
  const ask = (key: string, deletion: Deletion = removal) => {
    deletion.reset();
    setConfirming(key);
  };

  /** ConfirmPanel's props for a deletion; `run` deletes and calls its argument on success. */
  const confirmOf = (deletion: Deletion, run: (done: () => void) => void): Omit<ConfirmPanelProps, 'children'> => ({
    'data-testid': testId,
    ...confirmLabels,
    pending: deletion.isPending,
    error: deletion.isError ? apiErrorText(t, deletion.error) : undefined,
    onConfirm: () => run(close),
    onCancel: close,
  });

  return {
    /** The key whose delete is being confirmed, or null. */
    confirming,
    /** Opens the confirmation for `key` (a row's id, or the list's own key with its deletion). */
    ask,
    confirmOf,
    /** DeletableRow's confirmation props for one conversation. */
    rowProps: (id: string) => ({
      confirming: confirming === id,
      onDeleteRequest: () => ask(id),
      confirm: confirmOf(removal, (done) =>
        removal.mutate(id, {
          onSuccess: () => {
            done();
            onDeleted(id);
          },
        }),
      ),
    }),
  };
}
