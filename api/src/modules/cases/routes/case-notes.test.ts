// Private case notes' rate limit through the real api (PGlite, or PostgreSQL with DATABASE_URL):
// RATE_LIMIT_CASE_NOTES_PER_USER per expert over all their cases, 429 with Retry-After beyond it.
// (Who may read, write and delete notes: cases.test.ts and cases/adversarial.test.ts.)
import { eq } from 'drizzle-orm';
import { caseNotes } from '../../../platform/db/all-tables';
import { adminParty, clientUser, createRequest, expertParty, fn, type Party } from '../../../test/cases';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
let expert: Party & { id: string };
let otherExpert: Party & { id: string };

beforeAll(async () => {
  api = await startTestApi({
    env: { RATE_LIMIT_CASE_NOTES_PER_USER: '5/600', RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/60' },
  });
  const admin = await adminParty(api);
  expert = await expertParty(api, admin);
  otherExpert = await expertParty(api, admin);
}, 120_000);

afterAll(async () => {
  await api.close();
});

async function acceptedBy(party: Party & { id: string }): Promise<string> {
  const request = await createRequest(api, await clientUser(api), { expert_id: party.id });
  expect((await fn(api, party, `/cases/${request.id}/accept`, { method: 'POST' })).status).toBe(200);
  return request.id;
}

const note = (party: Party, caseId: string, body: string) =>
  fn<{ code?: string }>(api, party, `/cases/${caseId}/notes`, { method: 'POST', json: { body } });

describe('private case notes', () => {
  it('are limited per expert over all their cases (429 over_request_rate_limit with Retry-After)', async () => {
    const first = await acceptedBy(expert);
    const second = await acceptedBy(expert);
    for (let i = 0; i < 5; i++) {
      expect((await note(expert, i % 2 ? first : second, `Notiz ${i}`)).status).toBe(201);
    }
    const limited = await api.request(`/functions/v1/cases/${first}/notes`, {
      method: 'POST',
      headers: expert.headers,
      json: { body: 'Eine zu viel' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const stored = await api.db.select().from(caseNotes).where(eq(caseNotes.expertId, expert.id));
    expect(stored.map((row) => row.body)).not.toContain('Eine zu viel');
    expect(stored).toHaveLength(5);
    // Another expert is counted on their own; reading stays open to the limited one.
    expect((await note(otherExpert, await acceptedBy(otherExpert), 'Meine Notiz')).status).toBe(201);
    expect((await fn(api, expert, `/cases/${first}/notes`)).status).toBe(200);
  });

  it('checks access before the limit: a case not theirs is 404 even for a limited expert', async () => {
    const id = await acceptedBy(otherExpert);
    expect((await note(expert, id, 'Fremder Fall')).status).toBe(404);
  });
});
