// Test support for the owner's pages: a round as the api sends it (parsed with the contract's
// schema) and a fake functions.invoke answering per "<METHOD> <name>".
import { teamRoundView, type TeamRoundView } from '@cc/shared-contract';
import { functionsHttpError, type FakeSupabase } from '@cc/shared-auth/src/testing/fake-supabase';

export const roundId = '00000000-0000-4000-8000-00000000a001';

export function roundView(overrides: Partial<TeamRoundView> = {}): TeamRoundView {
  return teamRoundView.parse({
    id: roundId,
    team_name: 'Produktteam Nord',
    status: 'open',
    languages: ['de'],
    deadline: null,
    answered: 2,
    // Every answer a distinct person's unless a test says otherwise.
    counted: overrides.answered ?? 2,
    has_result: false,
    created_at: '2026-11-20T10:00:00.000Z',
    closed_at: null,
    threshold: 3,
    link: {
      code: 'link-code-abcdef',
      url: 'http://localhost:3000/team/link-code-abcdef',
      qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      uses: 2,
      max_uses: 10,
    },
    invitations: { sent: 0, pending: 0 },
    result_respondents: 0,
    result_counted: overrides.result_respondents ?? 0,
    owner_answered: false,
    share: null,
    reminded_at: null,
    next_reminder_at: null,
    threshold_reached_at: null,
    ...overrides,
  });
}

export type Answer = { data: unknown } | { status: number; body: Record<string, unknown> };
export type Handler = (options: { method?: string; body?: Record<string, unknown> }) => Answer | undefined;

/** Answers `functions.invoke(name)` from a table of `"<METHOD> <name>"` handlers; anything else is a 404. */
export function routeFunctions(fake: FakeSupabase, handlers: Record<string, Handler>) {
  fake.client.functions.invoke.mockImplementation(
    (name: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
      const answer = handlers[`${options.method ?? 'POST'} ${name}`]?.(options);
      if (!answer)
        return Promise.resolve({ data: null, error: functionsHttpError(404, { code: 'not_found', message: name }) });
      if ('data' in answer) return Promise.resolve({ data: answer.data, error: null });
      return Promise.resolve({ data: null, error: functionsHttpError(answer.status, answer.body) });
    },
  );
}
