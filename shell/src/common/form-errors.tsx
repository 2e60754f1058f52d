// Errors of the shell's account forms (sign-in screen, account settings): what went wrong, as a
// kind with the field it belongs to, and its localised text (`authErrors.<kind>` in the shell's
// locales). Shared by the auth and account features, so both say the same thing the same way.
import type { ReactNode } from 'react';
import { describeAuthError, type AuthErrorDescription, type AuthErrorKind } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert } from '@cc/shared-ui';
import './texts';

/** The provider's kinds plus the checks the forms make before calling it. */
export type FormErrorKind = AuthErrorKind | 'email_required' | 'password_required';

export interface FormError extends Omit<AuthErrorDescription, 'kind'> {
  kind: FormErrorKind;
  /** Fields to mark invalid without a text of their own (the form's message names them). */
  invalid?: Array<'email' | 'password' | 'firstName'>;
}

export const formError = (
  kind: FormErrorKind,
  field: FormError['field'] = 'form',
  invalid?: FormError['invalid'],
): FormError => ({ kind, field, reasons: [], invalid });

/**
 * A provider error (returned or thrown) as a form error. Anything thrown that is not an auth
 * error means the request did not get through: a network failure.
 */
export function toFormError(error: unknown, thrown = false): FormError {
  const description = describeAuthError(error);
  return thrown && description.kind === 'unknown' ? formError('network') : description;
}

/** The text of an error: its sentence, and for a weak password each of the provider's reasons. */
export function useFormErrorText(): (error: FormError) => ReactNode {
  const { t } = useTranslation('shell');
  return (error) => {
    const text = t(`authErrors.${error.kind}`);
    if (error.kind !== 'weak_password' || error.reasons.length === 0) return text;
    return (
      <>
        <p>{text}</p>
        <ul>
          {error.reasons.map((reason) => (
            <li key={reason}>{t(`authErrors.weakReasons.${reason}`)}</li>
          ))}
        </ul>
      </>
    );
  };
}

/** Props for a TextField showing the error when it belongs to that field. */
export function useFieldError(error: FormError | null) {
  const text = useFormErrorText();
  return (field: 'email' | 'password' | 'firstName') => ({
    error: error && error.field === field ? text(error) : undefined,
    invalid: Boolean(error && (error.field === field || error.invalid?.includes(field))),
  });
}

/** The form-level message of an error (announced as an alert), with optional actions. */
export function FormErrorAlert({ error, actions }: { error: FormError | null; actions?: ReactNode }) {
  const text = useFormErrorText();
  if (!error || error.field !== 'form') return null;
  const content = text(error);
  return (
    <Alert tone="error" actions={actions} data-testid="form-error">
      {typeof content === 'string' ? <p>{content}</p> : content}
    </Alert>
  );
}

/** The address a mail link leads back to: a view of the shell's /auth screen. */
export function authRedirectUrl(view: string): string {
  return `${window.location.origin}/auth?view=${encodeURIComponent(view)}`;
}
