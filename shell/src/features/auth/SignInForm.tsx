import { useRef, useState, type FormEvent } from 'react';
import { getSupabase } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button, ButtonRow, showToast, Stack, TextButton } from '@cc/shared-ui';
import { FormErrorAlert, formError, toFormError, useFieldError, type FormError } from '../../common/form-errors';
import { EmailField, PasswordField } from '../../common/fields';
import { usePending } from '../../common/usePending';
import type { AuthFields, SetField } from './fields';
import { ResendConfirmation } from './ResendConfirmation';

interface SignInFormProps {
  fields: AuthFields;
  setField: SetField;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

export function SignInForm({ fields, setField, onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('shell');
  const [error, setError] = useState<FormError | null>(null);
  const [pending, run] = usePending();
  const fieldError = useFieldError(error);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const email = fields.email.trim();
      const missing = [!email && 'email', !fields.password && 'password'].filter(Boolean) as Array<
        'email' | 'password'
      >;
      if (missing.length > 0) {
        setError(formError('missing_credentials', 'form', missing));
        (missing[0] === 'email' ? emailRef : passwordRef).current?.focus();
        return;
      }
      setError(null);
      try {
        const client = await getSupabase();
        const { error: signInError } = await client.auth.signInWithPassword({ email, password: fields.password });
        if (signInError) {
          const next = toFormError(signInError);
          setError(next);
          if (next.field === 'email') emailRef.current?.focus();
          if (next.field === 'password') passwordRef.current?.focus();
          return;
        }
      } catch (thrown) {
        setError(toFormError(thrown, true));
        return;
      }
      void showToast(t('auth.signIn.success'), 'success');
      onSignedIn();
    });
  };

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
      {error?.kind === 'email_not_confirmed' && <ResendConfirmation email={fields.email} />}
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('auth.signIn.submit')}
        </Button>
        <TextButton onClick={onForgotPassword}>{t('auth.signIn.forgot')}</TextButton>
      </ButtonRow>
    </Stack>
  );
}
