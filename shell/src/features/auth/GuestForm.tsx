import { useId, useRef } from 'react';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Button, ButtonRow, showToast, Stack, TextField } from '@cc/shared-ui';
import { FormErrorAlert, useFormSubmit } from '../../common/form-errors';
import { EmailField } from '../../common/fields';
import { useGuestSignIn } from './api/auth';
import type { AuthFields, SetField } from './fields';

interface GuestFormProps {
  fields: AuthFields;
  setField: SetField;
  onSignedIn: () => void;
}

export function GuestForm({ fields, setField, onSignedIn }: GuestFormProps) {
  const { t, i18n } = useTranslation('shell');
  const guestSignIn = useGuestSignIn();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, fieldError } = useFormSubmit({
    fields: { firstName: firstNameRef, email: emailRef },
    request: () => guestSignIn.mutateAsync({ firstName: fields.firstName, email: fields.email, lang: i18n.language }),
    onSuccess: () => {
      void showToast(t('auth.guest.welcome', { name: fields.firstName.trim() }), 'success');
      // The api answers alike whether or not the address was used before, so the note is conditional.
      void showToast(t('auth.guest.claimNote'), 'info');
      onSignedIn();
    },
  });

  const consentId = useId();
  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('auth.guest.title')}>
      <p>{t('auth.guest.intro')}</p>
      <TextField
        ref={firstNameRef}
        label={t('authFields.firstName')}
        name="given-name"
        autoComplete="given-name"
        value={fields.firstName}
        onChange={(event) => setField('firstName', event.target.value)}
        {...fieldError('firstName')}
      />
      <EmailField
        ref={emailRef}
        value={fields.email}
        onValue={(value) => setField('email', value)}
        {...fieldError('email')}
      />
      <p id={consentId}>
        {t('auth.guest.consent')}{' '}
        <a href={site.links.privacy} target="_blank" rel="noopener noreferrer">
          {t('auth.guest.privacy')}
        </a>
        .
      </p>
      <FormErrorAlert error={error} />
      <ButtonRow>
        <Button type="submit" aria-disabled={pending} aria-describedby={consentId}>
          {t('auth.guest.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
