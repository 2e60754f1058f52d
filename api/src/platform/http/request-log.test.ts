// The request log (one line per request) never holds a secret that reaches data: a path token
// (a shared result's, a team round's invitation code or result token) is logged as a placeholder,
// query strings (mail links' tokens) and headers (guest tokens, access tokens) not at all.
import type { TeamRoundView } from '@cc/shared-contract';
import { assessmentDefinitions } from '@cc/shared-domain';
import { createLogger } from '../log';
import { guestCaller } from '../../test/advisor';
import { startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { answer, roundCall, startRound } from '../../test/team-rounds';
import { loggedPath } from './middleware';

let api: TestApi;
const lines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ logger: createLogger('info', (line) => lines.push(line)) });
});

afterAll(async () => {
  await api.close();
});

const conflictAnalysis = () => {
  const { items, scale } = assessmentDefinitions['conflict-analysis'];
  return Object.fromEntries(items.map((item) => [item.id, scale.min]));
};

it('names no share token, invitation code, result token, guest token or mail-link token', async () => {
  const guest = await guestCaller(api, uniqueEmail('log'));
  const guestToken = guest.headers['x-guest-token']!;

  const created = await api.request('/functions/v1/assessments', {
    method: 'POST',
    headers: guest.headers,
    json: { type: 'conflict-analysis', answers: conflictAnalysis() },
  });
  const { share_token: shareToken } = (await created.json()) as { share_token: string };
  expect((await api.request(`/functions/v1/shared-results/${shareToken}`)).status).toBe(200);

  const round = await startRound(api, guest);
  expect((await roundCall(api, null, `/team-invitations/${round.link.code}`)).status).toBe(200);
  expect((await answer(api, round.link.code)).status).toBe(201);
  const shared = await roundCall(api, guest, `/team-rounds/${round.id}/share`, {
    method: 'POST',
    json: { shared: true },
  });
  const { share } = (await shared.json()) as TeamRoundView;
  expect((await roundCall(api, null, `/team-results/${share!.token}`)).status).toBe(200);

  const verifyToken = 'a'.repeat(43);
  await fetch(`${api.url}/auth/v1/verify?token=${verifyToken}&type=signup`, { redirect: 'manual' });

  const requests = lines.filter((line) => line.includes('"msg":"request"'));
  expect(requests.length).toBeGreaterThanOrEqual(7);
  const log = lines.join('\n');
  for (const secret of [shareToken, round.link.code, share!.token, guestToken, verifyToken]) {
    expect({ secret, logged: log.includes(secret) }).toEqual({ secret, logged: false });
  }
  expect(log).toContain('/functions/v1/shared-results/:token');
});

it('masks the token of every token path, with doubled slashes too', () => {
  expect(loggedPath('/functions/v1/shared-results/abc_DEF-123')).toBe('/functions/v1/shared-results/:token');
  expect(loggedPath('/functions/v1//team-invitations/abc/answers')).toBe(
    '/functions/v1//team-invitations/:code/answers',
  );
  expect(loggedPath('/functions/v1/team-results/abc')).toBe('/functions/v1/team-results/:code');
});
