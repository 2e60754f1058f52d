import { useRef, useState, type FormEvent } from 'react';
import { getSupabase, useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button, ButtonRow, showToast, Stack } from '@cc/shared-ui';
import { FormErrorAlert, formError, toFormError, useFieldError, type FormError } from '../../common/form-errors';
import { NewPasswordField } from '../../common/fields';
import { usePending } from '../../common/usePending';
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
  const [error, setError] = useState<FormError | null>(null);
  const [pending, run] = usePending();
  const fieldError = useFieldError(error);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!fields.newPassword) {
        setError(formError('password_required', 'password'));
        passwordRef.current?.focus();
        return;
      }
      setError(null);
      try {
        const client = await getSupabase();
        const { error: updateError } = await client.auth.updateUser({ password: fields.newPassword });
        if (updateError) {
          const next = toFormError(updateError);
          setError(next);
          if (next.field === 'password') passwordRef.current?.focus();
          return;
        }
      } catch (thrown) {
        setError(toFormError(thrown, true));
        return;
      }
      endPasswordRecovery();
      setField('newPassword', '');
      void showToast(t('auth.updatePassword.success'), 'success');
      onDone();
    });
  };

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
