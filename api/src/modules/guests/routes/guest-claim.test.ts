// Guest identity: an unverified address is not a credential. A guest sign-in with someone else's
// address gets a new, empty guest and nothing of theirs; the owner of the address brings earlier
// guest data to a new device only with the mailed link, in the browser that asked for it, once.
import { Buffer } from 'node:buffer';
import { assessmentDefinitions } from '@cc/shared-domain';
import { and, eq } from 'drizzle-orm';
import {
  advisorConversations,
  expertRequests,
  guestClaims,
  guestLeads,
  mailOutbox,
} from '../../../platform/db/all-tables';
import { assessmentResults, checklistProgress } from '../../results/tables';
import { apiForThisFile, uniqueEmail } from '../../../test/harness';

const api = apiForThisFile();

type Json = Record<string, unknown>;

interface Guest {
  token: string;
  leadId: string;
  status: number;
  body: Json;
}

async function guestSession(email: string, firstName: string, lang = 'de'): Promise<Guest> {
  const response = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    json: { email, firstName, consent: true, lang },
  });
  const body = (await response.json()) as Json;
  const token = body.guest_token as string;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { token, leadId: payload.sub, status: response.status, body };
}

const as = (guest: Guest) => ({ 'x-guest-token': guest.token });

async function call(guest: Guest, path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await api.request(`/functions/v1${path}`, { ...init, headers: as(guest) });
  return { status: response.status, body: (await response.json()) as Json };
}

function conflictAnswers(): Record<string, number> {
  const { items, scale } = assessmentDefinitions['conflict-style'];
  return Object.fromEntries(items.map((item, i) => [item.id, scale.min + (i % (scale.max - scale.min + 1))]));
}

/** A result and a team round (over HTTP), a checklist tick, a conversation and an expert request for `guest`. */
async function giveData(guest: Guest, email: string) {
  const submitted = await call(guest, '/assessments', {
    method: 'POST',
    json: { type: 'conflict-style', answers: conflictAnswers(), consent: false },
  });
  expect(submitted.status).toBe(201);
  await api.db.insert(checklistProgress).values({ guestLeadId: guest.leadId, checklistId: 'c1', itemId: 'i1' });
  const [conversation] = await api.db
    .insert(advisorConversations)
    .values({ guestLeadId: guest.leadId, title: 'Streit um Anteile', lang: 'de' })
    .returning();
  await api.db.insert(expertRequests).values({
    guestLeadId: guest.leadId,
    topic: 'equity',
    lang: 'de',
    summary: 'Zusammenfassung',
    contactEmail: email,
    consentAt: new Date(),
  });
  const round = await call(guest, '/team-rounds', { method: 'POST', json: { team_name: 'Team Nord' } });
  expect(round.status).toBe(201);
  return { resultId: submitted.body.id as string, conversationId: conversation!.id, roundId: round.body.id as string };
}

const claimMails = (email: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'guest_claim')));

async function claimToken(email: string, nth: number): Promise<string> {
  const mails = await api.mail.waitFor(() => api.mail.to(email).filter((m) => m.text.includes('claim=')).length >= nth);
  expect(mails).toBeTruthy();
  const mail = api.mail.to(email).filter((m) => m.text.includes('claim='))[nth - 1]!;
  const match = /\/auth\?claim=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const leadOf = async (id: string) => (await api.db.select().from(guestLeads).where(eq(guestLeads.id, id)))[0];

it('a guest sign-in with someone else’s address opens none of their data and changes nothing of theirs', async () => {
  const email = uniqueEmail('victim');
  const victim = await guestSession(email, 'Vera', 'en');
  const { resultId, conversationId, roundId } = await giveData(victim, email);
  const before = await leadOf(victim.leadId);

  const attacker = await guestSession(email.toUpperCase(), 'Mallory', 'de');
  expect(attacker.status).toBe(200);
  expect(attacker.leadId).not.toBe(victim.leadId);

  expect((await call(attacker, '/assessments')).body).toEqual({ results: [] });
  expect((await call(attacker, `/assessments/${resultId}`)).status).toBe(404);
  expect((await call(attacker, `/assessments/${resultId}`, { method: 'DELETE' })).status).toBe(404);
  expect((await call(attacker, '/advisor-conversations')).body).toMatchObject({ conversations: [] });
  expect((await call(attacker, `/advisor-conversations/${conversationId}`)).status).toBe(404);
  expect((await call(attacker, `/advisor-conversations/${conversationId}`, { method: 'DELETE' })).status).toBe(404);
  expect((await call(attacker, '/checklist-progress')).body).toEqual({ items: [] });
  expect((await call(attacker, '/team-rounds')).body).toEqual({ rounds: [] });
  expect((await call(attacker, `/team-rounds/${roundId}`)).status).toBe(404);
  expect((await call(attacker, `/team-rounds/${roundId}`, { method: 'DELETE' })).status).toBe(404);

  // The victim's lead, results and conversation are untouched and still theirs.
  expect(await leadOf(victim.leadId)).toEqual(before);
  expect(((await call(victim, '/assessments')).body.results as Json[]).map((r) => r.id)).toEqual([resultId]);
  expect((await call(victim, `/advisor-conversations/${conversationId}`)).status).toBe(200);
  expect((await call(victim, `/team-rounds/${roundId}`)).status).toBe(200);

  // The link mailed to the address (in the language of the earlier guest) does nothing for the
  // attacker's token without the mailbox, and nothing in the victim's browser either.
  const token = await claimToken(email, 1);
  expect(api.mail.to(email)[0]!.subject).toMatch(/earlier results/);
  const inVictimsBrowser = await call(victim, '/guest-claim', { method: 'POST', json: { token } });
  expect(inVictimsBrowser).toMatchObject({ status: 403, body: { code: 'guest_claim_other_guest' } });
  const guessed = await call(attacker, '/guest-claim', { method: 'POST', json: { token: 'x'.repeat(43) } });
  expect(guessed).toMatchObject({ status: 400, body: { code: 'guest_claim_invalid' } });
  expect(((await call(victim, '/assessments')).body.results as Json[]).map((r) => r.id)).toEqual([resultId]);
});

it('answers the same whether or not the address had earlier guest data', async () => {
  const used = uniqueEmail('used');
  const owner = await guestSession(used, 'Ute');
  await giveData(owner, used);
  const again = await guestSession(used, 'Ute');
  const fresh = await guestSession(uniqueEmail('fresh'), 'Ute');
  expect(again.status).toBe(fresh.status);
  expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
  expect(Object.keys(again.body.guest as Json).sort()).toEqual(Object.keys(fresh.body.guest as Json).sort());
  expect(await claimMails(used)).toHaveLength(1);
});

it('the mailed link, opened in the new browser, moves the earlier guest data there, once', async () => {
  const email = uniqueEmail('returning');
  const laptop = await guestSession(email, 'Rita');
  const { resultId, conversationId, roundId } = await giveData(laptop, email);
  await api.db.insert(checklistProgress).values({ guestLeadId: laptop.leadId, checklistId: 'c1', itemId: 'i2' });

  const phone = await guestSession(email, 'Rita');
  // The phone ticked one of the same items already: it stays one tick.
  await api.db.insert(checklistProgress).values({ guestLeadId: phone.leadId, checklistId: 'c1', itemId: 'i1' });
  const token = await claimToken(email, 1);

  const claimed = await call(phone, '/guest-claim', { method: 'POST', json: { token } });
  expect(claimed).toEqual({
    status: 200,
    body: { moved: { results: 1, checklist_items: 1, conversations: 1, expert_requests: 1, team_rounds: 1 } },
  });
  expect((await call(phone, `/team-rounds/${roundId}`)).status).toBe(200);
  expect(((await call(phone, '/assessments')).body.results as Json[]).map((r) => r.id)).toEqual([resultId]);
  expect((await call(phone, `/advisor-conversations/${conversationId}`)).status).toBe(200);
  const ticks = await api.db.select().from(checklistProgress).where(eq(checklistProgress.guestLeadId, phone.leadId));
  expect(ticks.map((tick) => tick.itemId).sort()).toEqual(['i1', 'i2']);
  const requests = await api.db.select().from(expertRequests).where(eq(expertRequests.guestLeadId, phone.leadId));
  expect(requests).toHaveLength(1);

  // The earlier lead is gone with its token; the link is spent.
  expect(await leadOf(laptop.leadId)).toBeUndefined();
  expect((await call(laptop, '/assessments')).body).toMatchObject({ code: 'invalid_guest_token' });
  const twice = await call(phone, '/guest-claim', { method: 'POST', json: { token } });
  expect(twice).toMatchObject({ status: 400, body: { code: 'guest_claim_invalid' } });
  expect(
    await api.db.select().from(assessmentResults).where(eq(assessmentResults.guestLeadId, phone.leadId)),
  ).toHaveLength(1);
});

it('a team round alone is earlier data: the link moves it to the new guest sign-in', async () => {
  const email = uniqueEmail('round-owner');
  const laptop = await guestSession(email, 'Tara');
  const round = await call(laptop, '/team-rounds', { method: 'POST', json: { team_name: 'Team Süd' } });
  expect(round.status).toBe(201);
  const phone = await guestSession(email, 'Tara');
  const token = await claimToken(email, 1);
  const claimed = await call(phone, '/guest-claim', { method: 'POST', json: { token } });
  expect(claimed.body).toEqual({
    moved: { results: 0, checklist_items: 0, conversations: 0, expert_requests: 0, team_rounds: 1 },
  });
  expect((await call(phone, `/team-rounds/${round.body.id as string}`)).body).toMatchObject({ team_name: 'Team Süd' });
});

it('a link is bound to its address and guest sign-in, expires, and mails are limited per address', async () => {
  const email = uniqueEmail('bound');
  const first = await guestSession(email, 'Bea');
  await giveData(first, email);
  const second = await guestSession(email, 'Bea');
  const token = await claimToken(email, 1);

  // A guest of another address cannot use it.
  const other = await guestSession(uniqueEmail('other'), 'Otto');
  expect(await call(other, '/guest-claim', { method: 'POST', json: { token } })).toMatchObject({
    status: 403,
    body: { code: 'guest_claim_other_guest' },
  });
  // Without a guest token: not authenticated.
  const anonymous = await api.request('/functions/v1/guest-claim', { method: 'POST', json: { token } });
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ code: 'not_authenticated' });

  // Expired: refused.
  await api.db
    .update(guestClaims)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(guestClaims.guestLeadId, second.leadId));
  expect(await call(second, '/guest-claim', { method: 'POST', json: { token } })).toMatchObject({
    status: 400,
    body: { code: 'guest_claim_invalid' },
  });

  // Three claim mails an hour per address; further sign-ins still work, without a mail.
  await guestSession(email, 'Bea');
  await guestSession(email, 'Bea');
  const fifth = await guestSession(email, 'Bea');
  expect(fifth.status).toBe(200);
  expect(await claimMails(email)).toHaveLength(3);
});
