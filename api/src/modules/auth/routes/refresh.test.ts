// Refresh-token rotation as GoTrue does it: two tabs refreshing with one token stay signed in, a
// lost response is answered with the same replacement, and a spent token used after
// REFRESH_TOKEN_REUSE_INTERVAL ends the session.
import { loadConfig } from '../../../platform/config';
import { createConfirmedUser, startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
/** Reuse detection at once, as with REFRESH_TOKEN_REUSE_INTERVAL=0. */
let strict: TestApi;

beforeAll(async () => {
  [api, strict] = await Promise.all([startTestApi(), startTestApi({ env: { REFRESH_TOKEN_REUSE_INTERVAL: '0' } })]);
});

afterAll(async () => {
  await Promise.all([api.close(), strict.close()]);
});

async function refresh(target: TestApi, refreshToken: string) {
  const response = await target.request('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    json: { refresh_token: refreshToken },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function userStatus(target: TestApi, accessToken: string): Promise<number> {
  const response = await target.request('/auth/v1/user', { headers: { authorization: `Bearer ${accessToken}` } });
  await response.arrayBuffer();
  return response.status;
}

it("defaults REFRESH_TOKEN_REUSE_INTERVAL to GoTrue's 10 seconds", () => {
  expect(loadConfig({}).refreshTokenReuseInterval).toBe(10);
});

it('two tabs refreshing with one refresh token at once both stay signed in', async () => {
  const user = await createConfirmedUser(api);
  const tabs = [api.client(), api.client()];
  for (const tab of tabs) {
    const { error } = await tab.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    expect(error).toBeNull();
  }
  const results = await Promise.all(tabs.map((tab) => tab.auth.refreshSession()));
  for (const { error } of results) expect(error).toBeNull();
  const [first, second] = results.map((result) => result.data.session!);
  // One replacement for both: the session has one current refresh token.
  expect(first!.refresh_token).toBe(second!.refresh_token);
  expect(first!.refresh_token).not.toBe(user.refreshToken);
  for (const tab of tabs) expect((await tab.auth.getUser()).error).toBeNull();

  // And again, from both tabs with the token they now share.
  const again = await Promise.all(tabs.map((tab) => tab.auth.refreshSession()));
  for (const { error } of again) expect(error).toBeNull();
  expect(await userStatus(api, again[0]!.data.session!.access_token)).toBe(200);
});

it('a lost response: the spent token gets the same replacement again, the session goes on', async () => {
  const user = await createConfirmedUser(strict);
  const lost = await refresh(strict, user.refreshToken);
  expect(lost.status).toBe(200);
  const retried = await refresh(strict, user.refreshToken);
  expect(retried.status).toBe(200);
  expect(retried.body.refresh_token).toBe(lost.body.refresh_token);
  expect(await userStatus(strict, retried.body.access_token as string)).toBe(200);
  // The replacement rotates normally.
  expect((await refresh(strict, retried.body.refresh_token as string)).status).toBe(200);
});

it('a spent token whose replacement was used, after the reuse interval: the whole session ends', async () => {
  const user = await createConfirmedUser(strict);
  const first = await refresh(strict, user.refreshToken);
  const second = await refresh(strict, first.body.refresh_token as string);
  expect(second.status).toBe(200);
  // As supabase-js surfaces it.
  const { error } = await strict.client().auth.refreshSession({ refresh_token: user.refreshToken });
  expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  expect(await userStatus(strict, second.body.access_token as string)).toBe(403);
  expect((await refresh(strict, second.body.refresh_token as string)).body.code).toBe('refresh_token_not_found');
});

it('within the reuse interval a spent token still gets a fresh replacement', async () => {
  const user = await createConfirmedUser(api);
  const first = await refresh(api, user.refreshToken);
  await refresh(api, first.body.refresh_token as string);
  const late = await refresh(api, user.refreshToken);
  expect(late.status).toBe(200);
  expect(late.body.refresh_token).not.toBe(first.body.refresh_token);
});
