// What went wrong, in terms a screen can show: supabase-js errors (AuthApiError and friends
// carry `code`, `status`, `message`; AuthWeakPasswordError also `reasons`) and function-call
// errors become one of a few kinds, each with the field it belongs to. The shell turns the
// kind into a localised text (`authErrors.<kind>`); no text lives here.

export type AuthErrorKind =
  | 'missing_credentials'
  | 'invalid_credentials'
  | 'weak_password'
  | 'email_not_confirmed'
  | 'rate_limited'
  | 'user_already_exists'
  | 'invalid_email'
  | 'first_name_required'
  | 'same_password'
  | 'current_password_required'
  | 'current_password_mismatch'
  | 'validation_failed'
  | 'session_missing'
  | 'link_invalid'
  | 'network'
  | 'unknown';

export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

export interface AuthErrorDescription {
  kind: AuthErrorKind;
  /** The field the message belongs to, or 'form' for a message about the whole form. */
  field: 'email' | 'password' | 'currentPassword' | 'firstName' | 'form';
  /** For weak_password: why, in the provider's words ('length', 'characters', 'pwned'). */
  reasons: WeakPasswordReason[];
}

/** The text supabase-js uses when a sign-in or sign-up has no email/phone or password. */
export const missingCredentialsMessage = 'You must provide either an email or phone number and a password';

const weakReasons: readonly WeakPasswordReason[] = ['length', 'characters', 'pwned'];

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
}

const describe = (
  kind: AuthErrorKind,
  field: AuthErrorDescription['field'] = 'form',
  reasons: WeakPasswordReason[] = [],
): AuthErrorDescription => ({ kind, field, reasons });

export function describeAuthError(error: unknown): AuthErrorDescription {
  if (typeof error !== 'object' || error === null) return describe('unknown');
  const { name, code, status, message, reasons } = error as ErrorLike;
  const text = typeof message === 'string' ? message : '';

  if (name === 'AuthRetryableFetchError' || name === 'FunctionsFetchError' || (name === 'TypeError' && !code)) {
    return describe('network');
  }
  if (text === missingCredentialsMessage) return describe('missing_credentials');
  switch (code) {
    case 'invalid_credentials':
      return describe('invalid_credentials');
    case 'weak_password': {
      const list = Array.isArray(reasons)
        ? reasons.filter((reason): reason is WeakPasswordReason => weakReasons.includes(reason as WeakPasswordReason))
        : [];
      return describe('weak_password', 'password', list);
    }
    case 'email_not_confirmed':
      return describe('email_not_confirmed');
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return describe('rate_limited');
    case 'user_already_exists':
    case 'email_exists':
      return describe('user_already_exists', 'email');
    case 'email_address_invalid':
    case 'invalid_email':
      return describe('invalid_email', 'email');
    case 'invalid_first_name':
      return describe('first_name_required', 'firstName');
    case 'same_password':
      return describe('same_password', 'password');
    case 'current_password_required':
    case 'reauthentication_needed':
      return describe('current_password_required', 'currentPassword');
    case 'current_password_mismatch':
      return describe('current_password_mismatch', 'currentPassword');
    case 'session_not_found':
    case 'session_expired':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
    case 'bad_jwt':
    case 'no_authorization':
      return describe('session_missing');
    case 'otp_expired':
      return describe('link_invalid');
    case 'validation_failed':
      // GoTrue says which input: "Unable to validate email address: invalid format", "Password …".
      if (/email/i.test(text)) return describe('invalid_email', 'email');
      if (/password/i.test(text)) return describe('validation_failed', 'password');
      return describe('validation_failed');
    default:
      break;
  }
  if (name === 'AuthSessionMissingError') return describe('session_missing');
  if (status === 429) return describe('rate_limited');
  if (name === 'AuthInvalidCredentialsError') return describe('missing_credentials');
  return describe('unknown');
}
