// One table from every code the api answers (and the browser's own) to a localised message. The
// texts deploy with it as the "apiErrors" namespace; an app registers it once
// (`registerNamespace(apiErrorNamespace, apiErrorLocales)`) and shows `apiErrorText(t, error)`.
// Its own entry point (`@cc/shared-auth/api-errors`), so the texts stay out of the first load of `/`.
import { type ErrorCode, type ExpertFieldError, expertFieldReasons, storageErrorCode } from '@cc/shared-contract';
import de from './locales/de.json';
import en from './locales/en.json';
import type { CallErrorCode } from './functions';

export const apiErrorNamespace = 'apiErrors';
export const apiErrorLocales = { de, en };

export type ApiErrorMessage = keyof typeof de;

/** Typed by ErrorCode: a code added to the contract does not compile until it has a message here. */
export const apiErrorMessages: Readonly<Record<CallErrorCode, ApiErrorMessage>> = {
  bad_json: 'invalidInput',
  validation_failed: 'invalidInput',
  bad_request: 'invalidInput',
  request_too_large: 'tooLarge',
  request_timeout: 'tooSlow',
  no_api_key: 'unknown',
  invalid_api_key: 'unknown',
  not_found: 'notFound',
  over_request_rate_limit: 'rateLimited',
  over_capacity: 'busy',
  unexpected_failure: 'unknown',
  no_authorization: 'sessionMissing',
  bad_jwt: 'sessionMissing',
  user_not_found: 'sessionMissing',
  session_not_found: 'sessionMissing',
  not_authenticated: 'sessionMissing',
  invalid_guest_token: 'guestExpired',
  invalid_credentials: 'invalidCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  phone_provider_disabled: 'phoneUnavailable',
  refresh_token_not_found: 'sessionMissing',
  refresh_token_already_used: 'sessionMissing',
  session_expired: 'sessionMissing',
  otp_expired: 'linkInvalid',
  email_exists: 'userExists',
  user_already_exists: 'userExists',
  same_password: 'samePassword',
  weak_password: 'weakPassword',
  over_email_send_rate_limit: 'rateLimited',
  anonymous_provider_disabled: 'unknown',
  current_password_required: 'currentPasswordRequired',
  current_password_mismatch: 'currentPasswordWrong',
  reauthentication_needed: 'currentPasswordRequired',
  reauthentication_not_valid: 'linkInvalid',
  not_admin: 'notAllowed',
  insufficient_aal: 'mfaRequired',
  mfa_verification_failed: 'mfaCodeInvalid',
  mfa_challenge_expired: 'mfaChallengeExpired',
  mfa_factor_not_found: 'notFound',
  mfa_ip_address_mismatch: 'mfaChallengeExpired',
  too_many_enrolled_mfa_factors: 'mfaTooManyFactors',
  mfa_factor_name_conflict: 'mfaFactorNameConflict',
  consent_required: 'consentRequired',
  invalid_email: 'invalidEmail',
  invalid_first_name: 'firstNameRequired',
  guest_claim_invalid: 'guestClaimInvalid',
  guest_claim_other_guest: 'guestClaimOtherGuest',
  unknown_type: 'unknownTest',
  invalid_shape: 'invalidInput',
  invalid_answer: 'invalidInput',
  missing_answers: 'missingAnswers',
  unknown_checklist: 'unknownChecklist',
  unknown_checklist_item: 'unknownChecklistItem',
  message_empty: 'messageEmpty',
  message_too_long: 'messageTooLong',
  conversation_too_long: 'conversationTooLong',
  summary_missing: 'summaryMissing',
  admin_required: 'adminRequired',
  expert_profile_invalid: 'invalidInput',
  expert_profile_incomplete: 'expertProfileIncomplete',
  expert_profile_locked: 'expertProfileLocked',
  expert_status_conflict: 'expertStatusConflict',
  expert_self_review: 'expertSelfReview',
  expert_not_approved: 'expertNotApproved',
  reason_required: 'reasonRequired',
  case_not_found: 'caseNotFound',
  case_status_conflict: 'caseStatusConflict',
  case_taken: 'caseTaken',
  expert_not_available: 'expertNotAvailable',
  appointment_invalid: 'invalidInput',
  team_round_not_found: 'teamRoundNotFound',
  team_round_invalid: 'invalidInput',
  team_round_limit: 'teamRoundLimit',
  team_round_closed: 'teamRoundClosed',
  team_round_reminder_too_soon: 'teamRoundReminderTooSoon',
  team_invitation_not_found: 'teamInvitationNotFound',
  team_invitation_used: 'teamInvitationUsed',
  team_round_already_answered: 'teamRoundAlreadyAnswered',
  team_link_exhausted: 'teamLinkExhausted',
  news_token_invalid: 'newsTokenInvalid',
  bucket_not_found: 'notFound',
  invalid_bucket_name: 'invalidInput',
  bucket_exists: 'invalidInput',
  bucket_not_empty: 'invalidInput',
  invalid_key: 'invalidFileName',
  object_exists: 'fileExists',
  no_content: 'fileEmpty',
  object_too_large: 'fileTooLarge',
  invalid_mime_type: 'fileTypeNotAllowed',
  access_denied: 'notAllowed',
  invalid_signature: 'linkInvalid',
  signature_expired: 'linkInvalid',
  network: 'network',
  invalid_response: 'invalidResponse',
  unknown: 'unknown',
} satisfies Record<ErrorCode | CallErrorCode, ApiErrorMessage>;

/** storage-js's errors (supabase.storage) carry no code, only the status: see storageErrorCode. */
const isStorageError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'StorageApiError';

const codeOf = (error: unknown): CallErrorCode | undefined => {
  if (isStorageError(error)) return storageErrorCode(error);
  const code = typeof error === 'string' ? error : (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code in apiErrorMessages ? (code as CallErrorCode) : undefined;
};

/** The i18next key (with namespace) of the message for an error or a code; anything else is 'unknown'. */
export function apiErrorMessageKey(error: unknown): string {
  return `${apiErrorNamespace}:${apiErrorMessages[codeOf(error) ?? 'unknown']}`;
}

/**
 * The localised message of any error (a FunctionError, a storage or auth error, a code, anything):
 * `apiErrorText(t, error)`. No `instanceof` check before it: whatever carries no known code reads
 * 'unknown', and a known code keeps its message whichever class carried it.
 */
export function apiErrorText(t: (key: string) => string, error: unknown): string {
  return t(apiErrorMessageKey(error));
}

/** From this long a wait on, a limit's message says until when (shorter ones say "a moment"). */
const longWaitMs = 10 * 60_000;

/** "14:30" today, else "Samstag, 14:30" (in the viewer's zone and language). */
function untilText(at: Date, language: string, now: Date): string {
  const day = (value: Date) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short' }).format(value);
  const options: Intl.DateTimeFormatOptions =
    day(at) === day(now) ? { timeStyle: 'short' } : { weekday: 'long', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(language, options).format(at);
}

/**
 * The message of an error as `t`'s arguments: `t(...apiErrorMessage(error, language))`. A rate
 * limit that lasts longer than a few minutes says until when (`details.retry_at` of the api's 429,
 * in the viewer's time), so a limit of a day does not ask to "wait a moment".
 */
export function apiErrorMessage(
  error: unknown,
  language: string,
  now = new Date(),
): [key: string, values?: Record<string, string>] {
  const key = apiErrorMessageKey(error);
  if (codeOf(error) !== 'over_request_rate_limit') return [key];
  const retryAt = (error as { details?: { retry_at?: unknown } }).details?.retry_at;
  const at = typeof retryAt === 'string' ? new Date(retryAt) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getTime() - now.getTime() < longWaitMs) return [key];
  return [`${apiErrorNamespace}:rateLimitedUntil`, { time: untilText(at, language, now) }];
}

/** Whether an error (a FunctionError, a FunctionCallError, anything) has this code. */
export const hasErrorCode = (error: unknown, code: CallErrorCode): boolean =>
  typeof error === 'object' && error !== null && codeOf(error) === code;

const isFieldError = (value: unknown): value is ExpertFieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ExpertFieldError).field === 'string' &&
  (expertFieldReasons as readonly unknown[]).includes((value as ExpertFieldError).reason);

/**
 * The refused fields an api error names in `details.fields` (`{ field, reason, min?, max? }`, as
 * `validation_failed` under /functions/v1 lists them), so a form shows each at its field; none for
 * other errors.
 */
export function refusedFields(error: unknown): ExpertFieldError[] {
  const fields = (error as { details?: { fields?: unknown } } | null | undefined)?.details?.fields;
  return typeof error === 'object' && Array.isArray(fields) ? fields.filter(isFieldError) : [];
}

/** A refused field as the api names it (an `ExpertFieldError`, or shared-ui's `ServerFieldError`). */
export interface Refusal {
  field: string;
  reason: ExpertFieldError['reason'] | (string & {});
  min?: number;
  max?: number;
}

/** Whether a refusal means the field is empty (a form with a text of its own for that says it). */
export const refusalIsMissing = (refused: Pick<Refusal, 'field' | 'reason' | 'min'>): boolean =>
  refused.reason === 'required' ||
  (refused.reason === 'too_short' && (refused.min === undefined || refused.min <= 1)) ||
  // A consent (`consent: z.literal(true)` in every body that asks one) refused is one not given.
  refused.field === 'consent';

/** A refused field's message as `t`'s arguments: an i18n key and its values. */
export type RefusalMessage = [key: string, values?: Record<string, number>];

/**
 * The one mapping of a refused field (the api's `details.fields`, or the contract's
 * `expertFieldErrors` of the form's own zod check) to its message, for every form on the path to
 * an expert (the handoff, the directory's request, the case forms): a missing text says the
 * field's own `required` message (a key of the caller's namespaces; "Please enter something
 * here." without one), a limit says its number, anything else that the entry is not valid.
 * `too_short` of at least one character is a missing text (a required text that was only spaces).
 */
export function refusalMessage(refused: Refusal, required: Partial<Record<string, string>> = {}): RefusalMessage {
  const ns = (key: ApiErrorMessage): string => `${apiErrorNamespace}:${key}`;
  if (refusalIsMissing(refused)) return [required[refused.field] ?? ns('fieldRequired')];
  switch (refused.reason) {
    case 'too_short':
      return [ns('fieldTooShort'), { min: refused.min ?? 1 }];
    case 'too_long':
      return refused.max !== undefined ? [ns('fieldTooLong'), { max: refused.max }] : [ns('fieldInvalid')];
    case 'too_many':
      return refused.max !== undefined ? [ns('fieldTooMany'), { max: refused.max }] : [ns('fieldInvalid')];
    case 'unknown_value':
      return [ns('fieldUnknownValue')];
    case 'link':
      return [ns('fieldLink')];
    default:
      return [ns('fieldInvalid')];
  }
}
