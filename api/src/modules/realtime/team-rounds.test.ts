// team_rounds over /realtime/v1 with the real supabase-js: the owner's page learns at once when an
// answer comes in and when the result appears (at the third answer); nobody else hears of it, and
// the events carry the summary columns only (never the link code or the share token).
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedInUser } from '../../test/experts';
import { startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { settle, subscribeToTable, until, type Change } from '../../test/realtime';
import { analysisAnswers, answer, memberAnswer, roundCall, startRound } from '../../test/team-rounds';

jest.setTimeout(60_000);

let api: TestApi;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_TEAM_ANSWERS_PER_IP: '10000/60' } });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await api?.close();
});

/** Subscribes to team_rounds (every event, no filter) and collects what arrives. */
async function watch(client: SupabaseClient, token: string | null): Promise<Change[]> {
  clients.push(client);
  await client.realtime.setAuth(token);
  const changes: Change[] = [];
  await subscribeToTable(client, 'team_rounds', (change) => changes.push(change));
  return changes;
}

async function guest(): Promise<{ token: string; headers: Record<string, string> }> {
  const response = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    json: { email: uniqueEmail('guest'), firstName: 'Gast', consent: true, lang: 'de' },
  });
  const { guest_token: token } = (await response.json()) as { guest_token: string };
  return { token, headers: { 'x-guest-token': token } };
}

const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token;

it('the owner gets each answer and the result at the third; another user, a guest or an anonymous visitor nothing', async () => {
  const owner = await signedInUser(api, 'round-owner');
  const ownerToken = await tokenOf(owner.client);
  const otherUser = await signedInUser(api, 'other');
  const otherGuest = await guest();
  const round = await startRound(api, { headers: { authorization: `Bearer ${ownerToken}` } });
  const [all, theirs, guests, anonymous] = await Promise.all([
    watch(owner.client, ownerToken),
    watch(otherUser.client, await tokenOf(otherUser.client)),
    watch(api.client(), otherGuest.token),
    watch(api.client(), null),
  ]);

  // The round's INSERT, written before the watchers subscribed, may still be on its way and reach
  // the owner after they joined: only the changes that come after count here.
  const mine = (): Change[] => all.filter((change) => change.eventType !== 'INSERT');
  for (let i = 1; i <= 3; i++) {
    expect((await memberAnswer(api, round.link.code, analysisAnswers(i))).status).toBe(201);
    await until(() => mine().length === i, `answer ${i}`);
  }
  expect(mine().map((change) => [change.eventType, change.new.answered, change.new.result_respondents])).toEqual([
    ['UPDATE', 1, 0],
    ['UPDATE', 2, 0],
    ['UPDATE', 3, 3],
  ]);
  for (const change of mine()) {
    expect(Object.keys(change.new).sort()).toEqual(
      ['answered', 'closed_at', 'deadline', 'id', 'result_respondents', 'status', 'updated_at'].sort(),
    );
    expect(change.new.id).toBe(round.id);
    expect(JSON.stringify(change)).not.toContain(round.link.code);
  }

  // Sharing is a change too, without its token.
  const shared = await roundCall(
    api,
    { headers: { authorization: `Bearer ${ownerToken}` } },
    `/team-rounds/${round.id}/share`,
    {
      method: 'POST',
      json: { shared: true },
    },
  );
  const { share } = (await shared.json()) as { share: { token: string } };
  await until(() => mine().length === 4, 'the share');
  expect(JSON.stringify(mine()[3])).not.toContain(share.token);

  await settle();
  for (const outsider of [theirs, guests, anonymous]) expect(outsider).toEqual([]);
});

it('a guest owner gets the changes of their round and its deletion; nobody else does', async () => {
  const owner = await guest();
  const other = await guest();
  const round = await startRound(api, owner);
  const [all, theirs] = await Promise.all([watch(api.client(), owner.token), watch(api.client(), other.token)]);
  // As above: the round's own INSERT may reach the owner after the subscription; it does not count.
  const mine = (): Change[] => all.filter((change) => change.eventType !== 'INSERT');

  expect((await answer(api, round.link.code)).status).toBe(201);
  await until(() => mine().length === 1, 'the answer');
  expect((await roundCall(api, owner, `/team-rounds/${round.id}`, { method: 'DELETE' })).status).toBe(200);
  await until(() => mine().length === 2, 'the deletion');
  expect(mine()[1]).toMatchObject({ eventType: 'DELETE', old: { id: round.id } });
  await settle();
  expect(theirs).toEqual([]);
});
