import { useParams } from 'react-router';
import { findChecklist } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Badge, PageIntro } from '@cc/shared-ui';

export default function ChecklistPage() {
  const { t } = useTranslation('results');
  const checklist = findChecklist(useParams().slug);
  if (!checklist) {
    return (
      <PageIntro
        title={t('checklist.unknownTitle')}
        lead={t('checklist.unknownLead')}
        links={[{ label: t('links.analysis'), to: '/assessment/conflict-analysis' }]}
      />
    );
  }
  return (
    <PageIntro
      title={t(`checklist.${checklist.id}.title`)}
      lead={t(`checklist.${checklist.id}.lead`)}
      links={[
        { label: t('links.analysis'), to: '/assessment/conflict-analysis' },
        { label: t('links.chat'), to: '/chat' },
      ]}
    >
      {checklist.isPremium ? <Badge $tone="premium">{t('checklist.premiumSoon')}</Badge> : <p>{t('status')}</p>}
    </PageIntro>
  );
}
