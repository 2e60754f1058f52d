// The handoff form's own check before it sends: the request's body through the contract's zod
// schema (the one the api parses it with, so the form refuses what the api would), the guest's
// two fields by hand (the guest session checks them again). Refusals of both kinds, and the api's
// own, take their words from the one mapping of every form on the path to an expert
// (shared-auth's refusalMessage), so the same problem reads the same wherever it is found.
import { guestFirstNameMaxLength, isValidEmail } from '@cc/shared-auth';
import { type Refusal, type RefusalMessage, refusalMessage } from '@cc/shared-auth/api-errors';
import {
  type AdvisorLanguage,
  advisorMaxHandoffSummary,
  createExpertRequestBody,
  expertFieldErrors,
} from '@cc/shared-contract';
import { type CaseFormat, caseLimits } from '@cc/shared-domain';
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

/** The form's own message for a field left empty (keys of the chat and apiErrors namespaces). */
export const handoffRequired: Partial<Record<HandoffField, string>> = {
  topic: 'handoff.errors.topic',
  summary: 'handoff.errors.summary',
  firstName: 'apiErrors:firstNameRequired',
  email: 'handoff.errors.email',
  consent: 'handoff.errors.consent',
};

/** A refused field of the form (the api's or the form's own check) as its field and message. */
export function handoffRefusal(refused: Refusal): [HandoffField, RefusalMessage] | undefined {
  const field = refused.field as HandoffField;
  return handoffFields.includes(field) ? [field, refusalMessage(refused, handoffRequired)] : undefined;
}

export interface HandoffInput {
  topic: string;
  summary: string;
  lang: AdvisorLanguage;
  format: CaseFormat;
  region: string;
  availability: string;
  firstName: string;
  email: string;
  consent: boolean;
  /** The visitor is neither signed in nor a guest: the form asks for first name and address. */
  needsGuest: boolean;
}

/**
 * Per invalid field its message (`t`'s arguments), or `null` for a text over its limit (the
 * field's counter already says so, the check's "too long" is not shown beside it). Empty when the
 * form may be sent.
 */
export type HandoffProblems = Partial<Record<HandoffField, RefusalMessage | null>>;

export function checkHandoff(input: HandoffInput): HandoffProblems {
  const problems: HandoffProblems = {};
  const inPerson = input.format === 'in_person';
  const parsed = createExpertRequestBody.safeParse({
    topic: input.topic,
    summary: input.summary,
    lang: input.lang,
    format: input.format,
    ...(inPerson ? { region: input.region } : {}),
    availability: input.availability,
    consent: input.consent,
  });
  for (const refused of parsed.success ? [] : expertFieldErrors(parsed.error)) {
    const found = handoffRefusal(refused);
    if (!found || problems[found[0]] !== undefined) continue;
    problems[found[0]] = refused.reason === 'too_long' && found[0] in handoffLimits ? null : found[1];
  }
  if (input.needsGuest) {
    const firstName = input.firstName.trim();
    const email = input.email.trim();
    if (!firstName) problems.firstName = [handoffRequired.firstName!];
    else if (isOverLimit(firstName, handoffLimits.firstName)) problems.firstName = null;
    if (!email) problems.email = [handoffRequired.email!];
    // The spec's message for an address that cannot be one ("Invalid email format").
    else if (!isValidEmail(email)) problems.email = ['apiErrors:invalidEmail'];
  }
  return problems;
}
