// The ES256 signing key. Generated on first start and kept in DATA_DIR/keys (mode 0600), or
// given as JWT_PRIVATE_KEY (PKCS#8 PEM or a private JWK) so several instances share one key.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as served in /.well-known/jwks.json. */
  publicJwk: JWK;
  /** Secret derived from the private key: the HMAC key of a refresh token's first replacement. */
  rotationSecret: Buffer;
  /** Secret derived from the private key: the HMAC key of an anonymous result's delete token. */
  resultDeleteSecret: Buffer;
  /** Secret derived from the private key: the AES-256-GCM key of stored TOTP secrets. */
  mfaSecretKey: Buffer;
  /** Secret derived from the private key: the HMAC key of rate-limit keys that must not hold an address (team answers per IP). */
  rateKeySecret: Buffer;
}

const alg = 'ES256';

async function fromPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error('The signing key must be a private P-256 EC key');
  const { d: _d, key_ops: _ops, ext: _ext, ...publicOnly } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicOnly));
  const privateKey = (await importJWK({ ...jwk, alg }, alg)) as CryptoKey;
  const publicKey = (await importJWK({ ...publicOnly, alg }, alg)) as CryptoKey;
  return {
    kid,
    privateKey,
    publicKey,
    rotationSecret: createHash('sha256').update(`refresh-token-rotation:${jwk.d}`).digest(),
    resultDeleteSecret: createHash('sha256').update(`result-delete:${jwk.d}`).digest(),
    mfaSecretKey: createHash('sha256').update(`mfa-secret:${jwk.d}`).digest(),
    rateKeySecret: createHash('sha256').update(`rate-key:${jwk.d}`).digest(),
    publicJwk: {
      kty: publicOnly.kty,
      crv: publicOnly.crv,
      x: publicOnly.x,
      y: publicOnly.y,
      kid,
      alg,
      use: 'sig',
      key_ops: ['verify'],
    },
  };
}

/** Parses JWT_PRIVATE_KEY: a private JWK (JSON) or a PKCS#8 PEM. */
export async function parsePrivateKey(text: string): Promise<SigningKeys> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return fromPrivateJwk(JSON.parse(trimmed) as JWK);
  const key = await importPKCS8(trimmed.replace(/\\n/g, '\n'), alg, { extractable: true });
  return fromPrivateJwk(await exportJWK(key));
}

/** A new private P-256 JWK with its thumbprint as `kid`. */
async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const { d: _d, ...publicOnly } = jwk;
  return { ...jwk, kid: await calculateJwkThumbprint(publicOnly), alg };
}

export async function generateSigningKeys(): Promise<SigningKeys> {
  return fromPrivateJwk(await generatePrivateJwk());
}

/**
 * Loads DATA_DIR/keys/signing-key.jwk.json, creating it (and the public PEM beside it) on first
 * start. Written to a temporary file and linked into place, so a crash never leaves half a key,
 * and instances starting together on one shared DATA_DIR agree: the first link wins, the others
 * read the winner's key.
 */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'signing-key.jwk.json');
  if (existsSync(file)) return fromPrivateJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const privateJwk = await generatePrivateJwk();
  const keys = await fromPrivateJwk(privateJwk);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(privateJwk, null, 2), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromPrivateJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK);
  } finally {
    unlinkSync(temporary);
  }
  writeFileSync(path.join(dir, 'signing-key.pub.pem'), await exportSPKI(keys.publicKey), { mode: 0o600 });
  return keys;
}

export async function loadSigningKeys(options: { jwtPrivateKey: string; dataDir: string }): Promise<SigningKeys> {
  if (options.jwtPrivateKey) return parsePrivateKey(options.jwtPrivateKey);
  if (options.dataDir === ':memory:') return generateSigningKeys();
  return loadOrCreateSigningKeys(options.dataDir);
}
