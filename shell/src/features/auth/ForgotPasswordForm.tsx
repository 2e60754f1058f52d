import { useRef } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { Button, TextButton } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { FormErrorAlert, formError, toFormError, useFormSubmit, type FormErrorKind } from '../../common/form-errors';
import { EmailField } from '../../common/fields';
import { useRequestPasswordRecovery } from './api/auth';
import type { AuthFields, SetField } from './fields';

interface ForgotPasswordFormProps {
  fields: AuthFields;
  setField: SetField;
  onBack: () => void;
}

/** What the visitor can act on; any other failure must not hint whether the address has an account. */
const shownErrors: readonly FormErrorKind[] = ['rate_limited', 'invalid_email', 'network'];

/** Requests a recovery mail. Says the same whether or not the address is registered. */
export function ForgotPasswordForm({ fields, setField, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('shell');
  const recover = useRequestPasswordRecovery();
  const emailRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, result, fieldError } = useFormSubmit({
    fields: { email: emailRef },
    validate: () => (fields.email.trim() ? null : formError('email_required', 'email')),
    request: async () => {
      const email = fields.email.trim();
      try {
        await recover.mutateAsync(email);
      } catch (failure) {
        // Anything else reads like success: the mail "is on its way if the address is registered".
        if (shownErrors.includes(toFormError(failure).kind)) throw failure;
      }
      return email;
    },
  });
  const sentTo = result?.value ?? null;

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
