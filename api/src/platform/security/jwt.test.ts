// Access tokens signed on node:crypto are the JWTs jose's SignJWT made: the same header and claims,
// an ES256 signature jose (and so supabase-js' server side, GoTrue's key set) accepts.
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { JwtService } from './jwt';
import { generateSigningKeys } from './keys';

it('signs access tokens that jose verifies with the published key, header and claims as before', async () => {
  const keys = await generateSigningKeys();
  const jwt = new JwtService(keys, 'http://localhost:54321/auth/v1', 3600);
  const now = new Date('2026-11-24T12:00:00Z');
  const input = {
    userId: '6a0b3f5e-0c2c-4c8e-9a37-1f2d3c4b5a69',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    phone: '',
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: { name: 'Ädä' },
    sessionId: '0f1e2d3c-4b5a-4697-8877-665544332211',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: 1_795_000_000 }],
    isAnonymous: false,
  };
  const { token, expiresAt } = await jwt.signAccessToken(input, now);

  expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: keys.kid, typ: 'JWT' });
  const publicKey = await importJWK(keys.publicJwk, 'ES256');
  const { payload } = await jwtVerify(token, publicKey, { currentDate: now, algorithms: ['ES256'] });
  const iat = Math.floor(now.getTime() / 1000);
  expect(expiresAt).toBe(iat + 3600);
  expect(payload).toEqual({
    aud: 'authenticated',
    exp: iat + 3600,
    iat,
    iss: 'http://localhost:54321/auth/v1',
    sub: input.userId,
    email: input.email,
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: false,
  });
  // The claims in the order jose wrote them (GoTrue's order).
  expect(Object.keys(payload)[0]).toBe('aud');

  // A signature over other bytes is refused.
  const [header, , signature] = token.split('.');
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...payload, role: 'service_role' })).toString('base64url')}.${signature}`;
  await expect(jwtVerify(forged, publicKey, { currentDate: now })).rejects.toThrow();
});
