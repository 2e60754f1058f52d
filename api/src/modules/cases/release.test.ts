// Suspending an expert releases their cases (modules/cases/release.ts) through the real api (PGlite, or
// PostgreSQL with DATABASE_URL): accepted, scheduled and addressed cases go back to `neu` for the
// other experts, appointments are cancelled with the CANCEL file, clients are mailed in their
// language (never the admin's reason), the suspended expert loses access at once, over
// /functions/v1 and over /realtime/v1 (real supabase-js), and does not get the cases back when
// reinstated. Ended cases stay as they are.
import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import type { CaseDetail, CaseSummary, RealtimeTable } from '@cc/shared-contract';
import { realtimeTables } from '@cc/shared-contract';
import { asc, eq } from 'drizzle-orm';
import { caseAppointments, caseDeclines, caseEvents, expertRequests } from '../../platform/db/all-tables';
import { adminParty, clientGuest, clientUser, createRequest, expertParty, fn, type Party } from '../../test/cases';
import type { SignedIn } from '../../test/experts';
import { startTestApi, type TestApi } from '../../test/harness';

jest.setTimeout(60_000);

let api: TestApi;
let admin: Party & { user: SignedIn };
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/60', JOB_INTERVAL_MS: '3600000' } });
  admin = await adminParty(api);
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await Promise.all(clients.map((client) => client.realtime.disconnect()));
  await api.close();
});

const post = (party: Party, path: string, json: unknown = {}) => fn(api, party, path, { method: 'POST', json });
const rowOf = async (id: string) => (await api.db.select().from(expertRequests).where(eq(expertRequests.id, id)))[0]!;
const eventsOf = (id: string) =>
  api.db.select().from(caseEvents).where(eq(caseEvents.requestId, id)).orderBy(asc(caseEvents.createdAt));
const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3600_000).toISOString().replace('Z', '+00:00');

async function accepted(client: Party, expert: Party, body: Record<string, unknown> = {}): Promise<string> {
  const request = await createRequest(api, client, body);
  expect((await post(expert, `/cases/${request.id}/accept`)).status).toBe(200);
  return request.id;
}

async function scheduled(client: Party, expert: Party & { id: string }): Promise<{ id: string; appointment: string }> {
  const id = await accepted(client, expert, { expert_id: expert.id });
  const made = await post(expert, `/cases/${id}/appointments`, {
    starts_at: inThreeDays(),
    duration_minutes: 60,
    kind: 'online',
    location: 'https://meet.example.com/raum-7',
  });
  expect(made.status).toBe(201);
  const appointment = (made.body as { appointment: { id: string } }).appointment.id;
  // The expert proposes; the case is scheduled once the founder confirms.
  const answered = await post(client, `/cases/${id}/appointments/${appointment}/answer`, { answer: 'confirm' });
  expect(answered.status).toBe(200);
  return { id, appointment };
}

/** Every change of the case tables `client` receives over /realtime/v1 (supabase-js). */
async function watch(client: SupabaseClient, tables: readonly RealtimeTable[] = realtimeTables) {
  clients.push(client);
  const changes: Array<{ table: string; eventType: string; commit_timestamp: string; new: Record<string, unknown> }> =
    [];
  const { data } = await client.auth.getSession();
  if (data.session) await client.realtime.setAuth(data.session.access_token);
  await Promise.all(
    tables.map(
      (table) =>
        new Promise<void>((resolve, reject) => {
          client
            .channel(`${table}-${Math.random().toString(36).slice(2)}`)
            .on('postgres_changes', { event: '*', schema: 'app', table }, (change) =>
              changes.push(change as unknown as (typeof changes)[number]),
            )
            .subscribe((status, error) => {
              if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
              else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
            });
        }),
    ),
  );
  return changes;
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('suspending an expert', () => {
  it('releases their accepted, scheduled and addressed cases to the other experts; ended cases stay', async () => {
    const suspended = await expertParty(api, admin);
    const other = await expertParty(api, admin);
    const client = await clientUser(api);
    const guest = await clientGuest(api);
    const addressing = await clientUser(api);
    const { id: scheduledId, appointment } = await scheduled(client, suspended);
    const acceptedId = await accepted(guest, suspended, { focus: 'co_founder', mail_lang: 'en' });
    const addressedId = (await createRequest(api, addressing, { expert_id: suspended.id })).id;
    const closed = await scheduled(await clientUser(api), suspended);
    expect((await post(suspended, `/cases/${closed.id}/close`, { outcome: 'Gut gelaufen' })).status).toBe(200);

    // The suspended expert and the guest client listen live.
    const expertChanges = await watch(suspended.user.client);
    const guestClient = api.client();
    await guestClient.realtime.setAuth(guest.headers['x-guest-token']);
    const guestChanges = await watch(guestClient, ['expert_requests']);

    // The database's clock (the changes' commit_timestamp), a little early rather than late.
    const suspendedAt = Date.now() - 50;
    const decided = await post(admin, `/expert-applications/${suspended.id}/decision`, {
      decision: 'suspend',
      reason: 'Beschwerde wird geprüft',
    });
    expect(decided.status).toBe(200);

    for (const [id, from] of [
      [scheduledId, 'terminiert'],
      [acceptedId, 'angenommen'],
      [addressedId, 'neu'],
    ] as const) {
      expect(await rowOf(id)).toMatchObject({ status: 'neu', expertId: null, addressedTo: null, acceptedAt: null });
      expect((await eventsOf(id)).at(-1)).toMatchObject({
        fromStatus: from,
        toStatus: 'neu',
        actorRole: 'admin',
        actorId: admin.id,
        reason: null,
      });
    }
    expect(await rowOf(closed.id)).toMatchObject({ status: 'abgeschlossen', expertId: suspended.id });

    // The appointment is cancelled, with the CANCEL calendar file to both sides.
    const [cancelled] = await api.db.select().from(caseAppointments).where(eq(caseAppointments.id, appointment));
    // Proposed (0), confirmed by the founder (1), cancelled by the release (2).
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    for (const address of [client.email, suspended.email]) {
      // (The closed case's appointment got its CANCEL at closing: the mail names the case.)
      const mail = await api.mail.waitFor(
        (m) =>
          m.to.includes(address.toLowerCase()) &&
          m.text.includes(scheduledId) &&
          m.parts.some((p) => /method=CANCEL/i.test(p.contentType)),
      );
      expect(mail.subject).toMatch(/abgesagt|cancelled/i);
    }

    // Each client is told, in the request's mail language, without the admin's reason.
    const told = async (address: string, subject: RegExp, id: string) => {
      const mail = await api.mail.waitFor(
        (m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject) && m.text.includes(id),
      );
      expect(mail.text).not.toContain('Beschwerde');
      return mail;
    };
    expect((await told(client.email, /ist wieder offen/, scheduledId)).text).toContain(
      'steht für deine Anfrage leider nicht mehr zur Verfügung',
    );
    expect((await told(guest.email, /is open again/, acceptedId)).text).toContain('another expert can take it on');
    await told(addressing.email, /ist wieder offen/, addressedId);

    // The client's case page shows it: open again, the admin's step in the history, no expert.
    const detail = await fn<CaseDetail>(api, guest, `/cases/${acceptedId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.case).toMatchObject({ status: 'neu', expert: null, accepted_at: null });
    expect(detail.body.events.at(-1)).toMatchObject({
      from_status: 'angenommen',
      to_status: 'neu',
      actor_role: 'admin',
    });
    await until(
      () => guestChanges.some((c) => c.eventType === 'UPDATE' && c.new.id === acceptedId && c.new.status === 'neu'),
      'the guest sees the release live',
    );

    // The suspended expert sees nothing of them any more.
    for (const id of [scheduledId, acceptedId, addressedId, closed.id]) {
      expect(await fn(api, suspended, `/cases/${id}`)).toMatchObject({
        status: 404,
        body: { code: 'case_not_found' },
      });
    }
    expect(await fn(api, suspended, '/expert-cases')).toMatchObject({
      status: 403,
      body: { code: 'expert_not_approved' },
    });

    // Another expert finds them in the inbox and takes one; the client writes; nothing reaches the suspended expert.
    const inbox = await fn<{ inbox: CaseSummary[] }>(api, other, '/expert-cases');
    expect(inbox.body.inbox.map((item) => item.id)).toEqual(
      expect.arrayContaining([scheduledId, acceptedId, addressedId]),
    );
    expect((await post(other, `/cases/${acceptedId}/accept`)).status).toBe(200);
    expect((await post(guest, `/cases/${acceptedId}/messages`, { body: 'Hallo, neue Expertin!' })).status).toBe(201);
    await until(
      () => guestChanges.some((c) => c.new.id === acceptedId && c.new.status === 'angenommen'),
      'the guest sees the new acceptance',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Nothing committed since the suspension (changes of the setup may still trickle in late).
    const afterSuspension = expertChanges.filter((change) => Date.parse(change.commit_timestamp) >= suspendedAt);
    expect(afterSuspension).toEqual([]);

    // Reinstated, the expert does not get the released cases back.
    expect((await post(admin, `/expert-applications/${suspended.id}/decision`, { decision: 'reinstate' })).status).toBe(
      200,
    );
    const after = await fn<{ inbox: CaseSummary[]; cases: CaseSummary[] }>(api, suspended, '/expert-cases');
    expect(after.status).toBe(200);
    const seen = [...after.body.inbox, ...after.body.cases].map((item) => item.id);
    for (const id of [scheduledId, acceptedId, addressedId]) expect(seen).not.toContain(id);
    expect(seen).toContain(closed.id);
    const declines = await api.db.select().from(caseDeclines).where(eq(caseDeclines.expertId, suspended.id));
    expect(declines.map((d) => d.requestId).sort()).toEqual([scheduledId, acceptedId, addressedId].sort());
  });

  it('through the service-role key (the admin CLI) too, recorded as an admin without id', async () => {
    const suspended = await expertParty(api, admin);
    const client = await clientUser(api);
    const id = await accepted(client, suspended, { expert_id: suspended.id });
    const service = api.adminClient();
    const { error } = await service.functions.invoke(`expert-applications/${suspended.id}/decision`, {
      method: 'POST',
      body: { decision: 'suspend', reason: 'Pause' },
    });
    expect(error).toBeNull();
    expect(await rowOf(id)).toMatchObject({ status: 'neu', expertId: null });
    expect((await eventsOf(id)).at(-1)).toMatchObject({ fromStatus: 'angenommen', actorRole: 'admin', actorId: null });
  });
});
