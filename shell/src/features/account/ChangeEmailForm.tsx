import { useRef, useState, type FormEvent } from 'react';
import { getSupabase, useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonRow, Stack } from '@cc/shared-ui';
import {
  authRedirectUrl,
  FormErrorAlert,
  formError,
  toFormError,
  useFieldError,
  type FormError,
} from '../../common/form-errors';
import { EmailField } from '../../common/fields';
import { usePending } from '../../common/usePending';

/** The new address becomes the account's once its owner follows the link sent to it. */
export function ChangeEmailForm() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, run] = usePending();
  const fieldError = useFieldError(error);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const next = email.trim();
      setSentTo(null);
      if (!next) {
        setError(formError('email_required', 'email'));
        inputRef.current?.focus();
        return;
      }
      setError(null);
      try {
        const client = await getSupabase();
        const { error: updateError } = await client.auth.updateUser(
          { email: next, data: { lang: i18n.language } },
          { emailRedirectTo: authRedirectUrl('email-changed') },
        );
        if (updateError) {
          const described = toFormError(updateError);
          setError(described);
          if (described.field === 'email') inputRef.current?.focus();
          return;
        }
      } catch (thrown) {
        setError(toFormError(thrown, true));
        return;
      }
      setSentTo(next);
    });
  };

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
