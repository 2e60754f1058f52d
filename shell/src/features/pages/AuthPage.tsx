import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink } from '@cc/shared-ui';
import { PageSection } from './PageSection';

/** The sign-in screen. Accounts arrive with the api; until then it says so plainly. */
export default function AuthPage() {
  const { t } = useTranslation('shell');
  return (
    <PageSection>
      <h1>{t('auth.title')}</h1>
      <p>{t('auth.intro')}</p>
      <p>{t('auth.soon')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <ButtonLink to="/assessment/conflict-analysis">{t('auth.startFree')}</ButtonLink>
        <ButtonLink href={site.links.booking} variant="secondary">
          {t('auth.book')}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
