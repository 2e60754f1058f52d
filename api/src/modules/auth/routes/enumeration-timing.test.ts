// The time of a sign-up, recovery or code request tells nothing about the address: its paths do
// different work (a new account and a mail, a decoy, nothing), so every answer waits until
// MAIL_REQUEST_FLOOR_MS after the request came (the answers themselves are alike: contract.test,
// gotrue-parity.test).
import { createConfirmedUser, goodPassword, startTestApi, uniqueEmail, type TestApi } from '../../../test/harness';

const floor = 300;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { MAIL_REQUEST_FLOOR_MS: String(floor) } });
});

afterAll(async () => {
  await api.close();
});

async function timed(path: string, body: Record<string, unknown>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await api.request(`/auth/v1/${path}`, { method: 'POST', json: body });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it('a registered, a new and an unknown address answer alike and after the same time', async () => {
  const rounds = 4;
  const registered = [];
  // createConfirmedUser signs up too: it waits for the floor as well.
  for (let i = 0; i < rounds; i += 1) registered.push(await createConfirmedUser(api, uniqueEmail('timing')));
  const samples: Record<string, number[]> = {};
  const statuses = new Set<string>();
  const sample = async (kind: string, path: string, body: Record<string, unknown>) => {
    const { ms, status } = await timed(path, body);
    (samples[kind] ??= []).push(ms);
    statuses.add(`${path} ${status}`);
  };
  for (const user of registered) {
    await sample('recover registered', 'recover', { email: user.email });
    await sample('recover unknown', 'recover', { email: uniqueEmail('nobody') });
    await sample('sign-up registered', 'signup', { email: user.email, password: goodPassword });
    await sample('sign-up new', 'signup', { email: uniqueEmail('new'), password: goodPassword });
    await sample('code registered', 'otp', { email: user.email, create_user: false });
    await sample('code unknown', 'otp', { email: uniqueEmail('nobody'), create_user: false });
  }
  expect([...statuses].sort()).toEqual(['otp 200', 'recover 200', 'signup 200']);
  // None sooner than the floor (what hides the work); each pair's medians close together. The
  // margin is wide on purpose: with the harness's cheap password hash the paths differ by a few
  // milliseconds anyway, and a loaded CI machine stalls single requests by tens of milliseconds.
  const all = Object.values(samples).flat();
  expect(Math.min(...all)).toBeGreaterThanOrEqual(floor - 2);
  const medians = Object.fromEntries(
    Object.entries(samples).map(([kind, values]) => [kind, Math.round(median(values))]),
  );
  for (const [a, b] of [
    ['recover registered', 'recover unknown'],
    ['sign-up registered', 'sign-up new'],
    ['code registered', 'code unknown'],
  ] as const) {
    expect({ a, b, medians, close: Math.abs(medians[a]! - medians[b]!) < floor / 2 }).toMatchObject({ close: true });
  }
});

it('a refusal waits for the floor too', async () => {
  const { ms, status } = await timed('recover', { email: 'not-an-address' });
  expect(status).toBe(400);
  expect(ms).toBeGreaterThanOrEqual(floor - 2);
});
