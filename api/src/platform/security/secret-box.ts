// Secrets the server must read again later (TOTP seeds) are stored encrypted: AES-256-GCM with a
// key derived from the signing key, bound to the row they belong to (additional data), so a
// database dump alone reveals no seed and a value copied to another row does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    version,
    iv.toString('base64url'),
    body.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

/** The plaintext, or throws when the value was not sealed with this key for this context. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [tag, iv, body, authTag] = sealed.split('.');
  if (tag !== version || !iv || !body || !authTag) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
