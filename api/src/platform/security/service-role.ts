// The service-role key, as Supabase's: an ES256 JWT signed with the api's signing key, `role:
// service_role`, no `sub`, valid for ten years (a token without `exp` is refused by design). It
// authorises the admin API (/auth/v1/admin) and is accepted as `apikey` like the anon key. Whoever
// holds it can do anything to any account: it belongs on servers and in the CLI, never in a browser.
// SERVICE_ROLE_KEY sets it (several instances, production); otherwise it is generated once and kept
// in DATA_DIR/service-role-key (mode 0600), where `npm start` points to and `npm run admin` reads it.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { ConfigError, type Config } from '../config';
import type { JwtService } from './jwt';
import type { SigningKeys } from './keys';

export const serviceRole = 'service_role';
const lifetimeSeconds = 10 * 365 * 24 * 3600;

export const serviceRoleKeyFile = (dataDir: string) => path.join(dataDir, 'service-role-key');

export async function signServiceRoleKey(keys: SigningKeys, issuer: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: serviceRole })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(keys.privateKey);
}

/**
 * Whether a token claims the service role, unverified: enough to refuse it where it must not be
 * (a browser's request), as a forged one would be refused anyway.
 */
export function claimsServiceRole(token: string | null | undefined): boolean {
  if (!token) return false;
  try {
    return decodeJwt(token).role === serviceRole;
  } catch {
    return false;
  }
}

/** Whether a token is a valid service-role key of this api (signature, expiry, role). */
export async function isServiceRoleKey(jwt: JwtService, token: string): Promise<boolean> {
  try {
    const claims = await jwt.verify(token);
    return claims.role === serviceRole;
  } catch {
    return false;
  }
}

/**
 * SERVICE_ROLE_KEY when set (it must be signed by this api's key), else the key in the data
 * directory, created (or replaced, when the signing key changed) on first start. With an
 * in-memory data directory (tests) a fresh key is signed and nothing is written.
 */
export async function loadServiceRoleKey(config: Config, keys: SigningKeys, jwt: JwtService): Promise<string> {
  if (config.serviceRoleKey) {
    if (!(await isServiceRoleKey(jwt, config.serviceRoleKey))) {
      throw new ConfigError('SERVICE_ROLE_KEY is not a service_role token signed with this api’s signing key');
    }
    return config.serviceRoleKey;
  }
  if (config.dataDir === ':memory:') return signServiceRoleKey(keys, config.jwtIssuer);
  const file = serviceRoleKeyFile(config.dataDir);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (await isServiceRoleKey(jwt, stored)) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = await signServiceRoleKey(keys, config.jwtIssuer);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${key}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  return key;
}
