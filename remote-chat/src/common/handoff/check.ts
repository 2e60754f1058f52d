// The handoff form's own check before it sends (the api checks again and its refusals land at the
// same fields): which fields are invalid and why, in the order they stand on screen, so the form
// shows each message at its field and focuses the first.
import { guestFirstNameMaxLength, isValidEmail } from '@cc/shared-auth';
import { advisorMaxHandoffSummary } from '@cc/shared-contract';
import { caseLimits } from '@cc/shared-domain';
import { isOverLimit } from '@cc/shared-ui/forms';

/** The form's fields in their order on screen (the api's names, and the guest's two). */
export const handoffFields = [
  'topic',
  'summary',
  'lang',
  'format',
  'region',
  'availability',
  'firstName',
  'email',
  'consent',
] as const;
export type HandoffField = (typeof handoffFields)[number];

/** The limits of the typed fields, in characters after trimming (the api's; the first name's is the guest forms'). */
export const handoffLimits = {
  topic: caseLimits.topic.max,
  summary: advisorMaxHandoffSummary,
  region: caseLimits.region.max,
  availability: caseLimits.availability.max,
  firstName: guestFirstNameMaxLength,
} as const;
type LimitedField = keyof typeof handoffLimits;

export interface HandoffInput {
  topic: string;
  summary: string;
  region: string;
  availability: string;
  firstName: string;
  email: string;
  consent: boolean;
  /** The visitor is neither signed in nor a guest: the form asks for first name and address. */
  needsGuest: boolean;
  /** Only "in person" shows the region. */
  inPerson: boolean;
}

/**
 * Per invalid field the i18n key of its message, or `null` for a text over its limit (the field's
 * counter already says so). Empty when the form may be sent.
 */
export type HandoffProblems = Partial<Record<HandoffField, string | null>>;

const requiredKeys = {
  topic: 'handoff.errors.topic',
  summary: 'handoff.errors.summary',
  firstName: 'apiErrors:firstNameRequired',
  email: 'handoff.errors.email',
} as const;

export function checkHandoff(input: HandoffInput): HandoffProblems {
  const shown = (field: HandoffField) =>
    (field !== 'region' || input.inPerson) && (input.needsGuest || (field !== 'firstName' && field !== 'email'));
  const problems: HandoffProblems = {};
  for (const field of handoffFields) {
    if (!shown(field)) continue;
    const value = input[field as keyof HandoffInput];
    const text = typeof value === 'string' ? value : '';
    if (field in requiredKeys && !text.trim()) problems[field] = requiredKeys[field as keyof typeof requiredKeys];
    else if (field in handoffLimits && isOverLimit(text, handoffLimits[field as LimitedField])) problems[field] = null;
    // The spec's message for an address that cannot be one ("Invalid email format").
    else if (field === 'email' && !isValidEmail(input.email.trim())) problems.email = 'apiErrors:invalidEmail';
    else if (field === 'consent' && !input.consent) problems.consent = 'handoff.errors.consent';
  }
  return problems;
}

/** The first invalid field on screen, to focus. */
export const firstInvalid = (problems: HandoffProblems): HandoffField | undefined =>
  handoffFields.find((field) => field in problems);
