// The news subscription over HTTP (supabase-js functions.invoke where a browser or the admin CLI
// would use it): double opt-in (nothing but the confirmation before it is confirmed), the
// unsubscribe link and header of every mail, the tokens, no enumeration, the limits, the signed-in
// user's own address, the admin's news issue, and the account's export and deletion.
import { newsConsentText, newsConsentVersion } from '@cc/shared-domain';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../platform/db/schema';
import { newsSubscriptions } from '../tables';
import type { CaughtMail } from '../../../test/mail-catcher';
import { apiForThisFile, siteUrl, startTestApi, type TestApi, uniqueEmail } from '../../../test/harness';
import { raiseToAal2 } from '../../../test/experts';
import { makeAdmin, serviceClient, signedInUser } from '../../../test/storage';

const api = apiForThisFile();

const confirmSubject = /bestätige dein Abo|confirm your subscription/i;
const alreadySubject = /schon|already/i;

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls a function with supabase-js as the browser does; the status and body of any answer. */
async function invoke<T = Record<string, unknown>>(
  name: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: Record<string, unknown>; client?: SupabaseClient } = {},
): Promise<Answer<T>> {
  const client = options.client ?? api.client();
  const { data, error, response } = await client.functions.invoke<T>(name, {
    method: options.method ?? 'POST',
    ...(options.body ? { body: options.body } : {}),
  });
  if (error) {
    if (!(error instanceof FunctionsHttpError)) throw error;
    const context = error.context as Response;
    return { status: context.status, body: (await context.json()) as T, headers: context.headers };
  }
  return { status: response!.status, body: data as T, headers: response!.headers };
}

const subscribeBody = (email: string, lang: 'de' | 'en' = 'de') => ({
  email,
  lang,
  consent: true,
  consent_version: newsConsentVersion,
});

const subscribe = (email: string, lang: 'de' | 'en' = 'de') =>
  invoke('news-subscriptions', { body: subscribeBody(email, lang) });

/** The token of a `/news/<kind>?token=…` link in a mail's text. */
function tokenIn(mail: CaughtMail, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${siteUrl}/news/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in: ${mail.text}`);
  return match[1]!;
}

/**
 * Every subscription mail: the unsubscribe page's link in text and HTML, and the api's one-click
 * address in List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).
 */
function expectUnsubscribeLink(mail: CaughtMail, token: string) {
  const link = `${siteUrl}/news/unsubscribe?token=${token}`;
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.headers['list-unsubscribe']).toBe(`<${api.config.apiExternalUrl}/news/v1/unsubscribe?token=${token}>`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
}

/** The one-click address of a mail's List-Unsubscribe header, on the test server. */
function oneClickUrl(mail: CaughtMail): string {
  const header = String(mail.headers['list-unsubscribe'] ?? '');
  return api.localUrl(header.replace(/^<|>$/g, ''));
}

async function rowOf(email: string) {
  const [row] = await api.db.select().from(newsSubscriptions).where(eq(newsSubscriptions.email, email));
  return row;
}

/** Mails queued for an address (sent or not). */
async function outboxTo(email: string) {
  return api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
}

async function subscribeAndConfirm(email: string, lang: 'de' | 'en' = 'de'): Promise<string> {
  expect((await subscribe(email, lang)).status).toBe(202);
  const mail = await api.mail.take(email, confirmSubject);
  const confirmed = await invoke('news-subscriptions/confirm', { body: { token: tokenIn(mail, 'confirm') } });
  expect(confirmed.status).toBe(200);
  return tokenIn(mail, 'unsubscribe');
}

const sendIssue = (body: Record<string, unknown>, client: SupabaseClient = serviceClient(api)) =>
  invoke<{ queued: number }>('news-issues', { body, client });

describe('subscribe (double opt-in)', () => {
  it('answers 202, stores the pending consent with version, text and time, and mails only the confirmation', async () => {
    const email = uniqueEmail('news');
    const before = Date.now();
    const answer = await subscribe(email.toUpperCase(), 'en');
    expect(answer).toMatchObject({ status: 202, body: { status: 'confirmation_sent' } });

    const row = await rowOf(email);
    expect(row).toMatchObject({
      email,
      lang: 'en',
      status: 'pending',
      consentVersion: newsConsentVersion,
      consentText: newsConsentText.en,
      confirmedAt: null,
    });
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.consentedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmExpiresAt!.getTime() - row!.consentedAt.getTime()).toBe(48 * 3600_000);

    const mail = await api.mail.take(email, /confirm your subscription/);
    const token = tokenIn(mail, 'confirm');
    // The link carries the token, the database only its hash.
    expect(row!.confirmTokenHash).not.toContain(token);
    expect(mail.text).toContain('valid for 48 hours');
    expect(mail.html).toContain(`href="${siteUrl}/news/confirm?token=${token}"`);
    expectUnsubscribeLink(mail, row!.unsubscribeToken);
    expect(await outboxTo(email)).toEqual([
      expect.objectContaining({ kind: 'news_confirm', ref: `news:${row!.id}`, lang: 'en' }),
    ]);
  });

  it('writes the German mails with "du"', async () => {
    const email = uniqueEmail('news-de');
    await subscribe(email, 'de');
    const mail = await api.mail.take(email, /Bitte bestätige dein Abo/);
    expect(mail.text).toMatch(/^Hallo,/);
    expect(mail.text).toContain('Der Link ist 48 Stunden gültig.');
    expect(mail.text).toContain('Hier kannst du dich abmelden');
  });

  it('a news issue reaches nobody before the confirmation, and the confirmed address afterwards', async () => {
    const email = uniqueEmail('news-flow');
    await subscribe(email, 'de');
    const confirmation = await api.mail.take(email, confirmSubject);

    const early = await sendIssue({ lang: 'de', subject: 'Vor der Bestätigung', text: 'Niemand Unbestätigtes.' });
    expect(early.status).toBe(202);
    expect((await outboxTo(email)).map((mail) => mail.kind)).toEqual(['news_confirm']);

    const confirmed = await invoke('news-subscriptions/confirm', { body: { token: tokenIn(confirmation, 'confirm') } });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { status: 'confirmed', email: `${email[0]}***@example.com` },
    });
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null, confirmExpiresAt: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    const issue = await sendIssue({
      lang: 'de',
      subject: 'Neu: Teamrunden <b>',
      text: 'Erster Absatz mit <script>alert(1)</script>\nzweite Zeile.\n\nZweiter Absatz & Schluss.',
    });
    expect(issue.status).toBe(202);
    expect(issue.body.queued).toBeGreaterThanOrEqual(1);
    const news = await api.mail.take(email, /^Neu: Teamrunden <b>$/);
    expect(news.text).toContain(
      'Erster Absatz mit <script>alert(1)</script>\nzweite Zeile.\n\nZweiter Absatz & Schluss.',
    );
    expect(news.html).toContain(
      '<p>Erster Absatz mit &lt;script&gt;alert(1)&lt;/script&gt;<br>zweite Zeile.</p>\n<p>Zweiter Absatz &amp; Schluss.</p>',
    );
    expect(news.html).not.toContain('<script>');
    expectUnsubscribeLink(news, row!.unsubscribeToken);
    // The confirmation link is spent.
    const again = await invoke('news-subscriptions/confirm', { body: { token: tokenIn(confirmation, 'confirm') } });
    expect(again).toMatchObject({ status: 400, body: { code: 'news_token_invalid' } });

    // The link of the news mail unsubscribes without signing in; the next issue does not reach the address.
    const unsubscribed = await invoke('news-subscriptions/unsubscribe', {
      body: { token: tokenIn(news, 'unsubscribe') },
    });
    expect(unsubscribed).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect(await rowOf(email)).toBeUndefined();
    const before = (await outboxTo(email)).length;
    await sendIssue({ lang: 'de', subject: 'Nach der Abmeldung', text: 'Nicht mehr.' });
    expect(await outboxTo(email)).toHaveLength(before);
    const twice = await invoke('news-subscriptions/unsubscribe', { body: { token: tokenIn(news, 'unsubscribe') } });
    expect(twice).toMatchObject({ status: 400, body: { code: 'news_token_invalid' } });
  });

  it('sends a news issue only to subscribers of its language', async () => {
    const german = uniqueEmail('news-lang-de');
    const english = uniqueEmail('news-lang-en');
    await subscribeAndConfirm(german, 'de');
    await subscribeAndConfirm(english, 'en');
    await sendIssue({ lang: 'en', subject: 'English only', text: 'Hello.' });
    await api.mail.take(english, /^English only$/);
    expect((await outboxTo(german)).map((mail) => mail.kind)).toEqual(['news_confirm']);
  });

  it('a confirmed address gets the "already subscribed" note with the unsubscribe link instead of a new confirmation', async () => {
    const email = uniqueEmail('news-again');
    const unsubscribeToken = await subscribeAndConfirm(email, 'en');
    const answer = await subscribe(email, 'de');
    expect(answer).toMatchObject({ status: 202, body: { status: 'confirmation_sent' } });
    const note = await api.mail.take(email, alreadySubject);
    expect(note.subject).toBe('You already receive the KonfliktKompass news');
    expect(note.text).not.toContain('/news/confirm');
    expectUnsubscribeLink(note, unsubscribeToken);
    // Still confirmed, with the consent as first given.
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed', lang: 'en', consentText: newsConsentText.en });
  });

  it('a repeated request for a pending address refreshes the consent and link; the older link stops working', async () => {
    const email = uniqueEmail('news-pending');
    await subscribe(email, 'de');
    const first = await api.mail.take(email, confirmSubject);
    const firstRow = await rowOf(email);
    await subscribe(email, 'en');
    const second = await api.mail.take(email, confirmSubject);
    expect(await rowOf(email)).toMatchObject({
      id: firstRow!.id,
      lang: 'en',
      consentText: newsConsentText.en,
      unsubscribeToken: firstRow!.unsubscribeToken,
    });
    expect(await invoke('news-subscriptions/confirm', { body: { token: tokenIn(first, 'confirm') } })).toMatchObject({
      status: 400,
      body: { code: 'news_token_invalid' },
    });
    expect((await invoke('news-subscriptions/confirm', { body: { token: tokenIn(second, 'confirm') } })).status).toBe(
      200,
    );
  });

  it('sends at most 3 mails per address and hour; above that nothing happens and the answer stays 202', async () => {
    const email = uniqueEmail('news-flood');
    for (let i = 0; i < 5; i += 1) {
      expect(await subscribe(email)).toMatchObject({ status: 202, body: { status: 'confirmation_sent' } });
    }
    expect(await outboxTo(email)).toHaveLength(3);
    // The counter holds a hash, not the address.
    const keys = await api.db.execute<{ key: string }>(
      sql`select key from app.rate_limits where key like 'news_mail:%'`,
    );
    expect(JSON.stringify(keys)).not.toContain(email);
  });

  it('gives the same answer for a new, a pending and a confirmed address, in the same time class', async () => {
    const rounds = 5;
    const pending = Array.from({ length: rounds }, () => uniqueEmail('enum-pending'));
    const confirmed = Array.from({ length: rounds }, () => uniqueEmail('enum-confirmed'));
    for (const email of pending) await subscribe(email);
    for (const email of confirmed) await subscribeAndConfirm(email);
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await subscribe(email);
      return { ms: performance.now() - started, answer };
    };
    const samples: Record<string, number[]> = { new: [], pending: [], confirmed: [] };
    const answers = new Set<string>();
    for (let i = 0; i < rounds; i += 1) {
      for (const [kind, email] of [
        ['new', uniqueEmail('enum-new')],
        ['pending', pending[i]!],
        ['confirmed', confirmed[i]!],
      ] as const) {
        const queuedBefore = (await outboxTo(email)).length;
        const { ms, answer } = await timed(email);
        samples[kind]!.push(ms);
        // The same work on every path: exactly one mail queued (a confirmation or the note).
        expect({ kind, queued: (await outboxTo(email)).length - queuedBefore }).toEqual({ kind, queued: 1 });
        answers.add(JSON.stringify([answer.status, answer.body]));
      }
    }
    expect([...answers]).toEqual([JSON.stringify([202, { status: 'confirmation_sent' }])]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const medians = Object.fromEntries(Object.entries(samples).map(([kind, values]) => [kind, median(values)]));
    // Each path does the same work (a counter, a row lookup, one write and one queued mail): no
    // path may be a class faster or slower (a generous margin, as the machine may be busy).
    const [fastest, slowest] = [Math.min(...Object.values(medians)), Math.max(...Object.values(medians))];
    expect({ medians, sameClass: slowest < 3 * fastest + 100 }).toMatchObject({ sameClass: true });
  });

  it.each([
    ['not-an-email', 'invalid_email'],
    ['ada@example', 'invalid_email'],
    [`${'a'.repeat(250)}@example.com`, 'invalid_email'],
    ['ada\u200B@example.com', 'invalid_email'],
  ])('refuses the address %j with 400 %s', async (email, code) => {
    const answer = await invoke('news-subscriptions', { body: subscribeBody(email) });
    expect(answer).toMatchObject({ status: 400, body: { code } });
  });

  it.each([
    ['without consent', { consent: undefined }, 'consent_required'],
    ['with consent false', { consent: false }, 'consent_required'],
    ['with an old consent version', { consent_version: '2020-01-01' }, 'validation_failed'],
    ['in another language', { lang: 'fr' }, 'validation_failed'],
  ])('refuses a request %s', async (_label, change, code) => {
    const email = uniqueEmail('news-bad');
    const answer = await invoke('news-subscriptions', { body: { ...subscribeBody(email), ...change } });
    expect(answer).toMatchObject({ status: 400, body: { code } });
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe('tokens', () => {
  it('refuses an unknown, expired or malformed confirmation token', async () => {
    const unknown = await invoke('news-subscriptions/confirm', { body: { token: 'x'.repeat(43) } });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'news_token_invalid' } });

    const email = uniqueEmail('news-expired');
    await subscribe(email);
    const mail = await api.mail.take(email, confirmSubject);
    await api.db
      .update(newsSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsSubscriptions.email, email));
    const expired = await invoke('news-subscriptions/confirm', { body: { token: tokenIn(mail, 'confirm') } });
    expect(expired).toMatchObject({ status: 400, body: { code: 'news_token_invalid' } });
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });

    const short = await invoke('news-subscriptions/confirm', { body: { token: 'short' } });
    expect(short).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('unsubscribes a pending address with the link of its confirmation mail, and the confirmation then fails', async () => {
    const email = uniqueEmail('news-pending-out');
    await subscribe(email);
    const mail = await api.mail.take(email, confirmSubject);
    const out = await invoke('news-subscriptions/unsubscribe', { body: { token: tokenIn(mail, 'unsubscribe') } });
    expect(out).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect(await rowOf(email)).toBeUndefined();
    const confirm = await invoke('news-subscriptions/confirm', { body: { token: tokenIn(mail, 'confirm') } });
    expect(confirm).toMatchObject({ status: 400, body: { code: 'news_token_invalid' } });
    const unknown = await invoke('news-subscriptions/unsubscribe', { body: { token: 'y'.repeat(43) } });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'news_token_invalid' } });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("a mail program's POST List-Unsubscribe=One-Click ends the subscription without api key or sign-in; a GET only leads to the page", async () => {
    const email = uniqueEmail('news-one-click');
    const token = await subscribeAndConfirm(email);
    await subscribe(email);
    const note = await api.mail.take(email, alreadySubject);
    const url = oneClickUrl(note);

    // Opening the address (a person, a link scanner) changes nothing: it leads to the site's page.
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${siteUrl}/news/unsubscribe?token=${token}`);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });

    // A POST that is not the one-click form is refused.
    const wrong = await fetch(url, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'yes' }) });
    expect(wrong.status).toBe(400);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });

    const clicked = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ status: 'unsubscribed' });
    expect(await rowOf(email)).toBeUndefined();

    const again = await fetch(url, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'news_token_invalid' });
    const odd = await fetch(api.localUrl(`${api.config.apiExternalUrl}/news/v1/unsubscribe?token=%3Cscript%3E`), {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(odd.status).toBe(400);
  });
});

describe('the admin news issue', () => {
  const issue = { lang: 'de', subject: 'Hallo', text: 'Text.' };

  it('is refused to anonymous callers (401) and to users who are not admins (403)', async () => {
    const anonymous = await invoke('news-issues', { body: issue });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    const user = await signedInUser(api, 'news-user');
    const refused = await invoke('news-issues', { body: issue, client: user.client });
    expect(refused).toMatchObject({ status: 403, body: { code: 'admin_required' } });
  });

  it('is refused to an admin whose session has no second factor (403 insufficient_aal), and queues nothing', async () => {
    const admin = await signedInUser(api, 'news-admin-aal1');
    await makeAdmin(api, admin.id);
    const email = uniqueEmail('news-aal1-reader');
    await subscribeAndConfirm(email, 'en');
    const refused = await invoke('news-issues', {
      body: { lang: 'en', subject: 'Password only', text: 'Hi.' },
      client: admin.client,
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    expect((await outboxTo(email)).filter((mail) => mail.subject === 'Password only')).toHaveLength(0);
  });

  it('is sent by an admin user at aal2, and validates subject and text', async () => {
    const admin = await signedInUser(api, 'news-admin');
    await makeAdmin(api, admin.id);
    await raiseToAal2(admin);
    const email = uniqueEmail('news-admin-reader');
    await subscribeAndConfirm(email, 'en');
    const sent = await invoke<{ queued: number }>('news-issues', {
      body: { lang: 'en', subject: 'From an admin', text: 'Hi.' },
      client: admin.client,
    });
    expect(sent.status).toBe(202);
    expect(sent.body.queued).toBeGreaterThanOrEqual(1);
    await api.mail.take(email, /^From an admin$/);
    for (const body of [
      { lang: 'en', subject: '', text: 'x' },
      { lang: 'en', subject: 'x', text: '   ' },
      { lang: 'en', subject: 'x'.repeat(201), text: 'x' },
      { lang: 'fr', subject: 'x', text: 'x' },
    ]) {
      expect(await invoke('news-issues', { body, client: admin.client })).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
    }
  });
});

describe('the signed-in user’s own address', () => {
  it('shows and ends the subscription of the account’s address only', async () => {
    const user = await signedInUser(api, 'news-own');
    const none = await invoke('news-subscription', { method: 'GET', client: user.client });
    expect(none).toMatchObject({
      status: 200,
      body: { status: 'none', email: user.email, lang: null, consent_version: null, confirmed_at: null },
    });
    await subscribe(user.email, 'de');
    await api.mail.take(user.email, confirmSubject);
    expect(await invoke('news-subscription', { method: 'GET', client: user.client })).toMatchObject({
      body: { status: 'pending', lang: 'de', consent_version: newsConsentVersion, confirmed_at: null },
    });
    // Someone else's subscription is neither shown nor ended.
    const other = uniqueEmail('news-other');
    await subscribeAndConfirm(other);
    await subscribeAndConfirm(user.email);
    const shown = await invoke<Record<string, string>>('news-subscription', { method: 'GET', client: user.client });
    expect(shown.body).toMatchObject({ status: 'confirmed', email: user.email });
    expect(Date.parse(shown.body.confirmed_at!)).not.toBeNaN();

    const ended = await invoke('news-subscription', { method: 'DELETE', client: user.client });
    expect(ended).toMatchObject({ status: 200, body: { status: 'none', email: user.email } });
    expect(await rowOf(user.email)).toBeUndefined();
    expect(await rowOf(other)).toMatchObject({ status: 'confirmed' });

    const anonymous = await api.request('/functions/v1/news-subscription');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('the account export lists the subscription with its consent; deleting the account removes it', async () => {
    const user = await signedInUser(api, 'news-export');
    await subscribeAndConfirm(user.email, 'en');
    const exported = await invoke<Record<string, unknown>>('account-export', { client: user.client });
    expect(exported.status).toBe(200);
    expect(exported.body.news_subscription).toEqual({
      email: user.email,
      status: 'confirmed',
      lang: 'en',
      consent_version: newsConsentVersion,
      consent_text: newsConsentText.en,
      consented_at: expect.any(String),
      confirmed_at: expect.any(String),
    });
    const deleted = await invoke('account-delete', { body: { confirm: true }, client: user.client });
    expect(deleted.status).toBe(200);
    expect(await rowOf(user.email)).toBeUndefined();
  });
});

describe('limits and unsent mails', () => {
  let limited: TestApi;

  beforeAll(async () => {
    // SMTP down: the mails stay in the outbox, so dropping them can be seen.
    limited = await startTestApi({ smtp: 'down', env: { RATE_LIMIT_NEWS_SUBSCRIPTIONS_PER_IP: '2/3600' } });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('refuses more requests per IP than allowed with 429 over_email_send_rate_limit', async () => {
    const post = (email: string) =>
      limited.request('/functions/v1/news-subscriptions', { method: 'POST', json: subscribeBody(email) });
    const email = uniqueEmail('news-ip');
    expect((await post(email)).status).toBe(202);
    expect((await post(uniqueEmail('news-ip'))).status).toBe(202);
    const third = await post(uniqueEmail('news-ip'));
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);

    // Unsubscribing drops the subscription's mails that have not gone out yet.
    const [row] = await limited.db.select().from(newsSubscriptions).where(eq(newsSubscriptions.email, email));
    const queued = await limited.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.ref, `news:${row!.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('pending');
    const out = await limited.request('/functions/v1/news-subscriptions/unsubscribe', {
      method: 'POST',
      json: { token: row!.unsubscribeToken },
    });
    expect(out.status).toBe(200);
    expect(
      await limited.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.ref, `news:${row!.id}`)),
    ).toEqual([]);
  });
});
