// Access tokens (GoTrue's claims) and guest tokens, both ES256 with the `kid` of the signing key.
//
// Every authenticated request verifies a token, and every sign-in and refresh signs one: on
// node:crypto with KeyObjects made once, on libuv's thread pool (jose's WebCrypto path cost 8-17%
// of a `GET /auth/v1/user`, see docs/performance.md). A token the fast path does not accept goes
// to jose's jwtVerify, so every refusal keeps jose's exact error.
import { KeyObject, sign as signWith, verify as verifyWith } from 'node:crypto';
import { promisify } from 'node:util';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SigningKeys } from './keys';

const verifyAsync = promisify(verifyWith);
const signAsync = promisify(signWith);
const compactShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(strictUtf8.decode(Buffer.from(part, 'base64url')));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many verified tokens are remembered (about 1 KB each). */
const verifiedCacheSize = 1000;

const optionalNumber = (value: unknown) => value === undefined || typeof value === 'number';

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
  private readonly verifyingKey: KeyObject;
  private readonly signingKey: KeyObject;
  /** The access tokens' protected header, encoded once. */
  private readonly accessTokenHeader: string;
  /** Tokens whose signature was checked, oldest first, at most verifiedCacheSize. */
  private readonly verified = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly keys: SigningKeys,
    private readonly issuer: string,
    private readonly expirySeconds: number,
  ) {
    this.verifyingKey = KeyObject.from(keys.publicKey);
    this.signingKey = KeyObject.from(keys.privateKey);
    this.accessTokenHeader = Buffer.from(JSON.stringify({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })).toString(
      'base64url',
    );
  }

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
    // What jose's SignJWT makes of these claims and header, signed on node:crypto with a KeyObject
    // made once (on libuv's thread pool, as the verification).
    const signingInput = `${this.accessTokenHeader}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = await signAsync('sha256', Buffer.from(signingInput), {
      key: this.signingKey,
      dsaEncoding: 'ieee-p1363',
    });
    return { token: `${signingInput}.${signature.toString('base64url')}`, expiresAt: exp };
  }

  /**
   * The claims of a token whose header is { alg: ES256, kid absent or ours, no crit/b64 }, whose
   * signature is valid and whose payload is a JSON object; null for anything else. The last
   * tokens that passed are remembered (a client sends the same access token for up to an hour):
   * the same bytes need no second signature check. Expiry is checked on every use, by the caller.
   */
  private async signedClaims(token: string): Promise<Record<string, unknown> | null> {
    const known = this.verified.get(token);
    if (known) return known;
    if (!compactShape.test(token)) return null;
    const [headerPart, payloadPart, signaturePart] = token.split('.') as [string, string, string];
    const header = decodeJson(headerPart);
    if (!isObject(header) || header.alg !== 'ES256' || 'crit' in header || 'b64' in header) return null;
    if (header.kid !== undefined && header.kid !== this.keys.kid) return null;
    const signature = Buffer.from(signaturePart, 'base64url');
    if (signature.length !== 64) return null;
    const valid = await verifyAsync(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      { key: this.verifyingKey, dsaEncoding: 'ieee-p1363' },
      signature,
    ).catch(() => false);
    if (!valid) return null;
    const claims = decodeJson(payloadPart);
    if (!isObject(claims)) return null;
    if (this.verified.size >= verifiedCacheSize) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, claims);
    return claims;
  }

  /**
   * The claims of a token jose's jwtVerify (below) would accept, checked the same way: a signed
   * token (signedClaims) with a numeric `exp` still ahead, `nbf` (when present) not ahead, a
   * numeric `iat` when present, and `aud` when asked for. Null otherwise; jose then answers it,
   * with its error.
   */
  private async verifyFast(token: string, audience?: string): Promise<JWTPayload | null> {
    const claims = await this.signedClaims(token);
    if (!claims) return null;
    const now = Math.floor(Date.now() / 1000);
    const { exp, nbf, iat, aud } = claims;
    if (typeof exp !== 'number' || exp <= now) return null;
    if (!optionalNumber(nbf) || (typeof nbf === 'number' && nbf > now) || !optionalNumber(iat)) return null;
    if (audience !== undefined && aud !== audience && !(Array.isArray(aud) && aud.includes(audience))) return null;
    // A copy: callers must not change what the next request of this token sees.
    return { ...claims };
  }

  /** Verifies signature, algorithm and expiry; throws a descriptive Error otherwise. */
  async verify(token: string, audience?: string): Promise<JWTPayload> {
    const fast = await this.verifyFast(token, audience);
    if (fast) return fast;
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
