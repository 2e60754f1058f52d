import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { PageIntro } from '@cc/shared-ui';

export default function ConflictAnalysisPage() {
  const { t } = useTranslation('results');
  return (
    <PageIntro
      title={t('analysis.title')}
      lead={t('analysis.lead', { minutes: site.analysisMinutes })}
      links={[
        { label: t('links.chat'), to: '/chat' },
        { label: t('links.booking'), href: site.links.booking },
      ]}
    >
      <p>{t('status')}</p>
    </PageIntro>
  );
}
