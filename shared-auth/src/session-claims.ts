// What the access token says about the session: its authenticator assurance level (aal1 after a
// password or a mail link, aal2 after a verified second factor) and how it was reached (amr).
// supabase-js reads the same claims in mfa.getAuthenticatorAssuranceLevel(); here they are read
// synchronously, so the auth state carries them and re-renders when MFA_CHALLENGE_VERIFIED brings
// a new token.

export type AssuranceLevel = 'aal1' | 'aal2';

export interface SessionClaims {
  aal: AssuranceLevel | null;
  /** Methods that signed this session in, e.g. `password`, `totp`. */
  amr: string[];
}

const noClaims: SessionClaims = { aal: null, amr: [] };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT access token; nothing (null aal) for anything that is not one. */
export function sessionClaims(accessToken: string | null | undefined): SessionClaims {
  const payload = accessToken?.split('.')[1];
  if (!payload) return noClaims;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { aal?: unknown; amr?: unknown };
    const aal = claims.aal === 'aal1' || claims.aal === 'aal2' ? claims.aal : null;
    const amr = Array.isArray(claims.amr)
      ? claims.amr
          .map((entry: unknown) =>
            typeof entry === 'string'
              ? entry
              : typeof (entry as { method?: unknown } | null)?.method === 'string'
                ? (entry as { method: string }).method
                : null,
          )
          .filter((method): method is string => method !== null)
      : [];
    return { aal, amr };
  } catch {
    return noClaims;
  }
}
