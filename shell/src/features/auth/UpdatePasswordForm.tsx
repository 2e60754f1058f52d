import { useRef } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { ButtonRow, Stack } from '@cc/shared-ui/forms';
import { FormErrorAlert, formError, useFormSubmit } from '../../common/form-errors';
import { NewPasswordField } from '../../common/fields';
import { useUpdatePassword } from './api/auth';
import type { AuthFields, SetField } from './fields';

interface UpdatePasswordFormProps {
  fields: AuthFields;
  setField: SetField;
  onDone: () => void;
}

/** After a recovery link signed the person in: choose the new password. */
export function UpdatePasswordForm({ fields, setField, onDone }: UpdatePasswordFormProps) {
  const { t } = useTranslation('shell');
  const { user, endPasswordRecovery } = useAuth();
  const updatePassword = useUpdatePassword();
  const passwordRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, fieldError } = useFormSubmit({
    fields: { password: passwordRef },
    validate: () => (fields.newPassword ? null : formError('password_required', 'password')),
    request: () => updatePassword.mutateAsync(fields.newPassword),
    onSuccess: () => {
      endPasswordRecovery();
      setField('newPassword', '');
      void showToast(t('auth.updatePassword.success'), 'success');
      onDone();
    },
  });

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('auth.updatePassword.title')}>
      <p>{t('auth.updatePassword.intro', { email: user?.email ?? '' })}</p>
      {/* Lets password managers store the new password for the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} readOnly />
      <NewPasswordField
        ref={passwordRef}
        value={fields.newPassword}
        onValue={(value) => setField('newPassword', value)}
        {...fieldError('password')}
      />
      <FormErrorAlert error={error} />
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('auth.updatePassword.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
