import { useRef, useState, type FormEvent } from 'react';
import { getSupabase, useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonRow, Stack } from '@cc/shared-ui';
import { FormErrorAlert, formError, toFormError, useFieldError, type FormError } from '../../common/form-errors';
import { NewPasswordField } from '../../common/fields';
import { usePending } from '../../common/usePending';

export function ChangePasswordForm() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [done, setDone] = useState(false);
  const [pending, run] = usePending();
  const fieldError = useFieldError(error);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setDone(false);
      if (!password) {
        setError(formError('password_required', 'password'));
        inputRef.current?.focus();
        return;
      }
      setError(null);
      try {
        const client = await getSupabase();
        const { error: updateError } = await client.auth.updateUser({ password });
        if (updateError) {
          const next = toFormError(updateError);
          setError(next);
          if (next.field === 'password') inputRef.current?.focus();
          return;
        }
      } catch (thrown) {
        setError(toFormError(thrown, true));
        return;
      }
      setPassword('');
      setDone(true);
    });
  };

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-labelledby="account-password-title">
      <h3 id="account-password-title">{t('account.settings.password.title')}</h3>
      <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} readOnly />
      <NewPasswordField ref={inputRef} value={password} onValue={setPassword} {...fieldError('password')} />
      <FormErrorAlert error={error} />
      {done && (
        <Alert tone="success">
          <p>{t('account.settings.password.success')}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('account.settings.password.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
