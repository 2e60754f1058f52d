// `npm run admin -- list-pending | approve | reject` against the real api: the same rules as the
// portal's review queue, recorded as the service role and mailed to the expert.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expertProfiles, expertReviews } from '../platform/db/all-tables';
import { completeProfile, invoke, putCredential, signedInUser, type SignedIn } from '../test/experts';
import { apiForThisFile } from '../test/harness';
import { runAdminCli } from './admin';

const api = apiForThisFile();

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(
    argv,
    { API_URL: api.url, SERVICE_ROLE_KEY: api.serviceRoleKey },
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    path.join(tmpdir(), 'no-such-data-dir'),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function submitted(lang: 'de' | 'en' = 'de'): Promise<SignedIn> {
  const user = await signedInUser(api, 'cli-expert');
  const document = await putCredential(user, 'zertifikat.pdf');
  await invoke(user.client, 'expert-profile', {
    method: 'PUT',
    body: { ...completeProfile, credential_paths: [document], lang },
  });
  expect((await invoke(user.client, 'expert-profile/submit', { method: 'POST' })).status).toBe(200);
  return user;
}

const statusOf = async (id: string) =>
  (await api.db.select({ status: expertProfiles.status }).from(expertProfiles).where(eq(expertProfiles.userId, id)))[0]
    ?.status;

describe('npm run admin: expert applications', () => {
  it('list-pending says when nothing waits, then lists submissions oldest first', async () => {
    expect(await run(['list-pending'])).toEqual({ code: 0, out: 'No applications are waiting for review.', err: '' });
    const first = await submitted();
    const second = await submitted();
    const result = await run(['list-pending']);
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toContain(`${first.email}\t${first.id}\t${completeProfile.display_name}`);
    expect(lines[1]).toContain(second.email);
    expect(lines[2]).toBe('1-2 of 2 waiting.');
    expect((await run(['list-pending', '--page', '0'])).code).toBe(2);
  });

  it('approve by email: recorded as the service role, mailed in the expert’s language', async () => {
    const user = await submitted('en');
    const result = await run(['approve', user.email.toUpperCase()]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toBe(`Approved ${user.email} (${user.id}); the expert is told by mail (en).`);
    expect(await statusOf(user.id)).toBe('approved');
    const [review] = await api.db.select().from(expertReviews).where(eq(expertReviews.expertId, user.id));
    expect(review).toMatchObject({ decision: 'approve', byServiceRole: true, reviewerId: null });
    await api.mail.take(user.email, /expert profile is approved/);

    // Only legal transitions: approving again is the api's 409, printed with its code.
    const again = await run(['approve', user.id]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('(expert_status_conflict)');
  });

  it('reject by user id needs a reason and mails it', async () => {
    const user = await submitted('de');
    const without = await run(['reject', user.id]);
    expect(without.code).toBe(2);
    expect(without.err).toContain('A reason is needed');
    expect(await statusOf(user.id)).toBe('submitted');

    const result = await run(['reject', user.id, '--reason', 'Das Zertifikat ist nicht lesbar.']);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(await statusOf(user.id)).toBe('rejected');
    const mail = await api.mail.take(user.email, /Bewerbung/);
    expect(mail.text).toContain('Das Zertifikat ist nicht lesbar.');
  });

  it('names unknown experts and wrong arguments', async () => {
    expect((await run(['approve'])).code).toBe(2);
    expect((await run(['approve', 'nobody'])).code).toBe(2);
    const unknownEmail = await run(['approve', 'nobody@example.com']);
    expect(unknownEmail).toMatchObject({ code: 1 });
    expect(unknownEmail.err).toContain('No account has the address nobody@example.com.');
    const unknownId = await run(['approve', '00000000-0000-4000-8000-000000000000']);
    expect(unknownId.code).toBe(1);
    expect(unknownId.err).toContain('(not_found)');
  });
});
