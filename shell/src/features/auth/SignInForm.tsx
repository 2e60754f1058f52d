import { useRef } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast, TextButton } from '@cc/shared-ui';
import { ButtonRow, Stack } from '@cc/shared-ui/forms';
import { checkCredentials, FormErrorAlert, useFormSubmit } from '../../common/form-errors';
import { EmailField, PasswordField } from '../../common/fields';
import { useSignIn } from './api/auth';
import type { AuthFields, SetField } from './fields';
import { ResendConfirmation } from './ResendConfirmation';

interface SignInFormProps {
  /** Where the visitor returns afterwards; mailed links carry it too. */
  next: string | null;
  fields: AuthFields;
  setField: SetField;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

export function SignInForm({ next, fields, setField, onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('shell');
  const signIn = useSignIn();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, fieldError } = useFormSubmit({
    fields: { email: emailRef, password: passwordRef },
    validate: () => checkCredentials(fields.email, fields.password),
    request: () => signIn.mutateAsync({ email: fields.email.trim(), password: fields.password }),
    onSuccess: () => {
      void showToast(t('auth.signIn.success'), 'success');
      onSignedIn();
    },
  });

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('auth.title')}>
      <EmailField
        ref={emailRef}
        value={fields.email}
        onValue={(value) => setField('email', value)}
        {...fieldError('email')}
      />
      <PasswordField
        ref={passwordRef}
        value={fields.password}
        onValue={(value) => setField('password', value)}
        {...fieldError('password')}
      />
      <FormErrorAlert error={error} />
      {error?.kind === 'email_not_confirmed' && <ResendConfirmation email={fields.email} next={next} />}
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('auth.signIn.submit')}
        </Button>
        <TextButton onClick={onForgotPassword}>{t('auth.signIn.forgot')}</TextButton>
      </ButtonRow>
    </Stack>
  );
}
