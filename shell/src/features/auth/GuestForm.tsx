import { useId, useRef } from 'react';
import { site } from '@cc/shared-domain';
import { guestFirstNameMaxLength, sanitizeText } from '@cc/shared-auth';
import { useFieldLimit, useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { ButtonRow, Stack, TextField, isOverLimit } from '@cc/shared-ui/forms';
import { formError, FormErrorAlert, useFormSubmit, type FormError } from '../../common/form-errors';
import { EmailField } from '../../common/fields';
import { useGuestSignIn } from './api/auth';
import type { AuthFields, SetField } from './fields';

/**
 * What is wrong before anything is sent, each at its field: a missing or too long first name (the
 * counter's live message says "too long" while typing; on sending it is the field's error like any
 * other, so the focus goes to the name first), a missing address. A filled-in, malformed address
 * is the provider's to refuse.
 */
function checkGuest(firstName: string, email: string): FormError[] {
  const errors: FormError[] = [];
  // Never cut while typing: a name over the limit stays in the field.
  if (!sanitizeText(firstName)) errors.push(formError('first_name_required', 'firstName'));
  else if (isOverLimit(firstName, guestFirstNameMaxLength)) errors.push(formError('first_name_too_long', 'firstName'));
  if (!email.trim()) errors.push(formError('email_required', 'email'));
  return errors;
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
    // No toasts: they came a moment after the next page (the premium chat, where the gate sends
    // most guests) and stood for seconds over what the guest came for, its starters at the top (the
    // dock is kept clear). The page itself says the sign-in worked (the chat is open, the header's
    // account menu names the guest, the dashboard greets them), and what a returning guest needs
    // to know is said in the form, before sending (`returning`).
    onSuccess: onSignedIn,
  });

  const consentId = useId();
  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('auth.guest.title')}>
      <p>{t('auth.guest.intro')}</p>
      {/* The api answers alike whether or not the address was used before, so this is conditional. */}
      <p>{t('auth.guest.returning')}</p>
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
