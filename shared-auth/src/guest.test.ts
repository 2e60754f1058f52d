import {
  clearGuest,
  guestExpiresAt,
  guestLifetimeMs,
  guestStorageKey,
  readGuest,
  readGuestToken,
  writeGuest,
} from './guest';

describe('guest record', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips email and first name with a timestamp and a 7-day lifetime', () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, 1_000);
    const stored = JSON.parse(localStorage.getItem(guestStorageKey)!);
    expect(stored).toEqual({ email: 'ada@example.com', firstName: 'Ada', createdAt: 1_000, ttl: 7 * 24 * 3600 * 1000 });
    expect(readGuest(1_000 + guestLifetimeMs - 1)).toEqual({ email: 'ada@example.com', firstName: 'Ada' });
  });

  it('expires after 7 days and clears the record', () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, 0);
    expect(readGuest(guestLifetimeMs)).toBeNull();
    expect(localStorage.getItem(guestStorageKey)).toBeNull();
  });

  it('treats a malformed record as absent', () => {
    localStorage.setItem(guestStorageKey, '{"email":1}');
    expect(readGuest()).toBeNull();
    localStorage.setItem(guestStorageKey, 'not json');
    expect(readGuest()).toBeNull();
  });

  it('says when it ends (the dashboard tells the guest), and nothing once it has', () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, 1_000);
    expect(guestExpiresAt(2_000)).toEqual(new Date(1_000 + guestLifetimeMs));
    expect(guestExpiresAt(1_000 + guestLifetimeMs)).toBeNull();
  });

  it('clears', () => {
    writeGuest({ email: 'a@b.co', firstName: '' });
    clearGuest();
    expect(readGuest()).toBeNull();
  });
});

describe('guest token', () => {
  beforeEach(() => localStorage.clear());

  it('is stored with the record and shares its lifetime', () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, 0, { token: 'jwt', expiresAt: 604800 });
    expect(readGuestToken(1)).toBe('jwt');
    expect(readGuest(1)).toEqual({ email: 'ada@example.com', firstName: 'Ada' });
    expect(readGuestToken(guestLifetimeMs)).toBeNull();
  });

  it('is null for a record without one', () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    expect(readGuestToken()).toBeNull();
  });
});
