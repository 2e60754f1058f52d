// Team rounds of issue #14 from the outside: owners (a guest or a signed-in user) calling the
// /functions/v1 team-round endpoints to set a state up, members answering through the api or
// the member page, and the invitation links read from the mails in maildev.
import { devices, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createConfirmedUser, password } from './accounts';
import { origins, presetLanguage, type Language } from './app';
import { answerAll } from './assessment';
import { watchPlaceholders } from './placeholders';
import type { Guest } from './cases';
import { callFunction } from './experts';
import { apiHeaders, waitForMail, type Mail } from './inbox';

/** The anonymity threshold (shared-domain's teamRoundThreshold). */
export const threshold = 3;

/** Who owns a round: a guest (its api token) or a signed-in user (a fresh access token per call). */
export type Owner = Guest | SignedInUser;

export interface SignedInUser {
  email: string;
  accessToken(): Promise<string>;
}

/**
 * A signed-in user for api calls: a password session of its own (the rounds belong to the user,
 * not to a session), signed in again when its token is close to expiry (the e2e api issues
 * two-minute tokens).
 */
export function signedInUser(request: APIRequestContext, email: string): SignedInUser {
  let session: { token: string; expiresAt: number } | null = null;
  return {
    email,
    async accessToken() {
      if (!session || session.expiresAt - Date.now() < 30_000) {
        const response = await request.post(`${origins.api}/auth/v1/token?grant_type=password`, {
          headers: apiHeaders,
          data: { email, password },
        });
        expect(response.status(), await response.text()).toBe(200);
        const body = (await response.json()) as { access_token: string; expires_at: number };
        session = { token: body.access_token, expiresAt: body.expires_at * 1000 };
      }
      return session.token;
    },
  };
}

async function ownerToken(owner: Owner): Promise<string | { guest: string }> {
  return 'token' in owner ? { guest: owner.token } : owner.accessToken();
}

/** `/functions/v1` as the round's owner; fails the test with the api's answer unless `status` (any 2xx when not given). */
export async function callAsOwner<T>(
  request: APIRequestContext,
  owner: Owner,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  route: string,
  body?: unknown,
  status?: number,
): Promise<T> {
  return callFunction<T>(request, await ownerToken(owner), method, route, body, status);
}

/** The owner's view of a round (the contract's teamRoundView, the parts the tests read). */
export interface RoundView {
  id: string;
  team_name: string;
  status: 'open' | 'closed';
  answered: number;
  has_result: boolean;
  link: { code: string; url: string; uses: number; max_uses: number };
  invitations: { sent: number; pending: number };
  share: { token: string; url: string } | null;
}

export async function createRound(
  request: APIRequestContext,
  owner: Owner,
  body: { team_name: string; languages?: Language[]; link_max_uses?: number; mail_lang?: Language },
): Promise<RoundView> {
  return callAsOwner<RoundView>(request, owner, 'POST', '/team-rounds', body, 201);
}

export const getRound = (request: APIRequestContext, owner: Owner, id: string) =>
  callAsOwner<RoundView>(request, owner, 'GET', `/team-rounds/${id}`);

/** The analysis's 32 statements (shared-domain's analysisItems): 24 category items and 8 escalation items. */
export const analysisItemIds: readonly string[] = [
  ...['c', 'v', 's'].flatMap((prefix) => Array.from({ length: 8 }, (_, index) => `${prefix}${index + 1}`)),
  ...Array.from({ length: 8 }, (_, index) => `e${index + 1}`),
];

/** A complete answer set: `value` 1–5 for every statement, or a function of the item id. */
export function answerSet(value: number | ((itemId: string) => number)): Record<string, number> {
  return Object.fromEntries(analysisItemIds.map((id) => [id, typeof value === 'function' ? value(id) : value]));
}

/** One anonymous answer set through `POST /team-invitations/:code/answers` (no sign-in). */
export async function submitAnswers(
  request: APIRequestContext,
  code: string,
  answers: Record<string, number>,
  lang: Language,
  status = 201,
): Promise<{ code?: string; answered?: number }> {
  const response = await request.post(`${origins.api}/functions/v1/team-invitations/${code}/answers`, {
    headers: apiHeaders,
    data: { answers, lang },
  });
  const text = await response.text();
  expect(response.status(), `answers to ${code}: ${text}`).toBe(status);
  return JSON.parse(text) as { code?: string; answered?: number };
}

/**
 * One answer set through the link from a fresh signed-in account: the answer of a distinct
 * person, which the threshold counts (an anonymous one through the link is not counted).
 */
export async function submitAnswersAsAccount(
  request: APIRequestContext,
  code: string,
  answers: Record<string, number>,
  lang: Language,
): Promise<{ counted?: boolean; owner?: boolean }> {
  const member = signedInUser(request, await createConfirmedUser(request, 'team-member'));
  return callFunction(
    request,
    await member.accessToken(),
    'POST',
    `/team-invitations/${code}/answers`,
    {
      answers,
      lang,
    },
    201,
  );
}

/** The owner's own answer set through the link (signed in as the round's account or guest): counted, once. */
export async function submitAnswersAsOwner(
  request: APIRequestContext,
  owner: Owner,
  code: string,
  answers: Record<string, number>,
  lang: Language,
  status = 201,
): Promise<{ counted?: boolean; owner?: boolean; code?: string }> {
  return callAsOwner(request, owner, 'POST', `/team-invitations/${code}/answers`, { answers, lang }, status);
}

/** What a member sees before answering (`GET /team-invitations/:code`): its state, or null when it is not found. */
export async function invitationState(request: APIRequestContext, code: string): Promise<string | null> {
  const response = await request.get(`${origins.api}/functions/v1/team-invitations/${code}`, {
    headers: apiHeaders,
  });
  if (response.status() === 404) return null;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { state: string }).state;
}

/** The member's address (`/team/<code>`) in an invitation or reminder mail. */
export function invitationLink(mail: Mail): { url: string; code: string } {
  const match = /https?:\/\/\S+?\/team\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in mail "${mail.subject}"`);
  return { url: match[0], code: match[1]! };
}

/** Waits for the invitation mail of a round to `to` (found by its link, whatever the subject says). */
export const waitForInvitation = (request: APIRequestContext, to: string) =>
  waitForMail(request, to, /./, (mail) => /\/team\/[A-Za-z0-9_-]+/.test(mail.text));

/** The path of an absolute product address (the tests' pages use the baseURL). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * A member in a browser context of their own: the test's device settings, or a phone
 * (Playwright's Pixel 7 descriptor). Close it with `page.context().close()`.
 */
export async function openMember(
  browser: Browser,
  language: Language,
  device:
    | 'phone'
    | {
        viewport: { width: number; height: number } | null;
        isMobile?: boolean;
        hasTouch?: boolean;
        deviceScaleFactor?: number;
      },
): Promise<Page> {
  const settings = device === 'phone' ? devices['Pixel 7'] : device;
  const context = await browser.newContext({
    ...settings,
    locale: language === 'de' ? 'de-DE' : 'en-GB',
    baseURL: origins.shell,
  });
  await watchPlaceholders(context);
  const page = await context.newPage();
  await presetLanguage(page, language);
  return page;
}

/** On the member page: from the intro through every statement to the last step (not sent). */
export async function answerOnPage(page: Page, value: number | ((itemId: string) => number)): Promise<void> {
  await startQuestionnaire(page);
  await answerAll(page, value);
}

/** The member intro's call that starts the questionnaire. */
export async function startQuestionnaire(page: Page): Promise<void> {
  const intro = page.getByTestId('team-answer-intro');
  await expect(intro).toBeVisible();
  await intro.getByTestId('assessment-start').click();
}

/** Sends the answers on the last step and waits for the thank-you state. */
export async function sendAnswersOnPage(page: Page): Promise<void> {
  await page.getByTestId('assessment-submit').click();
  await expect(page.getByTestId('team-answer-done')).toBeVisible();
}

/** Values that make a team with some disagreement: each member answers around its own level. */
export const memberAnswers = (level: number) => (itemId: string) =>
  Math.min(5, Math.max(1, level + (itemId.startsWith('e') ? -1 : 0) + (Number(itemId.slice(1)) % 2)));
