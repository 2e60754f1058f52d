import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { PageIntro } from '@cc/shared-ui';

export default function PublicChatPage() {
  const { t } = useTranslation('chat');
  return (
    <PageIntro
      title={t('public.title')}
      lead={t('public.lead')}
      links={[
        { label: t('links.analysis'), to: '/assessment/conflict-analysis' },
        { label: t('links.booking'), href: site.links.booking },
      ]}
    >
      <p>{t('public.aiNotice')}</p>
      <p>{t('public.status')}</p>
    </PageIntro>
  );
}
