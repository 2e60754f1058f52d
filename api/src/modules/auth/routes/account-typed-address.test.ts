// With REQUIRE_EMAIL_CONFIRMATION=false an account is confirmed as it signs up (GoTrue's
// autoconfirm): its address was typed, not proven. Then it must reach nothing of the guest
// sign-ins that typed the same address: the export does not list their data, the deletion does
// not delete it, and the guests keep it. (With confirmation required, the proven address counts
// them as the account's: account.test.ts.)
import { assessmentDefinitions, newsConsentVersion } from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import { startTestApi, uniqueEmail, goodPassword, type TestApi } from '../../../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } });
});

afterAll(async () => {
  await api.close();
});

const answers = () => {
  const { items, scale } = assessmentDefinitions['conflict-style'];
  return Object.fromEntries(items.map((item) => [item.id, scale.max]));
};

it('an account that only typed an address neither exports nor deletes the guest data of that address', async () => {
  const email = uniqueEmail('typed');
  const session = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    json: { email, firstName: 'Gina', consent: true },
  });
  const { guest_token: guestToken } = (await session.json()) as { guest_token: string };
  const guest = { 'x-guest-token': guestToken };
  const created = await api.request('/functions/v1/assessments', {
    method: 'POST',
    headers: guest,
    json: { type: 'conflict-style', answers: answers() },
  });
  expect(created.status).toBe(201);
  const { id: resultId } = (await created.json()) as { id: string };
  const round = await api.request('/functions/v1/team-rounds', {
    method: 'POST',
    headers: guest,
    json: { team_name: 'Team Gina' },
  });
  expect(round.status).toBe(201);

  // Someone else signs up with the same address and is signed in at once.
  const client = api.client();
  const signUp = await client.auth.signUp({ email, password: goodPassword });
  expect(signUp.error).toBeNull();
  expect(signUp.data.session).not.toBeNull();

  const exported = await client.functions.invoke<Record<string, unknown[]>>('account-export', { method: 'POST' });
  expect(exported.error).toBeNull();
  expect(exported.data!.guest_leads).toEqual([]);
  expect(exported.data!.assessment_results).toEqual([]);
  expect(exported.data!.team_rounds).toEqual([]);

  const deleted = await client.functions.invoke('account-delete', { method: 'POST', body: { confirm: true } });
  expect(deleted.error).toBeNull();
  // The guest keeps their sign-in and their data.
  const list = await api.request('/functions/v1/assessments', { headers: guest });
  expect(list.status).toBe(200);
  const { results } = (await list.json()) as { results: Array<{ id: string }> };
  expect(results.map(({ id }) => id)).toEqual([resultId]);
  expect((await api.request('/functions/v1/team-rounds', { headers: guest })).status).toBe(200);
});

it('an account that only typed an address neither sees nor ends that address’s news subscription', async () => {
  const email = uniqueEmail('typed-news');
  const asked = await api.request('/functions/v1/news-subscriptions', {
    method: 'POST',
    json: { email, lang: 'de', consent: true, consent_version: newsConsentVersion },
  });
  expect(asked.status).toBe(202);
  const mail = await api.mail.take(email, /bestätige|confirm/i);
  const token = /\/news\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const confirmed = await api.request('/functions/v1/news-subscriptions/confirm', { method: 'POST', json: { token } });
  expect(confirmed.status).toBe(200);

  const client = api.client();
  expect((await client.auth.signUp({ email, password: goodPassword })).error).toBeNull();
  const shown = await client.functions.invoke<{ status: string }>('news-subscription', { method: 'GET' });
  expect(shown.data).toMatchObject({ status: 'none' });
  await client.functions.invoke('news-subscription', { method: 'DELETE' });
  const exported = await client.functions.invoke<{ news_subscription: unknown }>('account-export', { method: 'POST' });
  expect(exported.data!.news_subscription).toBeNull();
  await client.functions.invoke('account-delete', { method: 'POST', body: { confirm: true } });
  const rows = await api.db.execute<{ status: string }>(
    sql`select status from app.news_subscriptions where email = ${email}`,
  );
  expect(JSON.stringify(rows)).toContain('confirmed');
});
