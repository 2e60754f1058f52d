// The guest record: email and first name kept in the browser with a timestamp and a lifetime
// (kept seven days, a product requirement), plus the signed guest token the api issued for them,
// which premium features send later.

export const guestStorageKey = 'cc.guest';
export const guestLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The guest forms' limit for a first name (the shell's guest sign-in, the handoff sheet). The api keeps
 * up to 1,000 characters (the spec's storage cap); a longer name is a mistake or markup, and would
 * wrap the greeting for lines.
 */
export const guestFirstNameMaxLength = 50;

export interface GuestInfo {
  email: string;
  firstName: string;
}

/** The api's guest token and when it expires (ISO time or seconds since the epoch, as issued). */
export interface GuestToken {
  token: string;
  expiresAt: string | number | null;
}

interface StoredGuest extends GuestInfo {
  createdAt: number;
  ttl: number;
  token?: string;
  tokenExpiresAt?: string | number | null;
}

function isStoredGuest(value: unknown): value is StoredGuest {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.email === 'string' &&
    typeof record.firstName === 'string' &&
    typeof record.createdAt === 'number' &&
    typeof record.ttl === 'number' &&
    (record.token === undefined || typeof record.token === 'string')
  );
}

function readStored(now: number): StoredGuest | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(guestStorageKey);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredGuest(parsed) && now - parsed.createdAt < parsed.ttl) return parsed;
  } catch {
    // unreadable: treat as absent
  }
  clearGuest();
  return null;
}

/** The stored guest when it is present, well-formed and not expired; otherwise null (and cleared). */
export function readGuest(now = Date.now()): GuestInfo | null {
  const stored = readStored(now);
  return stored ? { email: stored.email, firstName: stored.firstName } : null;
}

/** The api's token for the stored guest, if the record is valid and holds one. */
export function readGuestToken(now = Date.now()): string | null {
  return readStored(now)?.token ?? null;
}

/** When the stored guest record (and with it what the guest sees) ends, or null without one. */
export function guestExpiresAt(now = Date.now()): Date | null {
  const stored = readStored(now);
  return stored ? new Date(stored.createdAt + stored.ttl) : null;
}

export function writeGuest(guest: GuestInfo, now = Date.now(), token?: GuestToken): void {
  const record: StoredGuest = { ...guest, createdAt: now, ttl: guestLifetimeMs };
  if (token) {
    record.token = token.token;
    record.tokenExpiresAt = token.expiresAt;
  }
  localStorage.setItem(guestStorageKey, JSON.stringify(record));
}

export function clearGuest(): void {
  try {
    localStorage.removeItem(guestStorageKey);
  } catch {
    // storage disabled: nothing stored
  }
}
