import { useAuth } from '@cc/shared-auth';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Card } from '@cc/shared-ui';
import { Alert, Stack } from '@cc/shared-ui/forms';
import { site } from '@cc/shared-domain';
import { PortalPage } from '../../common/components/PortalPage';
import { useMfaStatus } from './api/mfa';
import { TwoFactorGate } from './components/TwoFactorGate';

function ActiveFactor() {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const status = useMfaStatus();
  const since = formatDate(status.data?.factorCreatedAt, language);
  return (
    <Card as="section" aria-labelledby="totp-active-title" data-testid="totp-active">
      <Stack>
        <h2 id="totp-active-title">{t('twoFactor.active.title')}</h2>
        <Alert tone="success">
          <p>{since ? t('twoFactor.active.since', { date: since }) : t('twoFactor.active.text')}</p>
        </Alert>
        <p>
          {t('twoFactor.active.lost')} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
        </p>
      </Stack>
    </Card>
  );
}

/** The portal's sign-in security: set up the second factor, or confirm this sign-in with it. */
export default function SecurityPage() {
  const { t } = useTranslation('expert');
  const { user } = useAuth();
  return (
    <PortalPage title={t('twoFactor.title')} lead={t('twoFactor.lead')} requireAccount>
      {user && (
        <TwoFactorGate>
          <ActiveFactor />
        </TwoFactorGate>
      )}
    </PortalPage>
  );
}
