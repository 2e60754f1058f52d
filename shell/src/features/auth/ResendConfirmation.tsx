import { useState } from 'react';
import { getSupabase } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, Button } from '@cc/shared-ui';
import { authRedirectUrl, toFormError, useFormErrorText, type FormError } from '../../common/form-errors';
import { usePending } from '../../common/usePending';

/** "Send the confirmation mail again" for an address that is not confirmed yet, with its outcome. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('shell');
  const errorText = useFormErrorText();
  const [pending, run] = usePending();
  const [outcome, setOutcome] = useState<{ sent: true } | { error: FormError } | null>(null);

  const resend = () =>
    run(async () => {
      try {
        const client = await getSupabase();
        const { error } = await client.auth.resend({
          type: 'signup',
          email: email.trim(),
          options: { emailRedirectTo: authRedirectUrl('confirmed') },
        });
        setOutcome(error ? { error: toFormError(error) } : { sent: true });
      } catch (error) {
        setOutcome({ error: toFormError(error, true) });
      }
    });

  return (
    <>
      <Button $variant="secondary" onClick={() => void resend()} aria-disabled={pending}>
        {t('auth.resend.action')}
      </Button>
      {outcome && 'sent' in outcome && (
        <Alert tone="success">
          <p>{t('auth.resend.sent', { email: email.trim() })}</p>
        </Alert>
      )}
      {outcome && 'error' in outcome && (
        <Alert tone="error">
          <p>{errorText(outcome.error)}</p>
        </Alert>
      )}
    </>
  );
}
