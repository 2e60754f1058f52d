// Every error code the api answers, on /auth/v1 and /functions/v1 alike: one list, as GoTrue keeps
// its codes in internal/api/apierrors/errorcode.go. The api's ApiError accepts only these, the
// browser maps each to a localised message, and docs/api.md's error table is generated from
// `errorCodeInfo`. Auth codes are GoTrue's own (supabase-js parses them); add a code here first.

export const errorCodes = [
  // Any endpoint
  'bad_json',
  'validation_failed',
  'request_too_large',
  'request_timeout',
  'no_api_key',
  'invalid_api_key',
  'not_found',
  'bad_request',
  'over_request_rate_limit',
  'over_capacity',
  'unexpected_failure',
  // Who is calling
  'no_authorization',
  'bad_jwt',
  'user_not_found',
  'session_not_found',
  'not_authenticated',
  'invalid_guest_token',
  // /auth/v1 (GoTrue)
  'invalid_credentials',
  'email_not_confirmed',
  'phone_provider_disabled',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_expired',
  'otp_expired',
  'email_exists',
  'user_already_exists',
  'same_password',
  'weak_password',
  'over_email_send_rate_limit',
  'anonymous_provider_disabled',
  'current_password_required',
  'current_password_mismatch',
  'reauthentication_needed',
  'reauthentication_not_valid',
  // /auth/v1: the admin API and MFA (GoTrue)
  'not_admin',
  'insufficient_aal',
  'mfa_verification_failed',
  'mfa_challenge_expired',
  'mfa_factor_not_found',
  'mfa_ip_address_mismatch',
  'too_many_enrolled_mfa_factors',
  'mfa_factor_name_conflict',
  // /functions/v1
  'consent_required',
  'invalid_email',
  'invalid_first_name',
  'guest_claim_invalid',
  'guest_claim_other_guest',
  'unknown_type',
  'invalid_shape',
  'invalid_answer',
  'missing_answers',
  'unknown_checklist',
  'unknown_checklist_item',
  // /functions/v1: the advisor
  'message_empty',
  'message_too_long',
  'conversation_too_long',
  'summary_missing',
  // /functions/v1: the expert portal
  'admin_required',
  'expert_profile_invalid',
  'expert_profile_incomplete',
  'expert_profile_locked',
  'expert_status_conflict',
  'expert_self_review',
  'expert_not_approved',
  'reason_required',
  // /functions/v1: requests and cases
  'case_not_found',
  'case_status_conflict',
  'case_taken',
  'expert_not_available',
  'appointment_invalid',
  // /functions/v1: team rounds
  'team_round_not_found',
  'team_round_invalid',
  'team_round_limit',
  'team_round_closed',
  'team_round_reminder_too_soon',
  'team_invitation_not_found',
  'team_invitation_used',
  'team_round_already_answered',
  'team_link_exhausted',
  // /functions/v1: the news subscription
  'news_token_invalid',
  // /storage/v1 (Supabase Storage; the body also carries storage's own `code`)
  'bucket_not_found',
  'invalid_bucket_name',
  'bucket_exists',
  'bucket_not_empty',
  'invalid_key',
  'object_exists',
  'no_content',
  'object_too_large',
  'invalid_mime_type',
  'access_denied',
  'invalid_signature',
  'signature_expired',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** Which part of the api answers a code. */
export type ErrorArea = 'any' | 'auth' | 'functions' | 'storage';

export interface ErrorCodeInfo {
  /** The HTTP statuses the code comes with. */
  status: readonly number[];
  area: ErrorArea;
  description: string;
}

export const errorCodeInfo: Readonly<Record<ErrorCode, ErrorCodeInfo>> = {
  bad_json: { status: [400], area: 'any', description: 'The body is empty or not valid JSON.' },
  validation_failed: {
    status: [400, 422],
    area: 'any',
    description:
      'The request does not match the endpoint’s schema, or holds text the database cannot store (NUL, unpaired surrogates, nesting deeper than 32 levels). 422 where GoTrue answers 422 (sign-up, verify). Under /functions/v1 a schema mismatch lists every refused field in `details.fields` (`{ field, index?, reason, min?, max? }` as expert_profile_invalid does).',
  },
  request_too_large: {
    status: [413],
    area: 'any',
    description: 'The body is larger than BODY_LIMIT_BYTES; the connection is closed.',
  },
  request_timeout: {
    status: [408],
    area: 'any',
    description:
      'No byte of the body arrived for BODY_TIMEOUT_MS (bodies are read before a request waits for a slot); the connection is closed.',
  },
  no_api_key: { status: [401], area: 'any', description: 'No `apikey` header or query parameter.' },
  invalid_api_key: { status: [401], area: 'any', description: 'The `apikey` is not the anon key.' },
  not_found: {
    status: [404],
    area: 'any',
    description:
      'No such route, or no such resource for this caller (someone else’s result is not found, never forbidden).',
  },
  bad_request: { status: [400], area: 'any', description: 'A request the framework refused before any handler ran.' },
  over_request_rate_limit: {
    status: [429],
    area: 'any',
    description:
      'Too many requests from this address or for this account; `Retry-After` says when to retry, and so do `details.retry_after` (seconds) and `details.retry_at` (the time the limit resets).',
  },
  over_capacity: {
    status: [503],
    area: 'any',
    description:
      'More requests are waiting than REQUEST_QUEUE_LIMIT (or than a quarter of it from one client address), one waited REQUEST_QUEUE_TIMEOUT_MS, or MAX_CONCURRENT_UPLOADS uploads are running; `Retry-After` says when to retry.',
  },
  unexpected_failure: {
    status: [500],
    area: 'any',
    description: 'A bug: the server logs the details under the request id.',
  },
  no_authorization: { status: [401], area: 'any', description: 'The endpoint needs a Bearer access token.' },
  bad_jwt: {
    status: [400, 401, 403],
    area: 'any',
    description: 'The access token is malformed, expired or signed by another key (401 on /functions/v1).',
  },
  user_not_found: {
    status: [401, 403, 404],
    area: 'any',
    description:
      'The token’s user no longer exists (401 on /functions/v1), or the admin API has no user with this id or address (404).',
  },
  session_not_found: {
    status: [401, 403],
    area: 'any',
    description: 'The token’s session has ended (signed out or expired; 401 on /functions/v1).',
  },
  not_authenticated: {
    status: [401],
    area: 'functions',
    description: 'The endpoint needs a signed-in user or a guest token.',
  },
  invalid_guest_token: {
    status: [401],
    area: 'functions',
    description: 'The `x-guest-token` is invalid, expired or names a guest that no longer exists.',
  },
  guest_claim_invalid: {
    status: [400],
    area: 'functions',
    description: 'The mailed link that brings earlier guest data over is unknown, used or expired.',
  },
  guest_claim_other_guest: {
    status: [403],
    area: 'functions',
    description:
      'The mailed link belongs to another guest sign-in: it works only in the browser that signed in as a guest and asked for it.',
  },
  invalid_credentials: { status: [400], area: 'auth', description: 'Wrong email or password.' },
  email_not_confirmed: { status: [400], area: 'auth', description: 'Sign-in before the address was confirmed.' },
  phone_provider_disabled: { status: [400], area: 'auth', description: 'Phone sign-up and sign-in are not offered.' },
  refresh_token_not_found: { status: [400], area: 'auth', description: 'Unknown or revoked refresh token.' },
  refresh_token_already_used: {
    status: [400],
    area: 'auth',
    description: 'A refresh token was replayed after its reuse interval; the session is revoked.',
  },
  session_expired: { status: [400], area: 'auth', description: 'The session is older than its time limit.' },
  otp_expired: { status: [403], area: 'auth', description: 'The mailed link or code is invalid, used or expired.' },
  email_exists: { status: [422], area: 'auth', description: 'Another account already uses this address.' },
  user_already_exists: { status: [422], area: 'auth', description: 'Sign-up for an address that has an account.' },
  same_password: { status: [422], area: 'auth', description: 'The new password equals the current one.' },
  weak_password: {
    status: [422],
    area: 'auth',
    description: 'The password is too short or too common; `weak_password.reasons` says why.',
  },
  over_email_send_rate_limit: {
    status: [429],
    area: 'auth',
    description:
      'A mail of this kind went to the address less than MAIL_MIN_INTERVAL seconds ago; the message names the seconds to wait (GoTrue’s wording), `Retry-After` too.',
  },
  anonymous_provider_disabled: {
    status: [422],
    area: 'auth',
    description: 'Sign-up without email (supabase-js `signInAnonymously`): anonymous sign-ins are off.',
  },
  current_password_required: {
    status: [400],
    area: 'auth',
    description:
      'A new password needs `current_password` (or a reauthentication `nonce`), except right after a recovery link.',
  },
  current_password_mismatch: {
    status: [400],
    area: 'auth',
    description: '`current_password` is not the account’s password (counts as a failed sign-in).',
  },
  reauthentication_needed: {
    status: [400],
    area: 'auth',
    description:
      'The change needs a fresh reauthentication: call `reauthenticate()` and send the mailed code as `nonce`.',
  },
  reauthentication_not_valid: {
    status: [422],
    area: 'auth',
    description: 'The `nonce` is not the code of the last reauthentication mail, or it expired.',
  },
  not_admin: {
    status: [403],
    area: 'auth',
    description:
      'The admin API (`/auth/v1/admin`, `/auth/v1/invite`) needs the service-role key; a user token is refused, whatever its app_metadata.role.',
  },
  insufficient_aal: {
    status: [403, 422],
    area: 'any',
    description:
      'The session must be at aal2 (signed in with a verified TOTP factor): case data, every admin action (the review of experts and their credential files, the news issue, bucket changes), enrolling a second factor (403), removing a verified factor (422, as GoTrue).',
  },
  mfa_verification_failed: {
    status: [422],
    area: 'auth',
    description: 'The TOTP code is wrong, or was already used (each code counts once per factor).',
  },
  mfa_challenge_expired: {
    status: [422],
    area: 'auth',
    description: 'The challenge is older than its lifetime (5 minutes); create a new one.',
  },
  mfa_factor_not_found: {
    status: [404, 422],
    area: 'auth',
    description: 'No such factor for this user (404), or no such challenge for this factor (422).',
  },
  mfa_ip_address_mismatch: {
    status: [422],
    area: 'auth',
    description: 'The challenge was already verified, or was created from another IP address.',
  },
  too_many_enrolled_mfa_factors: {
    status: [422],
    area: 'auth',
    description: 'The user already has the most factors allowed (MFA_MAX_ENROLLED_FACTORS, 10).',
  },
  mfa_factor_name_conflict: {
    status: [422],
    area: 'auth',
    description: 'The user already has a factor with this friendly_name.',
  },
  consent_required: {
    status: [400],
    area: 'functions',
    description: 'Continuing as a guest needs `consent: true`.',
  },
  invalid_email: { status: [400], area: 'functions', description: 'The email address is not a valid address.' },
  invalid_first_name: { status: [400], area: 'functions', description: 'The first name is empty after cleaning.' },
  unknown_type: { status: [400], area: 'functions', description: 'Unknown assessment type.' },
  invalid_shape: {
    status: [400],
    area: 'functions',
    description: 'The answers are neither an object nor a list of `{ itemId, value }`.',
  },
  invalid_answer: {
    status: [400],
    area: 'functions',
    description: 'Answers outside the scale; `details.invalid` lists them.',
  },
  missing_answers: {
    status: [400],
    area: 'functions',
    description: 'Items without an answer; `details.missing` lists them.',
  },
  unknown_checklist: { status: [400], area: 'functions', description: 'No checklist has this id.' },
  unknown_checklist_item: {
    status: [400],
    area: 'functions',
    description: 'The checklist has no item with this id.',
  },
  message_empty: { status: [400], area: 'functions', description: 'The advisor was sent an empty message.' },
  message_too_long: {
    status: [400],
    area: 'functions',
    description: 'The message is longer than the advisor accepts; `details.max` is the limit.',
  },
  conversation_too_long: {
    status: [400],
    area: 'functions',
    description: 'The conversation has reached its most turns; start a new one.',
  },
  summary_missing: {
    status: [409],
    area: 'functions',
    description: 'The conversation has no summary yet to mail.',
  },
  admin_required: {
    status: [403],
    area: 'functions',
    description:
      'Only an admin (`app_metadata.role` `admin`, read from the database) or the service-role key may do this.',
  },
  expert_profile_invalid: {
    status: [400],
    area: 'functions',
    description:
      'Fields of the expert profile are refused; `details.fields` lists `{ field, index?, reason, min?, max? }` per field (unknown fields such as `status` are `unknown_field`).',
  },
  expert_profile_incomplete: {
    status: [422],
    area: 'functions',
    description:
      'The expert profile lacks what submitting (or keeping an approved profile) needs; `details.fields` lists the fields (`required`, `missing_object`).',
  },
  expert_profile_locked: {
    status: [409],
    area: 'functions',
    description:
      'The profile cannot be edited in its status (submitted: withdraw first; suspended); `details.status` names it.',
  },
  expert_status_conflict: {
    status: [409],
    area: 'functions',
    description:
      'The action is not allowed from the profile’s status (e.g. approve when not submitted); `details.status` is the current status.',
  },
  expert_self_review: {
    status: [403],
    area: 'functions',
    description: 'An admin cannot decide on their own expert profile.',
  },
  case_not_found: {
    status: [404],
    area: 'functions',
    description:
      'No such case for this caller: only its client, its assigned expert and (while `neu`) the experts it is addressed or open to reach it.',
  },
  case_status_conflict: {
    status: [409],
    area: 'functions',
    description:
      'The case’s status does not allow this (see the workflow in docs/api.md “Cases”); `details.status` is the current one.',
  },
  case_taken: {
    status: [409],
    area: 'functions',
    description: 'Another expert accepted the request first.',
  },
  expert_not_available: {
    status: [422],
    area: 'functions',
    description: 'The chosen expert is not (or no longer) approved; choose another or ask for a matching expert.',
  },
  appointment_invalid: {
    status: [400],
    area: 'functions',
    description:
      'Fields of the appointment are refused (a start in the past, an online link that is not https, …); `details.fields` lists `{ field, reason }` as expert_profile_invalid does.',
  },
  team_round_not_found: {
    status: [404],
    area: 'functions',
    description: 'No such team round for this caller (only its owner reaches it), or the read-only link was revoked.',
  },
  team_round_invalid: {
    status: [400],
    area: 'functions',
    description:
      'Fields of the round are refused (a deadline in the past or too far ahead, a link allowance below its uses); `details.fields` lists `{ field, reason }`.',
  },
  team_round_limit: {
    status: [409],
    area: 'functions',
    description:
      'A limit of team rounds is reached (open rounds per owner, mailed invitations per round); `details.limit` names it with `max`.',
  },
  team_round_closed: {
    status: [409, 410],
    area: 'functions',
    description:
      'The round is closed or past its deadline: 410 for a member’s answers, 409 for the owner’s changes, invitations and reminders.',
  },
  team_round_reminder_too_soon: {
    status: [429],
    area: 'functions',
    description: 'A reminder went out less than 24 hours ago; `details.next_reminder_at` says when the next may.',
  },
  team_invitation_not_found: {
    status: [404],
    area: 'functions',
    description:
      'No team round has this link or invitation code (or the round was deleted, or a reminder replaced the link).',
  },
  team_invitation_used: {
    status: [409],
    area: 'functions',
    description: 'This mailed invitation was already used to answer: one answer set per invitation.',
  },
  team_round_already_answered: {
    status: [409],
    area: 'functions',
    description:
      'The round’s owner, this account, this guest or this browser (its `browser_id`) already answered this round: one answer set each.',
  },
  team_link_exhausted: {
    status: [409],
    area: 'functions',
    description: 'The round’s link has been used as often as its owner allows; the owner can raise the allowance.',
  },
  news_token_invalid: {
    status: [400],
    area: 'functions',
    description: 'The confirmation or unsubscribe link is invalid, has expired or was already used.',
  },
  expert_not_approved: {
    status: [403],
    area: 'functions',
    description: 'Case data is for approved experts only (no profile, or not approved).',
  },
  reason_required: {
    status: [400],
    area: 'functions',
    description: 'Rejecting or suspending an expert needs a reason.',
  },
  bucket_not_found: {
    status: [404],
    area: 'storage',
    description: 'No such bucket (storage `NoSuchBucket`), or a private bucket asked for through `/object/public/…`.',
  },
  invalid_bucket_name: {
    status: [400],
    area: 'storage',
    description: 'A bucket id outside storage’s characters or longer than 100 (storage `InvalidBucketName`).',
  },
  bucket_exists: {
    status: [409],
    area: 'storage',
    description: 'A bucket with this id exists (storage `BucketAlreadyExists`).',
  },
  bucket_not_empty: {
    status: [409],
    area: 'storage',
    description: 'Deleting a bucket that still holds objects: empty it first (storage `ResourceNotEmpty`).',
  },
  invalid_key: {
    status: [400],
    area: 'storage',
    description:
      'An object name storage refuses (`isValidKey`), or one with an empty, `.` or `..` segment, a leading `/` or over 1024 bytes (storage `InvalidKey`).',
  },
  object_exists: {
    status: [409],
    area: 'storage',
    description: 'Uploading to a name that exists without `x-upsert: true` (storage `KeyAlreadyExists`).',
  },
  no_content: {
    status: [400],
    area: 'storage',
    description: 'An upload without a file or with an empty body (storage `InvalidRequest` "No content provided").',
  },
  object_too_large: {
    status: [413],
    area: 'storage',
    description:
      'The file is larger than its bucket’s `file_size_limit` (storage `EntityTooLarge`); the message names the limit.',
  },
  invalid_mime_type: {
    status: [415],
    area: 'storage',
    description:
      'The bucket does not take this type, judged by the file’s content (its magic bytes), or the declared content-type disagrees with the content (storage `InvalidMimeType`).',
  },
  access_denied: {
    status: [403],
    area: 'storage',
    description:
      'A write the caller may not make: outside their own `<user id>/` folder, or a bucket change without the service role or admin (storage `AccessDenied`).',
  },
  invalid_signature: {
    status: [400],
    area: 'storage',
    description:
      'A signed URL whose token is malformed, signed by another key or made for another object (storage `InvalidSignature`).',
  },
  signature_expired: {
    status: [400],
    area: 'storage',
    description: 'A signed URL whose token has expired (storage `ExpiredToken`).',
  },
};

const known: ReadonlySet<string> = new Set(errorCodes);

/** Narrows a code read from a response (the browser gets plain strings). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}
