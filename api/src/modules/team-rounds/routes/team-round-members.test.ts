// Team rounds, the members' side (docs/api.md "Team rounds"): mailed one-time invitations and
// reminders (real mails to the catcher), anonymity (no column names a member, nothing written
// links an answer to anyone), concurrent answers for a link's last use, the limits and deletion.
import type { TeamRoundExport, TeamRoundView } from '@cc/shared-contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/client';
import { loggedPath } from '../../../platform/http/middleware';
import { startTestApi, type TestApi } from '../../../test/harness';
import { analysisAnswers, answer, inviteCode, memberAnswer, roundCall, startRound } from '../../../test/team-rounds';
import { guestCaller, userCaller } from '../../../test/advisor';

let api: TestApi;
/** No mail worker (mails stay pending in the outbox), a small mail allowance, addresses from X-Forwarded-For. */
let quiet: TestApi;

beforeAll(async () => {
  [api, quiet] = await Promise.all([
    startTestApi({ env: { RATE_LIMIT_TEAM_ANSWERS_PER_IP: '10000/60' } }),
    startTestApi({
      env: {
        MAIL_WORKER: 'false',
        TRUST_PROXY: 'true',
        RATE_LIMIT_TEAM_INVITE_MAILS_PER_OWNER: '210/86400',
        RATE_LIMIT_TEAM_INVITE_MAILS_PER_IP: '10000/86400',
        RATE_LIMIT_TEAM_ANSWERS_PER_IP: '4/600',
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([api.close(), quiet.close()]);
});

const json = async <T>(response: Response, status: number): Promise<T> => {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
};

let ipCounter = 0;
/** A client address of its own (the quiet server trusts X-Forwarded-For). */
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });

const rows = <T>(target: TestApi, query: ReturnType<typeof sql>) => queryRows<T>(target.db, query);

const invite = (
  target: TestApi,
  owner: { headers: Record<string, string> },
  id: string,
  emails: string[],
  lang = 'de',
) => roundCall(target, owner, `/team-rounds/${id}/invitations`, { method: 'POST', json: { emails, lang } });

describe('mailed invitations', () => {
  it('mail each address its own one-time link; one answer per invitation; the address is gone once used', async () => {
    const owner = await guestCaller(api);
    const round = await startRound(api, owner, {
      team_name: 'Team <b>Süd</b>',
      link_max_uses: 0,
      deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const a = `anna-${round.id.slice(0, 6)}@example.com`;
    const b = `ben-${round.id.slice(0, 6)}@example.com`;
    const sent = await json<{ sent: number; already_invited: number; round: TeamRoundView }>(
      await invite(api, owner, round.id, [a, ` ${b.toUpperCase()} `, b], 'en'),
      200,
    );
    expect(sent).toMatchObject({ sent: 2, already_invited: 0, round: { invitations: { sent: 2, pending: 2 } } });
    expect(JSON.stringify(sent)).not.toContain('anna-');

    const mailA = await api.mail.take(a, /team round/);
    // The team name is in the text, never in the subject.
    expect(mailA.subject).toBe('Invitation to a team round');
    expect(mailA.text).toContain('the team round “Team <b>Süd</b>”:');
    expect(mailA.text).toContain('about 5 minutes');
    expect(mailA.text).toContain('from 3 answers on');
    expect(mailA.text).toMatch(/You can answer until \d/);
    expect(mailA.html).toContain('Team &lt;b&gt;Süd&lt;/b&gt;');
    const mailB = await api.mail.take(b, /team round/);
    const [codeA, codeB] = [inviteCode(mailA), inviteCode(mailB)];
    expect(codeA).not.toBe(codeB);

    expect(await json(await roundCall(api, null, `/team-invitations/${codeA}`), 200)).toMatchObject({
      round_id: round.id,
      team_name: 'Team <b>Süd</b>',
      kind: 'invitation',
      state: 'open',
      threshold: 3,
    });
    expect((await answer(api, codeA)).status).toBe(201);
    const again = await answer(api, codeA);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'team_invitation_used' });
    expect(await json(await roundCall(api, null, `/team-invitations/${codeA}`), 200)).toMatchObject({ state: 'used' });
    const invites = await rows<{ email: string | null; used: boolean }>(
      api,
      sql`select email, used from app.team_round_invites where round_id = ${round.id} order by used`,
    );
    expect(invites).toEqual([
      { email: b, used: false },
      { email: null, used: true },
    ]);

    // Repeating an address that waits is no new invitation (ignoring case).
    const repeated = await json<{ sent: number; already_invited: number; round: TeamRoundView }>(
      await invite(api, owner, round.id, [b.toUpperCase()]),
      200,
    );
    expect(repeated).toMatchObject({ sent: 0, already_invited: 1, round: { invitations: { sent: 2, pending: 1 } } });
  });

  it('refuse invalid addresses (naming them), more than 50 per request and more than 200 per round', async () => {
    const owner = await guestCaller(quiet);
    const round = await startRound(quiet, owner);
    const bad = await invite(quiet, owner, round.id, ['ok@example.com', 'nope', 'a b@example.com', '<x>@example.com']);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'invalid_email',
      details: { invalid: ['nope', 'a b@example.com', '<x>@example.com'] },
    });
    const many = (n: number, from = 0) =>
      Array.from({ length: n }, (_, i) => `m${from + i}-${round.id.slice(0, 8)}@example.com`);
    const tooMany = await invite(quiet, owner, round.id, many(51));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: 'validation_failed' });
    for (let i = 0; i < 4; i++) expect((await invite(quiet, owner, round.id, many(50, i * 50))).status).toBe(200);
    const over = await invite(quiet, owner, round.id, many(1, 999));
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      code: 'team_round_limit',
      details: { limit: 'invitesPerRound', max: 200, remaining: 0 },
    });
    const outbox = await rows<{ n: number }>(
      quiet,
      sql`select count(*)::int as n from app.mail_outbox where ref = ${`team_round:${round.id}`} and kind = 'team_round_invite'`,
    );
    expect(Number(outbox[0]!.n)).toBe(200);

    // The owner's mail allowance (210 a day here): 10 more in another round, then 429; a refused request spends none.
    const second = await startRound(quiet, owner);
    const refused = await invite(quiet, owner, second.id, many(11, 500));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await invite(quiet, owner, second.id, many(10, 500))).status).toBe(200);
    expect((await invite(quiet, owner, second.id, many(1, 600))).status).toBe(429);
    // Another owner has an allowance of their own.
    const other = await guestCaller(quiet, 'other-owner@example.com');
    const third = await startRound(quiet, other);
    expect((await invite(quiet, other, third.id, many(1, 700))).status).toBe(200);
  });
});

describe('the invitation mails of one client', () => {
  it('count against its network’s allowance, however many guest owners it makes', async () => {
    const capped = await startTestApi({
      env: {
        MAIL_WORKER: 'false',
        TRUST_PROXY: 'true',
        RATE_LIMIT_TEAM_INVITE_MAILS_PER_IP: '6/86400',
      },
    });
    try {
      const sent: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        // A new guest owner each time, from addresses of one /64.
        const owner = await guestCaller(capped);
        const round = await startRound(capped, owner);
        const answer = await roundCall(capped, owner, `/team-rounds/${round.id}/invitations`, {
          method: 'POST',
          json: { emails: [`a${i}@example.com`, `b${i}@example.com`], lang: 'de' },
          headers: { 'x-forwarded-for': `2001:db8:7:7::${i + 1}` },
        });
        sent.push(answer.status);
      }
      expect(sent).toEqual([200, 200, 200, 429]);
      // Another network is not held by it.
      const owner = await guestCaller(capped);
      const round = await startRound(capped, owner);
      const other = await roundCall(capped, owner, `/team-rounds/${round.id}/invitations`, {
        method: 'POST',
        json: { emails: ['c@example.com'], lang: 'de' },
        headers: { 'x-forwarded-for': '2001:db8:7:8::1' },
      });
      expect(other.status).toBe(200);
    } finally {
      await capped.close();
    }
  });
});

describe('reminders', () => {
  it('go to unused invitations with a new link (the old one is 404), at most once per 24 hours', async () => {
    const owner = await userCaller(api);
    const round = await startRound(api, owner);
    const a = `ria-${round.id.slice(0, 6)}@example.com`;
    const b = `rob-${round.id.slice(0, 6)}@example.com`;
    expect((await invite(api, owner, round.id, [a, b])).status).toBe(200);
    const codeA = inviteCode(await api.mail.take(a, /Einladung zu einer Teamrunde/));
    const codeB = inviteCode(await api.mail.take(b, /Einladung zu einer Teamrunde/));
    expect((await answer(api, codeA)).status).toBe(201);

    const reminded = await json<{ reminded: number; round: TeamRoundView }>(
      await roundCall(api, owner, `/team-rounds/${round.id}/reminders`, { method: 'POST' }),
      200,
    );
    expect(reminded).toMatchObject({
      reminded: 1,
      round: { reminded_at: expect.any(String), next_reminder_at: expect.any(String) },
    });
    const reminder = await api.mail.take(b, /Erinnerung: Eine Teamrunde/);
    expect(reminder.text).toContain('Falls du schon geantwortet hast: danke, du musst nichts tun.');
    const newB = inviteCode(reminder);
    expect(newB).not.toBe(codeB);
    const old = await roundCall(api, null, `/team-invitations/${codeB}`);
    expect(old.status).toBe(404);
    expect(await old.json()).toMatchObject({ code: 'team_invitation_not_found' });
    expect((await answer(api, codeB)).status).toBe(404);
    expect((await answer(api, newB)).status).toBe(201);

    const soon = await roundCall(api, owner, `/team-rounds/${round.id}/reminders`, { method: 'POST' });
    expect(soon.status).toBe(429);
    const body = (await soon.json()) as { code: string; details: { next_reminder_at: string } };
    expect(body.code).toBe('team_round_reminder_too_soon');
    const next = new Date(body.details.next_reminder_at).getTime();
    expect(next - new Date(reminded.round.reminded_at!).getTime()).toBe(24 * 3_600_000);
    // The one who answered got no reminder.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.mail.to(a).filter((mail) => /Erinnerung/.test(mail.subject))).toEqual([]);
  });
});

describe('concurrent answers', () => {
  it('for the link’s last uses: exactly max_uses succeed', async () => {
    const owner = await guestCaller(api);
    const round = await startRound(api, owner, { link_max_uses: 5 });
    expect((await answer(api, round.link.code)).status).toBe(201);
    const statuses = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        answer(api, round.link.code, analysisAnswers((i % 5) + 1)).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const view = await json<TeamRoundView>(await roundCall(api, owner, `/team-rounds/${round.id}`), 200);
    // Anonymous answers through the link: in the tallies, counted for nobody, so no result.
    expect(view).toMatchObject({ answered: 5, counted: 0, link: { uses: 5, max_uses: 5 }, result_respondents: 0 });
    const [stage] = await rows<{ n: number }>(
      api,
      sql`select sum(count)::int as n from app.team_round_tallies where round_id = ${round.id} and metric = 'stage'`,
    );
    expect(Number(stage!.n)).toBe(5);
  });

  it('with one mailed invitation: exactly one succeeds', async () => {
    const owner = await userCaller(api);
    const round = await startRound(api, owner, { link_max_uses: 0 });
    const address = `con-${round.id.slice(0, 6)}@example.com`;
    expect((await invite(api, owner, round.id, [address])).status).toBe(200);
    const code = inviteCode(await api.mail.take(address, /Einladung/));
    const statuses = await Promise.all(Array.from({ length: 5 }, () => answer(api, code).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('anonymity', () => {
  it('no column of the round tables names a member: only the owner’s columns and an unused invitation’s address', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      api,
      sql`select table_name, column_name from information_schema.columns
        where table_schema = 'app'
          and table_name in ('team_rounds', 'team_round_invites', 'team_round_tallies', 'team_round_answerers')
        order by table_name, ordinal_position`,
    );
    const byTable = (name: string) => columns.filter((c) => c.table_name === name).map((c) => c.column_name);
    // Tallies: counts per answer value, nothing else (no time, no address, no id of anyone).
    expect(byTable('team_round_tallies')).toEqual(['round_id', 'metric', 'value', 'count']);
    // Who answered: a one-way key per answer (HMAC of the round and the account, guest or browser id).
    expect(byTable('team_round_answerers')).toEqual(['round_id', 'key']);
    // Invitations: the address only while unused (a check constraint clears it with the use).
    expect(byTable('team_round_invites')).toEqual([
      'id',
      'round_id',
      'email',
      'lang',
      'token_hash',
      'used',
      'created_at',
    ]);
    // The round: the owner's own columns (user_id, guest_lead_id) and counts.
    expect(byTable('team_rounds').sort()).toEqual(
      [
        'id',
        'user_id',
        'guest_lead_id',
        'team_name',
        'languages',
        'mail_lang',
        'deadline',
        'status',
        'closed_at',
        'link_code',
        'link_max_uses',
        'link_uses',
        'answered',
        'counted',
        'owner_answered',
        'result',
        'result_respondents',
        'result_counted',
        'share_token',
        'reminded_at',
        'threshold_reached_at',
        'created_at',
        'updated_at',
      ].sort(),
    );
    const used = await answer(api, 'x'.repeat(8));
    expect(used.status).toBe(404);
  });

  it('an answer writes nothing that links it to anyone: no mail, no log row, the rate counter holds an HMAC only', async () => {
    const owner = await guestCaller(quiet);
    const round = await startRound(quiet, owner);
    const ip = fromIp();
    const count = async (table: string) =>
      Number((await rows<{ n: number }>(quiet, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
    const before = { mail: await count('app.mail_outbox'), audit: await count('auth.audit_log_entries') };
    const response = await answer(quiet, round.link.code, analysisAnswers(4), {
      ...ip,
      'user-agent': 'Member-Browser/1.0',
    });
    expect(response.status).toBe(201);
    expect(await count('app.mail_outbox')).toBe(before.mail);
    expect(await count('auth.audit_log_entries')).toBe(before.audit);
    const counters = await rows<{ key: string }>(
      quiet,
      sql`select key from app.rate_limits where key like 'team_answers:%'`,
    );
    expect(counters.length).toBeGreaterThan(0);
    const stored = JSON.stringify(counters);
    expect(stored).not.toContain(ip['x-forwarded-for']);
    expect(stored).not.toContain(round.id);
    // Nothing in the round's rows carries the address or the browser.
    const dump = JSON.stringify(
      await rows(
        quiet,
        sql`select r.*, t.* from app.team_rounds r left join app.team_round_tallies t on t.round_id = r.id where r.id = ${round.id}`,
      ),
    );
    expect(dump).not.toContain(ip['x-forwarded-for']);
    expect(dump).not.toContain('Member-Browser');
    // The request log names no invitation code (nor a shared result's token).
    expect(loggedPath(`/functions/v1/team-invitations/${round.link.code}/answers`)).toBe(
      '/functions/v1/team-invitations/:code/answers',
    );
    expect(loggedPath('/functions/v1/team-results/abcdefgh12')).toBe('/functions/v1/team-results/:code');
  });

  it('the tallies’ row versions do not single out the last answer set (every row of the round changes with each answer)', async () => {
    // PostgreSQL stamps each row version with its transaction (xmin): had an answer touched only
    // its own 36 rows, one look at the table (a backup) would show the newest answer set whole,
    // and the invitation used in the same transaction would name whose it is.
    const owner = await guestCaller(api);
    const round = await startRound(api, owner);
    expect((await invite(api, owner, round.id, [`xmin-${round.id.slice(0, 6)}@example.com`])).status).toBe(200);
    expect((await answer(api, round.link.code, analysisAnswers(1))).status).toBe(201);
    expect((await answer(api, round.link.code, analysisAnswers(2))).status).toBe(201);
    const mail = await api.mail.take(`xmin-${round.id.slice(0, 6)}@example.com`, /.*/);
    expect((await answer(api, inviteCode(mail), analysisAnswers(5))).status).toBe(201);
    const versions = await rows<{ xmin: string; metric: string; value: number; count: number }>(
      api,
      sql`select xmin::text as xmin, metric, value, count from app.team_round_tallies where round_id = ${round.id}`,
    );
    expect(versions.filter((row) => row.metric.startsWith('item:') && row.value === 5).length).toBeGreaterThan(0);
    expect(new Set(versions.map((row) => row.xmin)).size).toBe(1);
  });

  it('the export carries settings, counts and the result, nothing per person', async () => {
    const owner = await guestCaller(api);
    const round = await startRound(api, owner);
    const address = `exp-${round.id.slice(0, 6)}@example.com`;
    expect((await invite(api, owner, round.id, [address])).status).toBe(200);
    for (let i = 1; i <= 3; i++)
      expect((await memberAnswer(api, round.link.code, analysisAnswers(i))).status).toBe(201);
    const exported = await json<TeamRoundExport>(await roundCall(api, owner, `/team-rounds/${round.id}/export`), 200);
    expect(Object.keys(exported).sort()).toEqual(['exported_at', 'result', 'round']);
    expect(Object.keys(exported.round).sort()).toEqual(
      [
        'id',
        'team_name',
        'status',
        'languages',
        'deadline',
        'answered',
        'counted',
        'has_result',
        'created_at',
        'closed_at',
        'link_max_uses',
        'link_uses',
        'invitations_sent',
        'invitations_pending',
      ].sort(),
    );
    expect(exported.round).toMatchObject({ answered: 3, invitations_sent: 1, invitations_pending: 1, link_uses: 3 });
    expect(exported.result).toMatchObject({ respondents: 3 });
    const text = JSON.stringify(exported);
    expect(text).not.toContain(address);
    expect(text).not.toContain(round.link.code);
    expect(text).not.toMatch(/"(answers|email|ip|user_agent)"/);
  });
});

describe('the per-IP answer limit', () => {
  it('refuses a script (429) but not other addresses', async () => {
    const owner = await guestCaller(quiet);
    const round = await startRound(quiet, owner, { link_max_uses: 50 });
    const ip = fromIp();
    for (let i = 0; i < 4; i++) expect((await answer(quiet, round.link.code, analysisAnswers(), ip)).status).toBe(201);
    const limited = await answer(quiet, round.link.code, analysisAnswers(), ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await answer(quiet, round.link.code, analysisAnswers(), fromIp())).status).toBe(201);
  });
});

describe('deleting a round', () => {
  it('removes its tallies, invitations and unsent mails; its links are 404', async () => {
    const owner = await guestCaller(quiet);
    const round = await startRound(quiet, owner);
    const keep = await startRound(quiet, owner);
    expect((await invite(quiet, owner, round.id, ['del-a@example.com', 'del-b@example.com'])).status).toBe(200);
    expect((await invite(quiet, owner, keep.id, ['keep@example.com'])).status).toBe(200);
    for (let i = 1; i <= 3; i++)
      expect((await memberAnswer(quiet, round.link.code, analysisAnswers(i), fromIp())).status).toBe(201);
    const shared = await json<TeamRoundView>(
      await roundCall(quiet, owner, `/team-rounds/${round.id}/share`, { method: 'POST', json: { shared: true } }),
      200,
    );
    const ref = `team_round:${round.id}`;
    const pending = async (which: string) =>
      Number(
        (
          await rows<{ n: number }>(
            quiet,
            sql`select count(*)::int as n from app.mail_outbox where ref = ${which} and status = 'pending'`,
          )
        )[0]!.n,
      );
    // Two invitations and the owner's threshold mail wait (no mail worker on this server).
    expect(await pending(ref)).toBe(3);

    expect(await json(await roundCall(quiet, owner, `/team-rounds/${round.id}`, { method: 'DELETE' }), 200)).toEqual({
      deleted: true,
    });
    for (const table of [
      'team_rounds where id',
      'team_round_tallies where round_id',
      'team_round_invites where round_id',
    ]) {
      const [left] = await rows<{ n: number }>(
        quiet,
        sql`select count(*)::int as n from ${sql.raw(`app.${table}`)} = ${round.id}`,
      );
      expect([table, Number(left!.n)]).toEqual([table, 0]);
    }
    expect(await pending(ref)).toBe(0);
    expect(await pending(`team_round:${keep.id}`)).toBe(1);
    expect((await roundCall(quiet, owner, `/team-rounds/${round.id}`)).status).toBe(404);
    expect((await roundCall(quiet, null, `/team-invitations/${round.link.code}`)).status).toBe(404);
    expect((await roundCall(quiet, null, `/team-results/${shared.share!.token}`)).status).toBe(404);
    expect((await roundCall(quiet, owner, `/team-rounds/${round.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the threshold against an owner who answers for others', () => {
  const browserId = () => `browser-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

  it('counts distinct people only: the owner once, invitations and accounts; extra link answers publish nothing', async () => {
    const owner = await userCaller(api);
    const round = await startRound(api, owner);
    const address = `real-${round.id.slice(0, 6)}@example.com`;
    const ownAddress = `own-${round.id.slice(0, 6)}@example.com`;
    expect((await invite(api, owner, round.id, [address, ownAddress])).status).toBe(200);
    const invitation = inviteCode(await api.mail.take(address, /Teamrunde/));
    const ownInvitation = inviteCode(await api.mail.take(ownAddress, /Teamrunde/));

    // The owner answers as themselves: marked as theirs, counted once.
    const mine = await json<{ owner: boolean; counted: boolean }>(
      await answer(api, round.link.code, analysisAnswers(1), owner.headers, { browser_id: browserId() }),
      201,
    );
    expect(mine).toMatchObject({ owner: true, counted: true });
    // Again, through the link or an invitation sent to themselves: refused, and the invitation is not spent.
    for (const code of [round.link.code, ownInvitation]) {
      const again = await answer(api, code, analysisAnswers(2), owner.headers);
      expect([code, again.status]).toEqual([code, 409]);
      expect(await again.json()).toMatchObject({ code: 'team_round_already_answered' });
    }
    // Two more answer sets from private windows (no account, a new browser id each or none at all).
    for (const body of [{ browser_id: browserId() }, {}]) {
      const extra = await json<{ owner: boolean; counted: boolean }>(
        await answer(api, round.link.code, analysisAnswers(2), {}, body),
        201,
      );
      expect(extra).toMatchObject({ owner: false, counted: false });
    }
    // The one real member: four answer sets, two people. No result anywhere.
    expect((await answer(api, invitation, analysisAnswers(5))).status).toBe(201);
    const view = await json<TeamRoundView>(await roundCall(api, owner, `/team-rounds/${round.id}`), 200);
    expect(view).toMatchObject({ answered: 4, counted: 2, owner_answered: true, has_result: false });
    expect(
      await json<{ result: unknown }>(await roundCall(api, owner, `/team-rounds/${round.id}/result`), 200),
    ).toMatchObject({ answered: 4, result: null });
    expect(
      (
        await rows<{ pending: number }>(
          api,
          sql`select count(*)::int as pending from app.team_round_invites
      where round_id = ${round.id} and not used`,
        )
      )[0]!.pending,
    ).toBe(1);

    // A third person (a signed-in account through the link): published, with every answer set in it.
    expect(await json(await memberAnswer(api, round.link.code, analysisAnswers(4)), 201)).toMatchObject({
      counted: true,
      owner: false,
    });
    const published = await json<TeamRoundView & { result: unknown }>(
      await roundCall(api, owner, `/team-rounds/${round.id}/result`),
      200,
    );
    expect(published.result).toMatchObject({ respondents: 5 });
  });

  it('takes one answer per account, guest and browser id; a malformed browser id is refused', async () => {
    const round = await startRound(api, await guestCaller(api), { link_max_uses: 20 });
    const member = await userCaller(api);
    const guest = await guestCaller(api);
    const browser = browserId();
    for (const [headers, body] of [
      [member.headers, {}],
      [guest.headers, {}],
      [{}, { browser_id: browser }],
    ] as const) {
      expect((await answer(api, round.link.code, analysisAnswers(3), headers, body)).status).toBe(201);
      const again = await answer(api, round.link.code, analysisAnswers(3), headers, body);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'team_round_already_answered' });
    }
    // The same account in another browser, or the same browser signed in: still one answer each.
    expect(
      (await answer(api, round.link.code, analysisAnswers(3), member.headers, { browser_id: browserId() })).status,
    ).toBe(409);
    expect((await answer(api, round.link.code, analysisAnswers(3), {}, { browser_id: browser })).status).toBe(409);
    const bad = await answer(api, round.link.code, analysisAnswers(3), {}, { browser_id: 'short' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    // Refused answers spent nothing: 3 answers, 3 uses of the link, one counted (the account).
    const [counts] = await rows<{ answered: number; counted: number; link_uses: number }>(
      api,
      sql`select answered, counted, link_uses from app.team_rounds where id = ${round.id}`,
    );
    expect(counts).toEqual({ answered: 3, counted: 1, link_uses: 3 });
  });
});
