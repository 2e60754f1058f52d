// Access tokens (GoTrue's claims) and guest tokens, both ES256 with the `kid` of the signing key.
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SigningKeys } from './keys';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface AccessTokenInput {
  userId: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  aal: string;
  amr: AmrEntry[];
  isAnonymous: boolean;
}

export class JwtService {
  constructor(
    private readonly keys: SigningKeys,
    private readonly issuer: string,
    private readonly expirySeconds: number,
  ) {}

  get expiresIn(): number {
    return this.expirySeconds;
  }

  async signAccessToken(input: AccessTokenInput, now = new Date()): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.expirySeconds;
    const claims = {
      aud: input.aud,
      exp,
      iat,
      iss: this.issuer,
      sub: input.userId,
      email: input.email,
      phone: input.phone,
      app_metadata: input.appMetadata,
      user_metadata: input.userMetadata,
      role: input.role,
      aal: input.aal,
      amr: input.amr,
      session_id: input.sessionId,
      is_anonymous: input.isAnonymous,
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: this.keys.kid, typ: 'JWT' })
      .sign(this.keys.privateKey);
    return { token, expiresAt: exp };
  }

  /** Verifies signature, algorithm and expiry; throws a descriptive Error otherwise. */
  async verify(token: string, audience?: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        if (header.kid !== undefined && header.kid !== this.keys.kid) throw new errors.JWKSNoMatchingKey();
        return this.keys.publicKey;
      },
      // A token without `exp` would never expire: refused like a malformed one.
      { algorithms: ['ES256'], requiredClaims: ['exp'], ...(audience ? { audience } : {}) },
    );
    return payload;
  }

  async signGuestToken(
    guest: { id: string; email: string; firstName: string },
    lifetimeSeconds: number,
    now = new Date(),
  ): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + lifetimeSeconds;
    const token = await new SignJWT({ email: guest.email, first_name: guest.firstName, role: 'guest' })
      .setProtectedHeader({ alg: 'ES256', kid: this.keys.kid, typ: 'JWT' })
      .setSubject(guest.id)
      .setAudience('guest')
      .setIssuer(this.issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.keys.privateKey);
    return { token, expiresAt: exp };
  }
}

/** GoTrue's wording for a token that fails verification, e.g. "token has invalid claims: token is expired". */
export function describeJwtError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'token signature is invalid';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'token is unverifiable: signing method is invalid';
  if (error instanceof errors.JWKSNoMatchingKey) return 'token is unverifiable: unknown kid';
  return 'token is malformed';
}
