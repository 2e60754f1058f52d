import { useRef } from 'react';
import { sanitizeText, useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { checkCredentials, FormErrorAlert, useFormSubmit } from '../../common/form-errors';
import { EmailField, NewPasswordField } from '../../common/fields';
import { useSignUp } from './api/auth';
import { ConfirmCodeForm } from './ConfirmCodeForm';
import type { AuthFields, SetField } from './fields';
import { ResendConfirmation } from './ResendConfirmation';

interface SignUpFormProps {
  /** Where the visitor returns afterwards; mailed links carry it too. */
  next: string | null;
  fields: AuthFields;
  setField: SetField;
  onSignedIn: () => void;
  onShowSignIn: () => void;
}

export function SignUpForm({ next, fields, setField, onSignedIn, onShowSignIn }: SignUpFormProps) {
  const { t, i18n } = useTranslation('shell');
  const signUp = useSignUp();
  // A guest keeps the first name they gave: the account's greeting and menu use it.
  const firstName = sanitizeText(useAuth().guestInfo?.firstName ?? '');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, result, fieldError } = useFormSubmit({
    fields: { email: emailRef, password: passwordRef },
    validate: () => checkCredentials(fields.email, fields.password),
    request: async () => {
      const email = fields.email.trim();
      const { signedIn } = await signUp.mutateAsync({
        email,
        password: fields.password,
        lang: i18n.language,
        next,
        firstName: firstName || undefined,
      });
      return { email, signedIn };
    },
    onSuccess: (answer) => {
      if (!answer.signedIn) return;
      // The api confirms without a mail (configuration): signed in at once.
      void showToast(t('auth.signUp.welcome'), 'success');
      onSignedIn();
    },
  });
  // Otherwise a confirmation mail is on its way.
  const sentTo = result?.value && !result.value.signedIn ? result.value.email : null;

  if (sentTo) {
    return (
      <Stack data-testid="check-inbox">
        <Alert tone="success">
          <p>
            <strong>{t('auth.signUp.checkInboxTitle')}</strong>
          </p>
          <p>{t('auth.signUp.checkInbox', { email: sentTo })}</p>
        </Alert>
        <ConfirmCodeForm email={sentTo} onConfirmed={onSignedIn} />
        <ButtonRow>
          <ResendConfirmation email={sentTo} next={next} />
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
