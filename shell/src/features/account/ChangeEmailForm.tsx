import { useRef, useState } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { FormErrorAlert, formError, useFormSubmit } from '../../common/form-errors';
import { EmailField } from '../../common/fields';
import { useChangeEmail } from './api/account';

/** The new address becomes the account's once its owner follows the link sent to it. */
export function ChangeEmailForm() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useAuth();
  const [email, setEmail] = useState('');
  const changeEmail = useChangeEmail();
  const inputRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, result, fieldError } = useFormSubmit({
    fields: { email: inputRef },
    validate: () => (email.trim() ? null : formError('email_required', 'email')),
    request: async () => {
      const next = email.trim();
      await changeEmail.mutateAsync({ email: next, lang: i18n.language });
      return next;
    },
  });
  const sentTo = result?.value ?? null;

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-labelledby="account-email-title">
      <h3 id="account-email-title">{t('account.settings.email.title')}</h3>
      <p>{t('account.settings.email.current', { email: user?.email ?? '' })}</p>
      <EmailField
        ref={inputRef}
        label={t('account.settings.email.field')}
        value={email}
        onValue={setEmail}
        {...fieldError('email')}
      />
      <FormErrorAlert error={error} />
      {sentTo && (
        <Alert tone="success">
          <p>{t('account.settings.email.sent', { email: sentTo, current: user?.email ?? '' })}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('account.settings.email.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
