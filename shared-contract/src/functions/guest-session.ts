// POST /functions/v1/guest-session: continue as a guest with first name, email and consent.
import { invalidEmailMessage, sanitizeEmailOrNull, sanitizeText } from '@cc/shared-domain';
import { z } from 'zod';
import { bodyErrorCodes, endpoint } from './endpoint';
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

export type GuestSessionBody = z.input<typeof guestSessionBody>;
export type GuestSessionResponse = z.infer<typeof guestSessionResponse>;

export const guestSessionEndpoints = {
  createGuestSession: endpoint({
    method: 'POST',
    path: '/guest-session',
    summary:
      'Continue as a guest: stores the lead (one per address, case-insensitive; a repeat refreshes name, language and consent) and answers a signed guest token valid for GUEST_TOKEN_DAYS days.',
    caller: 'anyone',
    body: guestSessionBody,
    // A missing or false consent is consent_required whatever else is wrong.
    fieldCodes: { consent: 'consent_required' },
    status: 200,
    response: guestSessionResponse,
    errors: [...bodyErrorCodes, 'consent_required', 'invalid_email', 'invalid_first_name', 'over_request_rate_limit'],
  }),
};
