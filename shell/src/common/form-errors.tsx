// Errors of the shell's account forms (sign-in screen, account settings): what went wrong, as a
// kind with the field it belongs to, and its localised text (`authErrors.<kind>` in the shell's
// locales). Shared by the auth and account features, so both say the same thing the same way.
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { describeAuthError, isValidEmail, type AuthErrorDescription, type AuthErrorKind } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert, useFormErrors } from '@cc/shared-ui/forms';
import { RequestNotSentError } from './auth-request';
import { safeNextPath } from './next-path';
import { usePending } from './usePending';
import './texts';

/** The provider's kinds plus the checks the forms make before calling it. */
export type FormErrorKind =
  | AuthErrorKind
  | 'email_required'
  | 'password_required'
  | 'email_format'
  | 'first_name_too_long'
  | 'code_required'
  | 'code_invalid'
  | 'confirm_word_required';

export interface FormError extends Omit<AuthErrorDescription, 'kind' | 'field'> {
  kind: FormErrorKind;
  /** The field the error is said at (the provider's fields, or one of a form's own checks), or the form. */
  field: FormField | 'form';
  /** Fields to mark invalid without a text of their own (the form's message names them). */
  invalid?: FormField[];
}

export const formError = (
  kind: FormErrorKind,
  field: FormError['field'] = 'form',
  invalid?: FormError['invalid'],
): FormError => ({ kind, field, reasons: [], invalid });

export type FormField = 'email' | 'password' | 'currentPassword' | 'firstName' | 'code' | 'confirm';

/** A failure already described as a form error (e.g. the guest sign-in's), thrown by a mutation. */
export class FormFailure extends Error {
  constructor(readonly formError: FormError) {
    super(formError.kind);
    this.name = 'FormFailure';
  }
}

/**
 * The check of a sign-in or sign-up before it is sent: each missing field at that field (in the
 * product's words; the provider's "email or phone number" stays for the provider's own answer),
 * then whether the address looks like one, so a typo never reads as a wrong password.
 */
export function checkCredentials(email: string, password: string): FormError[] {
  const errors: FormError[] = [];
  if (!email.trim()) errors.push(formError('email_required', 'email'));
  else {
    const format = checkEmailFormat(email);
    if (format) errors.push(format);
  }
  if (!password) errors.push(formError('password_required', 'password'));
  return errors;
}

/** An address that is filled in but cannot be one (`max.mustermann@`): said at the field. */
export function checkEmailFormat(email: string): FormError | null {
  return isValidEmail(email.trim()) ? null : formError('email_format', 'email');
}

/**
 * A provider error (answered, or thrown by the call) as a form error. Anything thrown that is not
 * an auth error means the request did not get through: a network failure.
 */
export function toFormError(error: unknown, thrown = false): FormError {
  if (error instanceof FormFailure) return error.formError;
  if (error instanceof RequestNotSentError) return toFormError(error.reason, true);
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
export function useFieldError(errors: FormError | readonly FormError[] | null) {
  const text = useFormErrorText();
  const list = errors === null ? [] : Array.isArray(errors) ? (errors as readonly FormError[]) : [errors as FormError];
  return (field: FormField) => {
    const own = list.find((error) => error.field === field);
    return {
      error: own ? text(own) : undefined,
      invalid: Boolean(own || list.some((error) => error.invalid?.includes(field))),
    };
  };
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

export interface FormSubmitOptions<T> {
  /**
   * The form's inputs IN THEIR ORDER ON THE SCREEN: on submit the first invalid one of them takes
   * the focus (an error that belongs to one, or a form-level error that names it invalid).
   */
  fields?: Partial<Record<FormField, RefObject<HTMLInputElement | null>>>;
  /** Checks before anything is sent: every error found (each at its field); any stops the submit. */
  validate?: () => FormError | readonly FormError[] | null;
  /** The request (a mutation's mutateAsync): resolves on success, throws on failure. */
  request: () => Promise<T>;
  onSuccess?: (result: T) => void;
}

export interface FormSubmit<T> {
  /** The form's onSubmit (also callable without an event, e.g. from a button). */
  submit: (event?: FormEvent) => void;
  pending: boolean;
  /** The form-level error (its alert), else the first field's; null when nothing is wrong. */
  error: FormError | null;
  /** Every error of the last submit, each at its field (or the form's). */
  errors: readonly FormError[];
  /** What the last successful submit answered; null before it and during the next one. */
  result: { value: T } | null;
  /** Props of a field showing its part of the errors. */
  fieldError: ReturnType<typeof useFieldError>;
}

const asList = (errors: FormError | readonly FormError[] | null | undefined): readonly FormError[] =>
  !errors ? [] : Array.isArray(errors) ? (errors as readonly FormError[]) : [errors as FormError];

/**
 * One submit of an auth or account form on shared-ui's `useFormErrors`: one request at a time
 * (pending), checks first (every invalid field at once), the failure as form errors with the focus
 * on the first invalid field in the form's order (a form-level error without a field is announced
 * by its alert), and the success callback. Everything typed stays as it was.
 */
export function useFormSubmit<T>({ fields = {}, validate, request, onSuccess }: FormSubmitOptions<T>): FormSubmit<T> {
  const [errors, setErrors] = useState<readonly FormError[]>([]);
  const [result, setResult] = useState<{ value: T } | null>(null);
  const [pending, run] = usePending();
  const fieldError = useFieldError(errors);
  const order = Object.keys(fields) as FormField[];
  const focus = useFormErrors<FormField, FormError>(order, { target: (field) => fields[field]?.current });

  const fail = (next: readonly FormError[]) => {
    setErrors(next);
    // Which fields are invalid, for the focus: an error's own field, or those a form-level error names.
    const invalid: Partial<Record<FormField, FormError>> = {};
    for (const error of next) {
      if (error.field !== 'form') invalid[error.field] ??= error;
      for (const field of error.invalid ?? []) invalid[field] ??= error;
    }
    focus.show(invalid);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void run(async () => {
      setResult(null);
      const invalid = asList(validate?.());
      if (invalid.length > 0) {
        fail(invalid);
        return;
      }
      setErrors([]);
      focus.reset();
      let value: T;
      try {
        value = await request();
      } catch (thrown) {
        fail([toFormError(thrown)]);
        return;
      }
      setResult({ value });
      onSuccess?.(value);
    });
  };

  const error = errors.find((entry) => entry.field === 'form') ?? errors[0] ?? null;
  return { submit, pending, error, errors, result, fieldError };
}

/**
 * The address a mail link leads back to: a view of the shell's /auth screen, with the screen's
 * `next` (a path of this app), so a visitor who confirms by mail also returns to where they were.
 */
export function authRedirectUrl(view: string, next?: string | null): string {
  const params = new URLSearchParams({ view });
  const path = safeNextPath(next);
  if (path) params.set('next', path);
  return `${window.location.origin}/auth?${params.toString()}`;
}
