// A small local cache with expiry (default lifetime 24 hours, a product requirement), for things
// worth keeping across visits that need no protection, such as a draft or the last list shown.
// Every entry is dropped when the person changes (sign-out, another account): see clearAllCached.
//
// Values are OBFUSCATED, NOT ENCRYPTED: XOR with a fixed key that ships in this source, then
// base64. That only keeps stored values from being readable at a glance in the browser's storage
// panel; anyone with the page's JavaScript can read them. Never store secrets here (tokens,
// passwords, health or personal data beyond what the visitor typed for themselves).

export const localCachePrefix = 'cc.cache.';
export const defaultCacheLifetimeMs = 24 * 60 * 60 * 1000;
/** Fixed and public by design (see above). */
const xorKey = 'KonfliktKompass::local-cache';

interface Envelope {
  value: unknown;
  expiresAt: number;
}

function xorBytes(bytes: Uint8Array): Uint8Array {
  const key = new TextEncoder().encode(xorKey);
  return bytes.map((byte, index) => byte ^ key[index % key.length]!);
}

/** XOR with the fixed key, then base64 (UTF-8 safe). */
export function obfuscate(text: string): string {
  let binary = '';
  for (const byte of xorBytes(new TextEncoder().encode(text))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Inverse of obfuscate(); throws on anything obfuscate() cannot have produced. */
export function deobfuscate(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(xorBytes(bytes));
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof (value as { expiresAt?: unknown }).expiresAt === 'number'
  );
}

/** Stores a JSON-serialisable value for `lifetimeMs` (default 24 hours). Returns false if storage refused. */
export function setCached(key: string, value: unknown, lifetimeMs = defaultCacheLifetimeMs, now = Date.now()): boolean {
  const envelope: Envelope = { value, expiresAt: now + lifetimeMs };
  try {
    localStorage.setItem(localCachePrefix + key, obfuscate(JSON.stringify(envelope)));
    return true;
  } catch {
    return false; // storage disabled or full: the cache is an optimisation only
  }
}

/** The cached value, or null when absent, expired or unreadable (the entry is then removed). */
export function getCached<T>(key: string, now = Date.now()): T | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(localCachePrefix + key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const envelope: unknown = JSON.parse(deobfuscate(raw));
    if (isEnvelope(envelope) && now < envelope.expiresAt) return envelope.value as T;
  } catch {
    // corrupt or written by something else: drop it
  }
  removeCached(key);
  return null;
}

export function removeCached(key: string): void {
  try {
    localStorage.removeItem(localCachePrefix + key);
  } catch {
    // storage disabled: nothing stored
  }
}

/** Drops every entry of this cache (the AuthProvider calls it when the person changes). */
export function clearAllCached(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(localCachePrefix)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing stored
  }
}
