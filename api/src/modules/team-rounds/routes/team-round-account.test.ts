// Team rounds in the account: a guest's rounds move to the account when its address is confirmed,
// the account export lists them (settings, counts, the result only from the threshold on) and
// account deletion removes them with their tallies, invitations and unsent mails.
import type { AccountExportResponse } from '@cc/shared-contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/client';
import { createConfirmedUser, startTestApi, uniqueEmail, type TestApi } from '../../../test/harness';
import { analysisAnswers, memberAnswer, roundCall, startRound } from '../../../test/team-rounds';
import { guestCaller, userCaller } from '../../../test/advisor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_TEAM_ANSWERS_PER_IP: '10000/60' } });
});

afterAll(async () => {
  await api.close();
});

const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(api.db, query))[0]!.n);

it('a guest’s rounds move to the account, are exported without per-person data and deleted with it', async () => {
  const email = uniqueEmail('round-account');
  const guest = await guestCaller(api, email);
  const guestRound = await startRound(api, guest, { team_name: 'Als Gast' });
  for (let i = 1; i <= 2; i++)
    expect((await memberAnswer(api, guestRound.link.code, analysisAnswers(i))).status).toBe(201);
  const bystander = await userCaller(api);
  const kept = await startRound(api, bystander);

  // Confirming the account's address adopts the guest's data.
  const user = await createConfirmedUser(api, email);
  const owner = { headers: { authorization: `Bearer ${user.accessToken}` } };
  expect((await roundCall(api, guest, `/team-rounds/${guestRound.id}`)).status).toBe(404);
  expect((await roundCall(api, owner, `/team-rounds/${guestRound.id}`)).status).toBe(200);
  const own = await startRound(api, owner, { team_name: 'Als Konto' });

  const exportAccount = async () => {
    const response = await roundCall(api, owner, '/account-export', { method: 'POST' });
    expect(response.status).toBe(200);
    return ((await response.json()) as AccountExportResponse).team_rounds;
  };
  const two = await exportAccount();
  expect(two.map((round) => round.id)).toEqual([own.id, guestRound.id]);
  expect(two[1]).toEqual({
    id: guestRound.id,
    team_name: 'Als Gast',
    status: 'open',
    languages: ['de'],
    deadline: null,
    answered: 2,
    counted: 2,
    has_result: false,
    created_at: expect.any(String),
    closed_at: null,
    link_max_uses: 10,
    link_uses: 2,
    invitations_sent: 0,
    invitations_pending: 0,
    result: null,
  });
  expect(JSON.stringify(two)).not.toContain(guestRound.link.code);

  expect((await memberAnswer(api, guestRound.link.code, analysisAnswers(3))).status).toBe(201);
  const three = await exportAccount();
  expect(three[1]!.result).toMatchObject({ respondents: 3 });

  // Unsent invitation mails of the rounds go with the account (they are addressed to others).
  await api.server.worker!.stop();
  const invited = await roundCall(api, owner, `/team-rounds/${own.id}/invitations`, {
    method: 'POST',
    json: { emails: ['member-of-deleted@example.com'], lang: 'de' },
  });
  expect(invited.status).toBe(200);
  const keptInvite = await roundCall(api, bystander, `/team-rounds/${kept.id}/invitations`, {
    method: 'POST',
    json: { emails: ['member-of-kept@example.com'], lang: 'de' },
  });
  expect(keptInvite.status).toBe(200);
  const refs = [`team_round:${own.id}`, `team_round:${guestRound.id}`];
  expect(
    await count(sql`select count(*)::int as n from app.mail_outbox where ref in (${refs[0]}, ${refs[1]})`),
  ).toBeGreaterThan(0);

  const deleted = await roundCall(api, owner, '/account-delete', { method: 'POST', json: { confirm: true } });
  expect(deleted.status).toBe(200);
  const ids = [own.id, guestRound.id];
  for (const table of ['team_rounds', 'team_round_tallies', 'team_round_invites']) {
    const column = table === 'team_rounds' ? 'id' : 'round_id';
    expect([
      table,
      await count(
        sql`select count(*)::int as n from ${sql.raw(`app.${table}`)} where ${sql.raw(column)} in (${ids[0]}, ${ids[1]})`,
      ),
    ]).toEqual([table, 0]);
  }
  expect(await count(sql`select count(*)::int as n from app.mail_outbox where ref in (${refs[0]}, ${refs[1]})`)).toBe(
    0,
  );
  expect(await count(sql`select count(*)::int as n from app.mail_outbox where ref = ${`team_round:${kept.id}`}`)).toBe(
    1,
  );
  expect((await roundCall(api, bystander, `/team-rounds/${kept.id}`)).status).toBe(200);
  expect((await roundCall(api, null, `/team-invitations/${guestRound.link.code}`)).status).toBe(404);
});
