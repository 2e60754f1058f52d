// The case tables over /realtime/v1 with the real supabase-js: who receives which change
// (DESIGN-13 "Who sees what", the rules of modules/cases/access.ts). Rows are written straight into the
// database: the triggers of migration 0009 announce every write, whoever makes it.
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import type { RealtimeTable } from '@cc/shared-contract';
import { realtimeTables } from '@cc/shared-contract';
import { caseEvents, caseMessages, expertProfiles, expertRequests } from '../../platform/db/all-tables';
import { raiseToAal2, signedInUser, type SignedIn } from '../../test/experts';
import { startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { settle, subscribeToTable, until, type Change } from '../../test/realtime';
import { publishedTables } from './publications';

jest.setTimeout(60_000);

let api: TestApi;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  // Every client of this file connects from 127.0.0.1 and stays until the end.
  api = await startTestApi({ env: { REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '200' } });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await api?.close();
});

interface Watcher {
  changes: Change[];
  channels: RealtimeChannel[];
}

/** Subscribes `client` to every published table (no filter) and collects what arrives. */
async function watch(
  client: SupabaseClient,
  tables: readonly RealtimeTable[] = realtimeTables,
  { sessionToken = true } = {},
): Promise<Watcher> {
  clients.push(client);
  const watcher: Watcher = { changes: [], channels: [] };
  // As useRealtimeChanges does: the session's current token (supabase-js itself passes on only
  // SIGNED_IN and TOKEN_REFRESHED tokens, not the aal2 token of the MFA step); a guest's token was
  // set by hand and stays.
  if (sessionToken) {
    const { data } = await client.auth.getSession();
    await client.realtime.setAuth(data.session?.access_token ?? null);
  }
  watcher.channels = await Promise.all(
    tables.map((table) => subscribeToTable(client, table, (change) => watcher.changes.push(change))),
  );
  return watcher;
}

/** An approved expert (profile written as an admin's approval leaves it) signed in at aal2. */
async function expert(languages: string[] = ['de', 'en'], aal2 = true): Promise<SignedIn> {
  const user = await signedInUser(api, 'expert');
  await api.db.insert(expertProfiles).values({
    userId: user.id,
    status: 'approved',
    displayName: 'Dr. Test',
    focusAreas: ['co_founder', 'team'],
    languages: languages as never,
    formats: ['online'],
  });
  if (aal2) await raiseToAal2(user);
  return user;
}

async function guest(): Promise<{ client: SupabaseClient; leadId: string }> {
  const response = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    json: { email: uniqueEmail('guest'), firstName: 'Gast', consent: true, lang: 'de' },
  });
  const { guest_token: token } = (await response.json()) as { guest_token: string };
  const client = api.client();
  await client.realtime.setAuth(token);
  const leadId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { client, leadId: leadId.sub };
}

async function openCase(
  owner: { userId?: string; guestLeadId?: string },
  extra: Partial<typeof expertRequests.$inferInsert> = {},
) {
  const [row] = await api.db
    .insert(expertRequests)
    .values({
      userId: owner.userId ?? null,
      guestLeadId: owner.guestLeadId ?? null,
      topic: 'Streit im Gründerteam',
      summary: 'Wir sind uneins über die Rollen.',
      lang: 'de',
      focus: 'co_founder',
      format: 'any',
      contactEmail: 'kontakt@example.com',
      contactName: 'Kim',
      consentAt: new Date(),
      ...extra,
    })
    .returning();
  return row!;
}

const ofTable = (watcher: Watcher, table: string) => watcher.changes.filter((change) => change.table === table);

it('publishes exactly the contract’s tables (never the private notes)', () => {
  expect(publishedTables.map(({ table }) => table).sort()).toEqual([...realtimeTables].sort());
});

it('a message reaches the client and the assigned expert, never another client, another expert or an anonymous visitor', async () => {
  const client = await signedInUser(api, 'client');
  const assigned = await expert();
  const otherExpert = await expert();
  const otherClient = await signedInUser(api, 'other');
  const assignedBelowAal2 = await expert(['de'], false);
  const anonymous = api.client();

  const row = await openCase(
    { userId: client.id },
    { status: 'angenommen', expertId: assigned.id, acceptedAt: new Date() },
  );
  const [w, e, oe, oc, low, anon] = await Promise.all([
    watch(client.client),
    watch(assigned.client),
    watch(otherExpert.client),
    watch(otherClient.client),
    watch(assignedBelowAal2.client),
    watch(anonymous),
  ]);

  const [message] = await api.db
    .insert(caseMessages)
    .values({ requestId: row.id, sender: 'client', senderUserId: client.id, body: 'Hallo, wann passt es dir?' })
    .returning();
  await until(
    () => ofTable(w, 'case_messages').length === 1 && ofTable(e, 'case_messages').length === 1,
    'the message',
  );
  for (const watcher of [w, e]) {
    expect(ofTable(watcher, 'case_messages')[0]).toMatchObject({
      eventType: 'INSERT',
      new: { id: message!.id, request_id: row.id, sender: 'client', body: 'Hallo, wann passt es dir?', read_at: null },
    });
    // Never who sent it by account.
    expect(ofTable(watcher, 'case_messages')[0]!.new).not.toHaveProperty('sender_user_id');
  }

  // Read receipts are changes too; the case's status change and its event reach both as well.
  await api.db.update(caseMessages).set({ readAt: new Date() }).where(eq(caseMessages.id, message!.id));
  await api.db
    .insert(caseEvents)
    .values({ requestId: row.id, fromStatus: 'angenommen', toStatus: 'terminiert', actorRole: 'system' });
  await until(
    () => ofTable(e, 'case_messages').length === 2 && ofTable(w, 'case_events').length === 1,
    'read and event',
  );
  expect(ofTable(e, 'case_messages')[1]).toMatchObject({ eventType: 'UPDATE', new: { read_at: expect.any(String) } });

  await settle();
  for (const outsider of [oe, oc, low, anon]) expect(outsider.changes).toEqual([]);
});

it('an open request is in the inbox of fitting experts only, without contact; taken, it leaves the others’ inbox at once', async () => {
  const client = await signedInUser(api, 'client');
  const first = await expert(['de']);
  const second = await expert(['de', 'en']);
  const english = await expert(['en']);
  const [w, a, b, c] = await Promise.all([
    watch(client.client, ['expert_requests']),
    watch(first.client, ['expert_requests']),
    watch(second.client, ['expert_requests']),
    watch(english.client, ['expert_requests']),
  ]);

  const row = await openCase({ userId: client.id });
  await until(() => a.changes.length === 1 && b.changes.length === 1 && w.changes.length === 1, 'the new request');
  expect(a.changes[0]).toMatchObject({ eventType: 'INSERT', new: { id: row.id, status: 'neu', topic: row.topic } });
  for (const key of ['contact_email', 'contact_name', 'user_id', 'guest_lead_id', 'expert_id', 'outcome']) {
    expect(a.changes[0]!.new).not.toHaveProperty(key);
  }
  expect(w.changes[0]!.new).toMatchObject({ id: row.id, status: 'neu', expert_id: null });
  expect(w.changes[0]!.new).not.toHaveProperty('contact_email');

  // The first expert accepts (what POST /cases/:id/accept writes).
  await api.db
    .update(expertRequests)
    .set({ status: 'angenommen', expertId: first.id, acceptedAt: new Date() })
    .where(eq(expertRequests.id, row.id));
  await until(() => a.changes.length === 2 && b.changes.length === 2 && w.changes.length === 2, 'the acceptance');
  expect(a.changes[1]).toMatchObject({ eventType: 'UPDATE', new: { status: 'angenommen', expert_id: first.id } });
  expect(b.changes[1]).toEqual(
    expect.objectContaining({
      eventType: 'UPDATE',
      new: { id: row.id, status: 'angenommen' },
      old: { id: row.id, status: 'neu' },
    }),
  );
  expect(w.changes[1]).toMatchObject({ new: { status: 'angenommen', expert_id: first.id } });

  // From now on the case is the first expert's: the second hears nothing more of it.
  await api.db.update(expertRequests).set({ status: 'terminiert' }).where(eq(expertRequests.id, row.id));
  await until(() => a.changes.length === 3 && w.changes.length === 3, 'the next status');
  // The message-mail throttle is bookkeeping: no change for anybody.
  await api.db.update(expertRequests).set({ clientNotifiedAt: new Date() }).where(eq(expertRequests.id, row.id));
  await settle();
  expect(b.changes).toHaveLength(2);
  expect(a.changes).toHaveLength(3);
  expect(c.changes).toEqual([]);
});

it('a request addressed to one expert reaches only that expert; a guest client follows their case with the guest token', async () => {
  const chosen = await expert(['de']);
  const bystander = await expert(['de']);
  const { client: guestClient, leadId } = await guest();
  const [g, x, y] = await Promise.all([
    watch(guestClient, ['expert_requests', 'case_messages'], { sessionToken: false }),
    watch(chosen.client, ['expert_requests']),
    watch(bystander.client, ['expert_requests']),
  ]);
  const row = await openCase({ guestLeadId: leadId }, { addressedTo: chosen.id });
  await until(() => x.changes.length === 1 && g.changes.length === 1, 'the addressed request');
  // Declined with a reason: the chosen expert's inbox drops it, the guest sees the reason.
  await api.db
    .update(expertRequests)
    .set({ status: 'abgelehnt', declineReason: 'Keine Kapazität' })
    .where(eq(expertRequests.id, row.id));
  await until(() => x.changes.length === 2 && g.changes.length === 2, 'the decline');
  expect(x.changes[1]).toMatchObject({ new: { id: row.id, status: 'abgelehnt' } });
  expect(x.changes[1]!.new).not.toHaveProperty('decline_reason');
  expect(g.changes[1]).toMatchObject({ new: { status: 'abgelehnt', decline_reason: 'Keine Kapazität' } });
  await settle();
  expect(y.changes).toEqual([]);
});

it('a deleted case tells its client and its expert', async () => {
  const client = await signedInUser(api, 'client');
  const assigned = await expert();
  const row = await openCase({ userId: client.id }, { status: 'angenommen', expertId: assigned.id });
  const [w, e] = await Promise.all([
    watch(client.client, ['expert_requests']),
    watch(assigned.client, ['expert_requests']),
  ]);
  await api.db.delete(expertRequests).where(eq(expertRequests.id, row.id));
  // The INSERT of openCase may still be on its way when the watchers have subscribed (its
  // notification is delivered after they joined): only the DELETE counts here.
  const deletes = (watcher: Watcher) => watcher.changes.filter((change) => change.eventType === 'DELETE');
  await until(() => deletes(w).length === 1 && deletes(e).length === 1, 'the delete');
  expect(deletes(w)[0]).toMatchObject({ old: { id: row.id, status: 'angenommen' }, new: {} });
  expect(deletes(e)[0]).toMatchObject({ old: { id: row.id } });
});

it('an expert who removes their second factor gets no further case message (the session is aal1 again)', async () => {
  const client = await signedInUser(api, 'client');
  const assigned = await expert();
  const row = await openCase(
    { userId: client.id },
    { status: 'angenommen', expertId: assigned.id, acceptedAt: new Date() },
  );
  const e = await watch(assigned.client);
  await api.db
    .insert(caseMessages)
    .values({ requestId: row.id, sender: 'client', senderUserId: client.id, body: 'Vorher' });
  await until(() => ofTable(e, 'case_messages').length === 1, 'the message at aal2');

  const { data } = await assigned.client.auth.mfa.listFactors();
  const { error } = await assigned.client.auth.mfa.unenroll({ factorId: data!.totp[0]!.id });
  expect(error).toBeNull();
  await api.db
    .insert(caseMessages)
    .values({ requestId: row.id, sender: 'client', senderUserId: client.id, body: 'Nach dem Entfernen' });
  await settle();
  expect(ofTable(e, 'case_messages').map((change) => change.new.body)).toEqual(['Vorher']);
});

it('a filter naming another’s case, however wide (eq, in, neq, a list with the own case), brings none of its rows', async () => {
  const owner = await signedInUser(api, 'client');
  const assigned = await expert();
  const accepted = { status: 'angenommen' as const, expertId: assigned.id, acceptedAt: new Date() };
  const victimCase = await openCase({ userId: owner.id }, accepted);
  const { client: guestClient, leadId } = await guest();
  const guestCase = await openCase({ guestLeadId: leadId }, accepted);
  const stranger = await signedInUser(api, 'stranger');
  const otherExpert = await expert();
  const strangerCase = await openCase({ userId: stranger.id });
  const filters = (table: 'case_messages' | 'case_events' | 'case_appointments') => [
    `request_id=eq.${victimCase.id}`,
    `request_id=in.(${strangerCase.id},${victimCase.id})`,
    `request_id=in.("${victimCase.id}")`,
    `request_id=neq.${strangerCase.id}`,
    `request_id=neq.00000000-0000-0000-0000-000000000000`,
    ...(table === 'case_messages' ? ['sender=eq.client', 'sender=in.(client,expert)'] : []),
  ];
  const outsiders = [stranger.client, otherExpert.client, guestClient, api.client()];
  const received: Change[] = [];
  for (const client of outsiders) {
    clients.push(client);
    if (client !== guestClient) {
      const { data } = await client.auth.getSession();
      await client.realtime.setAuth(data.session?.access_token ?? null);
    }
    // One channel per table with a binding per filter (as a browser may send them).
    for (const table of ['case_messages', 'case_events', 'case_appointments'] as const) {
      const channel = client.channel(`wide-${table}-${Math.random().toString(36).slice(2)}`);
      for (const filter of filters(table)) {
        channel.on('postgres_changes', { event: '*', schema: 'app', table, filter }, (change) =>
          received.push(change as unknown as Change),
        );
      }
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, error) =>
          status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED ? resolve() : reject(error ?? new Error(status)),
        ),
      );
    }
  }
  // The owner's own wide filter still works: the check above is not vacuous.
  const own: Change[] = [];
  clients.push(owner.client);
  const { data } = await owner.client.auth.getSession();
  await owner.client.realtime.setAuth(data.session!.access_token);
  await subscribeToTable(owner.client, 'case_messages', (change) => own.push(change), {
    filter: `request_id=neq.${strangerCase.id}`,
  });

  await api.db.insert(caseMessages).values([
    { requestId: victimCase.id, sender: 'expert', senderUserId: assigned.id, body: 'Geheime Antwort' },
    { requestId: guestCase.id, sender: 'expert', senderUserId: assigned.id, body: 'Antwort an den Gast' },
  ]);
  await api.db
    .insert(caseEvents)
    .values({ requestId: victimCase.id, fromStatus: 'angenommen', toStatus: 'terminiert', actorRole: 'system' });
  await until(() => own.length === 1, 'the owner’s message');
  await settle();
  // The guest sees their own case's message; nobody sees the victim's.
  expect(received.filter((change) => change.new.request_id === victimCase.id)).toEqual([]);
  expect(received.every((change) => change.new.request_id === guestCase.id)).toBe(true);
});

it('filters on columns the contract does not name, other operators and odd values are refused at the join', async () => {
  const stranger = await signedInUser(api, 'stranger');
  clients.push(stranger.client);
  const { data } = await stranger.client.auth.getSession();
  await stranger.client.realtime.setAuth(data.session!.access_token);
  for (const filter of [
    'body=eq.Geheime Antwort',
    'sender_user_id=eq.x',
    'request_id=like.%',
    'request_id=gt.0',
    'request_id=is.null',
    'request_id=in.',
    'request_id',
    'request_id=not.eq.x',
    'Request_Id=eq.x',
  ]) {
    // As Supabase: the join is answered, then a system message refuses the bindings.
    const system: Record<string, unknown>[] = [];
    stranger.client
      .channel(`odd-${Math.random().toString(36).slice(2)}`)
      .on('postgres_changes', { event: '*', schema: 'app', table: 'case_messages', filter }, () => undefined)
      .on('system', {}, (payload: Record<string, unknown>) => system.push(payload))
      .subscribe();
    await until(() => system.length > 0, `the system message for ${filter}`);
    expect({ filter, status: system[0]!.status }).toEqual({ filter, status: 'error' });
  }
});
