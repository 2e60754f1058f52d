// An expert cannot take their own request made as a guest under another address (modules/cases/own-guest.ts),
// through the real api (PGlite, or PostgreSQL with DATABASE_URL): the proof is holding that guest's
// token while signed in (POST /guest-link, as the browser sends it at sign-in), never the address.
import type { CaseSummary } from '@cc/shared-contract';
import { adminParty, clientGuest, createRequest, expertParty, fn, type Party } from '../../test/cases';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let expert: Party & { id: string };
let otherExpert: Party & { id: string };

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/60' } });
  const admin = await adminParty(api);
  expert = await expertParty(api, admin);
  otherExpert = await expertParty(api, admin);
}, 120_000);

afterAll(async () => {
  await api.close();
});

const inbox = async (party: Party) =>
  (await fn<{ inbox: CaseSummary[] }>(api, party, '/expert-cases')).body.inbox.map((item) => item.id);
const link = (headers: Record<string, string>) =>
  fn<{ excluded: number }>(api, { headers, email: '', id: null }, '/guest-link', { method: 'POST' });

describe('an expert’s own request made as a guest', () => {
  it('reaches the inbox while nothing links the guest to the account; after the link it is never theirs to take', async () => {
    // The expert continues as a guest under another address, in the same browser, and asks for help.
    const guest = await clientGuest(api, `private-${Date.now()}@example.org`);
    const open = await createRequest(api, guest, { focus: 'co_founder' });
    const direct = await createRequest(api, guest, { expert_id: expert.id });
    expect(await inbox(expert)).toEqual(expect.arrayContaining([open.id, direct.id]));

    // Signing in while the guest token is held proves one person.
    const linked = await link({ ...expert.headers, ...guest.headers });
    expect(linked).toMatchObject({ status: 200, body: { excluded: 2 } });
    expect(await inbox(expert)).not.toContain(open.id);
    expect(await inbox(expert)).not.toContain(direct.id);
    for (const id of [open.id, direct.id]) {
      expect(await fn(api, expert, `/cases/${id}/accept`, { method: 'POST' })).toMatchObject({
        status: 404,
        body: { code: 'case_not_found' },
      });
      expect(await fn(api, expert, `/cases/${id}`)).toMatchObject({ status: 404 });
    }
    // Linking again changes nothing; the client keeps the request as a guest.
    expect((await link({ ...expert.headers, ...guest.headers })).body).toEqual({ excluded: 2 });
    expect((await fn(api, guest, `/cases/${open.id}`)).status).toBe(200);

    // Any other expert still takes the open request.
    expect(await inbox(otherExpert)).toContain(open.id);
    expect((await fn(api, otherExpert, `/cases/${open.id}/accept`, { method: 'POST' })).status).toBe(200);
  });

  it('needs both a signed-in account and a valid guest token; a typed address links nothing', async () => {
    const guest = await clientGuest(api, expert.email);
    const request = await createRequest(api, guest, { focus: 'team' });
    // The same address as the expert's account, typed by anyone: no proof, the request stays open to them.
    expect(await inbox(expert)).toContain(request.id);
    expect(await link(expert.headers)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    expect(await link(guest.headers)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    expect(await link({ ...expert.headers, 'x-guest-token': 'not-a-token' })).toMatchObject({
      status: 401,
      body: { code: 'invalid_guest_token' },
    });
    expect(await link({})).toMatchObject({ status: 401 });
    expect(await inbox(expert)).toContain(request.id);
  });
});
