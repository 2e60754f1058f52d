import { useRef, useState } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { FormErrorAlert, formError, useFormSubmit } from '../../common/form-errors';
import { NewPasswordField, PasswordField } from '../../common/fields';
import { useChangePassword } from './api/account';

export function ChangePasswordForm() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const changePassword = useChangePassword();
  const currentRef = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, result, fieldError } = useFormSubmit({
    fields: { currentPassword: currentRef, password: inputRef },
    // The current password confirms that the person at the keyboard owns the account.
    validate: () =>
      !currentPassword
        ? formError('current_password_required', 'currentPassword')
        : password
          ? null
          : formError('password_required', 'password'),
    request: () => changePassword.mutateAsync({ password, currentPassword }),
    onSuccess: () => {
      setPassword('');
      setCurrentPassword('');
    },
  });
  const done = result !== null;

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-labelledby="account-password-title">
      <h3 id="account-password-title">{t('account.settings.password.title')}</h3>
      <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} readOnly />
      <PasswordField
        ref={currentRef}
        label={t('account.settings.password.current')}
        value={currentPassword}
        onValue={setCurrentPassword}
        {...fieldError('currentPassword')}
      />
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
