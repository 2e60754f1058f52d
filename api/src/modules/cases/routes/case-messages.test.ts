// A case's messages and private notes through the real api: only the client and the assigned
// expert read and write the thread (and only while the case is open for it), only the writing
// expert reads their notes, the mail to an absent recipient (delay, one per case and recipient per
// hour, claimed once under concurrent runs), the guest claim keeping a guest's cases, and cases in
// the account export and deletion.
import type { CaseMessage, CaseNote, CaseSummary, ExpertCases } from '@cc/shared-contract';
import { eq, sql } from 'drizzle-orm';
import { sendCaseMessageMails } from '../service';
import { caseMessages, caseNotes, expertRequests, mailOutbox } from '../../../platform/db/all-tables';
import { checklistProgress } from '../../../modules/results/tables';
import { adminParty, clientGuest, clientUser, createRequest, expertParty, fn, type Party } from '../../../test/cases';
import type { SignedIn } from '../../../test/experts';
import { goodPassword, startTestApi, uniqueEmail, type TestApi } from '../../../test/harness';

let api: TestApi;
let admin: Party & { user: SignedIn };
let expertA: Party & { id: string; user: SignedIn };
let expertB: Party & { id: string };
let expertAal1: Party & { id: string };

beforeAll(async () => {
  // Jobs off: the tests run the message-mail job themselves. No delay: a message is due at once.
  api = await startTestApi({
    env: { JOBS: 'false', CASE_MESSAGE_MAIL_DELAY: '0', RATE_LIMIT_CASE_MESSAGES_PER_SENDER: '30/600' },
  });
  admin = await adminParty(api);
  expertA = await expertParty(api, admin, { profile: { lang: 'en' } });
  expertB = await expertParty(api, admin);
  expertAal1 = await expertParty(api, admin, { aal2: false });
}, 120_000);

afterAll(async () => {
  await api.close();
});

const post = <T = Record<string, unknown>>(party: Party | null, path: string, json?: unknown) =>
  fn<T>(api, party, path, { method: 'POST', ...(json === undefined ? {} : { json }) });
const messages = (party: Party | null, id: string) =>
  fn<{ messages: CaseMessage[] }>(api, party, `/cases/${id}/messages`);
const send = (party: Party | null, id: string, body: string) =>
  post<CaseMessage>(party, `/cases/${id}/messages`, { body });

/** A case of `client` addressed to and accepted by expert A. */
async function acceptedCase(client: Party, body: Record<string, unknown> = {}): Promise<string> {
  const created = await createRequest(api, client, { expert_id: expertA.id, ...body });
  expect((await post(expertA, `/cases/${created.id}/accept`)).status).toBe(200);
  return created.id;
}

/** The guest lead behind a guest party's token. */
const guestLeadOf = (guest: Party) =>
  (JSON.parse(Buffer.from(guest.headers['x-guest-token']!.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;

const caseMails = (address: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()} and ${mailOutbox.kind} = 'case_mail'`);
const messageMails = async (address: string) =>
  (await caseMails(address)).filter((mail) => /New message|Neue Nachricht/.test(mail.subject));

describe('messages', () => {
  it('flow between the client and the assigned expert, with mine, unread counts and read marks', async () => {
    const client = await clientGuest(api);
    const created = await createRequest(api, client, { expert_id: expertA.id });
    // Not before acceptance: no thread yet, and the expert whose inbox holds it sees none.
    expect(await send(client, created.id, 'Hallo?')).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict', details: { status: 'neu' } },
    });
    expect(await messages(expertA, created.id)).toMatchObject({ status: 404, body: { code: 'case_not_found' } });
    expect((await post(expertA, `/cases/${created.id}/accept`)).status).toBe(200);
    const id = created.id;

    const first = await send(client, id, '  Hallo, danke fürs Annehmen!  ');
    expect(first).toMatchObject({
      status: 201,
      body: { sender: 'client', mine: true, body: 'Hallo, danke fürs Annehmen!', read_at: null },
    });
    const reply = await send(expertA, id, 'Gern. Wann passt es dir?');
    expect(reply).toMatchObject({ status: 201, body: { sender: 'expert', mine: true } });
    await send(expertA, id, 'Dienstag oder Donnerstag?');

    const ofClient = await messages(client, id);
    expect(ofClient.body.messages.map((m) => [m.sender, m.mine])).toEqual([
      ['client', true],
      ['expert', false],
      ['expert', false],
    ]);
    const ofExpert = await messages(expertA, id);
    expect(ofExpert.body.messages.map((m) => m.mine)).toEqual([false, true, true]);

    // Unread counts: the other side's unread messages, in every list and the detail.
    const clientList = await fn<{ requests: CaseSummary[] }>(api, client, '/expert-requests');
    expect(clientList.body.requests.find((r) => r.id === id)).toMatchObject({ unread_count: 2 });
    const expertList = await fn<ExpertCases>(api, expertA, '/expert-cases');
    expect(expertList.body.cases.find((r) => r.id === id)).toMatchObject({ unread_count: 1 });
    expect(await fn(api, client, `/cases/${id}`)).toMatchObject({ body: { case: { unread_count: 2 } } });

    expect(await post(client, `/cases/${id}/messages/read`)).toEqual({ status: 200, body: { read: 2 } });
    expect(await post(client, `/cases/${id}/messages/read`)).toEqual({ status: 200, body: { read: 0 } });
    const afterRead = await messages(expertA, id);
    expect(afterRead.body.messages.filter((m) => m.sender === 'expert').every((m) => m.read_at !== null)).toBe(true);
    expect(afterRead.body.messages[0]!.read_at).toBeNull();
    expect(await fn(api, client, `/cases/${id}`)).toMatchObject({ body: { case: { unread_count: 0 } } });

    // Once the case ends the thread stays readable but takes no more messages.
    expect((await post(client, `/cases/${id}/cancel`, { reason: 'Hat sich erledigt' })).status).toBe(200);
    expect(await send(expertA, id, 'Schade')).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict', details: { status: 'storniert' } },
    });
    expect((await messages(client, id)).body.messages).toHaveLength(3);
  });

  it('nobody else reads, writes or marks the thread', async () => {
    const client = await clientUser(api);
    const id = await acceptedCase(client);
    await send(client, id, 'Vertraulich');
    const other = await clientUser(api);
    const unapproved = await expertParty(api, admin, { approve: false });
    for (const party of [other, expertB, unapproved, admin]) {
      expect(await messages(party, id)).toMatchObject({ status: 404, body: { code: 'case_not_found' } });
      expect(await send(party, id, 'Ich auch')).toMatchObject({ status: 404 });
      expect(await post(party, `/cases/${id}/messages/read`)).toMatchObject({ status: 404 });
    }
    expect(await messages(null, id)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    expect(await send(null, id, 'x')).toMatchObject({ status: 401 });
    expect(await messages(expertAal1, id)).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    // The expert's own session below aal2 reaches no case data either.
    const aal1 = api.client();
    await aal1.auth.signInWithPassword({ email: expertA.email, password: goodPassword });
    const token = (await aal1.auth.getSession()).data.session!.access_token;
    const expertAtAal1 = { headers: { authorization: `Bearer ${token}` }, email: expertA.email, id: expertA.id };
    expect(await messages(expertAtAal1, id)).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    const rows = await api.db.select().from(caseMessages).where(eq(caseMessages.requestId, id));
    expect(rows.map((row) => row.body)).toEqual(['Vertraulich']);
  });

  it('are limited per sender over all their cases', async () => {
    const client = await clientGuest(api);
    const first = await acceptedCase(client);
    const second = await acceptedCase(client);
    for (let i = 0; i < 30; i++) {
      expect((await send(client, i % 2 ? first : second, `Nachricht ${i}`)).status).toBe(201);
    }
    const limited = await api.request(`/functions/v1/cases/${first}/messages`, {
      method: 'POST',
      headers: client.headers,
      json: { body: 'Eine zu viel' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    // The other side is counted on its own.
    expect((await send(expertA, first, 'Hallo')).status).toBe(201);
  });

  it('validates the body', async () => {
    const client = await clientUser(api);
    const id = await acceptedCase(client);
    for (const json of [{}, { body: '   ' }, { body: 'x'.repeat(4001) }, { body: 5 }]) {
      expect(await post(client, `/cases/${id}/messages`, json)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
    }
    expect(await send(client, id, 'x'.repeat(4000))).toMatchObject({ status: 201 });
  });
});

describe('private notes', () => {
  it('only the assigned expert who wrote them reads and deletes them', async () => {
    const client = await clientUser(api);
    const created = await createRequest(api, client, { expert_id: expertA.id });
    // Before acceptance there is nothing to note on.
    expect(await fn(api, expertA, `/cases/${created.id}/notes`)).toMatchObject({ status: 404 });
    await post(expertA, `/cases/${created.id}/accept`);
    const id = created.id;
    const note = await post<CaseNote>(expertA, `/cases/${id}/notes`, {
      body: 'Wirkt sehr belastet; Rollenfrage zuerst.',
    });
    expect(note).toMatchObject({ status: 201, body: { body: 'Wirkt sehr belastet; Rollenfrage zuerst.' } });
    await post(expertA, `/cases/${id}/notes`, { body: 'Zweite Notiz' });
    const listed = await fn<{ notes: CaseNote[] }>(api, expertA, `/cases/${id}/notes`);
    expect(listed.body.notes.map((n) => n.body)).toEqual(['Zweite Notiz', 'Wirkt sehr belastet; Rollenfrage zuerst.']);

    // Nobody else: not the client, not another expert, not an admin; not in any other answer.
    const guest = await clientGuest(api);
    expect(await fn(api, client, `/cases/${id}/notes`)).toMatchObject({
      status: 403,
      body: { code: 'expert_not_approved' },
    });
    expect(await fn(api, guest, `/cases/${id}/notes`)).toMatchObject({ status: 401 });
    expect(await fn(api, admin, `/cases/${id}/notes`)).toMatchObject({ status: 403 });
    expect(await fn(api, expertB, `/cases/${id}/notes`)).toMatchObject({
      status: 404,
      body: { code: 'case_not_found' },
    });
    expect(await fn(api, expertAal1, `/cases/${id}/notes`)).toMatchObject({
      status: 403,
      body: { code: 'insufficient_aal' },
    });
    expect(await post(expertB, `/cases/${id}/notes`, { body: 'Fremd' })).toMatchObject({ status: 404 });
    const seen = JSON.stringify([
      await fn(api, client, `/cases/${id}`),
      await fn(api, expertA, `/cases/${id}`),
      await messages(client, id),
      await fn(api, client, '/expert-requests'),
      await fn(api, expertA, '/expert-cases'),
    ]);
    expect(seen).not.toContain('belastet');

    // Expert B, on a case of their own, cannot delete A's note by its id.
    const ofB = await createRequest(api, client, { expert_id: expertB.id });
    await post(expertB, `/cases/${ofB.id}/accept`);
    expect(await fn(api, expertB, `/cases/${ofB.id}/notes/${note.body.id}`, { method: 'DELETE' })).toEqual({
      status: 200,
      body: { deleted: 0 },
    });
    expect(await fn(api, expertA, `/cases/${id}/notes/${note.body.id}`, { method: 'DELETE' })).toEqual({
      status: 200,
      body: { deleted: 1 },
    });
    expect(await fn(api, expertA, `/cases/${id}/notes/${note.body.id}`, { method: 'DELETE' })).toEqual({
      status: 200,
      body: { deleted: 0 },
    });
    expect((await api.db.select().from(caseNotes).where(eq(caseNotes.requestId, id))).map((n) => n.body)).toEqual([
      'Zweite Notiz',
    ]);
  });
});

/** Moves the case's messages and mail stamps an hour (and a minute) into the past. */
async function anHourPasses(id: string) {
  const earlier = (column: string) => sql.raw(`${column} - interval '61 minutes'`);
  await api.db
    .update(caseMessages)
    .set({ createdAt: earlier('created_at') })
    .where(eq(caseMessages.requestId, id));
  await api.db
    .update(expertRequests)
    .set({ clientNotifiedAt: earlier('client_notified_at'), expertNotifiedAt: earlier('expert_notified_at') })
    .where(eq(expertRequests.id, id));
}

describe('the mail about unread messages', () => {
  it('goes to the absent recipient once per case per hour, and only about messages not mailed yet', async () => {
    const run = () => sendCaseMessageMails(api.db, api.config);
    // Earlier tests' unread messages are mailed first, so the counts below are this case's.
    await run();
    const client = await clientGuest(api);
    const id = await acceptedCase(client, { mail_lang: 'en' });
    expect(await run()).toBe(0);

    await send(expertA, id, 'Erste Nachricht');
    // Within the delay nothing is due.
    expect(await sendCaseMessageMails(api.db, { ...api.config, caseMessageMailDelaySeconds: 120 })).toBe(0);
    expect(await run()).toBe(1);
    const mail = await api.mail.take(client.email, /New message about/);
    expect(mail.text).toContain('Dr. Anna Beispiel has written you a message');
    expect(mail.text).toContain(`http://localhost:3000/cases/${id}`);
    expect(mail.text).not.toContain('Erste Nachricht');

    // A second message within the hour: no second mail.
    await send(expertA, id, 'Zweite Nachricht');
    expect(await run()).toBe(0);
    // An hour later the still unread messages are mailed again, once.
    await anHourPasses(id);
    expect(await run()).toBe(1);
    expect((await api.mail.take(client.email, /New message about/)).text).toContain('2 messages');
    expect(await run()).toBe(0);
    // Nothing new since the last mail: no mail after another hour either.
    await anHourPasses(id);
    expect(await run()).toBe(0);
    // Read messages are no reason to mail.
    await send(expertA, id, 'Dritte Nachricht');
    await post(client, `/cases/${id}/messages/read`);
    expect(await run()).toBe(0);
    expect(await messageMails(client.email)).toHaveLength(2);

    // The other direction: the expert, at their account's address in their profile's language.
    await send(client, id, 'Antwort der Klientin');
    expect(await run()).toBe(1);
    // (Expert A may have mails about earlier tests' cases: this one is found by its link.)
    const link = `http://localhost:3000/expert-portal/cases/${id}`;
    const toExpert = await api.mail.waitFor(
      (m) => m.to.includes(expertA.email.toLowerCase()) && m.text.includes(link) && /New message/.test(m.subject),
    );
    expect(toExpert.text).toContain('Gina has written you a message');
  });

  it('concurrent runs mail a due case once', async () => {
    await sendCaseMessageMails(api.db, api.config);
    const client = await clientUser(api);
    const id = await acceptedCase(client);
    await send(expertA, id, 'Hallo');
    const counts = await Promise.all([0, 1, 2].map(() => sendCaseMessageMails(api.db, api.config)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await messageMails(client.email)).toHaveLength(1);
  });
});

describe('the guest claim and the account', () => {
  it('a guest’s cases move with the claim: thread, notes and history stay reachable', async () => {
    const email = uniqueEmail('claim');
    const laptop = await clientGuest(api, email);
    const id = await acceptedCase(laptop);
    await send(laptop, id, 'Vom Laptop');
    await post(expertA, `/cases/${id}/notes`, { body: 'Notiz zum Fall' });

    const phone = await clientGuest(api, email);
    expect(await fn(api, phone, `/cases/${id}`)).toMatchObject({ status: 404 });
    const claimMail = await api.mail.waitFor((m) => m.to.includes(email) && m.text.includes('claim='));
    const token = /\/auth\?claim=([A-Za-z0-9_-]+)/.exec(claimMail.text)![1]!;
    const claimed = await post<{ moved: { expert_requests: number } }>(phone, '/guest-claim', { token });
    expect(claimed).toMatchObject({ status: 200, body: { moved: { expert_requests: 1 } } });

    expect(await fn(api, phone, `/cases/${id}`)).toMatchObject({
      status: 200,
      body: { role: 'client', events: [{ to_status: 'neu' }, { to_status: 'angenommen' }] },
    });
    expect((await messages(phone, id)).body.messages.map((m) => [m.body, m.mine])).toEqual([['Vom Laptop', true]]);
    expect(await send(phone, id, 'Vom Handy')).toMatchObject({ status: 201 });
    expect(await fn(api, laptop, `/cases/${id}`)).toMatchObject({ status: 401, body: { code: 'invalid_guest_token' } });
    // The expert's side is unchanged.
    expect((await messages(expertA, id)).body.messages).toHaveLength(2);
    expect((await fn<{ notes: CaseNote[] }>(api, expertA, `/cases/${id}/notes`)).body.notes).toHaveLength(1);
  });

  it('creating an account with the guest’s address takes the guest’s cases (and other data) along', async () => {
    const email = uniqueEmail('adopt');
    const guest = await clientGuest(api, email);
    const id = await acceptedCase(guest);
    await send(guest, id, 'Als Gast geschrieben');
    await send(expertA, id, 'Antwort');
    await api.db.insert(checklistProgress).values({ guestLeadId: guestLeadOf(guest), checklistId: 'c1', itemId: 'i1' });
    // Someone else's guest data stays theirs.
    const stranger = await clientGuest(api);
    const theirs = await acceptedCase(stranger);

    // Signing up and confirming the address (the mailed link) moves the guest's data.
    const user = await clientUser(api, email);
    const list = await fn<{ requests: CaseSummary[] }>(api, user, '/expert-requests');
    expect(list.body.requests.map((r) => r.id)).toEqual([id]);
    expect(await fn(api, user, `/cases/${id}`)).toMatchObject({ status: 200, body: { role: 'client' } });
    expect((await messages(user, id)).body.messages.map((m) => [m.body, m.mine])).toEqual([
      ['Als Gast geschrieben', true],
      ['Antwort', false],
    ]);
    expect(await send(user, id, 'Jetzt mit Konto')).toMatchObject({ status: 201 });
    expect(await fn(api, user, `/cases/${theirs}`)).toMatchObject({ status: 404 });
    const [row] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, id));
    expect(row).toMatchObject({ userId: user.id, guestLeadId: null });
    expect(await api.db.select().from(checklistProgress).where(eq(checklistProgress.userId, user.id!))).toMatchObject([
      { checklistId: 'c1', itemId: 'i1' },
    ]);
    // The guest token of that browser no longer reaches the case; the expert's side is unchanged.
    expect(await fn(api, guest, `/cases/${id}`)).toMatchObject({ status: 404 });
    expect((await messages(expertA, id)).body.messages).toHaveLength(3);
  });

  it('the export carries the cases with history and messages (guest ones of the address too), the expert’s notes and sent messages; deletion removes them', async () => {
    const email = uniqueEmail('export');
    const user = await clientUser(api, email);
    const userCase = (await createRequest(api, user, { focus: 'team' })).id;
    // Later, as a guest with the account's address (another browser): the account's data too.
    const asGuest = await clientGuest(api, email);
    const guestCase = await acceptedCase(asGuest);
    await send(asGuest, guestCase, 'Als Gast geschrieben');
    await send(expertA, guestCase, 'Antwort an den Gast');
    await post(expertA, `/cases/${guestCase}/notes`, { body: 'Notiz für den Export' });

    const exported = await post<{
      expert_requests: Array<{
        id: string;
        guest_lead_id: string | null;
        events: unknown[];
        messages: Array<{ body: string }>;
      }>;
    }>(user, '/account-export');
    expect(exported.status).toBe(200);
    const byId = new Map(exported.body.expert_requests.map((item) => [item.id, item]));
    expect(byId.get(userCase)).toMatchObject({ guest_lead_id: null, events: [{ to_status: 'neu' }], messages: [] });
    expect(byId.get(guestCase)).toMatchObject({
      guest_lead_id: expect.any(String),
      events: [{ to_status: 'neu' }, { to_status: 'angenommen' }],
      messages: [{ body: 'Als Gast geschrieben' }, { body: 'Antwort an den Gast' }],
    });
    const ofExpert = await post<{ case_notes: Array<{ body: string }>; case_messages_sent: Array<{ body: string }> }>(
      expertA,
      '/account-export',
    );
    expect(ofExpert.body.case_notes.map((n) => n.body)).toContain('Notiz für den Export');
    expect(ofExpert.body.case_messages_sent.map((m) => m.body)).toContain('Antwort an den Gast');

    expect(await post(user, '/account-delete', { confirm: true })).toMatchObject({ status: 200 });
    for (const id of [guestCase, userCase]) {
      expect(await api.db.select().from(expertRequests).where(eq(expertRequests.id, id))).toEqual([]);
      expect(await api.db.select().from(caseMessages).where(eq(caseMessages.requestId, id))).toEqual([]);
      expect(await api.db.select().from(caseNotes).where(eq(caseNotes.requestId, id))).toEqual([]);
    }
  });

  it('an expert’s account deletion takes their notes; the client keeps the case and the thread', async () => {
    const expert = await expertParty(api, admin);
    const client = await clientUser(api);
    const created = await createRequest(api, client, { expert_id: expert.id });
    await post(expert, `/cases/${created.id}/accept`);
    await send(expert, created.id, 'Bis bald');
    await post(expert, `/cases/${created.id}/notes`, { body: 'Privat' });
    expect(await post(expert, '/account-delete', { confirm: true })).toMatchObject({ status: 200 });
    const [row] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, created.id));
    expect(row).toMatchObject({ status: 'angenommen', expertId: null });
    expect(await api.db.select().from(caseNotes).where(eq(caseNotes.requestId, created.id))).toEqual([]);
    expect(await messages(client, created.id)).toMatchObject({
      status: 200,
      body: { messages: [{ body: 'Bis bald', sender: 'expert' }] },
    });
    expect(await fn(api, client, `/cases/${created.id}`)).toMatchObject({
      status: 200,
      body: { case: { expert: null } },
    });
    // The client can still end the case.
    expect((await post(client, `/cases/${created.id}/cancel`, {})).status).toBe(200);
  });
});
