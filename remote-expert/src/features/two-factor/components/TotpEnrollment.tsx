import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { Button, Card, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { useEnrollTotp } from '../api/mfa';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { VerifyCodeForm } from './VerifyCodeForm';
import type { TwoFactorPurpose } from '../purpose';

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.3em;
  display: grid;
  gap: 20px;
  li::marker {
    font-weight: 700;
  }
  li > strong {
    display: block;
    margin-bottom: 8px;
  }
`;

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin-top: 8px;
  background: #fff;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Secret = styled.code`
  display: inline-block;
  margin: 6px 0;
  padding: 6px 10px;
  font-size: 1rem;
  letter-spacing: 0.08em;
  word-break: break-all;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** Setting up the authenticator app: QR code or key, then the first code. */
export function TotpEnrollment({ purpose = 'cases' }: { purpose?: TwoFactorPurpose }) {
  const { t } = useTranslation('expert');
  const enroll = useEnrollTotp();
  const enrollment = enroll.data;

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      void showToast(t('twoFactor.enroll.copied'), 'success');
    } catch {
      void showToast(t('twoFactor.enroll.copyFailed'), 'error');
    }
  };

  return (
    <Card as="section" aria-labelledby="totp-enroll-title" data-testid="totp-enroll">
      <Stack>
        <h2 id="totp-enroll-title">{t('twoFactor.enroll.title')}</h2>
        <p>{t(purpose === 'review' ? 'twoFactor.enroll.whyReview' : 'twoFactor.enroll.why')}</p>
        {!enrollment && (
          <>
            <p>{t('twoFactor.enroll.apps')}</p>
            {enroll.isError && (
              <Alert tone="error">
                <p>{apiErrorText(t, enroll.error)}</p>
              </Alert>
            )}
            <ButtonRow>
              <Button onClick={() => enroll.mutate()} disabled={enroll.isPending}>
                {enroll.isPending ? t('twoFactor.enroll.starting') : t('twoFactor.enroll.start')}
              </Button>
            </ButtonRow>
          </>
        )}
        {enrollment && (
          <Steps>
            <li>
              <strong>{t('twoFactor.enroll.scan')}</strong>
              <Qr src={enrollment.qrCode} alt={t('twoFactor.enroll.qrAlt')} data-testid="totp-qr" />
            </li>
            <li>
              <strong>{t('twoFactor.enroll.manual')}</strong>
              <div>
                <Secret data-testid="totp-secret" aria-label={t('twoFactor.enroll.secretLabel')}>
                  {enrollment.secret}
                </Secret>
              </div>
              <Button $variant="secondary" onClick={() => void copy(enrollment.secret)}>
                {t('twoFactor.enroll.copy')}
              </Button>
            </li>
            <li>
              <strong>{t('twoFactor.enroll.enterCode')}</strong>
              <VerifyCodeForm factorId={enrollment.factorId} submitLabel={t('twoFactor.enroll.verify')} />
            </li>
          </Steps>
        )}
      </Stack>
    </Card>
  );
}
