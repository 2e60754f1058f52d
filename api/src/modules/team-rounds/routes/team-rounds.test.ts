// Team rounds (docs/api.md "Team rounds"): the threshold and the republishing rule through every
// result endpoint, the link's allowance, closing and deadlines, sharing, the owner-only access and
// odd input. Members' answers and anonymity: team-round-members.test.ts.
import type { TeamRoundExport, TeamRoundResultResponse, TeamRoundSummary, TeamRoundView } from '@cc/shared-contract';
import { eq } from 'drizzle-orm';
import { teamRounds } from '../tables';
import { startTestApi, type TestApi } from '../../../test/harness';
import {
  analysisAnswers,
  answer,
  memberAnswer,
  roundCall,
  startRound,
  type RoundCaller,
} from '../../../test/team-rounds';
import { guestCaller, userCaller } from '../../../test/advisor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_TEAM_ANSWERS_PER_IP: '10000/60' } });
});

afterAll(async () => {
  await api.close();
});

const json = async <T>(response: Response, status: number): Promise<T> => {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
};

const owners: Array<[string, () => Promise<RoundCaller & { email: string }>]> = [
  ['a signed-in user', () => userCaller(api)],
  ['a guest', () => guestCaller(api)],
];

describe.each(owners)('a round owned by %s', (_label, makeOwner) => {
  it('has no result below 3 answers through any endpoint, then one, republished only with 3 new answers', async () => {
    const owner = await makeOwner();
    const round = await startRound(api, owner, { link_max_uses: 10 });
    expect(round).toMatchObject({
      team_name: 'Team Nord',
      status: 'open',
      languages: ['de'],
      answered: 0,
      has_result: false,
      threshold: 3,
      link: { uses: 0, max_uses: 10, url: `http://localhost:3000/team/${round.link.code}` },
      invitations: { sent: 0, pending: 0 },
      result_respondents: 0,
      share: null,
    });
    expect(round.link.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const shared = await json<TeamRoundView>(
      await roundCall(api, owner, `/team-rounds/${round.id}/share`, { method: 'POST', json: { shared: true } }),
      200,
    );
    const token = shared.share!.token;

    const results = async () => {
      const own = await json<TeamRoundResultResponse>(
        await roundCall(api, owner, `/team-rounds/${round.id}/result`),
        200,
      );
      const viaLink = await json<TeamRoundResultResponse>(await roundCall(api, null, `/team-results/${token}`), 200);
      const exported = await json<TeamRoundExport>(await roundCall(api, owner, `/team-rounds/${round.id}/export`), 200);
      const list = await json<{ rounds: TeamRoundSummary[] }>(await roundCall(api, owner, '/team-rounds'), 200);
      // A query string changes nothing (there are no filters).
      const filtered = await json<TeamRoundResultResponse>(
        await roundCall(api, owner, `/team-rounds/${round.id}/result?category=values&min=1`),
        200,
      );
      expect(viaLink).toEqual(own);
      expect(filtered).toEqual(own);
      expect(exported.result).toEqual(own.result);
      return { own, exported, listed: list.rounds.find((r) => r.id === round.id)! };
    };

    const answers = [1, 2, 3, 4, 5, 2].map((value, i) => analysisAnswers((index) => value + (index % (i + 1))));
    for (const set of answers.slice(0, 2)) expect((await memberAnswer(api, round.link.code, set)).status).toBe(201);
    const two = await results();
    expect(two.own).toMatchObject({ round_id: round.id, answered: 2, threshold: 3, result: null, status: 'open' });
    expect(two.listed).toMatchObject({ answered: 2, counted: 2, has_result: false });
    expect(two.exported.round).toMatchObject({ answered: 2, has_result: false, link_uses: 2 });

    const third = await memberAnswer(api, round.link.code, answers[2]);
    expect(await json(third, 201)).toMatchObject({
      answered: 3,
      threshold: 3,
      counted: true,
      owner: false,
      own: { type: 'conflict-analysis' },
    });
    const three = await results();
    expect(three.own.result).toMatchObject({ respondents: 3, version: 2, published_at: expect.any(String) });
    expect(three.own.result!.categories).toHaveLength(3);
    expect(three.listed).toMatchObject({ answered: 3, has_result: true });
    // The owner hears of it once, in the round's mail language, with the link to the round.
    const mail = await api.mail.take(owner.email, /Ergebnis deiner Teamrunde/);
    expect(mail.text).toContain(`http://localhost:3000/team-rounds/${round.id}`);
    expect(mail.text).toContain('„Team Nord“');

    for (const set of answers.slice(3, 5)) expect((await memberAnswer(api, round.link.code, set)).status).toBe(201);
    const five = await results();
    expect(five.own.answered).toBe(5);
    expect(five.own.result).toEqual(three.own.result);

    expect((await memberAnswer(api, round.link.code, answers[5])).status).toBe(201);
    const six = await results();
    expect(six.own.result).toMatchObject({ respondents: 6 });
    expect(six.own.result!.published_at >= three.own.result!.published_at).toBe(true);
    const view = await json<TeamRoundView>(await roundCall(api, owner, `/team-rounds/${round.id}`), 200);
    expect(view).toMatchObject({ answered: 6, result_respondents: 6, threshold_reached_at: expect.any(String) });
    // Still one threshold mail.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.mail.to(owner.email).filter((m) => /Teamrunde/.test(m.subject))).toHaveLength(1);
  });

  it('closes: answers 410, owner changes 409, the final result under the same rule', async () => {
    const owner = await makeOwner();
    const round = await startRound(api, owner);
    for (let i = 0; i < 4; i++) expect((await memberAnswer(api, round.link.code)).status).toBe(201);
    const closed = await json<TeamRoundView>(
      await roundCall(api, owner, `/team-rounds/${round.id}/close`, { method: 'POST' }),
      200,
    );
    // 4 answers: the result of 3 stays (one more would isolate a single answer set).
    expect(closed).toMatchObject({
      status: 'closed',
      answered: 4,
      result_respondents: 3,
      closed_at: expect.any(String),
    });

    const late = await answer(api, round.link.code);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ code: 'team_round_closed' });
    const invitation = await json<{ state: string }>(
      await roundCall(api, null, `/team-invitations/${round.link.code}`),
      200,
    );
    expect(invitation.state).toBe('closed');
    for (const [method, path, body] of [
      ['POST', 'close', undefined],
      ['PATCH', '', { team_name: 'Neu' }],
      ['POST', 'invitations', { emails: ['a@example.com'], lang: 'de' }],
      ['POST', 'reminders', undefined],
    ] as const) {
      const response = await roundCall(api, owner, `/team-rounds/${round.id}${path ? `/${path}` : ''}`, {
        method,
        ...(body ? { json: body } : {}),
      });
      expect([path, response.status]).toEqual([path, 409]);
      expect(await response.json()).toMatchObject({ code: 'team_round_closed' });
    }
    // Reading, sharing, exporting and deleting still work.
    expect((await roundCall(api, owner, `/team-rounds/${round.id}/export`)).status).toBe(200);
    expect(
      (await roundCall(api, owner, `/team-rounds/${round.id}/share`, { method: 'POST', json: { shared: true } }))
        .status,
    ).toBe(200);
  });
});

describe('the link allowance', () => {
  it('stops at max_uses (409 team_link_exhausted), and the owner can raise it but not below the uses', async () => {
    const owner = await userCaller(api);
    const round = await startRound(api, owner, { link_max_uses: 2 });
    expect((await answer(api, round.link.code)).status).toBe(201);
    expect((await answer(api, round.link.code)).status).toBe(201);
    const spent = await answer(api, round.link.code);
    expect(spent.status).toBe(409);
    expect(await spent.json()).toMatchObject({ code: 'team_link_exhausted' });
    expect(await json(await roundCall(api, null, `/team-invitations/${round.link.code}`), 200)).toMatchObject({
      state: 'exhausted',
      kind: 'link',
      round_id: round.id,
    });

    const below = await roundCall(api, owner, `/team-rounds/${round.id}`, {
      method: 'PATCH',
      json: { link_max_uses: 1 },
    });
    expect(below.status).toBe(400);
    expect(await below.json()).toMatchObject({
      code: 'team_round_invalid',
      details: { fields: [{ field: 'link_max_uses', reason: 'below_uses' }] },
    });
    const raised = await json<TeamRoundView>(
      await roundCall(api, owner, `/team-rounds/${round.id}`, { method: 'PATCH', json: { link_max_uses: 3 } }),
      200,
    );
    expect(raised.link).toMatchObject({ uses: 2, max_uses: 3 });
    expect((await answer(api, round.link.code)).status).toBe(201);
    expect((await answer(api, round.link.code)).status).toBe(409);
  });

  it('of 0 takes no answers through the link (mailed invitations only)', async () => {
    const owner = await guestCaller(api);
    const round = await startRound(api, owner, { link_max_uses: 0 });
    expect((await answer(api, round.link.code)).status).toBe(409);
  });
});

describe('creating and changing a round', () => {
  it('refuses a team name with a link, web or mail address (strangers read it in their invitation mail)', async () => {
    const owner = await guestCaller(api);
    for (const team_name of ['Team https://evil.example', 'Team www.evil.example', 'Team evil.com', 'a@evil.de']) {
      const created = await roundCall(api, owner, '/team-rounds', { method: 'POST', json: { team_name } });
      expect([team_name, created.status]).toEqual([team_name, 400]);
      expect(await created.json()).toMatchObject({
        code: 'validation_failed',
        details: { fields: [{ field: 'team_name', reason: 'link' }] },
      });
    }
    const round = await startRound(api, owner, { team_name: 'Team v2.0 z.B. Nord' });
    const renamed = await roundCall(api, owner, `/team-rounds/${round.id}`, {
      method: 'PATCH',
      json: { team_name: 'Team bit.ly/x' },
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({ details: { fields: [{ field: 'team_name', reason: 'link' }] } });
  });

  it('checks the deadline (future, at most 366 days) and the limit of open rounds', async () => {
    const owner = await userCaller(api);
    const day = 86_400_000;
    for (const [deadline, reason] of [
      [new Date(Date.now() - 60_000).toISOString(), 'past'],
      [new Date(Date.now() + 367 * day).toISOString(), 'too_far'],
    ] as const) {
      const response = await roundCall(api, owner, '/team-rounds', {
        method: 'POST',
        json: { team_name: 'X', deadline },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'team_round_invalid',
        details: { fields: [{ field: 'deadline', reason }] },
      });
    }
    const round = await startRound(api, owner, {
      deadline: new Date(Date.now() + 7 * day).toISOString(),
      languages: ['de', 'en'],
      mail_lang: 'en',
    });
    expect(round).toMatchObject({ languages: ['de', 'en'], deadline: expect.any(String) });
    const cleared = await json<TeamRoundView>(
      await roundCall(api, owner, `/team-rounds/${round.id}`, {
        method: 'PATCH',
        json: { deadline: null, team_name: ' Süd ' },
      }),
      200,
    );
    expect(cleared).toMatchObject({ deadline: null, team_name: 'Süd' });
    // 20 open rounds at a time (also when several starts come at once); closed ones do not count.
    for (let i = 1; i < 18; i++) await startRound(api, owner);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () =>
        roundCall(api, owner, '/team-rounds', { method: 'POST', json: { team_name: 'Gleichzeitig' } }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(racing.sort()).toEqual([201, 201, 409, 409]);
    const over = await roundCall(api, owner, '/team-rounds', { method: 'POST', json: { team_name: 'Eins zu viel' } });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      code: 'team_round_limit',
      details: { limit: 'openRoundsPerOwner', max: 20 },
    });
    expect((await roundCall(api, owner, `/team-rounds/${round.id}/close`, { method: 'POST' })).status).toBe(200);
    expect((await roundCall(api, owner, '/team-rounds', { method: 'POST', json: { team_name: 'Jetzt' } })).status).toBe(
      201,
    );
  });

  it('treats a passed deadline as closed everywhere', async () => {
    const owner = await guestCaller(api);
    const round = await startRound(api, owner);
    for (let i = 0; i < 2; i++) expect((await answer(api, round.link.code)).status).toBe(201);
    // The deadline passes (a round cannot be given one in the past through the api).
    await api.db
      .update(teamRounds)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(teamRounds.id, round.id));
    const view = await json<TeamRoundView>(await roundCall(api, owner, `/team-rounds/${round.id}`), 200);
    expect(view).toMatchObject({ status: 'closed', closed_at: view.deadline });
    expect((await answer(api, round.link.code)).status).toBe(410);
    expect(await json(await roundCall(api, null, `/team-invitations/${round.link.code}`), 200)).toMatchObject({
      state: 'closed',
    });
    const patch = await roundCall(api, owner, `/team-rounds/${round.id}`, {
      method: 'PATCH',
      json: { deadline: null },
    });
    expect(patch.status).toBe(409);
    expect((await roundCall(api, owner, `/team-rounds/${round.id}/close`, { method: 'POST' })).status).toBe(409);
    const result = await json<TeamRoundResultResponse>(
      await roundCall(api, owner, `/team-rounds/${round.id}/result`),
      200,
    );
    expect(result).toMatchObject({ status: 'closed', answered: 2, result: null });
  });
});

describe('sharing', () => {
  it('creates a new read-only link each time and revokes it (the old one is 404)', async () => {
    const owner = await userCaller(api);
    const round = await startRound(api, owner);
    const share = () =>
      roundCall(api, owner, `/team-rounds/${round.id}/share`, { method: 'POST', json: { shared: true } }).then((r) =>
        json<TeamRoundView>(r, 200),
      );
    const first = (await share()).share!;
    expect(first.url).toBe(`http://localhost:3000/team-results/${first.token}`);
    expect(await json(await roundCall(api, null, `/team-results/${first.token}`), 200)).toMatchObject({
      round_id: round.id,
      result: null,
    });
    expect(await json(await roundCall(api, null, `/team-invitations/${round.link.code}`), 200)).toMatchObject({
      shared_result_url: first.url,
    });
    const second = (await share()).share!;
    expect(second.token).not.toBe(first.token);
    expect((await roundCall(api, null, `/team-results/${first.token}`)).status).toBe(404);
    const revoked = await json<TeamRoundView>(
      await roundCall(api, owner, `/team-rounds/${round.id}/share`, { method: 'POST', json: { shared: false } }),
      200,
    );
    expect(revoked.share).toBeNull();
    const gone = await roundCall(api, null, `/team-results/${second.token}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'team_round_not_found' });
  });
});

describe('who reaches a round', () => {
  it('is its owner only: 404 for another user or guest and forged ids, 401 for anonymous callers', async () => {
    const owner = await userCaller(api);
    const round = await startRound(api, owner);
    const guestOwner = await guestCaller(api);
    const guestRound = await startRound(api, guestOwner);
    const strangers = [await userCaller(api), await guestCaller(api)];
    const requests = (id: string) =>
      [
        ['GET', `/team-rounds/${id}`, undefined],
        ['PATCH', `/team-rounds/${id}`, { team_name: 'Gekapert' }],
        ['POST', `/team-rounds/${id}/invitations`, { emails: ['x@example.com'], lang: 'de' }],
        ['POST', `/team-rounds/${id}/reminders`, undefined],
        ['POST', `/team-rounds/${id}/close`, undefined],
        ['POST', `/team-rounds/${id}/share`, { shared: true }],
        ['GET', `/team-rounds/${id}/result`, undefined],
        ['GET', `/team-rounds/${id}/export`, undefined],
        ['DELETE', `/team-rounds/${id}`, undefined],
      ] as const;
    for (const id of [round.id, guestRound.id]) {
      for (const caller of [...strangers, id === round.id ? guestOwner : owner]) {
        for (const [method, path, body] of requests(id)) {
          const response = await roundCall(api, caller, path, { method, ...(body ? { json: body } : {}) });
          expect([method, path, response.status]).toEqual([method, path, 404]);
          expect(await response.json()).toMatchObject({ code: 'team_round_not_found' });
        }
      }
      for (const [method, path, body] of requests(id)) {
        const response = await roundCall(api, null, path, { method, ...(body ? { json: body } : {}) });
        expect([method, path, response.status]).toEqual([method, path, 401]);
        expect(await response.json()).toMatchObject({ code: 'not_authenticated' });
      }
    }
    for (const forged of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      round.id.toUpperCase().replace(/.$/, 'Z'),
      '%00',
    ]) {
      for (const [method, path, body] of requests(forged)) {
        const response = await roundCall(api, owner, path, { method, ...(body ? { json: body } : {}) });
        expect([forged, method, path, response.status]).toEqual([forged, method, path, 404]);
      }
    }
    // Nothing changed, nothing was sent; the lists are the owner's own.
    const [row] = await api.db.select().from(teamRounds).where(eq(teamRounds.id, round.id));
    expect(row).toMatchObject({ teamName: 'Team Nord', status: 'open', shareToken: null });
    const strangerList = await json<{ rounds: unknown[] }>(await roundCall(api, strangers[0]!, '/team-rounds'), 200);
    expect(strangerList.rounds).toEqual([]);
    expect((await roundCall(api, null, '/team-rounds')).status).toBe(401);
    expect((await roundCall(api, null, '/team-rounds', { method: 'POST', json: { team_name: 'X' } })).status).toBe(401);
    // The owner's id in another case still opens it.
    expect((await roundCall(api, owner, `/team-rounds/${round.id.toUpperCase()}`)).status).toBe(200);
  });
});

describe('odd input', () => {
  it('is a 4xx with a stable code, never a 500', async () => {
    const owner = await guestCaller(api);
    const round = await startRound(api, owner);
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { team_name: '' },
      { team_name: 'x'.repeat(81) },
      { team_name: 'A', languages: [] },
      { team_name: 'A', languages: ['de', 'de'] },
      { team_name: 'A', languages: ['fr'] },
      { team_name: 'A', link_max_uses: 501 },
      { team_name: 'A', link_max_uses: -1 },
      { team_name: 'A', link_max_uses: 1.5 },
      { team_name: 'A', deadline: 'tomorrow' },
      { team_name: 'A', mail_lang: 'fr' },
    ];
    for (const body of bodies) {
      const response = await roundCall(api, owner, '/team-rounds', { method: 'POST', json: body });
      expect([body, response.status]).toEqual([body, 400]);
      expect(await response.json()).toMatchObject({ code: expect.stringMatching(/^(validation_failed|bad_json)$/) });
    }
    for (const body of [null, {}, { team_name: null }, { link_max_uses: '3' }]) {
      const response = await roundCall(api, owner, `/team-rounds/${round.id}`, { method: 'PATCH', json: body });
      expect([body, response.status]).toEqual([body, 400]);
    }
    for (const body of [null, {}, { shared: 'yes' }]) {
      const response = await roundCall(api, owner, `/team-rounds/${round.id}/share`, { method: 'POST', json: body });
      expect([body, response.status]).toEqual([body, 400]);
    }
    for (const body of [
      null,
      { emails: [], lang: 'de' },
      { emails: 'a@example.com', lang: 'de' },
      { emails: ['a@example.com'] },
      { emails: [1], lang: 'de' },
    ]) {
      const response = await roundCall(api, owner, `/team-rounds/${round.id}/invitations`, {
        method: 'POST',
        json: body,
      });
      expect([body, response.status]).toEqual([body, 400]);
    }
    const answerBodies: Array<[unknown, string]> = [
      [null, 'validation_failed'],
      [{ lang: 'de' }, 'invalid_shape'],
      [{ answers: { c1: 3 }, lang: 'de' }, 'missing_answers'],
      [{ answers: analysisAnswers(), lang: 'fr' }, 'validation_failed'],
      [{ answers: 'x', lang: 'de' }, 'invalid_shape'],
      [{ answers: { ...analysisAnswers(), c1: 6 }, lang: 'de' }, 'invalid_answer'],
      [{ answers: { ...analysisAnswers(), c1: '3' }, lang: 'de' }, 'invalid_shape'],
    ];
    for (const [body, code] of answerBodies) {
      const response = await api.request(`/functions/v1/team-invitations/${round.link.code}/answers`, {
        method: 'POST',
        json: body,
      });
      expect([body, response.status]).toEqual([body, 400]);
      expect(await response.json()).toMatchObject({ code });
    }
    const unreadable = await api.request(`/functions/v1/team-invitations/${round.link.code}/answers`, {
      method: 'POST',
      body: '{"answers":',
      headers: { 'content-type': 'application/json' },
    });
    expect(unreadable.status).toBe(400);
    for (const code of ['short', 'x'.repeat(129), 'a'.repeat(40), '%E2%80%AE%00abcdefgh', "abc'defgh;--"]) {
      const read = await api.request(`/functions/v1/team-invitations/${code}`);
      expect([code, read.status]).toEqual([code, 404]);
      const post = await answer(api, decodeURIComponent(code));
      expect([code, post.status]).toEqual([code, 404]);
      const result = await api.request(`/functions/v1/team-results/${code}`);
      expect([code, result.status]).toEqual([code, 404]);
    }
    const [row] = await api.db.select().from(teamRounds).where(eq(teamRounds.id, round.id));
    expect(row!.answered).toBe(0);
  });
});
