// The guest record: email and first name kept in the browser with a timestamp and a lifetime.

export const guestStorageKey = 'cc.guest';
export const guestLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export interface GuestInfo {
  email: string;
  firstName: string;
}

interface StoredGuest extends GuestInfo {
  createdAt: number;
  ttl: number;
}

function isStoredGuest(value: unknown): value is StoredGuest {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.email === 'string' &&
    typeof record.firstName === 'string' &&
    typeof record.createdAt === 'number' &&
    typeof record.ttl === 'number'
  );
}

/** The stored guest when it is present, well-formed and not expired; otherwise null (and cleared). */
export function readGuest(now = Date.now()): GuestInfo | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(guestStorageKey);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredGuest(parsed) && now - parsed.createdAt < parsed.ttl) {
      return { email: parsed.email, firstName: parsed.firstName };
    }
  } catch {
    // unreadable: treat as absent
  }
  clearGuest();
  return null;
}

export function writeGuest(guest: GuestInfo, now = Date.now()): void {
  const record: StoredGuest = { ...guest, createdAt: now, ttl: guestLifetimeMs };
  localStorage.setItem(guestStorageKey, JSON.stringify(record));
}

export function clearGuest(): void {
  try {
    localStorage.removeItem(guestStorageKey);
  } catch {
    // storage disabled: nothing stored
  }
}
