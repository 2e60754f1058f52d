import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { PageIntro } from '@cc/shared-ui';

export default function AdvisorChatPage() {
  const { t } = useTranslation('chat');
  return (
    <PageIntro
      title={t('advisor.title')}
      lead={t('advisor.lead')}
      links={[
        { label: t('links.publicChat'), to: '/chat' },
        { label: t('links.booking'), href: site.links.booking },
      ]}
    >
      <p>{t('advisor.status')}</p>
    </PageIntro>
  );
}
