// Test helpers for team rounds: starting a round as its owner, answering through a code like a
// member's browser, and reading the one-time links out of the invitation mails.
import type { TeamRoundView } from '@cc/shared-contract';
import { analysisItems } from '@cc/shared-domain';
import type { CaughtMail } from './mail-catcher';
import { goodPassword, siteUrl, uniqueEmail, type TestApi } from './harness';

export interface RoundCaller {
  headers: Record<string, string>;
}

export function roundCall(
  api: TestApi,
  caller: RoundCaller | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return api.request(`/functions/v1${path}`, { ...init, headers: { ...caller?.headers, ...init.headers } });
}

export async function startRound(
  api: TestApi,
  owner: RoundCaller,
  body: Record<string, unknown> = {},
): Promise<TeamRoundView> {
  const response = await roundCall(api, owner, '/team-rounds', {
    method: 'POST',
    json: { team_name: 'Team Nord', ...body },
  });
  if (response.status !== 201) throw new Error(`round not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as TeamRoundView;
}

/** Complete answers to the conflict analysis: every statement `value`, or `pick(index)`. */
export function analysisAnswers(pick: number | ((index: number) => number) = 3): Record<string, number> {
  return Object.fromEntries(
    analysisItems.map((item, index) => [item.id, typeof pick === 'number' ? pick : ((pick(index) % 5) + 5) % 5 || 5]),
  );
}

export function answer(
  api: TestApi,
  code: string,
  answers: unknown = analysisAnswers(),
  headers: Record<string, string> = {},
  body: Record<string, unknown> = {},
): Promise<Response> {
  return api.request(`/functions/v1/team-invitations/${encodeURIComponent(code)}/answers`, {
    method: 'POST',
    json: { answers, lang: 'de', ...body },
    headers,
  });
}

/**
 * An answer set of a distinct person through the link, which the threshold counts: a fresh
 * signed-in account's (an anonymous one through the link is in the result but not counted). The
 * account is made confirmed through the admin API, so no mail is needed (servers without a worker).
 */
export async function memberAnswer(
  api: TestApi,
  code: string,
  answers: unknown = analysisAnswers(),
  headers: Record<string, string> = {},
): Promise<Response> {
  const email = uniqueEmail('member');
  const created = await api.adminClient().auth.admin.createUser({ email, password: goodPassword, email_confirm: true });
  if (created.error) throw created.error;
  const { data, error } = await api.client().auth.signInWithPassword({ email, password: goodPassword });
  if (error || !data.session) throw new Error(`member sign-in failed: ${error?.message}`);
  return answer(api, code, answers, { ...headers, authorization: `Bearer ${data.session.access_token}` });
}

/** The one-time code of an invitation or reminder mail (`<site>/team/<code>`). */
export function inviteCode(mail: CaughtMail): string {
  const match = new RegExp(`${siteUrl}/team/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no team link in: ${mail.text}`);
  return match[1]!;
}
