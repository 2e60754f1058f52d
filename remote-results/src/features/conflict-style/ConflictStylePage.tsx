import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { PageIntro } from '@cc/shared-ui';

export default function ConflictStylePage() {
  const { t } = useTranslation('results');
  return (
    <PageIntro
      title={t('style.title')}
      lead={t('style.lead')}
      links={[
        { label: t('links.analysis'), to: '/assessment/conflict-analysis' },
        { label: t('links.booking'), href: site.links.booking },
      ]}
    >
      <p>{t('status')}</p>
    </PageIntro>
  );
}
