import { useRef, useState, type FormEvent } from 'react';
import { getSupabase } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonRow, showToast, Stack } from '@cc/shared-ui';
import {
  authRedirectUrl,
  FormErrorAlert,
  formError,
  toFormError,
  useFieldError,
  type FormError,
} from '../../common/form-errors';
import { EmailField, NewPasswordField } from '../../common/fields';
import { usePending } from '../../common/usePending';
import type { AuthFields, SetField } from './fields';
import { ResendConfirmation } from './ResendConfirmation';

interface SignUpFormProps {
  fields: AuthFields;
  setField: SetField;
  onSignedIn: () => void;
  onShowSignIn: () => void;
}

export function SignUpForm({ fields, setField, onSignedIn, onShowSignIn }: SignUpFormProps) {
  const { t, i18n } = useTranslation('shell');
  const [error, setError] = useState<FormError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
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
        const { data, error: signUpError } = await client.auth.signUp({
          email,
          password: fields.password,
          options: { emailRedirectTo: authRedirectUrl('confirmed'), data: { lang: i18n.language } },
        });
        if (signUpError) {
          const next = toFormError(signUpError);
          setError(next);
          if (next.field === 'email') emailRef.current?.focus();
          if (next.field === 'password') passwordRef.current?.focus();
          return;
        }
        if (data.session) {
          // The api confirms without a mail (configuration): signed in at once.
          void showToast(t('auth.signUp.welcome'), 'success');
          onSignedIn();
          return;
        }
        setSentTo(email);
      } catch (thrown) {
        setError(toFormError(thrown, true));
      }
    });
  };

  if (sentTo) {
    return (
      <Stack data-testid="check-inbox">
        <Alert tone="success">
          <p>
            <strong>{t('auth.signUp.checkInboxTitle')}</strong>
          </p>
          <p>{t('auth.signUp.checkInbox', { email: sentTo })}</p>
        </Alert>
        <ButtonRow>
          <ResendConfirmation email={sentTo} />
          <Button $variant="ghost" onClick={onShowSignIn}>
            {t('auth.signUp.toSignIn')}
          </Button>
        </ButtonRow>
      </Stack>
    );
  }

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('auth.signUp.title')}>
      <p>{t('auth.signUp.intro')}</p>
      <EmailField
        ref={emailRef}
        value={fields.email}
        onValue={(value) => setField('email', value)}
        {...fieldError('email')}
      />
      <NewPasswordField
        ref={passwordRef}
        label={t('authFields.password')}
        value={fields.password}
        onValue={(value) => setField('password', value)}
        {...fieldError('password')}
      />
      <FormErrorAlert error={error} />
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('auth.signUp.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
