import { useId, useRef } from 'react';
import { site } from '@cc/shared-domain';
import { guestFirstNameMaxLength, sanitizeText } from '@cc/shared-auth';
import { useFieldLimit, useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { ButtonRow, Stack, TextField, isOverLimit } from '@cc/shared-ui/forms';
import { displayName } from '../../common/display-name';
import { formError, FormErrorAlert, useFormSubmit, type FormError } from '../../common/form-errors';
import { EmailField } from '../../common/fields';
import { useGuestSignIn } from './api/auth';
import type { AuthFields, SetField } from './fields';

/** What is missing, said before anything is sent; a filled-in, malformed address is the provider's to refuse. */
function checkGuest(firstName: string, email: string): FormError | null {
  const noName = !sanitizeText(firstName);
  const noEmail = !email.trim();
  if (noName && noEmail) return formError('guest_required', 'form', ['firstName', 'email']);
  if (noName) return formError('first_name_required', 'form', ['firstName']);
  if (noEmail) return formError('email_required', 'form', ['email']);
  // Never cut while typing: a name over the limit stays in the field, whose counter says so.
  if (isOverLimit(firstName, guestFirstNameMaxLength)) return formError('first_name_too_long', 'firstName');
  return null;
}

interface GuestFormProps {
  fields: AuthFields;
  setField: SetField;
  onSignedIn: () => void;
}

export function GuestForm({ fields, setField, onSignedIn }: GuestFormProps) {
  const { t, i18n } = useTranslation('shell');
  const limitOf = useFieldLimit();
  const guestSignIn = useGuestSignIn();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, fieldError } = useFormSubmit({
    fields: { firstName: firstNameRef, email: emailRef },
    validate: () => checkGuest(fields.firstName, fields.email),
    request: () => guestSignIn.mutateAsync({ firstName: fields.firstName, email: fields.email, lang: i18n.language }),
    onSuccess: () => {
      // The name as it is stored: markup and script removed, like everywhere else it is shown.
      void showToast(t('auth.guest.welcome', { name: displayName(fields.firstName) }), 'success');
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
        limit={limitOf(guestFirstNameMaxLength)}
        value={fields.firstName}
        onChange={(event) => setField('firstName', event.target.value)}
        {...fieldError('firstName')}
        // Over the limit the counter's message is the field's one message.
        {...(isOverLimit(fields.firstName, guestFirstNameMaxLength) && { error: undefined })}
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
