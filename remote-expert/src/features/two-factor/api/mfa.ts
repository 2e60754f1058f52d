// Two-factor sign-in through GoTrue's MFA contract with supabase-js unchanged: the verified TOTP
// factor and the session's level, enrolling (QR code and secret), verifying a code. A verified
// code makes supabase-js store an aal2 session and emit MFA_CHALLENGE_VERIFIED, which the shared
// AuthProvider follows (useAuth().aal).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase, useAuth } from '@cc/shared-auth';
import { site } from '@cc/shared-domain';

export interface MfaStatus {
  /** The verified TOTP factor, if the account has one. */
  factorId: string | null;
  factorCreatedAt: string | null;
  currentLevel: 'aal1' | 'aal2' | null;
}

export interface TotpEnrollment {
  factorId: string;
  /** The SVG image as an encoded data: URI. */
  qrCode: string;
  secret: string;
  uri: string;
}

const svgDataPrefix = /^data:image\/svg\+xml;(?:charset=)?utf-?8,/i;

/**
 * The QR code as an image source. supabase-js hands GoTrue's SVG on as
 * `data:image/svg+xml;utf-8,<svg …>` without encoding it, so a `#` in the markup (a colour such
 * as `fill="#ffffff"`) would end the image at a URL fragment; the SVG is percent-encoded here.
 */
export function qrImageSource(qrCode: string): string {
  const svg = qrCode.replace(svgDataPrefix, '');
  if (!svg.trimStart().startsWith('<')) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** An error of the auth api (AuthApiError) or of the browser, reduced to its code. */
export class MfaError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MfaError';
  }
}

const toMfaError = (error: { code?: unknown; message?: unknown; status?: unknown; name?: unknown }) =>
  new MfaError(
    typeof error.code === 'string'
      ? error.code
      : error.status === 429
        ? 'over_request_rate_limit'
        : error.name === 'AuthRetryableFetchError'
          ? 'network'
          : 'unknown',
    typeof error.message === 'string' ? error.message : 'MFA request failed',
  );

export const mfaKeys = {
  status: (identity: string) => ['expert', 'mfa', identity] as const,
  /** The session's aal is part of the key: MFA_CHALLENGE_VERIFIED gives a new status at once. */
  statusAt: (identity: string, aal: string | null) => [...mfaKeys.status(identity), aal] as const,
};

async function readStatus(): Promise<MfaStatus> {
  const { auth } = await getSupabase();
  const [factors, level] = await Promise.all([auth.mfa.listFactors(), auth.mfa.getAuthenticatorAssuranceLevel()]);
  if (factors.error) throw toMfaError(factors.error);
  if (level.error) throw toMfaError(level.error);
  const verified = factors.data.totp[0] ?? null;
  return {
    factorId: verified?.id ?? null,
    factorCreatedAt: verified?.created_at ?? null,
    currentLevel: level.data.currentLevel === 'aal2' ? 'aal2' : level.data.currentLevel === 'aal1' ? 'aal1' : null,
  };
}

/** The account's verified factor and the session's level; read again whenever the level changes. */
export const mfaStatusQuery = (identity: string, aal: string | null) =>
  queryOptions({ queryKey: mfaKeys.statusAt(identity, aal), queryFn: readStatus });

export function useMfaStatus(enabled = true) {
  const { identity, aal, loading, user } = useAuth();
  return useQuery({ ...mfaStatusQuery(identity, aal), enabled: enabled && !loading && Boolean(user) });
}

/**
 * Starts enrolling a TOTP factor. Earlier unverified factors (an enrollment left halfway) are
 * removed first: their QR codes are gone, and GoTrue limits how many a user may have.
 */
export function useEnrollTotp() {
  return useMutation({
    mutationFn: async (): Promise<TotpEnrollment> => {
      const { auth } = await getSupabase();
      const listed = await auth.mfa.listFactors();
      if (listed.error) throw toMfaError(listed.error);
      for (const factor of listed.data.all) {
        if (factor.factor_type === 'totp' && factor.status === 'unverified') {
          const removed = await auth.mfa.unenroll({ factorId: factor.id });
          if (removed.error) throw toMfaError(removed.error);
        }
      }
      const { data, error } = await auth.mfa.enroll({ factorType: 'totp', issuer: site.productName });
      if (error) throw toMfaError(error);
      return {
        factorId: data.id,
        qrCode: qrImageSource(data.totp.qr_code),
        secret: data.totp.secret,
        uri: data.totp.uri,
      };
    },
  });
}

/** Verifies a code of the factor (challenge and verify in one step); the session becomes aal2. */
export function useVerifyTotp() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { auth } = await getSupabase();
      const { error } = await auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw toMfaError(error);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status(identity) }),
  });
}
