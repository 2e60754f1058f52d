import { useTranslation } from '@cc/shared-i18n';
import { Card } from '@cc/shared-ui';
import { Stack } from '@cc/shared-ui/forms';
import type { TwoFactorPurpose } from '../purpose';
import { VerifyCodeForm } from './VerifyCodeForm';

/** A later sign-in with a verified factor: the code lifts the session to aal2. */
export function TotpChallenge({ factorId, purpose = 'cases' }: { factorId: string; purpose?: TwoFactorPurpose }) {
  const { t } = useTranslation('expert');
  return (
    <Card as="section" aria-labelledby="totp-challenge-title" data-testid="totp-challenge">
      <Stack>
        <h2 id="totp-challenge-title">{t('twoFactor.challenge.title')}</h2>
        <p>{t(purpose === 'review' ? 'twoFactor.challenge.textReview' : 'twoFactor.challenge.text')}</p>
        <VerifyCodeForm factorId={factorId} submitLabel={t('twoFactor.challenge.verify')} />
        <p>{t('twoFactor.challenge.lost')}</p>
      </Stack>
    </Card>
  );
}
