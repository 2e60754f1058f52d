import { describeAuthError, missingCredentialsMessage } from './errors';

const apiError = (code: string, message = code, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name: 'AuthApiError', code, status: 400, ...extra });

describe('describeAuthError', () => {
  it.each([
    [apiError('invalid_credentials', 'Invalid login credentials'), 'invalid_credentials', 'form'],
    [apiError('email_not_confirmed'), 'email_not_confirmed', 'form'],
    [apiError('over_request_rate_limit', 'x', { status: 429 }), 'rate_limited', 'form'],
    [apiError('over_email_send_rate_limit', 'x', { status: 429 }), 'rate_limited', 'form'],
    [{ name: 'AuthApiError', status: 429, message: 'Too many' }, 'rate_limited', 'form'],
    [apiError('user_already_exists'), 'user_already_exists', 'email'],
    [apiError('validation_failed', 'Unable to validate email address: invalid format'), 'invalid_email', 'email'],
    [apiError('validation_failed', 'Password cannot be longer than 72 characters'), 'validation_failed', 'password'],
    [apiError('validation_failed', 'Something else'), 'validation_failed', 'form'],
    [apiError('same_password'), 'same_password', 'password'],
    [apiError('session_not_found'), 'session_missing', 'form'],
    [{ name: 'AuthSessionMissingError', message: 'Auth session missing!', status: 400 }, 'session_missing', 'form'],
    [apiError('otp_expired'), 'link_invalid', 'form'],
    [{ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }, 'network', 'form'],
    [{ name: 'FunctionsFetchError', code: 'network', message: 'x' }, 'network', 'form'],
    [
      { name: 'AuthInvalidCredentialsError', message: missingCredentialsMessage, status: 400 },
      'missing_credentials',
      'form',
    ],
    [{ code: 'invalid_email', message: 'Invalid email format' }, 'invalid_email', 'email'],
    [{ code: 'invalid_first_name' }, 'first_name_required', 'firstName'],
    [apiError('something_new'), 'unknown', 'form'],
    ['a string', 'unknown', 'form'],
    [null, 'unknown', 'form'],
  ])('%o → %s (%s)', (error, kind, field) => {
    expect(describeAuthError(error)).toMatchObject({ kind, field });
  });

  it('keeps the weak-password reasons the provider gave, in order, and only known ones', () => {
    const error = apiError('weak_password', 'Password should be at least 8 characters.', {
      status: 422,
      reasons: ['length', 'characters', 'pwned', 'mystery'],
    });
    expect(describeAuthError(error)).toEqual({
      kind: 'weak_password',
      field: 'password',
      reasons: ['length', 'characters', 'pwned'],
    });
  });
});
