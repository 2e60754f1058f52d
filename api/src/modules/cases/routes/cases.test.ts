// The case workflow through the real api (PGlite, or PostgreSQL with DATABASE_URL): requests to one
// expert or open for matching, the inbox per expert, every transition and every role, concurrent
// acceptance (exactly one wins), the history in app.case_events and the mails of each step.
import type { CaseDetail, CaseSummary, ExpertCases } from '@cc/shared-contract';
import { caseStatuses, caseTransition, type CaseAction, type CaseActor } from '@cc/shared-domain';
import { and, eq } from 'drizzle-orm';
import { caseAppointments, caseDeclines, caseEvents, expertRequests } from '../../../platform/db/all-tables';
import { transitionCase } from '../service';
import {
  adminParty,
  clientGuest,
  clientUser,
  createRequest,
  expertParty,
  fn,
  requestBody,
  type Party,
} from '../../../test/cases';
import type { SignedIn } from '../../../test/experts';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
let admin: Party & { user: SignedIn };
/** Focus co_founder and team, de and en, online and in person (completeProfile). */
let expertA: Party & { id: string };
/** Same profile as A: competes for the same open requests. */
let expertB: Party & { id: string };
/** Focus leadership only, French only, online only: fits none of the German requests. */
let expertFr: Party & { id: string };
/** Approved, but its session stays at aal1. */
let expertAal1: Party & { id: string };
/** Submitted, never approved, at aal2. */
let unapproved: Party & { id: string };

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/60' } });
  admin = await adminParty(api);
  expertA = await expertParty(api, admin, { profile: { lang: 'en' } });
  expertB = await expertParty(api, admin);
  expertFr = await expertParty(api, admin, {
    profile: { focus_areas: ['leadership'], languages: ['fr'], formats: ['online'], city_region: null },
  });
  expertAal1 = await expertParty(api, admin, { aal2: false });
  unapproved = await expertParty(api, admin, { approve: false });
}, 120_000);

afterAll(async () => {
  await api.close();
});

const inboxIds = async (expert: Party) => {
  const answer = await fn<ExpertCases>(api, expert, '/expert-cases');
  expect(answer.status).toBe(200);
  return answer.body.inbox.map((item) => item.id);
};
const assignedIds = async (expert: Party) =>
  (await fn<ExpertCases>(api, expert, '/expert-cases')).body.cases.map((item) => item.id);
const detail = (party: Party | null, id: string) => fn<CaseDetail>(api, party, `/cases/${id}`);
const post = (party: Party | null, path: string, json?: unknown) =>
  fn<{ case: CaseSummary; code?: string }>(api, party, path, { method: 'POST', ...(json ? { json } : {}) });
const statusOf = async (id: string) =>
  (await api.db.select({ status: expertRequests.status }).from(expertRequests).where(eq(expertRequests.id, id)))[0]!
    .status;
const eventsOf = (id: string) =>
  api.db.select().from(caseEvents).where(eq(caseEvents.requestId, id)).orderBy(caseEvents.createdAt);

/** Moves an accepted case to `terminiert` as the appointment endpoint does (system transition). */
async function schedule(id: string) {
  const [row] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, id));
  await transitionCase(api.db, row!, 'schedule', { role: 'system', id: null });
}

describe('requests', () => {
  it('an open request: listed for its client with no expert, in the inbox of every expert who fits, mailed to nobody', async () => {
    const client = await clientUser(api);
    const created = await createRequest(api, client, {
      focus: 'team',
      format: 'online',
      region: 'Berlin',
      availability: 'abends',
    });
    expect(created).toMatchObject({
      status: 'neu',
      topic: requestBody.topic,
      focus: 'team',
      format: 'online',
      region: 'Berlin',
      availability: 'abends',
      addressed_to: null,
      expert: null,
      next_appointment: null,
      unread_count: 0,
      accepted_at: null,
    });
    const list = await fn<{ requests: CaseSummary[] }>(api, client, '/expert-requests');
    expect(list.body.requests).toEqual([created]);
    expect(await inboxIds(expertA)).toContain(created.id);
    expect(await inboxIds(expertB)).toContain(created.id);
    expect(await inboxIds(expertFr)).not.toContain(created.id);
    // The first event: the client made it.
    expect(await eventsOf(created.id)).toMatchObject([
      { fromStatus: null, toStatus: 'neu', actorRole: 'client', actorId: client.id },
    ]);
    // Nobody is mailed about an open request: it waits in the inboxes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.mail.to(expertA.email).filter((mail) => /request|Anfrage/.test(mail.subject))).toEqual([]);
  });

  it('matches focus, language and format; any focus and any format fit everyone with the language', async () => {
    const client = await clientGuest(api);
    const french = await createRequest(api, client, { lang: 'fr', focus: 'leadership', format: 'online' });
    const anyFocus = await createRequest(api, client, { lang: 'fr' });
    const inPerson = await createRequest(api, client, { lang: 'fr', format: 'in_person' });
    const otherFocus = await createRequest(api, client, { lang: 'fr', focus: 'team' });
    const frInbox = await inboxIds(expertFr);
    expect(frInbox).toEqual(expect.arrayContaining([french.id, anyFocus.id]));
    expect(frInbox).not.toContain(inPerson.id);
    expect(frInbox).not.toContain(otherFocus.id);
    // A and B speak no French.
    expect(await inboxIds(expertA)).not.toContain(french.id);
    // The inbox shows the first name, never the address.
    const item = (await fn<ExpertCases>(api, expertFr, '/expert-cases')).body.inbox.find((i) => i.id === french.id);
    expect(item).toMatchObject({ client_name: 'Gina', summary: requestBody.summary });
    expect(JSON.stringify(item)).not.toContain(client.email);
  });

  it('a direct request: only the chosen expert sees it, gets a mail in their language, the client sees their card', async () => {
    const client = await clientGuest(api);
    const created = await createRequest(api, client, { expert_id: expertA.id, mail_lang: 'en' });
    expect(created).toMatchObject({
      addressed_to: expertA.id,
      expert: { id: expertA.id, display_name: 'Dr. Anna Beispiel', title: 'Zertifizierte Mediatorin', photo_url: null },
    });
    expect(await inboxIds(expertA)).toContain(created.id);
    expect(await inboxIds(expertB)).not.toContain(created.id);
    const mail = await api.mail.take(expertA.email, /A new request for you/);
    expect(mail.subject).toContain(requestBody.topic);
    expect(mail.text).toContain('Gina has asked you directly');
    expect(mail.text).toContain(`http://localhost:3000/expert-portal/cases/${created.id}`);
    expect(mail.text).not.toContain(client.email);
  });

  it('refuses a direct request to anyone but an approved expert, and to oneself', async () => {
    const client = await clientUser(api);
    for (const id of [unapproved.id, client.id!, '00000000-0000-4000-8000-000000000000']) {
      const answer = await fn(api, client, '/expert-requests', {
        method: 'POST',
        json: { ...requestBody, expert_id: id },
      });
      expect(answer).toMatchObject({ status: 422, body: { code: 'expert_not_available' } });
    }
    const self = await fn(api, expertA, '/expert-requests', {
      method: 'POST',
      json: { ...requestBody, expert_id: expertA.id },
    });
    expect(self).toMatchObject({ status: 422, body: { code: 'expert_not_available' } });
    // An expert's own open request never lands in their inbox.
    const own = await createRequest(api, expertB, { focus: 'team' });
    expect(await inboxIds(expertB)).not.toContain(own.id);
    expect(await inboxIds(expertA)).toContain(own.id);
  });

  it('validates the body: consent, language, focus, format, lengths', async () => {
    const client = await clientUser(api);
    const bad = [
      [{ ...requestBody, consent: false }, 'consent_required'],
      [{ ...requestBody, lang: 'xx' }, 'validation_failed'],
      [{ ...requestBody, focus: 'cooking' }, 'validation_failed'],
      [{ ...requestBody, format: 'phone' }, 'validation_failed'],
      [{ ...requestBody, topic: 'x'.repeat(201) }, 'validation_failed'],
      [{ ...requestBody, expert_id: 'nobody' }, 'validation_failed'],
    ] as const;
    for (const [json, code] of bad) {
      expect(await fn(api, client, '/expert-requests', { method: 'POST', json })).toMatchObject({
        status: 400,
        body: { code },
      });
    }
    // An over-long text is refused, never cut; each field is named, so the form says it at the field.
    const tooLong = await fn(api, client, '/expert-requests', {
      method: 'POST',
      json: { ...requestBody, summary: 'x'.repeat(4001), availability: 'y'.repeat(501) },
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        details: {
          fields: expect.arrayContaining([
            { field: 'summary', reason: 'too_long', max: 4000 },
            { field: 'availability', reason: 'too_long', max: 500 },
          ]),
        },
      },
    });
    // The message names what the visitor tried (not the premium advisor, whose guard this once was).
    for (const method of ['POST', 'GET'] as const) {
      expect(
        await fn(api, null, '/expert-requests', { method, json: method === 'POST' ? requestBody : undefined }),
      ).toMatchObject({
        status: 401,
        body: { code: 'not_authenticated', message: expect.stringMatching(/ask an expert/) },
      });
    }
  });
});

describe('who sees a case', () => {
  it('the client (user or guest), the experts it is meant for at aal2, the assigned one with the contact; nobody else', async () => {
    const user = await clientUser(api);
    const guest = await clientGuest(api);
    const other = await clientUser(api);
    const ofUser = await createRequest(api, user, { focus: 'team' });
    const ofGuest = await createRequest(api, guest, { focus: 'team' });

    expect(await detail(user, ofUser.id)).toMatchObject({
      status: 200,
      body: {
        role: 'client',
        contact: null,
        actions: ['cancel'],
        events: [{ to_status: 'neu', actor_role: 'client' }],
      },
    });
    expect(await detail(guest, ofGuest.id)).toMatchObject({ status: 200, body: { role: 'client' } });
    for (const [party, id] of [
      [other, ofUser.id],
      [guest, ofUser.id],
      [user, ofGuest.id],
      [expertFr, ofUser.id],
      [unapproved, ofUser.id],
      [admin, ofUser.id],
    ] as const) {
      expect(await detail(party, id)).toMatchObject({ status: 404, body: { code: 'case_not_found' } });
    }
    expect(await detail(null, ofUser.id)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    expect(await detail(expertAal1, ofUser.id)).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    expect(await detail(user, 'not-a-uuid')).toMatchObject({ status: 404, body: { code: 'case_not_found' } });

    // In A's inbox: A sees it without the contact and may accept or decline.
    expect(await detail(expertA, ofUser.id)).toMatchObject({
      status: 200,
      body: { role: 'expert', contact: null, actions: ['accept', 'decline'] },
    });
    expect((await post(expertA, `/cases/${ofUser.id}/accept`)).status).toBe(200);
    const assigned = await detail(expertA, ofUser.id);
    expect(assigned.body).toMatchObject({
      role: 'expert',
      contact: { email: user.email, name: null },
      actions: ['cancel'],
      case: { status: 'angenommen', expert: { id: expertA.id } },
    });
    // Taken: B no longer sees it.
    expect(await detail(expertB, ofUser.id)).toMatchObject({ status: 404 });
    // A suspended expert sees nothing, their cases included.
    // (Checked with a fresh expert so the others stay usable.)
    const suspended = await expertParty(api, admin);
    const direct = await createRequest(api, user, { expert_id: suspended.id });
    expect((await post(suspended, `/cases/${direct.id}/accept`)).status).toBe(200);
    await fn(api, admin, `/expert-applications/${suspended.id}/decision`, {
      method: 'POST',
      json: { decision: 'suspend', reason: 'Pause' },
    });
    expect(await detail(suspended, direct.id)).toMatchObject({ status: 404 });
    expect(await fn(api, suspended, '/expert-cases')).toMatchObject({
      status: 403,
      body: { code: 'expert_not_approved' },
    });
  });

  it('the expert endpoints: 401 for guests and anonymous callers, 403 below aal2 and for anyone but an approved expert', async () => {
    const client = await clientUser(api);
    const guest = await clientGuest(api);
    const created = await createRequest(api, client, { focus: 'team' });
    const paths = ['/expert-cases', `/cases/${created.id}/accept`, `/cases/${created.id}/notes`] as const;
    for (const path of paths) {
      const method = path.endsWith('accept') ? 'POST' : 'GET';
      expect(await fn(api, null, path, { method })).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
      expect(await fn(api, guest, path, { method })).toMatchObject({
        status: 401,
        body: { code: 'not_authenticated' },
      });
      for (const party of [client, unapproved, admin]) {
        expect(await fn(api, party, path, { method })).toMatchObject({
          status: 403,
          body: { code: 'expert_not_approved' },
        });
      }
      expect(await fn(api, expertAal1, path, { method })).toMatchObject({
        status: 403,
        body: { code: 'insufficient_aal' },
      });
    }
    expect(await statusOf(created.id)).toBe('neu');
  });
});

describe('accepting', () => {
  it('of concurrent accepts exactly one wins; the others get case_taken and the request leaves their inbox', async () => {
    const client = await clientGuest(api);
    const created = await createRequest(api, client, { focus: 'co_founder', mail_lang: 'en' });
    const third = await expertParty(api, admin);
    const experts = [expertA, expertB, third];
    const answers = await Promise.all(experts.map((expert) => post(expert, `/cases/${created.id}/accept`)));
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(2);
    for (const loser of losers) expect(loser).toMatchObject({ status: 409, body: { code: 'case_taken' } });
    const winner = experts[answers.findIndex((answer) => answer.status === 200)]!;
    expect(winners[0]!.body.case).toMatchObject({ status: 'angenommen', expert: { id: winner.id } });

    const [row] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, created.id));
    expect(row).toMatchObject({ status: 'angenommen', expertId: winner.id });
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(await eventsOf(created.id)).toMatchObject([
      { toStatus: 'neu', actorRole: 'client', actorId: null },
      { fromStatus: 'neu', toStatus: 'angenommen', actorRole: 'expert', actorId: winner.id },
    ]);
    for (const expert of experts) {
      expect(await inboxIds(expert)).not.toContain(created.id);
      expect((await assignedIds(expert)).includes(created.id)).toBe(expert === winner);
    }
    // Accepting again is a status conflict for the winner.
    expect(await post(winner, `/cases/${created.id}/accept`)).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict' },
    });
    // The client hears of it in their mail language, with the expert's name and the case link.
    const mail = await api.mail.take(client.email, /was accepted/);
    expect(mail.text).toContain('Dr. Anna Beispiel');
    expect(mail.text).toContain(`http://localhost:3000/cases/${created.id}`);
  });

  it('refuses what was never meant for the expert (404) and what ended (409)', async () => {
    const client = await clientUser(api);
    const forA = await createRequest(api, client, { expert_id: expertA.id });
    expect(await post(expertB, `/cases/${forA.id}/accept`)).toMatchObject({
      status: 404,
      body: { code: 'case_not_found' },
    });
    expect(await post(expertFr, `/cases/${forA.id}/accept`)).toMatchObject({ status: 404 });
    expect(await post(expertA, '/cases/00000000-0000-4000-8000-000000000000/accept')).toMatchObject({ status: 404 });
    expect((await post(client, `/cases/${forA.id}/cancel`, {})).status).toBe(200);
    expect(await post(expertA, `/cases/${forA.id}/accept`)).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict', details: { status: 'storniert' } },
    });
  });
});

describe('declining', () => {
  it('a request addressed to the expert ends as abgelehnt; the client reads the reason in their mail language', async () => {
    const client = await clientGuest(api);
    const created = await createRequest(api, client, { expert_id: expertA.id, mail_lang: 'en' });
    expect(await post(expertA, `/cases/${created.id}/decline`, {})).toMatchObject({
      status: 400,
      body: { code: 'reason_required' },
    });
    const declined = await post(expertA, `/cases/${created.id}/decline`, { reason: 'Keine Kapazität bis März.' });
    expect(declined).toMatchObject({
      status: 200,
      body: { case: { status: 'abgelehnt', decline_reason: 'Keine Kapazität bis März.' } },
    });
    expect(await eventsOf(created.id)).toMatchObject([
      { toStatus: 'neu' },
      {
        fromStatus: 'neu',
        toStatus: 'abgelehnt',
        actorRole: 'expert',
        actorId: expertA.id,
        reason: 'Keine Kapazität bis März.',
      },
    ]);
    const mail = await api.mail.take(client.email, /was declined/);
    expect(mail.text).toContain('Keine Kapazität bis März.');
    expect(mail.text).toContain(`/cases/${created.id}`);
    expect(await inboxIds(expertA)).not.toContain(created.id);
    expect(await detail(client, created.id)).toMatchObject({ body: { case: { status: 'abgelehnt' }, actions: [] } });
    // Final: no further transition.
    expect(await post(client, `/cases/${created.id}/cancel`, {})).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict' },
    });
  });

  it('an open request only leaves the declining expert’s inbox and stays neu for the others', async () => {
    const client = await clientUser(api);
    const created = await createRequest(api, client, { focus: 'team' });
    const answer = await post(expertA, `/cases/${created.id}/decline`, { reason: 'Passt thematisch nicht.' });
    expect(answer).toMatchObject({ status: 200, body: { case: { status: 'neu' } } });
    expect(await statusOf(created.id)).toBe('neu');
    expect(
      await api.db
        .select()
        .from(caseDeclines)
        .where(and(eq(caseDeclines.requestId, created.id), eq(caseDeclines.expertId, expertA.id))),
    ).toHaveLength(1);
    expect(await inboxIds(expertA)).not.toContain(created.id);
    expect(await inboxIds(expertB)).toContain(created.id);
    expect(await detail(expertA, created.id)).toMatchObject({ status: 404 });
    expect(await post(expertA, `/cases/${created.id}/accept`)).toMatchObject({ status: 404 });
    // No event, no mail to the client: nothing changed for them.
    expect(await eventsOf(created.id)).toHaveLength(1);
    expect(api.mail.to(client.email).filter((mail) => /declined|abgelehnt/.test(mail.subject))).toEqual([]);
    expect((await post(expertB, `/cases/${created.id}/accept`)).status).toBe(200);
  });
});

describe('cancelling and closing', () => {
  it('the client cancels a new request (reason optional); the addressed expert hears of it', async () => {
    const client = await clientUser(api);
    const created = await createRequest(api, client, { expert_id: expertB.id });
    const answer = await post(client, `/cases/${created.id}/cancel`, {});
    expect(answer).toMatchObject({ status: 200, body: { case: { status: 'storniert', cancel_reason: null } } });
    expect(await eventsOf(created.id)).toMatchObject([
      { toStatus: 'neu' },
      { fromStatus: 'neu', toStatus: 'storniert', actorRole: 'client', actorId: client.id, reason: null },
    ]);
    await api.mail.take(expertB.email, /wurde storniert/);
    expect(await inboxIds(expertB)).not.toContain(created.id);
  });

  it('the assigned expert cancels with a reason (mailed to the client); anyone else cannot', async () => {
    const client = await clientGuest(api);
    const created = await createRequest(api, client, { expert_id: expertA.id });
    expect((await post(expertA, `/cases/${created.id}/accept`)).status).toBe(200);
    expect(await post(expertB, `/cases/${created.id}/cancel`, { reason: 'x' })).toMatchObject({ status: 404 });
    expect(await post(null, `/cases/${created.id}/cancel`, {})).toMatchObject({ status: 401 });
    expect(await post(expertA, `/cases/${created.id}/cancel`, {})).toMatchObject({
      status: 400,
      body: { code: 'reason_required' },
    });
    const cancelled = await post(expertA, `/cases/${created.id}/cancel`, { reason: 'Interessenkonflikt.' });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { case: { status: 'storniert', cancel_reason: 'Interessenkonflikt.' } },
    });
    const mail = await api.mail.take(client.email, /wurde storniert/);
    expect(mail.text).toContain('Interessenkonflikt.');
    expect(mail.text).toContain('Dr. Anna Beispiel');
  });

  it('closing needs terminiert and an outcome; the client gets the outcome; a closed case is final', async () => {
    const client = await clientUser(api);
    const created = await createRequest(api, client, { expert_id: expertA.id, mail_lang: 'en' });
    expect(await post(expertA, `/cases/${created.id}/close`, { outcome: 'Zu früh' })).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict', details: { status: 'neu' } },
    });
    expect((await post(expertA, `/cases/${created.id}/accept`)).status).toBe(200);
    expect(await post(expertA, `/cases/${created.id}/close`, { outcome: 'Noch kein Termin' })).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict', details: { status: 'angenommen' } },
    });
    await schedule(created.id);
    expect(await detail(expertA, created.id)).toMatchObject({ body: { actions: ['close', 'cancel'] } });
    expect(await detail(client, created.id)).toMatchObject({ body: { actions: ['cancel'] } });
    expect(await post(expertA, `/cases/${created.id}/close`, { outcome: '  ' })).toMatchObject({
      status: 400,
      body: { code: 'reason_required' },
    });
    expect(await post(expertB, `/cases/${created.id}/close`, { outcome: 'Fremd' })).toMatchObject({ status: 404 });
    expect(await post(client, `/cases/${created.id}/close`, { outcome: 'Ich' })).toMatchObject({
      status: 403,
      body: { code: 'expert_not_approved' },
    });
    const closed = await post(expertA, `/cases/${created.id}/close`, {
      outcome: 'Rollen geklärt, Vereinbarung steht.',
    });
    expect(closed).toMatchObject({
      status: 200,
      body: { case: { status: 'abgeschlossen', outcome: 'Rollen geklärt, Vereinbarung steht.' } },
    });
    expect(closed.body.case.closed_at).toEqual(expect.any(String));
    const mail = await api.mail.take(client.email, /is closed/);
    expect(mail.text).toContain('Rollen geklärt, Vereinbarung steht.');
    expect((await eventsOf(created.id)).map((event) => [event.fromStatus, event.toStatus, event.actorRole])).toEqual([
      [null, 'neu', 'client'],
      ['neu', 'angenommen', 'expert'],
      ['angenommen', 'terminiert', 'system'],
      ['terminiert', 'abgeschlossen', 'expert'],
    ]);
    for (const party of [client, expertA]) {
      expect(await post(party, `/cases/${created.id}/cancel`, { reason: 'Doch nicht' })).toMatchObject({
        status: 409,
        body: { code: 'case_status_conflict' },
      });
    }
    // The client's list shows the outcome and the expert.
    const list = await fn<{ requests: CaseSummary[] }>(api, client, '/expert-requests');
    expect(list.body.requests[0]).toMatchObject({
      id: created.id,
      status: 'abgeschlossen',
      expert: { id: expertA.id },
    });
  });
});

describe('the transition table', () => {
  it('every action from every status answers as shared-domain’s caseTransitions says, and records the allowed ones', async () => {
    const client = await clientGuest(api);
    const attempts: Array<{ action: CaseAction; actor: CaseActor; call: (id: string) => ReturnType<typeof post> }> = [
      { action: 'accept', actor: 'expert', call: (id) => post(expertA, `/cases/${id}/accept`) },
      { action: 'decline', actor: 'expert', call: (id) => post(expertA, `/cases/${id}/decline`, { reason: 'Nein' }) },
      { action: 'cancel', actor: 'client', call: (id) => post(client, `/cases/${id}/cancel`, { reason: 'Anders' }) },
      { action: 'cancel', actor: 'expert', call: (id) => post(expertA, `/cases/${id}/cancel`, { reason: 'Krank' }) },
      { action: 'close', actor: 'expert', call: (id) => post(expertA, `/cases/${id}/close`, { outcome: 'Gut' }) },
    ];
    const outcomes: string[] = [];
    for (const status of caseStatuses) {
      for (const attempt of attempts) {
        const created = await createRequest(api, client, { expert_id: expertA.id });
        if (status !== 'neu') {
          await api.db
            .update(expertRequests)
            .set({ status, expertId: expertA.id })
            .where(eq(expertRequests.id, created.id));
        }
        const transition = caseTransition(status, attempt.action, attempt.actor);
        const answer = await attempt.call(created.id);
        outcomes.push(`${status} ${attempt.actor} ${attempt.action}: ${answer.status}`);
        if (transition) {
          expect([status, attempt, answer.status]).toEqual([status, attempt, 200]);
          expect(answer.body.case.status).toBe(transition.to);
          const events = await eventsOf(created.id);
          expect(events.at(-1)).toMatchObject({
            fromStatus: status,
            toStatus: transition.to,
            actorRole: attempt.actor,
            actorId: attempt.actor === 'expert' ? expertA.id : null,
          });
        } else {
          expect([status, attempt, answer.status, answer.body.code]).toEqual([
            status,
            attempt,
            409,
            'case_status_conflict',
          ]);
          expect(await statusOf(created.id)).toBe(status);
        }
      }
    }
    // Allowed: accept, decline and the client's cancel from neu; both cancels from angenommen and
    // terminiert, and closing from terminiert. Nothing from a final status.
    expect(outcomes.filter((line) => line.endsWith('200'))).toEqual([
      'neu expert accept: 200',
      'neu expert decline: 200',
      'neu client cancel: 200',
      'angenommen client cancel: 200',
      'angenommen expert cancel: 200',
      'terminiert client cancel: 200',
      'terminiert expert cancel: 200',
      'terminiert expert close: 200',
    ]);
  });
});

describe('lists', () => {
  it('show the next appointment that has not ended (not a cancelled or a past one) to both sides', async () => {
    const client = await clientUser(api);
    const created = await createRequest(api, client, { expert_id: expertA.id });
    await post(expertA, `/cases/${created.id}/accept`);
    await schedule(created.id);
    const hour = 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset);
    const base = {
      requestId: created.id,
      kind: 'online' as const,
      location: 'https://meet.example.com/x',
      status: 'scheduled' as const,
    };
    await api.db.insert(caseAppointments).values([
      // Started 30 minutes ago and lasts an hour: still the next one until it ends.
      { ...base, startsAt: at(-0.5 * hour), durationMinutes: 60 },
      { ...base, startsAt: at(-3 * hour), durationMinutes: 60 },
      { ...base, startsAt: at(-0.25 * hour), durationMinutes: 60, status: 'cancelled' },
      { ...base, startsAt: at(48 * hour), durationMinutes: 90 },
      // A proposal waiting for the client is not the next appointment, but the proposed one.
      { ...base, startsAt: at(24 * hour), options: [at(24 * hour)], durationMinutes: 30, status: 'proposed' },
    ]);
    const clientList = await fn<{ requests: CaseSummary[] }>(api, client, '/expert-requests');
    const ofClient = clientList.body.requests.find((item) => item.id === created.id)!;
    expect(ofClient.next_appointment).toMatchObject({ duration_minutes: 60, status: 'scheduled' });
    expect(Date.parse(ofClient.next_appointment!.starts_at)).toBeLessThan(Date.now());
    expect(ofClient.proposed_appointment).toMatchObject({ duration_minutes: 30, status: 'proposed' });
    const expertList = await fn<ExpertCases>(api, expertA, '/expert-cases');
    expect(expertList.body.cases.find((item) => item.id === created.id)!.next_appointment).toEqual(
      ofClient.next_appointment,
    );
    // The detail lists all five, by start.
    const shown = await detail(client, created.id);
    expect(shown.body.appointments.map((a) => a.status)).toEqual([
      'scheduled',
      'scheduled',
      'cancelled',
      'proposed',
      'scheduled',
    ]);
  });
});
