// `npm run admin -- news-send` against the real api: the file's text to every confirmed subscriber
// of the language (with their unsubscribe link and header), nothing to pending addresses.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newsConsentVersion } from '@cc/shared-domain';
import { siteUrl, startTestApi, uniqueEmail, type TestApi } from '../test/harness';
import { runAdminCli } from './admin';

let api: TestApi;
let dir: string;

beforeAll(async () => {
  api = await startTestApi();
  dir = mkdtempSync(path.join(tmpdir(), 'news-send-'));
});

afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(
    argv,
    // npm sets INIT_CWD to where `npm run admin` was typed; --file is relative to it.
    { API_URL: api.url, SERVICE_ROLE_KEY: api.serviceRoleKey, INIT_CWD: dir },
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    path.join(tmpdir(), 'no-such-data-dir'),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function subscribe(email: string, lang: 'de' | 'en', confirm: boolean) {
  const body = { email, lang, consent: true, consent_version: newsConsentVersion };
  const answer = await api.request('/functions/v1/news-subscriptions', { method: 'POST', json: body });
  expect(answer.status).toBe(202);
  const mail = await api.mail.take(email, /bestätige dein Abo|confirm your subscription/);
  if (!confirm) return;
  const token = /\/news\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const confirmed = await api.request('/functions/v1/news-subscriptions/confirm', { method: 'POST', json: { token } });
  expect(confirmed.status).toBe(200);
}

describe('npm run admin -- news-send', () => {
  it('says when nobody has confirmed yet, then mails the confirmed subscribers of the language only', async () => {
    writeFileSync(path.join(dir, 'issue.txt'), 'Hallo zusammen,\n\nes gibt Teamrunden.\n');
    expect(await run(['news-send', '--lang', 'de', '--subject', 'Neu', '--file', 'issue.txt'])).toEqual({
      code: 0,
      out: 'Nobody has confirmed a subscription in de yet; nothing was sent.',
      err: '',
    });

    const reader = uniqueEmail('cli-reader');
    const pending = uniqueEmail('cli-pending');
    const english = uniqueEmail('cli-english');
    await subscribe(reader, 'de', true);
    await subscribe(pending, 'de', false);
    await subscribe(english, 'en', true);

    const result = await run(['news-send', '--lang', 'de', '--subject', 'Neu: Teamrunden', '--file', 'issue.txt']);
    expect(result).toEqual({ code: 0, out: 'Queued "Neu: Teamrunden" for 1 confirmed subscriber (de).', err: '' });
    const mail = await api.mail.take(reader, /^Neu: Teamrunden$/);
    expect(mail.text).toContain('Hallo zusammen,\n\nes gibt Teamrunden.');
    expect(mail.html).toContain('<p>es gibt Teamrunden.</p>');
    // The page's link in the text, the api's one-click address (same token) in the header.
    const token = new RegExp(`${siteUrl}/news/unsubscribe\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1];
    expect(mail.headers['list-unsubscribe']).toBe(`<${api.config.apiExternalUrl}/news/v1/unsubscribe?token=${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Give the worker time to send anything else it might have queued.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.mail.to(pending).map((caught) => caught.subject)).not.toContain('Neu: Teamrunden');
    expect(api.mail.to(english).map((caught) => caught.subject)).not.toContain('Neu: Teamrunden');
  });

  it('answers wrong usage with the help (exit 2), and an unreadable file or a refused text with exit 1', async () => {
    writeFileSync(path.join(dir, 'ok.txt'), 'Text.');
    const noLang = await run(['news-send', '--subject', 'x', '--file', 'ok.txt']);
    expect(noLang.code).toBe(2);
    expect(noLang.err).toContain('--lang must be de or en');
    expect(noLang.err).toContain('news-send --lang <de|en> --subject "<subject>" --file <text file>');
    expect((await run(['news-send', '--lang', 'de', '--file', 'ok.txt'])).code).toBe(2);
    expect((await run(['news-send', '--lang', 'de', '--subject', 'x'])).code).toBe(2);

    const missing = await run(['news-send', '--lang', 'de', '--subject', 'x', '--file', 'missing.txt']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`Cannot read ${path.join(dir, 'missing.txt')}`);

    const tooLong = await run(['news-send', '--lang', 'de', '--subject', 'x'.repeat(201), '--file', 'ok.txt']);
    expect(tooLong.code).toBe(1);
    expect(tooLong.err).toMatch(/^admin news-send: .*\(validation_failed\)$/);

    expect((await run(['help'])).out).toContain('news-send --lang <de|en> --subject "<subject>" --file <text file>');
  });
});
