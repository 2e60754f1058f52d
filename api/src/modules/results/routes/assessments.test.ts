// The free tools' results: validation with stable codes, scoring on the server, ownership (someone
// else's result is not found), share links, the values comparison, the mail copy over SMTP, the
// rate limit and account deletion.
import {
  type AssessmentType,
  analysisCategories,
  assessmentDefinitions,
  compareValues,
  domainText,
  scoreAssessment,
} from '@cc/shared-domain';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../platform/db/schema';
import { assessmentResults } from '../tables';
import { escapeHtml } from '../../../platform/mail/layout';
import { resultMailsPerAddress } from './assessments';
import { JwtService } from '../../../platform/security/jwt';
import {
  apiForThisFile,
  createConfirmedUser,
  goodPassword,
  siteUrl,
  startTestApi,
  type TestApi,
  uniqueEmail,
  withTamperedSignature,
} from '../../../test/harness';

const api = apiForThisFile();

type Json = Record<string, unknown>;
/** An answer of the assessments endpoints: a stored result (with its id and share token) or an error body. */
type Answer = Json & { id?: string; share_token?: string };

/** Complete answers for `type`, item i answered with pick(i) (clamped to the scale). */
function answersFor(type: AssessmentType, pick: (index: number) => number = (i) => i): Record<string, number> {
  const { items, scale } = assessmentDefinitions[type];
  const span = scale.max - scale.min + 1;
  return Object.fromEntries(items.map((item, i) => [item.id, scale.min + (((pick(i) % span) + span) % span)]));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await api.request('/functions/v1/assessments', { method: 'POST', json: body, headers });
  return { status: response.status, body: (await response.json()) as Answer, headers: response.headers };
}

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await api.request(`/functions/v1/${pathname}`, { headers });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function del(id: string, headers: Record<string, string> = {}) {
  const response = await api.request(`/functions/v1/assessments/${id}`, { method: 'DELETE', headers });
  return { status: response.status, body: (await response.json()) as Json };
}

async function guestToken(email = uniqueEmail('guest'), lang = 'de'): Promise<{ email: string; token: string }> {
  const response = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    json: { email, firstName: 'Gia', consent: true, lang },
  });
  const body = (await response.json()) as { guest_token: string };
  return { email, token: body.guest_token };
}

const rowsTo = (address: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const storedRow = async (id: string) =>
  (await api.db.select().from(assessmentResults).where(eq(assessmentResults.id, id)))[0];

describe('POST /functions/v1/assessments', () => {
  it.each(['conflict-analysis', 'conflict-style', 'values'] as const)(
    'scores %s on the server and stores it; a client-sent result is ignored',
    async (type) => {
      const answers = answersFor(type, (i) => i * 7 + 3);
      const forged = { type, primary: 'values', scores: { communication: 100 } };
      const { status, body } = await post({ type, answers, result: forged, lang: 'en' });
      expect(status).toBe(201);
      // An anonymous caller also gets the delete token that only its browser keeps.
      expect(Object.keys(body).sort()).toEqual([
        'created_at',
        'delete_token',
        'id',
        'mail_queued',
        'result',
        'share_token',
        'type',
      ]);
      expect(body).toMatchObject({ type, mail_queued: false });
      expect(body.result).toEqual(scoreAssessment(type, answers));
      expect(body.share_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Math.abs(Date.parse(body.created_at as string) - Date.now())).toBeLessThan(60_000);

      const row = await storedRow(body.id as string);
      expect(row).toMatchObject({
        type,
        lang: 'en',
        answers,
        userId: null,
        guestLeadId: null,
        partnerId: null,
        shareToken: body.share_token,
        version: assessmentDefinitions[type].version,
      });
      expect(row!.result).toEqual(body.result);
    },
  );

  it('accepts answers as an array of { itemId, value } too', async () => {
    const answers = answersFor('conflict-style');
    const list = Object.entries(answers).map(([itemId, value]) => ({ itemId, value }));
    const { status, body } = await post({ type: 'conflict-style', answers: list });
    expect(status).toBe(201);
    expect(body.result).toEqual(scoreAssessment('conflict-style', answers));
  });

  describe('validation', () => {
    const complete = answersFor('conflict-analysis');
    const withoutFirst = Object.fromEntries(Object.entries(complete).slice(1));

    it.each<[string, unknown, string, Json]>([
      ['an unknown type', { type: 'horoscope', answers: complete }, 'unknown_type', { type: 'horoscope' }],
      ['a missing type', { answers: complete }, 'unknown_type', {}],
      ['a type of the wrong kind', { type: ['values'], answers: complete }, 'unknown_type', { type: ['values'] }],
      ['answers that are a string', { type: 'conflict-analysis', answers: 'all 5' }, 'invalid_shape', {}],
      ['no answers at all', { type: 'conflict-analysis' }, 'invalid_shape', {}],
      ['an answer that is text', { type: 'conflict-analysis', answers: { ...complete, c1: '5' } }, 'invalid_shape', {}],
      ['an array entry without itemId', { type: 'values', answers: [{ value: 3 }] }, 'invalid_shape', {}],
      [
        'an answer off the scale',
        { type: 'conflict-analysis', answers: { ...complete, c1: 6 } },
        'invalid_answer',
        { invalid: [{ itemId: 'c1', reason: 'out_of_range' }], scale: { min: 1, max: 5 } },
      ],
      [
        'a fraction',
        { type: 'conflict-analysis', answers: { ...complete, v1: 2.5 } },
        'invalid_answer',
        { invalid: [{ itemId: 'v1', reason: 'not_integer' }] },
      ],
      [
        'an unknown item',
        { type: 'conflict-analysis', answers: { ...complete, zz9: 3 } },
        'invalid_answer',
        { invalid: [{ itemId: 'zz9', reason: 'unknown_item' }] },
      ],
      [
        'a missing answer',
        { type: 'conflict-analysis', answers: withoutFirst },
        'missing_answers',
        { missing: ['c1'], scale: { min: 1, max: 5 } },
      ],
      [
        'a null answer',
        { type: 'conflict-analysis', answers: { ...complete, e8: null } },
        'missing_answers',
        { missing: ['e8'] },
      ],
      ['empty answers', { type: 'values', answers: {} }, 'missing_answers', {}],
    ])('refuses %s with 400 and the code and details of validateAnswers', async (_label, payload, code, details) => {
      const { status, body } = await post(payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code, details });
      expect(typeof body.message).toBe('string');
    });

    it.each<[string, unknown]>([
      ['a body that is an array', [{ type: 'values' }]],
      ['a body that is a string', 'values'],
      ['null', null],
      ['a lang that is a number', { type: 'conflict-style', answers: answersFor('conflict-style'), lang: 7 }],
      ['consent that is a string', { type: 'conflict-style', answers: answersFor('conflict-style'), consent: 'yes' }],
      ['an email that is an object', { type: 'conflict-style', answers: answersFor('conflict-style'), email: {} }],
      [
        'compare_with on another type',
        { type: 'conflict-style', answers: answersFor('conflict-style'), compare_with: 'x' },
      ],
    ])('refuses %s with 400 validation_failed', async (_label, payload) => {
      const { status, body } = await post(payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'validation_failed' });
    });

    it('refuses malformed JSON, deep nesting and huge bodies with 4xx and stores nothing', async () => {
      const before = (await api.db.select({ id: assessmentResults.id }).from(assessmentResults)).length;
      const send = (body: string) =>
        api.request('/functions/v1/assessments', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
      const malformed = await send('{"type": "values", ');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ code: 'bad_json' });
      const deep = await send(`{"type":"values","answers":${'['.repeat(5000)}${']'.repeat(5000)}}`);
      expect(deep.status).toBe(400);
      const huge = await send(JSON.stringify({ type: 'values', answers: { x: 'a'.repeat(200_000) } }));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ code: 'request_too_large' });
      const manyItems = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`x${i}`, 1]));
      const many = await post({ type: 'values', answers: manyItems });
      expect(many.status).toBe(400);
      expect(many.body.code).toBe('invalid_answer');
      expect((await api.db.select({ id: assessmentResults.id }).from(assessmentResults)).length).toBe(before);
    });

    it('needs the apikey like every function', async () => {
      const response = await fetch(`${api.url}/functions/v1/assessments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'values', answers: answersFor('values') }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'no_api_key' });
    });
  });
});

describe('who is calling', () => {
  it('treats Bearer <anon key> (functions.invoke without a session) and non-JWT bearers as anonymous', async () => {
    const { data, error } = await api.client().functions.invoke<Json>('assessments', {
      body: { type: 'values', answers: answersFor('values') },
    });
    expect(error).toBeNull();
    expect((await storedRow(data!.id as string))!).toMatchObject({ userId: null, guestLeadId: null });
    const opaque = await post({ type: 'values', answers: answersFor('values') }, bearer('not-a-jwt'));
    expect(opaque.status).toBe(201);
  });

  it('stores a signed-in user as the owner (functions.invoke with a session)', async () => {
    const user = await createConfirmedUser(api);
    const client = api.client();
    const { data: signIn } = await client.auth.signInWithPassword({ email: user.email, password: goodPassword });
    const { data, error } = await client.functions.invoke<Json>('assessments', {
      body: { type: 'conflict-style', answers: answersFor('conflict-style') },
    });
    expect(error).toBeNull();
    expect((await storedRow(data!.id as string))!.userId).toBe(signIn.user!.id);
  });

  it('refuses a JWT that fails verification or whose session is gone with 401', async () => {
    const user = await createConfirmedUser(api);
    const forged = withTamperedSignature(user.accessToken);
    const bad = await post({ type: 'values', answers: answersFor('values') }, bearer(forged));
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'bad_jwt' });

    const client = api.client();
    const { data } = await client.auth.signInWithPassword({ email: user.email, password: goodPassword });
    await client.auth.signOut();
    const gone = await get('assessments', bearer(data.session!.access_token));
    expect(gone.status).toBe(401);
    expect(gone.body).toMatchObject({ code: 'session_not_found' });
  });

  it('refuses a tampered, expired or non-guest guest token with 401 invalid_guest_token', async () => {
    const { token } = await guestToken();
    const jwt = new JwtService(api.server.keys, api.config.jwtIssuer, 3600);
    const expired = await jwt.signGuestToken(
      { id: '00000000-0000-4000-8000-000000000000', email: 'a@example.com', firstName: 'A' },
      -60,
    );
    const user = await createConfirmedUser(api);
    for (const candidate of [withTamperedSignature(token), expired.token, user.accessToken, 'garbage']) {
      const { status, body } = await post(
        { type: 'values', answers: answersFor('values') },
        { 'x-guest-token': candidate },
      );
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'invalid_guest_token' });
    }
  });
});

describe('ownership', () => {
  it('a user lists and reads only their own results, newest first; others get 404', async () => {
    const a = await createConfirmedUser(api);
    const b = await createConfirmedUser(api);
    const first = await post(
      { type: 'conflict-analysis', answers: answersFor('conflict-analysis') },
      bearer(a.accessToken),
    );
    const second = await post({ type: 'values', answers: answersFor('values') }, bearer(a.accessToken));
    const others = await post({ type: 'conflict-style', answers: answersFor('conflict-style') }, bearer(b.accessToken));

    const listA = await get('assessments', bearer(a.accessToken));
    expect(listA.status).toBe(200);
    expect(listA.body).toEqual({
      results: [second.body, first.body].map(({ id, type, created_at, result, share_token }) => ({
        id,
        type,
        created_at,
        result,
        share_token,
      })),
    });

    const readOwn = await get(`assessments/${first.body.id}`, bearer(a.accessToken));
    expect(readOwn.status).toBe(200);
    expect(readOwn.body).toEqual({
      id: first.body.id,
      type: 'conflict-analysis',
      created_at: first.body.created_at,
      result: first.body.result,
      share_token: first.body.share_token,
    });

    // B sees nothing of A's, and cannot delete it: 404, exactly like an unknown id.
    const unknown = await get('assessments/00000000-0000-4000-8000-000000000000', bearer(b.accessToken));
    const foreign = await get(`assessments/${first.body.id}`, bearer(b.accessToken));
    expect(foreign).toEqual(unknown);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_found' });
    expect((await del(first.body.id as string, bearer(b.accessToken))).status).toBe(404);
    expect((await get('assessments', bearer(b.accessToken))).body.results).toEqual([
      expect.objectContaining({ id: others.body.id }),
    ]);
    expect(await storedRow(first.body.id as string)).toBeDefined();

    // The owner deletes.
    expect(await del(first.body.id as string, bearer(a.accessToken))).toEqual({ status: 200, body: { deleted: true } });
    expect(await storedRow(first.body.id as string)).toBeUndefined();
    expect((await get(`assessments/${first.body.id}`, bearer(a.accessToken))).status).toBe(404);
  });

  it('a guest reads only the guest’s results; anonymous visitors cannot list', async () => {
    const guest = await guestToken();
    const other = await guestToken();
    const mine = await post({ type: 'values', answers: answersFor('values') }, { 'x-guest-token': guest.token });
    expect(mine.status).toBe(201);
    const theirs = await post({ type: 'values', answers: answersFor('values') }, { 'x-guest-token': other.token });

    const list = await get('assessments', { 'x-guest-token': guest.token });
    expect((list.body.results as Json[]).map((entry) => entry.id)).toEqual([mine.body.id]);
    expect((await get(`assessments/${mine.body.id}`, { 'x-guest-token': guest.token })).status).toBe(200);
    expect((await get(`assessments/${theirs.body.id}`, { 'x-guest-token': guest.token })).status).toBe(404);
    expect((await del(theirs.body.id as string, { 'x-guest-token': guest.token })).status).toBe(404);

    const anonymous = await get('assessments');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'not_authenticated' });
    expect((await get(`assessments/${mine.body.id}`)).status).toBe(404);
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-4000-8000-00000000000g'])(
    'answers 404 for the malformed id %j',
    async (id) => {
      const user = await createConfirmedUser(api);
      expect((await get(`assessments/${encodeURIComponent(id)}`, bearer(user.accessToken))).status).toBe(404);
      expect((await del(encodeURIComponent(id), bearer(user.accessToken))).status).toBe(404);
    },
  );

  it('a share token reads but never deletes, not even a signed-in user’s or a guest’s result', async () => {
    const user = await createConfirmedUser(api);
    const guest = await guestToken(uniqueEmail('shared-del'));
    const usersResult = await post(
      { type: 'conflict-style', answers: answersFor('conflict-style') },
      bearer(user.accessToken),
    );
    const guestsResult = await post(
      { type: 'conflict-style', answers: answersFor('conflict-style') },
      { 'x-guest-token': guest.token },
    );
    const anonymous = await post({ type: 'conflict-style', answers: answersFor('conflict-style') });
    for (const created of [usersResult, guestsResult, anonymous]) {
      const id = created.body.id as string;
      expect((await del(id, { 'x-result-token': created.body.share_token as string })).status).toBe(404);
      expect(await storedRow(id)).toBeDefined();
      expect((await get(`shared-results/${created.body.share_token}`)).status).toBe(200);
    }
    // Owners delete as themselves, with no token.
    expect((await del(usersResult.body.id as string, bearer(user.accessToken))).status).toBe(200);
    expect((await del(guestsResult.body.id as string, { 'x-guest-token': guest.token })).status).toBe(200);
  });

  it('an anonymous visitor’s result is deleted with its delete token only, which owners never get', async () => {
    const created = await post({ type: 'conflict-style', answers: answersFor('conflict-style') });
    const other = await post({ type: 'conflict-style', answers: answersFor('conflict-style') });
    const id = created.body.id as string;
    const deleteToken = created.body.delete_token as string;
    expect(deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deleteToken).not.toBe(created.body.share_token);
    expect((await del(id)).status).toBe(404);
    expect((await del(id, { 'x-result-token': other.body.delete_token as string })).status).toBe(404);
    expect((await del(id, { 'x-result-token': 'x'.repeat(43) })).status).toBe(404);
    expect(await del(id, { 'x-result-token': deleteToken })).toEqual({ status: 200, body: { deleted: true } });
    expect(await storedRow(id)).toBeUndefined();
    expect((await get(`shared-results/${created.body.share_token}`)).status).toBe(404);

    const user = await createConfirmedUser(api);
    const owned = await post(
      { type: 'conflict-style', answers: answersFor('conflict-style') },
      bearer(user.accessToken),
    );
    expect(owned.body).not.toHaveProperty('delete_token');
  });
});

describe('POST /functions/v1/assessments/:id/claim (keep an anonymous result)', () => {
  const claim = async (id: string, headers: Record<string, string> = {}) => {
    const response = await api.request(`/functions/v1/assessments/${id}/claim`, { method: 'POST', headers });
    return { status: response.status, body: (await response.json()) as Answer };
  };

  it('moves the result to the user who signed in with the browser that made it, once', async () => {
    const created = await post({ type: 'conflict-analysis', answers: answersFor('conflict-analysis') });
    const id = created.body.id as string;
    const token = created.body.delete_token as string;
    const user = await createConfirmedUser(api);
    const other = await createConfirmedUser(api);

    // Without the delete token, with a wrong one, or without signing in: nothing moves.
    expect((await claim(id, bearer(user.accessToken))).status).toBe(404);
    expect((await claim(id, { ...bearer(user.accessToken), 'x-result-token': 'x'.repeat(43) })).status).toBe(404);
    expect((await claim(id, { 'x-result-token': token })).body).toMatchObject({ code: 'not_authenticated' });
    expect((await claim('not-a-uuid', { ...bearer(user.accessToken), 'x-result-token': token })).status).toBe(404);

    const claimed = await claim(id, { ...bearer(user.accessToken), 'x-result-token': token });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ id, type: 'conflict-analysis', share_token: created.body.share_token });
    expect((await storedRow(id))?.userId).toBeTruthy();
    const list = await get('assessments', bearer(user.accessToken));
    expect((list.body.results as Answer[]).map((r) => r.id)).toEqual([id]);
    // Asking again is harmless; someone else with the same token gets nothing, and the token no longer deletes.
    expect((await claim(id, { ...bearer(user.accessToken), 'x-result-token': token })).status).toBe(200);
    expect((await claim(id, { ...bearer(other.accessToken), 'x-result-token': token })).status).toBe(404);
    expect((await del(id, { 'x-result-token': token })).status).toBe(404);
    expect((await get(`assessments/${id}`, bearer(user.accessToken))).status).toBe(200);
  });

  it('moves it to a guest too', async () => {
    const created = await post({ type: 'conflict-style', answers: answersFor('conflict-style') });
    const guest = await guestToken();
    const claimed = await claim(created.body.id as string, {
      'x-guest-token': guest.token,
      'x-result-token': created.body.delete_token as string,
    });
    expect(claimed.status).toBe(200);
    const list = await get('assessments', { 'x-guest-token': guest.token });
    expect((list.body.results as Answer[]).map((r) => r.id)).toEqual([created.body.id]);
  });
});

describe('GET /functions/v1/shared-results/<share_token>', () => {
  it('reads one result publicly, without answers, owner or address', async () => {
    const guest = await guestToken(uniqueEmail('shared'));
    const created = await post(
      { type: 'conflict-analysis', answers: answersFor('conflict-analysis') },
      { 'x-guest-token': guest.token },
    );
    const response = await fetch(`${api.url}/functions/v1/shared-results/${created.body.share_token}`, {
      headers: { apikey: api.config.anonKey },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Json;
    expect(body).toEqual({
      id: created.body.id,
      type: 'conflict-analysis',
      created_at: created.body.created_at,
      result: created.body.result,
    });
    const text = JSON.stringify(body);
    const row = await storedRow(created.body.id as string);
    expect(text).not.toContain(guest.email);
    expect(text).not.toContain(row!.guestLeadId!);
    expect(text).not.toContain('answers');
    expect(text).not.toContain('share_token');
  });

  it.each(['x'.repeat(43), 'nope', '%00', 'a'.repeat(500)])('answers 404 for the token %j', async (token) => {
    const { status, body } = await get(`shared-results/${token}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found' });
  });
});

describe('the values comparison (compare_with)', () => {
  it('links the invitee’s result to the inviter’s and back; both sides see each other', async () => {
    const inviterUser = await createConfirmedUser(api);
    const inviterAnswers = answersFor('values', (i) => i);
    const inviteeAnswers = answersFor('values', (i) => 5 - i);
    const inviter = await post({ type: 'values', answers: inviterAnswers }, bearer(inviterUser.accessToken));
    const invitee = await post({
      type: 'values',
      answers: inviteeAnswers,
      compare_with: inviter.body.share_token,
    });
    expect(invitee.status).toBe(201);
    const inviterResult = scoreAssessment('values', inviterAnswers);
    const inviteeResult = scoreAssessment('values', inviteeAnswers);
    expect(invitee.body.comparison).toEqual(compareValues(inviteeResult, inviterResult));

    expect((await storedRow(invitee.body.id as string))!.partnerId).toBe(inviter.body.id);
    expect((await storedRow(inviter.body.id as string))!.partnerId).toBe(invitee.body.id);

    const inviterShared = await get(`shared-results/${inviter.body.share_token}`);
    expect(inviterShared.body).toEqual({
      id: inviter.body.id,
      type: 'values',
      created_at: inviter.body.created_at,
      result: inviterResult,
      partner: { type: 'values', created_at: invitee.body.created_at, result: inviteeResult },
      comparison: compareValues(inviterResult, inviteeResult),
    });
    const inviteeShared = await get(`shared-results/${invitee.body.share_token}`);
    expect(inviteeShared.body).toMatchObject({
      partner: { type: 'values', result: inviterResult },
      comparison: compareValues(inviteeResult, inviterResult),
    });
    expect(JSON.stringify(inviteeShared.body)).not.toContain(inviterUser.email);

    const own = await get(`assessments/${inviter.body.id}`, bearer(inviterUser.accessToken));
    expect(own.body).toMatchObject({
      share_token: inviter.body.share_token,
      partner: { type: 'values', result: inviteeResult },
      comparison: compareValues(inviterResult, inviteeResult),
    });

    // A second invitee compares with the inviter; the inviter keeps the first comparison.
    const second = await post({
      type: 'values',
      answers: answersFor('values', (i) => i * 3),
      compare_with: inviter.body.share_token,
    });
    expect(second.body.comparison).toBeDefined();
    expect((await storedRow(inviter.body.id as string))!.partnerId).toBe(invitee.body.id);

    // Deleting one side leaves the other without a partner.
    expect((await del(inviter.body.id as string, bearer(inviterUser.accessToken))).status).toBe(200);
    const alone = await get(`shared-results/${invitee.body.share_token}`);
    expect(alone.status).toBe(200);
    expect(alone.body.partner).toBeUndefined();
    expect(alone.body.comparison).toBeUndefined();
  });

  it('an unknown or non-values token stores the result without a comparison', async () => {
    const style = await post({ type: 'conflict-style', answers: answersFor('conflict-style') });
    for (const token of ['y'.repeat(43), style.body.share_token]) {
      const { status, body } = await post({ type: 'values', answers: answersFor('values'), compare_with: token });
      expect(status).toBe(201);
      expect(body.comparison).toBeUndefined();
      expect((await storedRow(body.id as string))!.partnerId).toBeNull();
    }
  });
});

describe('the mail copy', () => {
  const resultLink = (text: string) =>
    new RegExp(`${siteUrl}/results/[\\w-]+\\?id=[\\w-]+&token=[\\w-]+`).exec(text)?.[0];

  it('goes to a guest’s address in the requested language, with the main result and the link', async () => {
    const guest = await guestToken(uniqueEmail('guest-mail'), 'de');
    const answers = answersFor('conflict-analysis', (i) => (i * 7) % 5);
    const { body } = await post({ type: 'conflict-analysis', answers, lang: 'en' }, { 'x-guest-token': guest.token });
    expect(body.mail_queued).toBe(true);
    const mail = await api.mail.take(guest.email, /team conflict analysis result/i);
    expect(mail.subject).toBe('Your team conflict analysis result');

    const result = scoreAssessment('conflict-analysis', answers);
    const en = (key: string) => domainText('en', key);
    const category = analysisCategories[result.primary];
    expect(mail.text).toContain(en(category.nameKey));
    expect(mail.text).toContain(en(category.descriptionKey));
    for (const measure of category.measures) {
      expect(mail.text).toContain(en(measure.titleKey));
      expect(mail.text).toContain(en(measure.textKey));
    }
    expect(mail.text).toContain(`Stage ${result.escalation.stage} of 9`);
    expect(mail.text).toContain(en(`analysis.escalation.phases.${result.escalation.phase}.name`));
    expect(mail.text).toContain(en(`analysis.escalation.helpers.${result.escalation.helper}`));
    expect(mail.html).toContain(escapeHtml(en(category.measures[0].titleKey)));

    const link = resultLink(mail.text);
    expect(link).toBe(`${siteUrl}/results/conflict-analysis?id=${body.id}&token=${body.share_token}`);
    // HTML: the same content, with the link's & escaped.
    expect(mail.html).toContain(`?id=${body.id}&amp;token=${body.share_token}`);
    expect(mail.html).not.toMatch(/<script|[^=]"[^>]*javascript:/i);
  });

  it('goes to an anonymous visitor’s address with consent (German by default), and not without', async () => {
    const address = uniqueEmail('anon-mail');
    const withConsent = await post({
      type: 'conflict-style',
      answers: answersFor('conflict-style'),
      email: `  ${address} `,
      consent: true,
    });
    expect(withConsent.status).toBe(201);
    expect(withConsent.body.mail_queued).toBe(true);
    const mail = await api.mail.take(address, /Konfliktstil/);
    expect(mail.subject).toBe('Dein Ergebnis des Konfliktstil-Tests');
    const result = scoreAssessment('conflict-style', answersFor('conflict-style'));
    expect(mail.text).toContain(`Dein häufigster Stil: ${domainText('de', `style.styles.${result.dominant}.name`)}`);
    expect(mail.text).toContain(`Dein seltenster Stil: ${domainText('de', `style.styles.${result.leastUsed}.name`)}`);
    expect(resultLink(mail.text)).toContain(`token=${withConsent.body.share_token}`);

    const silent = uniqueEmail('no-consent');
    for (const consent of [false, undefined]) {
      const { status, body } = await post({ type: 'values', answers: answersFor('values'), email: silent, consent });
      expect(status).toBe(201);
      expect(body.mail_queued).toBe(false);
    }
    expect(await rowsTo(silent)).toHaveLength(0);
    // The address is not stored with the result either.
    const stored = await storedRow(withConsent.body.id as string);
    expect(JSON.stringify(stored)).not.toContain(address);
  });

  it('mails one address at most a few times an hour: a typed address cannot be flooded with results', async () => {
    const address = uniqueEmail('flood');
    const queued: boolean[] = [];
    for (let i = 0; i < resultMailsPerAddress.max + 2; i += 1) {
      const { status, body } = await post({
        type: 'values',
        answers: answersFor('values'),
        email: address,
        consent: true,
      });
      expect(status).toBe(201);
      queued.push(body.mail_queued as boolean);
    }
    expect(queued).toEqual([...Array<boolean>(resultMailsPerAddress.max).fill(true), false, false]);
    expect(await rowsTo(address)).toHaveLength(resultMailsPerAddress.max);
    // The counter holds a hash, not the address.
    const keys = await api.db.execute(sql`select key from app.rate_limits where key like 'result_mail:%'`);
    expect(JSON.stringify(keys)).not.toContain(address);
  });

  it('refuses an invalid address with consent with 400 invalid_email and stores nothing', async () => {
    const before = (await api.db.select({ id: assessmentResults.id }).from(assessmentResults)).length;
    for (const email of ['nope', 'a b@example.com', `${'a'.repeat(260)}@example.com`]) {
      const { status, body } = await post({ type: 'values', answers: answersFor('values'), email, consent: true });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'invalid_email', message: 'Invalid email format' });
    }
    expect((await api.db.select({ id: assessmentResults.id }).from(assessmentResults)).length).toBe(before);
  });

  it('goes to a signed-in user’s account address, listing the top values', async () => {
    const user = await createConfirmedUser(api, uniqueEmail('user-mail'));
    const answers = answersFor('values', (i) => i * 5);
    const { body } = await post(
      { type: 'values', answers, lang: 'de', email: uniqueEmail('ignored'), consent: true },
      bearer(user.accessToken),
    );
    expect(body.mail_queued).toBe(true);
    const mail = await api.mail.take(user.email, /Werte-Radar/);
    expect(mail.subject).toBe('Dein Ergebnis des Werte-Radars');
    const result = scoreAssessment('values', answers);
    for (const value of result.top) expect(mail.text).toContain(domainText('de', `values.values.${value}.name`));
  });
  it('is not sent to a guest who opted out with consent: false', async () => {
    const guest = await guestToken(uniqueEmail('guest-opt-out'), 'de');
    const { status, body } = await post(
      { type: 'conflict-style', answers: answersFor('conflict-style'), consent: false },
      { 'x-guest-token': guest.token },
    );
    expect(status).toBe(201);
    expect(body.mail_queued).toBe(false);
    expect(await rowsTo(guest.email)).toHaveLength(0);
  });
});

describe('rate limit', () => {
  let limited: TestApi;

  beforeAll(async () => {
    limited = await startTestApi({ env: { RATE_LIMIT_ASSESSMENTS_PER_IP: '2/3600' } });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 over_request_rate_limit with Retry-After after the limit per IP', async () => {
    const submit = () =>
      limited.request('/functions/v1/assessments', {
        method: 'POST',
        json: { type: 'values', answers: answersFor('values') },
      });
    expect((await submit()).status).toBe(201);
    expect((await submit()).status).toBe(201);
    const third = await submit();
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Reads are not limited.
    expect((await limited.request('/functions/v1/shared-results/nope')).status).toBe(404);
  });
});

describe('account deletion and export', () => {
  it('export includes the results; deletion removes the user’s and the same address’s guest results', async () => {
    const user = await createConfirmedUser(api, uniqueEmail('results-delete'));
    const guest = await guestToken(user.email);
    const bystander = await createConfirmedUser(api);
    const own = await post({ type: 'values', answers: answersFor('values') }, bearer(user.accessToken));
    const asGuest = await post(
      { type: 'conflict-style', answers: answersFor('conflict-style') },
      { 'x-guest-token': guest.token },
    );
    const kept = await post({ type: 'values', answers: answersFor('values') }, bearer(bystander.accessToken));
    const partnered = await post({
      type: 'values',
      answers: answersFor('values', (i) => i + 1),
      compare_with: own.body.share_token,
    });

    const exported = await api.request('/functions/v1/account-export', {
      method: 'POST',
      headers: bearer(user.accessToken),
    });
    const data = (await exported.json()) as { assessment_results: Json[] };
    expect(data.assessment_results.map((entry) => entry.id).sort()).toEqual([own.body.id, asGuest.body.id].sort());
    expect(data.assessment_results.find((entry) => entry.id === own.body.id)).toMatchObject({
      type: 'values',
      answers: answersFor('values'),
      result: own.body.result,
      share_token: own.body.share_token,
      partner_id: partnered.body.id,
    });

    const deleted = await api.request('/functions/v1/account-delete', {
      method: 'POST',
      headers: bearer(user.accessToken),
      json: { confirm: true },
    });
    expect(deleted.status).toBe(200);
    expect(await storedRow(own.body.id as string)).toBeUndefined();
    expect(await storedRow(asGuest.body.id as string)).toBeUndefined();
    expect((await get(`shared-results/${own.body.share_token}`)).status).toBe(404);
    // The co-founder's result stays, without the deleted partner; a bystander's is untouched.
    expect((await storedRow(partnered.body.id as string))!.partnerId).toBeNull();
    expect(await storedRow(kept.body.id as string)).toBeDefined();
    // The guest token of the deleted address names nobody now.
    const stale = await post({ type: 'values', answers: answersFor('values') }, { 'x-guest-token': guest.token });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ code: 'invalid_guest_token' });
  });
});
