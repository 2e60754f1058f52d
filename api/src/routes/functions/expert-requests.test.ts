// Expert requests (the approved handoff, status `neu`, the caller's own list) and the advisor's
// data in the account: exported with the account (also what was made as a guest with the same
// address) and deleted with it, and with the guest lead.
import { eq, inArray } from 'drizzle-orm';
import { advisorConversations, advisorMessages, expertRequests, guestLeads } from '../../platform/db/all-tables';
import { goodPassword, startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { call, createConversation, guestCaller, turn, userCaller, type TestCaller } from '../../test/advisor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      RATE_LIMIT_ADVISOR_TURNS_PER_OWNER: '1000/60',
      RATE_LIMIT_ADVISOR_CONVERSATIONS_PER_OWNER: '1000/60',
      RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '3/3600',
    },
  });
});

afterAll(async () => {
  await api.close();
});

const request = (caller: TestCaller | null, json: unknown) =>
  call(api, caller, '/expert-requests', { method: 'POST', json });

const approved = { topic: 'Entscheidungen im Gründerteam', lang: 'de', summary: 'Tom und ich streiten über Rollen.' };

describe('POST /functions/v1/expert-requests', () => {
  it('stores the approved summary with status neu and the caller as contact, listed for the caller only', async () => {
    const guest = await guestCaller(api);
    const id = await createConversation(api, guest);
    await turn(api, guest, id, { message: 'Mein Mitgründer und ich streiten über Rollen.' });

    const response = await request(guest, { ...approved, conversation_id: id, consent: true });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string };
    expect(created).toEqual({
      id: expect.any(String),
      ...approved,
      status: 'neu',
      focus: null,
      format: 'any',
      region: null,
      availability: null,
      client_name: 'Gina',
      addressed_to: null,
      expert: null,
      conversation_id: id,
      decline_reason: null,
      cancel_reason: null,
      outcome: null,
      next_appointment: null,
      proposed_appointment: null,
      unread_count: 0,
      accepted_at: null,
      closed_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [row] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, created.id));
    expect(row).toMatchObject({ contactEmail: guest.email, contactName: 'Gina', guestLeadId: expect.any(String) });
    expect(row!.consentAt).toBeInstanceOf(Date);

    const list = await call(api, guest, '/expert-requests');
    expect(await list.json()).toEqual({ requests: [created] });
    const stranger = await userCaller(api);
    expect(await (await call(api, stranger, '/expert-requests')).json()).toEqual({ requests: [] });

    // Deleting the conversation keeps the request.
    await call(api, guest, `/advisor-conversations/${id}`, { method: 'DELETE' });
    const [kept] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, created.id));
    expect(kept).toMatchObject({ conversationId: null, status: 'neu' });
  });

  it('needs consent, a topic and a summary, and only the caller’s own conversation', async () => {
    const user = await userCaller(api);
    const noConsent = await request(user, approved);
    expect(noConsent.status).toBe(400);
    expect(await noConsent.json()).toMatchObject({ code: 'consent_required' });
    const falseConsent = await request(user, { ...approved, consent: false });
    expect(await falseConsent.json()).toMatchObject({ code: 'consent_required' });
    const empty = await request(user, { ...approved, summary: '  ', consent: true });
    expect(await empty.json()).toMatchObject({ code: 'validation_failed' });

    const other = await guestCaller(api);
    const foreign = await createConversation(api, other);
    const response = await request(user, { ...approved, conversation_id: foreign, consent: true });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
    expect(await (await call(api, user, '/expert-requests')).json()).toEqual({ requests: [] });
  });

  it('is limited per user', async () => {
    const user = await userCaller(api);
    for (let i = 0; i < 3; i++) expect((await request(user, { ...approved, consent: true })).status).toBe(201);
    const limited = await request(user, { ...approved, consent: true });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    // The body says the same, with the time the limit resets (the browser shows "until 14:30").
    const body = (await limited.json()) as { code: string; details: { retry_after: number; retry_at: string } };
    expect(body.code).toBe('over_request_rate_limit');
    expect(body.details.retry_after).toBe(retryAfter);
    expect(Math.abs(Date.parse(body.details.retry_at) - (Date.now() + retryAfter * 1000))).toBeLessThan(5000);
  });

  it('an Idempotency-Key sent again within minutes answers the request already made, without another', async () => {
    const user = await userCaller(api);
    const key = crypto.randomUUID();
    const send = (json: unknown, withKey: string = key) =>
      api.request('/functions/v1/expert-requests', {
        method: 'POST',
        json,
        headers: { ...user.headers, 'idempotency-key': withKey },
      });
    // Two at once (a double tap) and one more afterwards (a retry): one request.
    const answers = await Promise.all([send({ ...approved, consent: true }), send({ ...approved, consent: true })]);
    const again = await send({ ...approved, topic: 'Anders getippt', consent: true });
    const ids = await Promise.all(
      [...answers, again].map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect([...answers, again].map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    const rows = await api.db.select().from(expertRequests).where(eq(expertRequests.id, ids[0]!));
    expect(rows[0]!.topic).toBe(approved.topic);
    const listed = (await (await call(api, user, '/expert-requests')).json()) as { requests: unknown[] };
    expect(listed.requests).toHaveLength(1);
    // The same key of another owner is theirs alone; after the window it is free again.
    const other = await guestCaller(api);
    const theirs = await api.request('/functions/v1/expert-requests', {
      method: 'POST',
      json: { ...approved, consent: true },
      headers: { ...other.headers, 'idempotency-key': key },
    });
    expect(((await theirs.json()) as { id: string }).id).not.toBe(ids[0]);
    await api.db
      .update(expertRequests)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(expertRequests.id, ids[0]!));
    const later = await send({ ...approved, consent: true });
    expect(((await later.json()) as { id: string }).id).not.toBe(ids[0]);
    // A malformed key is refused.
    expect((await send({ ...approved, consent: true }, 'x'.repeat(201))).status).toBe(400);
  });

  it('is limited per client network too, however many guests it makes', async () => {
    const capped = await startTestApi({ env: { RATE_LIMIT_EXPERT_REQUESTS_PER_IP: '4/3600' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // A new guest (its own allowance) for every request, all from this machine.
        const guest = await guestCaller(capped);
        const response = await call(capped, guest, '/expert-requests', {
          method: 'POST',
          json: { ...approved, consent: true },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429]);
    } finally {
      await capped.close();
    }
  });
});

describe('the advisor in the account', () => {
  it('is exported with the account, guest sessions of the address included, and deleted with it', async () => {
    const email = uniqueEmail('advisor-account');
    const user = await userCaller(api, email);
    // Later, as a guest with the account's address (another browser): the account's data too.
    const guest = await guestCaller(api, email);
    const guestConversation = await createConversation(api, guest);
    await turn(api, guest, guestConversation, { message: 'Als Gast: unser Team redet in Meetings nicht.' });
    await request(guest, { ...approved, consent: true });

    const userConversation = await createConversation(api, user);
    await turn(api, user, userConversation, { message: 'Mein Mitgründer entscheidet alles allein.' });
    await turn(api, user, userConversation, { action: 'summary' });
    await request(user, { ...approved, conversation_id: userConversation, consent: true });
    const someoneElse = await userCaller(api);
    await createConversation(api, someoneElse);

    const client = api.client();
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password: goodPassword });
    expect(signedIn.session).not.toBeNull();
    const { data, error } = await client.functions.invoke<{
      advisor_conversations: Array<{
        id: string;
        guest_lead_id: string | null;
        summary: unknown;
        messages: Array<{ role: string; content: string; meta: Record<string, unknown> }>;
      }>;
      expert_requests: Array<{ contact_email: string; status: string; guest_lead_id: string | null }>;
    }>('account-export');
    expect(error).toBeNull();
    const conversations = data!.advisor_conversations;
    expect(conversations.map((conversation) => conversation.id).sort()).toEqual(
      [guestConversation, userConversation].sort(),
    );
    const mine = conversations.find((conversation) => conversation.id === userConversation)!;
    expect(mine).toMatchObject({ guest_lead_id: null, summary: { situation: expect.any(String) } });
    expect(mine.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'assistant']);
    expect(mine.messages[0]!.content).toBe('Mein Mitgründer entscheidet alles allein.');
    expect(mine.messages[1]!.meta).toMatchObject({ action: 'reply', provider: 'offline' });
    const asGuest = conversations.find((conversation) => conversation.id === guestConversation)!;
    expect(asGuest.guest_lead_id).toEqual(expect.any(String));
    expect(data!.expert_requests).toHaveLength(2);
    expect(data!.expert_requests.every((item) => item.contact_email === email && item.status === 'neu')).toBe(true);

    const deleted = await client.functions.invoke('account-delete', { body: { confirm: true } });
    expect(deleted.error).toBeNull();
    const ids = [guestConversation, userConversation];
    expect(await api.db.select().from(advisorConversations).where(inArray(advisorConversations.id, ids))).toEqual([]);
    expect(await api.db.select().from(advisorMessages).where(inArray(advisorMessages.conversationId, ids))).toEqual([]);
    expect(await api.db.select().from(expertRequests).where(eq(expertRequests.contactEmail, email))).toEqual([]);
    // Someone else's conversations stay.
    expect(await (await call(api, someoneElse, '/advisor-conversations')).json()).toMatchObject({
      conversations: [expect.any(Object)],
    });
  });

  it('goes with the guest lead', async () => {
    const guest = await guestCaller(api);
    const id = await createConversation(api, guest);
    await turn(api, guest, id, { message: 'Hallo, ich brauche Rat.' });
    await request(guest, { ...approved, consent: true });
    await api.db.delete(guestLeads).where(eq(guestLeads.email, guest.email));
    expect(await api.db.select().from(advisorConversations).where(eq(advisorConversations.id, id))).toEqual([]);
    expect(await api.db.select().from(advisorMessages).where(eq(advisorMessages.conversationId, id))).toEqual([]);
    expect(await api.db.select().from(expertRequests).where(eq(expertRequests.contactEmail, guest.email))).toEqual([]);
  });
});
