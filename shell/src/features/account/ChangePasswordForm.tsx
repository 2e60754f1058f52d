import { useRef, useState } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonRow, Stack } from '@cc/shared-ui';
import { FormErrorAlert, formError, useFormSubmit } from '../../common/form-errors';
import { NewPasswordField } from '../../common/fields';
import { useChangePassword } from './api/account';

export function ChangePasswordForm() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const [password, setPassword] = useState('');
  const changePassword = useChangePassword();
  const inputRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, result, fieldError } = useFormSubmit({
    fields: { password: inputRef },
    validate: () => (password ? null : formError('password_required', 'password')),
    request: () => changePassword.mutateAsync(password),
    onSuccess: () => setPassword(''),
  });
  const done = result !== null;

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
