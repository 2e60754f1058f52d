// /realtime/v1 against the real supabase-js (realtime-js 2.109 over `ws`): join and reply,
// heartbeat, delivery only to the subscribers a publication allows, filters, the invalid-JWT end
// of an expired token, a refreshed token keeping the channel, reconnecting after the server
// dropped the socket, and the connection's limits. The publication here is a probe table of the
// test's own, so the protocol is tested apart from the case rules (cases.test.ts). Besides, the
// frame a change goes out in, encoded by hand once for many sockets, in both protocol versions.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import ws, { WebSocket } from 'ws';
import { queryRows } from '../../platform/db/client';
import { JwtService } from '../../platform/security/jwt';
import { createConfirmedUser, startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { until } from '../../test/realtime';
import { decodeMessage, encodeBroadcast, encodeMessage, type Vsn } from './protocol';
import { nobody, pick, type Publication } from './publication';

const probeColumns = ['id', 'owner', 'body', 'n'];

/** Rows of app.realtime_probe belong to `owner` (a user id or a guest lead id); the service role sees all. */
const probe: Publication = {
  table: 'realtime_probe',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'owner', type: 'uuid' },
    { name: 'body', type: 'text' },
    { name: 'n', type: 'int8' },
  ],
  filterColumns: ['id', 'owner'],
  async audience(db, change) {
    const [found] = await queryRows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(p) as row from app.realtime_probe p where id = ${change.id}`,
    );
    const row = found?.row ?? change.old;
    if (!row) return nobody;
    const record = change.type === 'DELETE' ? null : pick(row, probeColumns);
    const oldRecord = change.type === 'INSERT' ? null : pick(change.old ?? row, ['id', 'owner']);
    const delivery = { record, oldRecord, key: 'all' };
    return (principal) => {
      if (principal.kind === 'service') return delivery;
      if (principal.kind === 'user' && principal.user.id === row.owner) return delivery;
      if (principal.kind === 'guest' && principal.lead.id === row.owner) return delivery;
      return null;
    };
  },
};

let api: TestApi;

async function write(owner: string, body: string, id?: string): Promise<string> {
  return api.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into app.realtime_probe (id, owner, body) values (coalesce(${id ?? null}::uuid, gen_random_uuid()), ${owner}, ${body}) returning id`,
    );
    await tx.execute(
      sql`select pg_notify('realtime', json_build_object('table', 'realtime_probe', 'type', 'INSERT', 'id', ${row!.id}::text, 'commit_timestamp', now())::text)`,
    );
    return row!.id;
  });
}

async function remove(id: string, owner: string): Promise<void> {
  await api.db.transaction(async (tx) => {
    await tx.execute(sql`delete from app.realtime_probe where id = ${id}`);
    await tx.execute(
      sql`select pg_notify('realtime', json_build_object('table', 'realtime_probe', 'type', 'DELETE', 'id', ${id}::text, 'old', json_build_object('id', ${id}::text, 'owner', ${owner}::text))::text)`,
    );
  });
}

interface Signed {
  client: SupabaseClient;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

const clients: SupabaseClient[] = [];

function track(client: SupabaseClient): SupabaseClient {
  clients.push(client);
  return client;
}

async function signedIn(): Promise<Signed> {
  const { accessToken, refreshToken } = await createConfirmedUser(api, uniqueEmail('rt'));
  const client = track(api.client());
  const { error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (error) throw error;
  return { client, userId: decodeJwt(accessToken).sub!, accessToken, refreshToken };
}

/** The access token again, expiring in `seconds` (same user, same session). */
async function shortLived(accessToken: string, seconds: number): Promise<string> {
  const claims = decodeJwt(accessToken) as Record<string, unknown>;
  const jwt = new JwtService(api.server.keys, api.config.jwtIssuer, seconds);
  const { token } = await jwt.signAccessToken({
    userId: claims.sub as string,
    aud: claims.aud as string,
    role: claims.role as string,
    email: claims.email as string,
    phone: '',
    appMetadata: claims.app_metadata as Record<string, unknown>,
    userMetadata: claims.user_metadata as Record<string, unknown>,
    sessionId: claims.session_id as string,
    aal: claims.aal as string,
    amr: [],
    isAnonymous: false,
  });
  return token;
}

interface Subscription {
  channel: RealtimeChannel;
  changes: Array<Record<string, unknown>>;
  system: Array<Record<string, unknown>>;
  statuses: string[];
  errors: string[];
}

function subscribe(client: SupabaseClient, filter?: string, event: '*' | 'INSERT' | 'DELETE' = '*'): Subscription {
  const subscription: Subscription = { changes: [], system: [], statuses: [], errors: [] } as unknown as Subscription;
  subscription.channel = client
    .channel(`probe-${Math.random().toString(36).slice(2)}`)
    .on(
      'postgres_changes',
      { event: event as '*', schema: 'app', table: 'realtime_probe', ...(filter ? { filter } : {}) },
      (change) => subscription.changes.push(change as unknown as Record<string, unknown>),
    )
    .on('system', {}, (payload: Record<string, unknown>) => subscription.system.push(payload))
    .subscribe((status, error) => {
      subscription.statuses.push(status);
      if (error) subscription.errors.push(error.message);
    });
  return subscription;
}

const subscribed = (subscription: Subscription) =>
  until(() => subscription.statuses.includes('SUBSCRIBED'), 'SUBSCRIBED');

/** Lets a notification travel (and anything wrongly delivered arrive). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

beforeAll(async () => {
  api = await startTestApi({ publications: [probe] });
  await api.db.execute(
    sql`create table app.realtime_probe (id uuid primary key default gen_random_uuid(), owner uuid not null, body text not null, n bigint not null default 7)`,
  );
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await api?.close();
});

describe('frames', () => {
  it.each<Vsn>(['1.0.0', '2.0.0'])(
    'a change encoded once (vsn %s) is the frame encodeMessage makes of it, and decodes back',
    (vsn) => {
      const message = {
        joinRef: null,
        ref: null,
        topic: 'realtime:a"b\\c',
        event: 'postgres_changes',
        payload: { ids: [3, 4], data: { record: { body: 'Grüße "du"\n' } } },
      };
      const frame = encodeBroadcast(vsn, message.topic, message.event, JSON.stringify(message.payload));
      expect(frame).toBe(encodeMessage(vsn, message));
      expect(decodeMessage(vsn, frame)).toEqual(message);
    },
  );
});

describe('joining', () => {
  it('answers the join with the bindings and their ids, then "Subscribed to PostgreSQL"', async () => {
    const { client } = await signedIn();
    const subscription = subscribe(client, 'owner=eq.00000000-0000-4000-8000-000000000000');
    await subscribed(subscription);
    await until(() => subscription.system.length > 0, 'the system message');
    expect(subscription.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    expect(subscription.errors).toEqual([]);
  });

  it('a binding on a table that is not published is refused with a system error', async () => {
    const { client } = await signedIn();
    const system: Array<Record<string, unknown>> = [];
    const statuses: string[] = [];
    client
      .channel('unpublished')
      .on('postgres_changes', { event: '*', schema: 'app', table: 'case_notes' }, () => undefined)
      .on('system', {}, (payload: Record<string, unknown>) => system.push(payload))
      .subscribe((status) => statuses.push(status));
    await until(() => system.length > 0, 'the system message');
    expect(system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(system[0]!.message)).toContain('case_notes is not published');
  });

  it('answers heartbeats', async () => {
    const { client } = await signedIn();
    const subscription = subscribe(client);
    await subscribed(subscription);
    const beats: string[] = [];
    client.realtime.onHeartbeat((status) => beats.push(status));
    await client.realtime.sendHeartbeat();
    await until(() => beats.includes('ok'), 'the heartbeat reply');
  });
});

describe('delivery', () => {
  it("a change reaches its owner's subscription, never another user, an anonymous visitor or a guest", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const anonymous = track(api.client());
    const guestResponse = await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: uniqueEmail('guest'), firstName: 'Gast', consent: true, lang: 'de' },
    });
    const { guest_token: guestToken } = (await guestResponse.json()) as { guest_token: string };
    const guest = track(api.client());
    await guest.realtime.setAuth(guestToken);

    const subscriptions = [owner, other].map(({ client }) => subscribe(client));
    const anonymousSubscription = subscribe(anonymous);
    const guestSubscription = subscribe(guest);
    for (const subscription of [...subscriptions, anonymousSubscription, guestSubscription])
      await subscribed(subscription);

    const id = await write(owner.userId, 'hallo');
    await until(() => subscriptions[0]!.changes.length === 1, 'the change');
    expect(subscriptions[0]!.changes[0]).toMatchObject({
      schema: 'app',
      table: 'realtime_probe',
      eventType: 'INSERT',
      new: { id, owner: owner.userId, body: 'hallo', n: 7 },
      old: {},
    });
    expect(typeof subscriptions[0]!.changes[0]!.commit_timestamp).toBe('string');

    // The guest's own row reaches the guest (the guest token is its realtime access token).
    const leadId = decodeJwt(guestToken).sub!;
    await write(leadId, 'für den Gast');
    await until(() => guestSubscription.changes.length === 1, "the guest's change");
    expect(guestSubscription.changes[0]).toMatchObject({ new: { body: 'für den Gast' } });

    await settle();
    expect(subscriptions[1]!.changes).toEqual([]);
    expect(anonymousSubscription.changes).toEqual([]);
    expect(guestSubscription.changes).toHaveLength(1);
    expect(subscriptions[0]!.changes).toHaveLength(1);
  });

  it('filters by eq and hands on deletes with the old record; an event binding takes only its event', async () => {
    const owner = await signedIn();
    const first = await write(owner.userId, 'eins');
    const second = await write(owner.userId, 'zwei');
    const byId = subscribe(owner.client, `id=eq.${second}`);
    const deletes = subscribe(owner.client, undefined, 'DELETE');
    await subscribed(byId);
    await subscribed(deletes);
    await remove(first, owner.userId);
    await remove(second, owner.userId);
    // The INSERT of `second`, written before byId subscribed, may still be on its way and reach
    // byId after it joined (every event, filter id=eq.second): only its DELETE counts here.
    const byIdDeletes = () => byId.changes.filter((change) => change.eventType !== 'INSERT');
    await until(() => byIdDeletes().length === 1 && deletes.changes.length === 2, 'the deletes');
    expect(byIdDeletes()[0]).toMatchObject({ eventType: 'DELETE', old: { id: second }, new: {} });
    expect(deletes.changes.map((change) => (change.old as { id: string }).id)).toEqual([first, second]);
    await write(owner.userId, 'drei');
    await settle();
    expect(deletes.changes).toHaveLength(2);
  });
});

describe('tokens', () => {
  it('an expired token ends the subscription with the invalid-JWT error', async () => {
    const owner = await signedIn();
    const client = track(api.client());
    await client.realtime.setAuth(await shortLived(owner.accessToken, 2));
    const subscription = subscribe(client);
    await subscribed(subscription);
    await until(() => subscription.statuses.includes('CLOSED'), 'the end of the channel', 6000);
    expect(subscription.system.at(-1)).toMatchObject({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^InvalidJWTToken: Token has expired \d+ seconds ago$/),
    });
    // Nothing reaches a closed channel.
    await write(owner.userId, 'zu spät');
    await settle();
    expect(subscription.changes).toEqual([]);
  });

  it('a join with an expired token is refused with the invalid-JWT error', async () => {
    const owner = await signedIn();
    const expired = await shortLived(owner.accessToken, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const client = track(api.client());
    await client.realtime.setAuth(expired);
    const subscription = subscribe(client);
    await until(() => subscription.statuses.includes('CHANNEL_ERROR'), 'the refusal');
    expect(subscription.errors[0]).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    await client.removeAllChannels();
  });

  it('a forged token (another user in a signed token, or alg none) is refused, and the channel gets nothing', async () => {
    const owner = await signedIn();
    const attacker = await signedIn();
    const [header, payload, signature] = attacker.accessToken.split('.') as [string, string, string];
    const claims = { ...(decodeJwt(attacker.accessToken) as Record<string, unknown>), sub: owner.userId };
    const swapped = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.x`;
    for (const [token, error] of [
      [swapped, /^JwtSignatureError/],
      [none, /^InvalidJWTToken/],
    ] as const) {
      const client = track(api.client());
      await client.realtime.setAuth(token);
      const subscription = subscribe(client);
      await until(() => subscription.statuses.includes('CHANNEL_ERROR'), 'the refusal');
      expect(subscription.errors[0]).toMatch(error);
      await write(owner.userId, 'geheim');
      await settle();
      expect(subscription.changes).toEqual([]);
      await client.removeAllChannels();
    }
  });

  it('a refreshed session keeps the subscription past the first token’s expiry', async () => {
    const owner = await signedIn();
    const client = track(api.client());
    const { error } = await client.auth.setSession({
      access_token: await shortLived(owner.accessToken, 3),
      refresh_token: owner.refreshToken,
    });
    expect(error).toBeNull();
    const subscription = subscribe(client);
    await subscribed(subscription);
    // supabase-js hands the refreshed token to every channel (the `access_token` push).
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(subscription.statuses).not.toContain('CLOSED');
    await write(owner.userId, 'noch da');
    await until(() => subscription.changes.length === 1, 'the change after the first token expired');
  });

  it('a signed-out session ends the channel at the next token check', async () => {
    const owner = await signedIn();
    const client = track(api.client());
    await client.realtime.setAuth(await shortLived(owner.accessToken, 2));
    const subscription = subscribe(client);
    await subscribed(subscription);
    await owner.client.auth.signOut();
    await until(() => subscription.statuses.includes('CLOSED'), 'the end of the channel', 6000);
    expect(String(subscription.system.at(-1)?.message)).toMatch(/^InvalidJWTToken: /);
  });
});

describe('ended principals', () => {
  // The token check every 5 minutes is no bound for a stolen device: a session signed out (or a
  // user deleted, a guest lead gone) must not receive another change, whatever the token's expiry.
  it('a signed-out session gets no change written after the sign-out, and its channel ends', async () => {
    const owner = await signedIn();
    const device = track(api.client());
    await device.realtime.setAuth(owner.accessToken);
    const subscription = subscribe(device);
    await subscribed(subscription);
    await write(owner.userId, 'vorher');
    await until(() => subscription.changes.length === 1, 'the change before the sign-out');
    await owner.client.auth.signOut();
    await write(owner.userId, 'nach dem Abmelden');
    await until(() => subscription.statuses.includes('CLOSED'), 'the end of the channel');
    await settle();
    expect(subscription.changes).toHaveLength(1);
    expect(String(subscription.system.at(-1)?.message)).toMatch(/^InvalidJWTToken: /);
  });

  it('a deleted user’s channel gets no further change', async () => {
    const owner = await signedIn();
    const subscription = subscribe(owner.client);
    await subscribed(subscription);
    const { error } = await api.adminClient().auth.admin.deleteUser(owner.userId);
    expect(error).toBeNull();
    await write(owner.userId, 'nach dem Löschen');
    await until(() => subscription.statuses.includes('CLOSED'), 'the end of the channel');
    await settle();
    expect(subscription.changes).toEqual([]);
  });

  it('a guest whose lead is gone gets no further change', async () => {
    const response = await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: uniqueEmail('rt-guest'), firstName: 'Gast', consent: true },
    });
    const { guest_token: token } = (await response.json()) as { guest_token: string };
    const leadId = decodeJwt(token).sub!;
    const client = track(api.client());
    await client.realtime.setAuth(token);
    const subscription = subscribe(client);
    await subscribed(subscription);
    await api.db.execute(sql`delete from app.guest_leads where id = ${leadId}`);
    await write(leadId, 'nach dem Ende');
    await until(() => subscription.statuses.includes('CLOSED'), 'the end of the channel');
    await settle();
    expect(subscription.changes).toEqual([]);
  });
});

describe('connections', () => {
  it('reconnects and joins again after the server dropped the socket', async () => {
    const owner = await signedIn();
    const subscription = subscribe(owner.client);
    await subscribed(subscription);
    await api.server.realtime.disconnectAll(1012, 'service restart');
    // realtime-js reconnects after 1 s and rejoins its channels.
    await until(() => subscription.statuses.filter((status) => status === 'SUBSCRIBED').length === 2, 'the rejoin');
    await write(owner.userId, 'wieder da');
    await until(() => subscription.changes.length === 1, 'the change after the reconnect');
  });

  it('refuses a wrong apikey, an unknown vsn and a foreign origin before the upgrade', async () => {
    const base = api.url.replace('http', 'ws');
    const status = (url: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(url, { headers });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', reject);
      });
    const path = '/realtime/v1/websocket';
    expect(await status(`${base}${path}?vsn=2.0.0`)).toBe(401);
    expect(await status(`${base}${path}?apikey=wrong&vsn=2.0.0`)).toBe(401);
    expect(await status(`${base}${path}?apikey=${api.config.anonKey}&vsn=3.0.0`)).toBe(400);
    expect(
      await status(`${base}${path}?apikey=${api.config.anonKey}&vsn=2.0.0`, { origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await status(`${base}/realtime/v1/other?apikey=${api.config.anonKey}`)).toBe(404);
    expect(
      await status(`${base}${path}?apikey=${api.config.anonKey}&vsn=2.0.0`, { origin: 'http://localhost:3000' }),
    ).toBe(101);
    expect(await status(`${base}${path}?apikey=${api.serviceRoleKey}&vsn=1.0.0`)).toBe(101);
  });
});

(process.env.DATABASE_URL ? describe : describe.skip)(
  'a lost LISTEN connection (PostgreSQL only: PGlite listens inside the process)',
  () => {
    it('comes back, and the sockets are closed so that clients join again and refetch', async () => {
      const owner = await signedIn();
      const subscription = subscribe(owner.client);
      await subscribed(subscription);
      // What a database restart or failover does to the api's LISTEN connection.
      await api.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      );
      await until(
        () => subscription.statuses.filter((status) => status === 'SUBSCRIBED').length === 2,
        'the rejoin after the LISTEN connection came back',
        15_000,
      );
      await write(owner.userId, 'nach dem Verlust');
      await until(() => subscription.changes.length === 1, 'the change after the loss');
    });
  },
);

describe('limits', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({
      publications: [probe],
      env: {
        REALTIME_MAX_CHANNELS_PER_CONNECTION: '2',
        REALTIME_MAX_MESSAGE_BYTES: '2048',
        REALTIME_IDLE_TIMEOUT_MS: '1000',
        REALTIME_MAX_MESSAGES_PER_SECOND: '20',
      },
    });
  });
  afterAll(() => limited?.close());

  /** A raw vsn 2.0.0 connection: what the server sends, and what it closed with. */
  async function raw() {
    const socket = new WebSocket(
      `${limited.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${limited.config.anonKey}&vsn=2.0.0`,
    );
    const received: unknown[][] = [];
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    return { socket, received, closed };
  }

  it('refuses a channel beyond the limit per connection', async () => {
    const { socket, received } = await raw();
    for (const n of [1, 2, 3])
      socket.send(JSON.stringify([`${n}`, `${n}`, `realtime:c${n}`, 'phx_join', { config: {} }]));
    await until(() => received.length === 3, 'three replies');
    expect(received.map((message) => (message[4] as { status: string }).status)).toEqual(['ok', 'ok', 'error']);
    expect(received[2]![4]).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    socket.close();
  });

  it('closes a connection that sends a message over the size limit, floods, or goes quiet', async () => {
    const big = await raw();
    big.socket.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(4096) }]));
    expect((await big.closed).code).toBe(1009);

    const flood = await raw();
    for (let n = 0; n < 30; n += 1) flood.socket.send(JSON.stringify([null, `${n}`, 'phoenix', 'heartbeat', {}]));
    expect(await flood.closed).toEqual({ code: 1008, reason: 'Too many messages per second' });

    const quiet = await raw();
    const started = Date.now();
    expect(await quiet.closed).toEqual({ code: 4000, reason: 'heartbeat timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('answers an unjoined topic with "unmatched topic" and closes on a malformed frame', async () => {
    const { socket, received, closed } = await raw();
    socket.send(JSON.stringify(['1', '2', 'realtime:nowhere', 'access_token', { access_token: 'x' }]));
    await until(() => received.length === 1, 'the reply');
    expect(received[0]).toEqual([
      '1',
      '2',
      'realtime:nowhere',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    socket.send('not json');
    expect((await closed).code).toBe(1003);
  });

  it('keeps supabase-js clients that send heartbeats', async () => {
    const client = createClient(limited.url, limited.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never, heartbeatIntervalMs: 300 },
    });
    const subscription = subscribe(client);
    await subscribed(subscription);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(subscription.statuses).toEqual(['SUBSCRIBED']);
    await client.removeAllChannels();
  });
});
