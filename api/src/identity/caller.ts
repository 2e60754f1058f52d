// Who calls the api: the one model for every entry (the /auth/v1 and /functions/v1 endpoints,
// storage, the realtime socket). Experts and admins are users: an admin by the user row's
// `app_metadata.role`, an expert by an approved profile (modules/cases/access.ts); both are read from the
// database on every request, never from a token's claims, so a removed role takes effect at once.
import type { guestLeads } from '../platform/db/schema/guest-leads';
import type { FactorRow } from './factors';
import type { IdentityRow, UserRow } from './users';

/**
 * Authenticator assurance level of a session (GoTrue's aal): aal1 after a password, link or code,
 * aal2 after a verified TOTP factor.
 */
export type Aal = 'aal1' | 'aal2';

export type GuestLeadRow = typeof guestLeads.$inferSelect;

/**
 * A signed-in user (with the session and its aal), a guest (the lead its guest token names), the
 * service role (the service-role key: the admin CLI, servers), or an anonymous visitor (no token,
 * or the public anon key).
 */
export type Caller =
  | { kind: 'user'; user: UserRow; aal: Aal; sessionId: string }
  | { kind: 'guest'; lead: GuestLeadRow }
  | { kind: 'service' }
  | { kind: 'anonymous' };

/**
 * A caller with the expiry (`exp`, seconds) of the token that proved it: a realtime channel
 * outlives the request that joined it and ends with its token. The anon key never expires.
 */
export type ExpiringCaller =
  Extract<Caller, { kind: 'anonymous' }> | (Exclude<Caller, { kind: 'anonymous' }> & { exp: number });

/** A checked access token: the user, its session and aal, and what GET /user answers with them. */
export interface AuthState {
  user: UserRow;
  sessionId: string;
  /** aal2 only when both the token's claim and the session row say so (a removed factor downgrades the session at once). */
  aal: Aal;
  /** The user's identities and MFA factors, loaded with the user (GET /user answers them). */
  identities: IdentityRow[];
  factors: FactorRow[];
}

/** Whether the user row grants admin rights (`app_metadata.role` admin). */
export const isAdminUser = (user: UserRow): boolean => user.rawAppMetaData['role'] === 'admin';

/** The caller's address for the result mail, or null when there is none to use. */
export function callerEmail(caller: Caller): string | null {
  if (caller.kind === 'user') return caller.user.email || null;
  if (caller.kind === 'guest') return caller.lead.email;
  return null;
}

/** The rate-limit key of a user or guest. */
export function ownerKey(caller: Caller): string {
  if (caller.kind === 'user') return `user:${caller.user.id}`;
  if (caller.kind === 'guest') return `guest:${caller.lead.id}`;
  return 'anonymous';
}
