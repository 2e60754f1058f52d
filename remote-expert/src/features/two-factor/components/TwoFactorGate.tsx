import type { ReactNode } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { QueryState } from '@cc/shared-ui/forms';
import { useMfaStatus } from '../api/mfa';
import type { TwoFactorPurpose } from '../purpose';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { TotpChallenge } from './TotpChallenge';
import { TotpEnrollment } from './TotpEnrollment';

/**
 * Shows its children only to a session at aal2; otherwise the enrollment (no verified factor yet)
 * or the challenge (a factor exists, this sign-in has not used it). The api refuses case data
 * below aal2 as well; this only spares the person a refused request.
 */
export function TwoFactorGate({ purpose = 'cases', children }: { purpose?: TwoFactorPurpose; children: ReactNode }) {
  const { t } = useTranslation('expert');
  const { aal } = useAuth();
  const status = useMfaStatus(aal !== 'aal2');
  if (aal === 'aal2') return <>{children}</>;
  return (
    <QueryState query={status} loading={t('loading')} error={<p>{apiErrorText(t, status.error)}</p>} retry={t('retry')}>
      {({ factorId }) =>
        factorId ? <TotpChallenge factorId={factorId} purpose={purpose} /> : <TotpEnrollment purpose={purpose} />
      }
    </QueryState>
  );
}
