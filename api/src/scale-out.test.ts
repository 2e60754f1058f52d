// Two api processes on one PostgreSQL, as docs/deployment.md scales out: what one instance did
// holds on the other. Sessions (one signing key), rate limits (counted in the database) and the
// mail outbox (both workers claim with `for update skip locked`) are shared; nothing is kept in one
// process's memory that the other would need; both run the background jobs (the appointment
// reminder and the unread-message mail claim their rows the same way) and each such mail goes out
// once; a case message written through one instance reaches the realtime subscribers connected to
// the other (LISTEN/NOTIFY). PostgreSQL only: PGlite is one process's embedded database and cannot
// be shared.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { exportJWK, generateKeyPair } from 'jose';
import { Secret, TOTP } from 'otpauth';
import ws from 'ws';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { caseMessages, expertProfiles } from './platform/db/all-tables';
import { parsePrivateKey } from './platform/security/keys';
import { signServiceRoleKey } from './platform/security/service-role';
import { insertAppointment, insertScheduledCase } from './test/appointments';
import { anonKey, baseEnv, createTestDatabase, dropTestDatabase, goodPassword, uniqueEmail } from './test/harness';
import { freePort, MailCatcher } from './test/mail-catcher';
import { subscribeToTable, until } from './test/realtime';

const adminUrl = process.env.DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;
const startTimeoutMs = 90_000;
jest.setTimeout(startTimeoutMs * 2);

interface Instance {
  url: string;
  process: ChildProcess;
  stderr: string[];
}

/** `npm start`'s entry (src/main.ts) as its own process, ready once /health answers. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited (${child.exitCode}): ${stderr.join('').slice(-1000)}`);
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, process: child, stderr };
    if (Date.now() > deadline) throw new Error(`api did not become healthy: ${stderr.join('').slice(-1000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopInstance(instance: Instance | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!instance || instance.process.exitCode !== null) return resolve();
    instance.process.once('exit', () => resolve());
    instance.process.kill('SIGTERM');
  });
}

async function call(instance: Instance, pathname: string, json?: unknown, token?: string) {
  const response = await fetch(`${instance.url}${pathname}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** supabase-js against one instance (Node needs `ws` for realtime). */
const supabaseOn = (instance: Instance) =>
  createClient(instance.url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });

type SupabaseClient = ReturnType<typeof supabaseOn>;

/** Signs up on `instance` (no confirmation in this setup); the client holds the session. */
async function signUp(instance: Instance, label: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = supabaseOn(instance);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: goodPassword });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, id: data.user!.id };
}

/** The same session in a client of another instance. */
async function sameSessionOn(instance: Instance, from: SupabaseClient): Promise<SupabaseClient> {
  const { data } = await from.auth.getSession();
  const client = supabaseOn(instance);
  const { error } = await client.auth.setSession({
    access_token: data.session!.access_token,
    refresh_token: data.session!.refresh_token,
  });
  if (error) throw error;
  return client;
}

/** What arrives on `client`'s subscription to the case's messages. */
async function watchMessages(client: SupabaseClient, caseId: string): Promise<Array<Record<string, unknown>>> {
  const received: Array<Record<string, unknown>> = [];
  await subscribeToTable(client, 'case_messages', (change) => received.push(change.new), {
    event: 'INSERT',
    filter: `request_id=eq.${caseId}`,
    channel: `case-${caseId}`,
  });
  return received;
}

describeOnPostgres('two api instances on one PostgreSQL (skipped on PGlite: needs DATABASE_URL)', () => {
  let database: string;
  const mail = new MailCatcher();
  let a: Instance;
  let b: Instance;
  let databaseUrl: string;

  beforeAll(async () => {
    // Empty: the instances migrate it themselves.
    ({ name: database, url: databaseUrl } = await createTestDatabase(adminUrl!));
    await mail.start();
    // What every instance must share besides the database (docs/deployment.md).
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const signingKey = JSON.stringify(await exportJWK(privateKey));
    const serviceRoleKey = await signServiceRoleKey(
      await parsePrivateKey(signingKey),
      loadConfig({ ...baseEnv, SMTP_URL: mail.url }).jwtIssuer,
    );
    const env = {
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      JWT_PRIVATE_KEY: signingKey,
      SERVICE_ROLE_KEY: serviceRoleKey,
      SMTP_URL: mail.url,
      LOG_LEVEL: 'error',
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '3/600',
      // Both instances run the jobs every 50 ms: many chances to send a reminder twice.
      JOB_INTERVAL_MS: '50',
    };
    // Started together: one migrates, the other waits for its advisory lock.
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  });

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await mail.stop();
    await dropTestDatabase(adminUrl!, database);
  });

  it('a session issued by one instance is used and refreshed by the other', async () => {
    const email = uniqueEmail('scale');
    const signup = await call(a, '/auth/v1/signup', { email, password: goodPassword });
    expect(signup.status).toBe(200);
    const accessToken = signup.body.access_token as string;
    expect((await call(b, '/auth/v1/user', undefined, accessToken)).body).toMatchObject({ email });

    const refreshed = await call(b, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: signup.body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(signup.body.refresh_token);
    expect((await call(a, '/auth/v1/user', undefined, refreshed.body.access_token as string)).status).toBe(200);
    // The rotation happened once for both: A refreshes B's new token, not the spent one's family twice.
    const again = await call(a, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: refreshed.body.refresh_token,
    });
    expect(again.status).toBe(200);

    // Signing out on one instance ends the session on the other.
    const logout = await fetch(`${a.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${again.body.access_token as string}` },
    });
    expect(logout.status).toBe(204);
    expect((await call(b, '/auth/v1/user', undefined, again.body.access_token as string)).body).toMatchObject({
      code: 'session_not_found',
    });
  });

  it('rate limits count the requests of both instances', async () => {
    const email = uniqueEmail('limit');
    expect((await call(a, '/auth/v1/signup', { email, password: goodPassword })).status).toBe(200);
    // RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT is 3 per 10 minutes: three failures spread over both…
    for (const instance of [a, b, a]) {
      const failed = await call(instance, '/auth/v1/token?grant_type=password', { email, password: 'wrong-pass-1' });
      expect(failed.status).toBe(400);
    }
    // …and each instance refuses the next attempt, also with the right password.
    for (const instance of [b, a]) {
      const blocked = await call(instance, '/auth/v1/token?grant_type=password', { email, password: goodPassword });
      expect(blocked).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
    }
  });

  it('with both mail workers running, every mail is sent exactly once', async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail('outbox'));
    for (const [index, email] of emails.entries()) {
      expect((await call(index % 2 ? b : a, '/auth/v1/signup', { email, password: goodPassword })).status).toBe(200);
    }
    // Recovery mails queued through both instances at once.
    const requested = await Promise.all(
      emails.map((email, index) => call(index % 2 ? a : b, '/auth/v1/recover', { email })),
    );
    expect(requested.map((response) => response.status)).toEqual(emails.map(() => 200));
    for (const email of emails) await mail.waitFor((caught) => caught.to.includes(email), 20_000);
    // Several poll intervals (MAIL_POLL_INTERVAL_MS=50) for a second copy to show up if there were one.
    await sleep(1000);
    expect(emails.map((email) => mail.to(email).length)).toEqual(emails.map(() => 1));
  });

  it('a case message written through one instance reaches the realtime subscribers on the other, and nobody else', async () => {
    const clients: SupabaseClient[] = [];
    try {
      // Client and expert sign up on A; the expert's profile is approved (as an admin's decision
      // leaves it) and the session raised to aal2 with a TOTP factor.
      const client = await signUp(a, 'rt-client');
      const expert = await signUp(a, 'rt-expert');
      const outsider = await signUp(a, 'rt-outsider');
      clients.push(client.client, expert.client, outsider.client);
      const shared = await openDatabase({ databaseUrl, dataDir: ':memory:' });
      try {
        await shared.db.insert(expertProfiles).values({
          userId: expert.id,
          status: 'approved',
          displayName: 'Dr. Eva Muster',
          focusAreas: ['co_founder'],
          languages: ['de'],
          formats: ['online'],
        });
      } finally {
        await shared.close();
      }
      const { data: factor } = await expert.client.auth.mfa.enroll({ factorType: 'totp' });
      const totp = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret), digits: 6, period: 30 });
      const verified = await expert.client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp.generate() });
      expect(verified.error).toBeNull();

      // The client asks this expert through A; the expert accepts through A.
      const created = await client.client.functions.invoke<{ id: string }>('expert-requests', {
        body: {
          topic: 'Streit über Rollen',
          summary: 'Wir streiten darüber, wer was entscheidet.',
          lang: 'de',
          consent: true,
          expert_id: expert.id,
        },
      });
      expect(created.error).toBeNull();
      const caseId = created.data!.id;
      const accepted = await expert.client.functions.invoke(`cases/${caseId}/accept`, { method: 'POST' });
      expect(accepted.error).toBeNull();

      // Both parties (and an outsider) listen on B.
      const [clientOnB, expertOnB, outsiderOnB] = await Promise.all([
        sameSessionOn(b, client.client),
        sameSessionOn(b, expert.client),
        sameSessionOn(b, outsider.client),
      ]);
      clients.push(clientOnB, expertOnB, outsiderOnB);
      const [toClient, toExpert, toOutsider] = await Promise.all([
        watchMessages(clientOnB, caseId),
        watchMessages(expertOnB, caseId),
        watchMessages(outsiderOnB, caseId),
      ]);

      const fromExpert = await expert.client.functions.invoke(`cases/${caseId}/messages`, {
        body: { body: 'Guten Tag, ich habe Ihre Anfrage angenommen.' },
      });
      expect(fromExpert.error).toBeNull();
      await until(() => toClient.length === 1, "the expert's message on B");
      expect(toClient[0]).toMatchObject({
        request_id: caseId,
        sender: 'expert',
        body: 'Guten Tag, ich habe Ihre Anfrage angenommen.',
      });

      const fromClient = await client.client.functions.invoke(`cases/${caseId}/messages`, {
        body: { body: 'Danke, passt Dienstag?' },
      });
      expect(fromClient.error).toBeNull();
      await until(() => toExpert.length === 2, "the client's message on B");
      expect(toExpert.map((message) => message.sender)).toEqual(['expert', 'client']);

      await sleep(500);
      expect(toOutsider).toEqual([]);
      expect(toClient).toHaveLength(2);
    } finally {
      await Promise.all(clients.map((client) => client.removeAllChannels()));
    }
  });

  it('with both instances running the reminder job, each appointment reminder reaches each side once', async () => {
    const shared = await openDatabase({ databaseUrl, dataDir: ':memory:' });
    const { db } = shared;
    let addresses: string[];
    try {
      const cases = await Promise.all(Array.from({ length: 8 }, () => insertScheduledCase(db)));
      // Due now (starting within 24 hours), staggered, inserted while both jobs poll.
      for (const [index, scheduled] of cases.entries()) {
        await insertAppointment(db, scheduled.requestId, (23 - index) * 3600_000);
      }
      addresses = cases.flatMap((scheduled) => [scheduled.clientEmail, scheduled.expertEmail]);
    } finally {
      await shared.close();
    }
    for (const address of addresses) {
      await mail.waitFor((caught) => caught.to.includes(address) && /Erinnerung|Reminder/.test(caught.subject), 20_000);
    }
    // Many job intervals for a second reminder to show up if there were one.
    await sleep(1000);
    expect(addresses.map((address) => mail.to(address).length)).toEqual(addresses.map(() => 1));
  });
  it('with both instances running the message-mail job, each unread thread is mailed to its recipient once', async () => {
    const shared = await openDatabase({ databaseUrl, dataDir: ':memory:' });
    const { db } = shared;
    let addresses: string[];
    try {
      const cases = await Promise.all(Array.from({ length: 6 }, () => insertScheduledCase(db)));
      // Unread for longer than CASE_MESSAGE_MAIL_DELAY (120 s): due at once, written while both jobs poll.
      const earlier = new Date(Date.now() - 5 * 60_000);
      for (const [index, scheduled] of cases.entries()) {
        await db.insert(caseMessages).values([
          { requestId: scheduled.requestId, sender: 'expert', body: 'An die Klientin', createdAt: earlier },
          ...(index % 2
            ? [
                {
                  requestId: scheduled.requestId,
                  sender: 'client' as const,
                  body: 'An die Expertin',
                  createdAt: earlier,
                },
              ]
            : []),
        ]);
      }
      addresses = cases.flatMap((scheduled, index) =>
        index % 2 ? [scheduled.clientEmail, scheduled.expertEmail] : [scheduled.clientEmail],
      );
    } finally {
      await shared.close();
    }
    const aboutMessages = (address: string) =>
      mail.to(address).filter((caught) => /Neue Nachricht|New message/.test(caught.subject));
    for (const address of addresses) {
      await mail.waitFor(
        (caught) => caught.to.includes(address) && /Neue Nachricht|New message/.test(caught.subject),
        20_000,
      );
    }
    // Many job intervals for a second mail to show up if there were one.
    await sleep(1000);
    expect(addresses.map((address) => aboutMessages(address).length)).toEqual(addresses.map(() => 1));
  });
});
