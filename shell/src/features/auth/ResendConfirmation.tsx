import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { useFormErrorText, useFormSubmit } from '../../common/form-errors';
import { useResendConfirmation } from './api/auth';

/** "Send the confirmation mail again" for an address that is not confirmed yet, with its outcome. */
export function ResendConfirmation({ email, next }: { email: string; next?: string | null }) {
  const { t } = useTranslation('shell');
  const errorText = useFormErrorText();
  const resendMail = useResendConfirmation();
  const {
    submit: resend,
    pending,
    error,
    result,
  } = useFormSubmit({
    request: () => resendMail.mutateAsync({ email: email.trim(), next }),
  });

  return (
    <>
      <Button $variant="secondary" onClick={() => resend()} aria-disabled={pending}>
        {t('auth.resend.action')}
      </Button>
      {result && (
        <Alert tone="success">
          <p>{t('auth.resend.sent', { email: email.trim() })}</p>
        </Alert>
      )}
      {error && (
        <Alert tone="error">
          <p>{errorText(error)}</p>
        </Alert>
      )}
    </>
  );
}
