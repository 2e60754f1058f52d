// The outbox: a request that queues mail never fails or waits because SMTP is down; the worker
// retries with backoff and delivers once SMTP is back; it gives up after MAIL_MAX_ATTEMPTS.
import { eq, inArray } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { goodPassword, startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { dropMailTo, purgeSettledMail } from './outbox';
import { backoffMs } from './worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

describe('with SMTP down', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ smtp: 'down' });
  });

  afterAll(async () => {
    await api.close();
  });

  const rowsTo = (email: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('sign-up still succeeds, the mail stays pending, and is delivered once SMTP is back', async () => {
    const email = uniqueEmail('outage');
    const started = Date.now();
    const { data, error } = await api.client().auth.signUp({ email, password: goodPassword });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(Date.now() - started).toBeLessThan(3000);

    // The worker tries, fails, and schedules retries; the row keeps the mail.
    const [failing] = await waitUntil(
      () => rowsTo(email),
      (rows) => rows.length === 1 && rows[0]!.attempts >= 2,
    );
    expect(failing).toMatchObject({ status: 'pending', kind: 'confirmation' });
    expect(failing!.lastError).toBeTruthy();
    expect(failing!.textBody).toContain('/auth/v1/verify?');

    await api.mail.start(api.mail.port);
    const mail = await api.mail.take(email, /bestätige/i, 5000);
    expect(mail.link).toContain('type=signup');

    const [sent] = await waitUntil(
      () => rowsTo(email),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(sent!.sentAt).toBeTruthy();
    // Delivered bodies carry one-time links: they are not kept.
    expect(sent!.textBody).toBe('');
    expect(sent!.htmlBody).toBe('');
    expect(sent!.lastError).toBeNull();
    // Exactly one delivery.
    await sleep(200);
    expect(api.mail.to(email)).toHaveLength(1);
  });
});

describe('when SMTP never comes back', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ smtp: 'down', env: { MAIL_MAX_ATTEMPTS: '2' } });
  });

  afterAll(async () => {
    await api.close();
  });

  it('marks the mail failed after MAIL_MAX_ATTEMPTS, keeping the last error', async () => {
    const email = uniqueEmail('lost');
    const response = await api.request('/auth/v1/signup', {
      method: 'POST',
      json: { email, password: goodPassword },
    });
    expect(response.status).toBe(200);
    const [row] = await waitUntil(
      () => api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(row!.attempts).toBe(2);
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('backoffMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, 5000, 30_000))).toEqual([
      5000, 10_000, 20_000, 30_000, 30_000,
    ]);
  });
});

describe('retention', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ smtp: 'down' });
  });

  afterAll(async () => {
    await api.close();
  });

  it('deletes settled mail older than MAIL_RETENTION_DAYS and keeps recent and pending rows', async () => {
    const day = 24 * 3600 * 1000;
    const old = new Date(Date.now() - 40 * day);
    const recent = new Date(Date.now() - 2 * day);
    const row = (label: string, status: 'sent' | 'failed' | 'pending', at: Date) => ({
      kind: 'confirmation',
      lang: 'de',
      toAddress: uniqueEmail(label),
      subject: 's',
      textBody: '',
      htmlBody: '',
      status,
      sentAt: status === 'sent' ? at : null,
      updatedAt: at,
      createdAt: at,
      // Never due, so the worker (SMTP down) leaves the pending one alone.
      nextAttemptAt: new Date(Date.now() + day),
    });
    const inserted = await api.db
      .insert(mailOutbox)
      .values([
        row('old-sent', 'sent', old),
        row('old-failed', 'failed', old),
        row('old-pending', 'pending', old),
        row('recent-sent', 'sent', recent),
      ])
      .returning({ id: mailOutbox.id, toAddress: mailOutbox.toAddress });
    expect(await purgeSettledMail(api.db, 30)).toBeGreaterThanOrEqual(2);
    const left = await api.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          inserted.map((item) => item.id),
        ),
      );
    expect(left.map((item) => item.to.split('-').slice(0, 2).join('-')).sort()).toEqual(['old-pending', 'recent-sent']);
  });

  it('dropMailTo deletes every mail to the addresses, whatever their case, and no other', async () => {
    const gone = uniqueEmail('drop-me');
    const kept = uniqueEmail('keep-me');
    const row = (toAddress: string, status: 'sent' | 'pending') => ({
      kind: 'confirmation',
      lang: 'de',
      toAddress,
      subject: 's',
      textBody: '',
      htmlBody: '',
      status,
      nextAttemptAt: new Date(Date.now() + 24 * 3600 * 1000),
    });
    const inserted = await api.db
      .insert(mailOutbox)
      .values([row(gone, 'pending'), row(gone.toUpperCase(), 'sent'), row(kept, 'pending')])
      .returning({ id: mailOutbox.id });
    await dropMailTo(api.db, [gone.toUpperCase()]);
    await dropMailTo(api.db, []);
    const left = await api.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          inserted.map((item) => item.id),
        ),
      );
    expect(left.map((item) => item.to)).toEqual([kept]);
  });
});
