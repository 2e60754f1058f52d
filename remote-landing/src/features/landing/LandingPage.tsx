import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { PageIntro } from '@cc/shared-ui';

export default function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <PageIntro
      title={t('hero.title')}
      lead={t('hero.lead')}
      links={[
        { label: t('hero.start'), to: '/assessment/conflict-analysis' },
        { label: t('hero.book'), href: site.links.booking },
      ]}
    />
  );
}
