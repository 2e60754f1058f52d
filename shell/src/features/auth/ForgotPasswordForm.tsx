import { useRef, useState, type FormEvent } from 'react';
import { getSupabase } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonRow, Stack, TextButton } from '@cc/shared-ui';
import {
  authRedirectUrl,
  FormErrorAlert,
  formError,
  toFormError,
  useFieldError,
  type FormError,
} from '../../common/form-errors';
import { EmailField } from '../../common/fields';
import { usePending } from '../../common/usePending';
import type { AuthFields, SetField } from './fields';

interface ForgotPasswordFormProps {
  fields: AuthFields;
  setField: SetField;
  onBack: () => void;
}

/** Requests a recovery mail. Says the same whether or not the address is registered. */
export function ForgotPasswordForm({ fields, setField, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('shell');
  const [error, setError] = useState<FormError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, run] = usePending();
  const fieldError = useFieldError(error);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const email = fields.email.trim();
      setSentTo(null);
      if (!email) {
        setError(formError('email_required', 'email'));
        emailRef.current?.focus();
        return;
      }
      setError(null);
      try {
        const client = await getSupabase();
        const { error: recoverError } = await client.auth.resetPasswordForEmail(email, {
          redirectTo: authRedirectUrl('update-password'),
        });
        const described = recoverError ? toFormError(recoverError) : null;
        // Only what the visitor can act on is shown; anything else must not hint whether the
        // address has an account, so it reads like success.
        if (described && ['rate_limited', 'invalid_email', 'network'].includes(described.kind)) {
          setError(described);
          if (described.field === 'email') emailRef.current?.focus();
          return;
        }
        setSentTo(email);
      } catch (thrown) {
        setError(toFormError(thrown, true));
      }
    });
  };

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('auth.forgot.title')}>
      <p>{t('auth.forgot.intro')}</p>
      <EmailField
        ref={emailRef}
        value={fields.email}
        onValue={(value) => setField('email', value)}
        {...fieldError('email')}
      />
      <FormErrorAlert error={error} />
      {sentTo && (
        <Alert tone="success">
          <p>{t('auth.forgot.sent', { email: sentTo })}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('auth.forgot.submit')}
        </Button>
        <TextButton onClick={onBack}>{t('auth.forgot.back')}</TextButton>
      </ButtonRow>
    </Stack>
  );
}
