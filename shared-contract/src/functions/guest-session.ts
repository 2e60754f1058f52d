// POST /functions/v1/guest-session: continue as a guest with first name, email and consent.
// POST /functions/v1/guest-claim: a returning guest brings earlier guest data over with a mailed link.
// POST /functions/v1/guest-link: an account signed in where a guest token was held (the proof that
// the account's person is that guest) never takes that guest's expert requests as an expert.
import { invalidEmailMessage, sanitizeEmailOrNull, sanitizeText } from '@cc/shared-domain';
import * as z from 'zod';
import { bodyErrorCodes, endpoint, userTokenErrorCodes } from './endpoint';
import { addCodedIssue } from './issues';

export const guestSessionBody = z.object({
  /** Cleaned (trimmed, markup removed) and checked as an address: invalid_email otherwise. */
  email: z
    .string()
    .max(100_000)
    .transform((value, ctx) => {
      const email = sanitizeEmailOrNull(value);
      if (email === null) addCodedIssue(ctx, 'invalid_email', invalidEmailMessage);
      return email ?? '';
    }),
  /** Cleaned like the email; empty afterwards is invalid_first_name. */
  firstName: z
    .string()
    .max(100_000)
    .transform((value, ctx) => {
      const firstName = sanitizeText(value);
      if (!firstName) addCodedIssue(ctx, 'invalid_first_name', 'First name is required');
      return firstName;
    }),
  consent: z.literal(true, { error: 'consent must be true' }),
  lang: z.string().max(10).optional(),
});

export const guestSessionResponse = z.object({
  /** ES256 JWT (audience `guest`); send it as `x-guest-token`. */
  guest_token: z.string(),
  /** Unix seconds. */
  expires_at: z.number().int(),
  guest: z.object({ email: z.string(), firstName: z.string() }),
});

export const guestClaimBody = z.object({
  /** The secret from the mailed link (`?claim=` of the link into the browser application). */
  token: z.string().min(1).max(200),
});

export const guestClaimResponse = z.object({
  /** How many of each moved to the caller's guest sign-in (all 0 when there was nothing left). */
  moved: z.object({
    results: z.number().int().nonnegative(),
    checklist_items: z.number().int().nonnegative(),
    conversations: z.number().int().nonnegative(),
    expert_requests: z.number().int().nonnegative(),
    /** Team rounds (0 when absent: the field came later). */
    team_rounds: z.number().int().nonnegative().default(0),
  }),
});

export const guestLinkResponse = z.object({
  /** The guest's expert requests the account may no longer see in an expert inbox or accept. */
  excluded: z.number().int().nonnegative(),
});

export type GuestSessionBody = z.input<typeof guestSessionBody>;
export type GuestSessionResponse = z.infer<typeof guestSessionResponse>;
export type GuestClaimBody = z.input<typeof guestClaimBody>;
export type GuestClaimResponse = z.infer<typeof guestClaimResponse>;
export type GuestLinkResponse = z.infer<typeof guestLinkResponse>;

export const guestSessionEndpoints = {
  createGuestSession: endpoint({
    method: 'POST',
    path: '/guest-session',
    summary:
      'Continue as a guest: stores a new lead for every call (an unverified address is not a credential: the token reaches only data created with it) and answers a signed guest token valid for GUEST_TOKEN_DAYS days. When earlier guest sign-ins with the same address hold data, a link that brings it over (POST /guest-claim) is mailed to the address; the answer is the same either way.',
    caller: 'anyone',
    body: guestSessionBody,
    // A missing or false consent is consent_required whatever else is wrong.
    fieldCodes: { consent: 'consent_required' },
    status: 200,
    response: guestSessionResponse,
    errors: [...bodyErrorCodes, 'consent_required', 'invalid_email', 'invalid_first_name', 'over_request_rate_limit'],
  }),
  claimGuestData: endpoint({
    method: 'POST',
    path: '/guest-claim',
    summary:
      'Moves the results, checklist ticks, advisor conversations and expert requests of earlier guest sign-ins with the same address to the caller’s guest sign-in, with the mailed link’s token; only the `x-guest-token` of the sign-in that asked for the mail can use it, once.',
    caller: 'guest',
    body: guestClaimBody,
    status: 200,
    response: guestClaimResponse,
    errors: [
      ...bodyErrorCodes,
      'invalid_guest_token',
      'not_authenticated',
      'guest_claim_invalid',
      'guest_claim_other_guest',
    ],
  }),
  linkGuestToAccount: endpoint({
    method: 'POST',
    path: '/guest-link',
    summary:
      'Sent by the browser when someone signs in while it holds a guest token (the Bearer is the new session, `x-guest-token` the guest’s): holding both proves one person, so that guest’s expert requests are the account’s own for matching: never in its expert inbox, never accepted by it (an expert cannot take their own request made as a guest under another address). Nothing moves and nothing else changes; a typed address proves nothing and is not used.',
    caller: 'user',
    status: 200,
    response: guestLinkResponse,
    errors: ['not_authenticated', ...userTokenErrorCodes, 'invalid_guest_token'],
  }),
};
