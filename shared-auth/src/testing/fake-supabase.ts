// Test support only (not exported from the package index, never bundled).
// A stand-in for the supabase-js client in component tests (the module boundary: tests mock
// `@supabase/supabase-js`'s createClient to return `fake.client`). Real calls against the real
// api are the end-to-end tests' job.
//
//   const mockSupabase = createFakeSupabase();
//   jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

/** The parts of a supabase-js Session the product reads. */
export interface FakeSession {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  user: { id: string; email?: string; [key: string]: unknown };
}

type Listener = (event: string, session: FakeSession | null) => void;

export interface FakeSessionOptions {
  /** Puts a JWT-shaped access token with this `aal` claim (default: an opaque token without claims). */
  aal?: 'aal1' | 'aal2';
  /** `app_metadata.role`, e.g. 'admin'. */
  role?: string;
}

/** An unsigned JWT with these claims (the browser reads claims, it never verifies them). */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export function fakeSession(email = 'ada@example.com', { aal, role }: FakeSessionOptions = {}): FakeSession {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: aal
      ? fakeAccessToken({
          sub: '00000000-0000-4000-8000-000000000001',
          aal,
          amr: [{ method: 'password', timestamp: now }],
        })
      : 'access-token',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', ...(role ? { role } : {}) },
      user_metadata: {},
      identities: [],
      factors: [],
      created_at: new Date(now * 1000).toISOString(),
    },
  };
}

/** `supabase.auth.mfa`; every method answers `{ data: null, error: null }` until a test says otherwise. */
export type FakeMfa = Record<
  | 'enroll'
  | 'challenge'
  | 'verify'
  | 'challengeAndVerify'
  | 'listFactors'
  | 'getAuthenticatorAssuranceLevel'
  | 'unenroll',
  jest.Mock
>;

/** `supabase.storage.from(bucket)`. */
export type FakeBucket = Record<
  'upload' | 'remove' | 'list' | 'createSignedUrl' | 'getPublicUrl' | 'download',
  jest.Mock
>;

/** A binding made with `channel.on(type, filter, callback)`. */
export interface FakeChannelBinding {
  type: string;
  filter: Record<string, unknown>;
  callback: (payload: unknown) => void;
}

/** `supabase.channel(name)`: records its bindings; the test plays the server with `status()` and `emit()`. */
export interface FakeChannel {
  name: string;
  bindings: FakeChannelBinding[];
  /** Whether `supabase.removeChannel` was called with it (the hook's unsubscribe). */
  removed: boolean;
  on: jest.Mock;
  subscribe: jest.Mock;
  /** Calls the subscribe callback as realtime-js does ('SUBSCRIBED', 'CHANNEL_ERROR', 'CLOSED', 'TIMED_OUT'). */
  status(status: string, error?: Error): void;
  /** Delivers a payload to the bindings of one type (e.g. 'system'). */
  emit(type: string, payload: unknown): void;
}

/** A change as realtime-js hands it to a postgres_changes callback. */
export interface FakeChange {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new?: Record<string, unknown>;
  old?: Record<string, unknown>;
}

export interface FakeSupabase {
  client: {
    auth: Record<
      | 'onAuthStateChange'
      | 'getSession'
      | 'signOut'
      | 'signInWithPassword'
      | 'signUp'
      | 'resetPasswordForEmail'
      | 'updateUser'
      | 'resend'
      | 'verifyOtp',
      jest.Mock
    > & { mfa: FakeMfa };
    functions: { invoke: jest.Mock };
    storage: { from: (bucket: string) => FakeBucket };
    channel: jest.Mock;
    removeChannel: jest.Mock;
    realtime: { setAuth: jest.Mock };
  };
  /** Every channel made, oldest first. Subscribing answers 'SUBSCRIBED' unless `autoSubscribe` is false. */
  channels: FakeChannel[];
  autoSubscribe: boolean;
  /**
   * Delivers a change of `table` to every open channel's postgres_changes bindings on it whose
   * event and `column=eq.value` filter match, as the api does for an authorised subscriber.
   */
  emitChange(table: string, change: FakeChange): void;
  /** The storage bucket's mocks (the same object every `storage.from(bucket)` returns). */
  bucket(name: string): FakeBucket;
  /** Emits an auth event to every subscriber, as supabase-js does. */
  emit(event: string, session: FakeSession | null): void;
  /** The session the client reports at subscription (INITIAL_SESSION). */
  setSession(session: FakeSession | null): void;
  /**
   * Resolves when every subscriber so far has had its INITIAL_SESSION (it comes asynchronously,
   * as supabase-js's does): `await act(() => fake.initialSessions())` after rendering an
   * AuthProvider lets its state settle inside act, not after the test's setup has moved on.
   */
  initialSessions(): Promise<void>;
  /** Forgets the session and restores every method's default behaviour. */
  reset(): void;
}

export function createFakeSupabase(): FakeSupabase {
  const listeners = new Set<Listener>();
  /** Each subscriber's INITIAL_SESSION delivery (see `initialSessions`). */
  const initial: Promise<void>[] = [];
  let session: FakeSession | null = null;
  const ok = (data: unknown) => Promise.resolve({ data, error: null });

  const auth = {
    onAuthStateChange: jest.fn(),
    getSession: jest.fn(),
    signOut: jest.fn(),
    signInWithPassword: jest.fn(),
    signUp: jest.fn(),
    resetPasswordForEmail: jest.fn(),
    updateUser: jest.fn(),
    resend: jest.fn(),
    verifyOtp: jest.fn(),
  };
  const mfa: FakeMfa = {
    enroll: jest.fn(),
    challenge: jest.fn(),
    verify: jest.fn(),
    challengeAndVerify: jest.fn(),
    listFactors: jest.fn(),
    getAuthenticatorAssuranceLevel: jest.fn(),
    unenroll: jest.fn(),
  };
  const functions = { invoke: jest.fn() };
  const buckets = new Map<string, FakeBucket>();
  const bucket = (name: string): FakeBucket => {
    let found = buckets.get(name);
    if (!found) {
      found = {
        upload: jest.fn(),
        remove: jest.fn(),
        list: jest.fn(),
        createSignedUrl: jest.fn(),
        getPublicUrl: jest.fn(),
        download: jest.fn(),
      };
      for (const method of Object.values(found)) method.mockImplementation(() => ok(null));
      buckets.set(name, found);
    }
    return found;
  };

  const channels: FakeChannel[] = [];
  const makeChannel = (name: string): FakeChannel => {
    let onStatus: ((status: string, error?: Error) => void) | null = null;
    const channel: FakeChannel = {
      name,
      bindings: [],
      removed: false,
      on: jest.fn((type: string, filter: Record<string, unknown>, callback: (payload: unknown) => void) => {
        channel.bindings.push({ type, filter, callback });
        return channel;
      }),
      subscribe: jest.fn((callback?: (status: string, error?: Error) => void) => {
        onStatus = callback ?? null;
        if (fake.autoSubscribe) queueMicrotask(() => channel.status('SUBSCRIBED'));
        return channel;
      }),
      status(status, error) {
        if (!channel.removed) onStatus?.(status, error);
      },
      emit(type, payload) {
        if (channel.removed) return;
        for (const binding of channel.bindings) if (binding.type === type) binding.callback(payload);
      },
    };
    channels.push(channel);
    return channel;
  };
  const channel = jest.fn();
  const removeChannel = jest.fn();
  const realtime = { setAuth: jest.fn() };
  const filterMatches = (filter: unknown, row: Record<string, unknown>) => {
    if (typeof filter !== 'string' || filter === '') return true;
    const match = /^([a-z_]+)=eq\.(.*)$/.exec(filter);
    return match ? String(row[match[1]!]) === match[2] : false;
  };

  const fake: FakeSupabase = {
    client: { auth: { ...auth, mfa }, functions, storage: { from: bucket }, channel, removeChannel, realtime },
    channels,
    autoSubscribe: true,
    emitChange(table, change) {
      const row = { ...change.old, ...change.new };
      for (const open of channels) {
        for (const binding of open.bindings) {
          const { event, table: boundTable, filter } = binding.filter;
          if (open.removed || binding.type !== 'postgres_changes' || boundTable !== table) continue;
          if (event !== '*' && event !== change.eventType) continue;
          if (!filterMatches(filter, row)) continue;
          binding.callback({
            schema: 'app',
            table,
            commit_timestamp: new Date().toISOString(),
            errors: null,
            new: {},
            old: {},
            ...change,
          });
        }
      }
    },
    bucket,
    emit(event, next) {
      session = next;
      for (const listener of [...listeners]) listener(event, next);
    },
    setSession(next) {
      session = next;
    },
    async initialSessions() {
      await Promise.all(initial);
    },
    reset() {
      session = null;
      listeners.clear();
      initial.length = 0;
      auth.onAuthStateChange.mockReset().mockImplementation((listener: Listener) => {
        listeners.add(listener);
        // supabase-js answers every new subscriber with INITIAL_SESSION, asynchronously.
        initial.push(
          Promise.resolve().then(() => {
            if (listeners.has(listener)) listener('INITIAL_SESSION', session);
          }),
        );
        return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
      });
      auth.getSession.mockReset().mockImplementation(() => ok({ session }));
      auth.signOut.mockReset().mockImplementation(async () => {
        fake.emit('SIGNED_OUT', null);
        return { error: null };
      });
      auth.signInWithPassword.mockReset().mockImplementation(async ({ email }: { email: string }) => {
        const next = fakeSession(email);
        fake.emit('SIGNED_IN', next);
        return { data: { session: next, user: next.user }, error: null };
      });
      auth.signUp.mockReset().mockImplementation(async ({ email }: { email: string }) => ({
        data: { session: null, user: { ...fakeSession(email).user, identities: [] } },
        error: null,
      }));
      auth.resetPasswordForEmail.mockReset().mockImplementation(() => ok({}));
      auth.updateUser
        .mockReset()
        .mockImplementation(async () => ({ data: { user: session?.user ?? null }, error: null }));
      auth.resend.mockReset().mockImplementation(() => ok({ session: null, user: null }));
      // A correct code signs in, as GoTrue's POST /verify answers with a session.
      auth.verifyOtp.mockReset().mockImplementation(async ({ email }: { email: string }) => {
        const next = fakeSession(email);
        fake.emit('SIGNED_IN', next);
        return { data: { session: next, user: next.user }, error: null };
      });
      functions.invoke.mockReset().mockImplementation(() => ok({}));
      channels.length = 0;
      fake.autoSubscribe = true;
      channel.mockReset().mockImplementation((name: string) => makeChannel(name));
      removeChannel.mockReset().mockImplementation(async (removed: FakeChannel) => {
        removed.removed = true;
        return 'ok';
      });
      realtime.setAuth.mockReset().mockImplementation(() => Promise.resolve());
      for (const method of Object.values(mfa)) method.mockReset().mockImplementation(() => ok(null));
      for (const mocks of buckets.values()) {
        for (const method of Object.values(mocks)) method.mockReset().mockImplementation(() => ok(null));
      }
    },
  };
  fake.reset();
  return fake;
}

/** An error as supabase-js returns it from the auth api (AuthApiError: message, status, code). */
export function authApiError(code: string, status = 400, message = code, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { name: 'AuthApiError', code, status, __isAuthError: true, ...extra });
}

/** A non-2xx answer of a function, as supabase-js' functions.invoke reports it (context: the Response). */
export function functionsHttpError(status: number, body: Record<string, unknown>) {
  // jsdom has no Response; this has the parts a caller reads.
  const context = {
    status,
    ok: false,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    clone() {
      return context;
    },
  };
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    name: 'FunctionsHttpError',
    context,
  });
}
