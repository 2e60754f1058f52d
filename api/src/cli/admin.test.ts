// `npm run admin`: the command table run against the real api (in-process for most cases), and
// once as the real process the root script starts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { users } from '../platform/db/schema';
import { createConfirmedUser, goodPassword, openLink, startTestApi, uniqueEmail, type TestApi } from '../test/harness';
import { runAdminCli } from './admin';

let api: TestApi;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  api = await startTestApi();
  env = { API_URL: api.url, SERVICE_ROLE_KEY: api.serviceRoleKey };
});

afterAll(async () => {
  await api.close();
});

async function run(argv: string[], runEnv = env) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(
    argv,
    runEnv,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    path.join(tmpdir(), 'no-such-data-dir'),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const roleOf = async (email: string) => {
  const [row] = await api.db.select().from(users).where(eq(users.email, email));
  return row?.rawAppMetaData.role;
};

describe('npm run admin', () => {
  it('create-admin creates a confirmed admin and prints a link to set the password', async () => {
    const email = uniqueEmail('first-admin');
    const result = await run(['create-admin', email]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(new RegExp(`^Created admin ${email} \\([0-9a-f-]{36}\\)\\.`));
    expect(await roleOf(email)).toBe('admin');
    const link = /Open this link to set the password \(valid once\): (\S+)/.exec(result.out)![1]!;
    const opened = await openLink(api, link);
    expect(opened.location).toContain('type=recovery');
  });

  it('create-admin with --password promotes an existing account, and says when nothing changed', async () => {
    const user = await createConfirmedUser(api, uniqueEmail('promoted'));
    const promoted = await run(['create-admin', user.email.toUpperCase()]);
    expect(promoted.out).toMatch(new RegExp(`^Promoted ${user.email} .* as admin\\.$`));
    expect(await roleOf(user.email)).toBe('admin');
    expect((await run(['create-admin', user.email])).out).toContain('is already an admin');

    const email = uniqueEmail('with-password');
    expect((await run(['create-admin', email, '--password', goodPassword])).code).toBe(0);
    const signIn = await api.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(signIn.data.user?.app_metadata.role).toBe('admin');
  });

  it('list-admins lists the admins with their two-factor state', async () => {
    const email = uniqueEmail('listed-admin');
    await run(['create-admin', email, '--password', goodPassword]);
    const plain = await createConfirmedUser(api, uniqueEmail('not-admin'));
    const listed = await run(['list-admins']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`${email}\\t[0-9a-f-]{36}\\ttwo-factor off`));
    expect(listed.out).not.toContain(plain.email);
  });

  it('remove-factor removes a lost authenticator, which is mailed to the person', async () => {
    const email = uniqueEmail('lost-phone');
    await run(['create-admin', email, '--password', goodPassword]);
    const client = api.client();
    await client.auth.signInWithPassword({ email, password: goodPassword });
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret) }).generate();
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();
    expect((await run(['list-admins'])).out).toMatch(new RegExp(`${email}\\t\\S+\\ttwo-factor on`));

    const unknown = await run(['remove-factor', email, '00000000-0000-4000-8000-000000000000']);
    expect(unknown).toMatchObject({ code: 1 });
    const removed = await run(['remove-factor', email, '--all']);
    expect(removed).toMatchObject({ code: 0, out: `Removed totp factor ${factor!.id} from ${email}.` });
    await api.mail.take(email, /Zwei-Faktor|two-factor/i);
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it('audit shows who did what to whom, newest first', async () => {
    const email = uniqueEmail('audited');
    await run(['create-admin', email, '--password', goodPassword]);
    const audit = await run(['audit', '--user', email]);
    expect(audit.code).toBe(0);
    expect(audit.out.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^\\S+\\tservice_role\\tuser_signedup\\t${email}$`)),
    ]);
    await run(['create-admin', uniqueEmail('later')]);
    const latest = await run(['audit', '--limit', '1']);
    expect(latest.out).toMatch(/\tservice_role\tuser_signedup\tlater-/);
    expect(await run(['audit', '--limit', 'x'])).toMatchObject({ code: 2 });
  });

  it('answers wrong usage with the help (exit 2) and a missing key with how to get one (exit 1)', async () => {
    expect((await run(['help'])).out).toContain('create-admin <email> [--password <password>]');
    expect(await run(['frobnicate'])).toMatchObject({ code: 2 });
    expect(await run(['create-admin'])).toMatchObject({ code: 2 });
    expect(await run(['remove-factor', 'someone@example.com'])).toMatchObject({ code: 2 });
    expect(await run(['create-admin', 'a@example.com', '--unknown'])).toMatchObject({ code: 2 });

    const empty = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
    try {
      const missing = await run(['list-admins'], { API_URL: api.url, DATA_DIR: empty });
      expect(missing.code).toBe(1);
      expect(missing.err).toContain('start the api once (npm start)');
      // The file the api keeps in its data directory is read when SERVICE_ROLE_KEY is not set.
      writeFileSync(path.join(empty, 'service-role-key'), `${api.serviceRoleKey}\n`, { mode: 0o600 });
      expect(await run(['list-admins'], { API_URL: api.url, DATA_DIR: empty })).toMatchObject({ code: 0 });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('runs as the process `npm run admin` starts', async () => {
    const email = uniqueEmail('spawned-admin');
    const root = path.resolve(__dirname, '../../..');
    const child = spawn(process.execPath, ['scripts/admin.mjs', 'create-admin', email, '--password', goodPassword], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, output }).toMatchObject({ code: 0, output: expect.stringContaining(`Created admin ${email}`) });
    expect(await roleOf(email)).toBe('admin');
  }, 30_000);
});
