import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { analysisItems, scoreConflictAnalysis } from '@cc/shared-domain';
import { queryClient } from '@cc/shared-auth/query';
import { currentLanguage, setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, functionsHttpError, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import TeamAnswerPage from '../../exposed/TeamAnswerPage';
import ResultsPage from '../../exposed/ResultsPage';
import { answeredKey, browserIdKey, ownResultKey, teamDraftKey } from './member-storage';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;
jest.setTimeout(30_000);

const code = 'link-code-1234';
const roundId = '00000000-0000-4000-8000-00000000e001';
const answers = Object.fromEntries(analysisItems.map((item, i) => [item.id, (i % 5) + 1]));
const own = scoreConflictAnalysis(answers);

const invitation = (overrides: Record<string, unknown> = {}) => ({
  round_id: roundId,
  team_name: 'Produktteam <Nord>',
  languages: ['de'],
  deadline: null,
  state: 'open',
  kind: 'link',
  threshold: 3,
  shared_result_url: null,
  ...overrides,
});

type Answer = { data: unknown; error: unknown };
/** Answers the invitation GET with `get`, and the POST of the answers with `post`. */
function api({ get, post }: { get: () => Answer; post?: () => Answer }) {
  invoke.mockImplementation(async (name: string, options: { method?: string }) => {
    if (name === `team-invitations/${code}` && options.method === 'GET') return get();
    if (name === `team-invitations/${code}/answers` && options.method === 'POST' && post) return post();
    throw new Error(`unexpected call ${options.method} ${name}`);
  });
}
const ok = (data: unknown): Answer => ({ data, error: null });
const fail = (status: number, errorCode: string): Answer => ({
  data: null,
  error: functionsHttpError(status, { code: errorCode, message: errorCode }),
});

function renderPage(route = `/team/${code}`) {
  const user = setupUser();
  renderWithProviders(
    <Routes>
      <Route path="/team/:code" element={<TeamAnswerPage />} />
      <Route path="/results/:assessmentType" element={<ResultsPage />} />
    </Routes>,
    { route },
  );
  return user;
}

/** Every statement answered in this code's draft: "Weitermachen" leads straight to the last page. */
const seedFullDraft = () => localStorage.setItem(teamDraftKey(code), JSON.stringify({ answers, step: 7 }));

describe('team answer page', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('introduces the round: team, duration, deadline and what stays anonymous, with no sign-in', async () => {
    api({ get: () => ok(invitation({ deadline: '2030-05-01T16:00:00.000Z', kind: 'invitation' })) });
    renderPage();
    const intro = await screen.findByTestId('team-answer-intro');
    expect(within(intro).getByRole('heading', { level: 1 })).toHaveTextContent('Teamrunde: Produktteam <Nord>');
    // The team's name is private: the document title (history, bookmarks) does not carry it.
    expect(document.title).toBe('Team-Runde: deine Antworten – KonfliktKompass');
    expect(intro).toHaveTextContent('etwa 5 Minuten (32 Aussagen)');
    expect(intro).toHaveTextContent('Antworten sind bis 1. Mai 2030');
    const anonymity = within(intro).getByRole('region', { name: 'So bleibst du anonym' });
    expect(anonymity).toHaveTextContent('weder deinen Namen noch deine E-Mail-Adresse noch deine IP-Adresse');
    expect(anonymity).toHaveTextContent('erst ab 3 Antworten');
    expect(anonymity).toHaveTextContent('Deine E-Mail-Adresse löschen wir, sobald du geantwortet hast.');
    expect(screen.queryByText(/anmelden|registrier/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Sprache/ })).not.toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith(`team-invitations/${code}`, { method: 'GET' });
  });

  it('runs the analysis, sends the answers without a mail copy and keeps the own result in this browser', async () => {
    api({
      get: () => ok(invitation()),
      post: () => ok({ own, answered: 2, threshold: 3, counted: true, owner: false }),
    });
    seedFullDraft();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Weitermachen' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Teamrunde: Produktteam <Nord>');
    expect(screen.queryByTestId('assessment-copy')).not.toBeInTheDocument();
    expect(screen.getByTestId('team-answer-finish-note')).toHaveTextContent('anonym zum Teamergebnis addiert');
    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));

    const done = await screen.findByTestId('team-answer-done');
    expect(invoke).toHaveBeenCalledWith(`team-invitations/${code}/answers`, {
      method: 'POST',
      body: { answers, lang: 'de', browser_id: JSON.parse(localStorage.getItem(browserIdKey) ?? '""') as string },
    });
    expect(JSON.parse(localStorage.getItem(browserIdKey) ?? '""')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(within(done).getByRole('heading', { level: 1 })).toHaveTextContent('Danke für deine Antworten!');
    expect(screen.queryByTestId('team-answer-uncounted')).not.toBeInTheDocument();
    await waitFor(() => expect(within(done).getByRole('heading', { level: 1 })).toHaveFocus());
    expect(done).toHaveTextContent('Bisher haben 2 Personen geantwortet.');
    expect(done).toHaveTextContent('sobald mindestens 3 Personen geantwortet haben');
    expect(done).toHaveTextContent('sieht die Person, die die Runde gestartet hat');
    const summary = screen.getByTestId('team-answer-own');
    expect(summary).toHaveTextContent('Dein eigenes Ergebnis');
    expect(summary).toHaveTextContent('nur in diesem Browser gespeichert');
    // Kept here, and only here: the draft is gone, the mark and the own result stay.
    expect(localStorage.getItem(teamDraftKey(code))).toBeNull();
    expect(JSON.parse(localStorage.getItem(answeredKey(code)) ?? '{}')).toMatchObject({ round_id: roundId });
    expect(JSON.parse(localStorage.getItem(ownResultKey(roundId)) ?? '{}')).toMatchObject({ result: own });

    // The detailed own result opens on the results page, handed over without any server call.
    invoke.mockClear();
    await user.click(screen.getByRole('link', { name: 'Dein ausführliches Ergebnis ansehen' }));
    expect(await screen.findByTestId('result-conflict-analysis')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('shows the thank-you again, not the questionnaire, when this browser already answered', async () => {
    api({ get: () => ok(invitation({ shared_result_url: 'http://localhost/team-results/share-token-1' })) });
    localStorage.setItem(answeredKey(code), JSON.stringify({ round_id: roundId, answered_at: '2026-03-01T09:00:00Z' }));
    localStorage.setItem(ownResultKey(roundId), JSON.stringify({ result: own, answered_at: '2026-03-01T09:00:00Z' }));
    renderPage();
    const done = await screen.findByTestId('team-answer-done');
    expect(within(done).getByRole('heading', { level: 1 })).toHaveTextContent('Du hast schon geantwortet');
    expect(screen.getByTestId('team-answer-own')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Teamergebnis ansehen' })).toHaveAttribute(
      'href',
      '/team-results/share-token-1',
    );
    expect(screen.queryByTestId('assessment-start')).not.toBeInTheDocument();
    // A shared result exists, so nothing says it is still to come.
    expect(done).not.toHaveTextContent('sobald mindestens 3');
  });

  it('switches no language on a page where nobody answers', async () => {
    api({ get: () => ok(invitation({ languages: ['en'], state: 'closed' })) });
    renderPage();
    expect(await screen.findByTestId('team-answer-unavailable')).toHaveTextContent('Diese Runde ist beendet');
    expect(currentLanguage()).toBe('de');
  });

  it.each([
    ['closed', 'Diese Runde ist beendet'],
    ['used', 'Diese Einladung wurde schon verwendet'],
    ['exhausted', 'Dieser Link ist ausgeschöpft'],
  ])('says clearly when the invitation is %s', async (state, title) => {
    api({ get: () => ok(invitation({ state })) });
    renderPage();
    const view = await screen.findByTestId('team-answer-unavailable');
    expect(view).toHaveAttribute('data-reason', state);
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(view).toHaveTextContent('Teamrunde: Produktteam <Nord>');
    // Arriving on it moves no focus (the page starts at the top as any other).
    expect(within(view).getByRole('heading', { level: 1 })).not.toHaveFocus();
    expect(within(view).getByRole('link', { name: 'Konfliktanalyse für mich allein' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
    expect(screen.queryByTestId('assessment-start')).not.toBeInTheDocument();
  });

  it('offers the shared result on a closed round that has one', async () => {
    api({
      get: () => ok(invitation({ state: 'closed', shared_result_url: 'http://localhost/team-results/tok-12345678' })),
    });
    renderPage();
    const view = await screen.findByTestId('team-answer-unavailable');
    expect(within(view).getByRole('link', { name: 'Teamergebnis ansehen' })).toHaveAttribute(
      'href',
      '/team-results/tok-12345678',
    );
  });

  it('drops a draft that can no longer be sent', async () => {
    api({ get: () => ok(invitation({ state: 'closed' })) });
    seedFullDraft();
    renderPage();
    await screen.findByTestId('team-answer-unavailable');
    await waitFor(() => expect(localStorage.getItem(teamDraftKey(code))).toBeNull());
  });

  it('keeps the draft for a spent link (its owner may allow more uses)', async () => {
    api({ get: () => ok(invitation({ state: 'exhausted' })) });
    seedFullDraft();
    renderPage();
    await screen.findByTestId('team-answer-unavailable');
    expect(localStorage.getItem(teamDraftKey(code))).not.toBeNull();
  });

  it('asks nothing for a code the api could never know', async () => {
    renderPage('/team/abc');
    expect(await screen.findByTestId('team-answer-unavailable')).toHaveAttribute('data-reason', 'unknown');
    await act(() => Promise.resolve()); // the auth provider's first read settles
    expect(invoke).not.toHaveBeenCalled();
  });

  it('says an unknown code does not exist', async () => {
    api({ get: () => fail(404, 'team_invitation_not_found') });
    renderPage();
    const view = await screen.findByTestId('team-answer-unavailable');
    expect(view).toHaveAttribute('data-reason', 'unknown');
    expect(view).toHaveTextContent('Diese Einladung gibt es nicht');
  });

  it('shows a failed load with its message and a retry', async () => {
    let calls = 0;
    api({ get: () => (++calls === 1 ? fail(429, 'over_request_rate_limit') : ok(invitation())) });
    const user = renderPage();
    const error = await screen.findByTestId('team-answer-error');
    expect(error).toHaveTextContent('Die Einladung konnte nicht geladen werden');
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('team-answer-intro')).toBeInTheDocument();
  });

  it('turns a refusal at sending (link used up meanwhile) into its state', async () => {
    api({ get: () => ok(invitation()), post: () => fail(409, 'team_link_exhausted') });
    seedFullDraft();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Weitermachen' }));
    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    const view = await screen.findByTestId('team-answer-unavailable');
    expect(view).toHaveAttribute('data-reason', 'exhausted');
    // It replaced the questionnaire: the heading takes focus, so a screen reader hears why.
    await waitFor(() => expect(within(view).getByRole('heading', { level: 1 })).toHaveFocus());
    expect(localStorage.getItem(answeredKey(code))).toBeNull();
  });

  it('keeps the answers and offers a retry when sending fails', async () => {
    let calls = 0;
    api({
      get: () => ok(invitation()),
      post: () =>
        ++calls === 1
          ? fail(429, 'over_request_rate_limit')
          : ok({ own, answered: 3, threshold: 3, counted: true, owner: false }),
    });
    seedFullDraft();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Weitermachen' }));
    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    const error = await screen.findByTestId('assessment-error');
    expect(error).toHaveTextContent('Deine Antworten konnten nicht gesendet werden');
    expect(localStorage.getItem(teamDraftKey(code))).not.toBeNull();
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    const done = await screen.findByTestId('team-answer-done');
    expect(done).toHaveTextContent('Bisher haben 3 Personen geantwortet.');
    expect(done).not.toHaveTextContent('sobald mindestens 3');
  });

  it('switches to the one language a round offers, and says so', async () => {
    api({ get: () => ok(invitation({ languages: ['en'] })) });
    renderPage();
    const note = await screen.findByTestId('team-answer-language-note');
    expect(note).toHaveTextContent('This round is offered in English; we switched the page to English.');
    expect(currentLanguage()).toBe('en');
    expect(screen.getByTestId('team-answer-intro')).toHaveTextContent('How you stay anonymous');
  });

  it('lets the member choose when the round offers both languages, and answers in the chosen one', async () => {
    api({
      get: () => ok(invitation({ languages: ['de', 'en'] })),
      post: () => ok({ own, answered: 1, threshold: 3, counted: true, owner: false }),
    });
    seedFullDraft();
    const user = renderPage();
    const choice = await screen.findByRole('group', { name: 'In welcher Sprache möchtest du antworten?' });
    expect(within(choice).getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(screen.queryByTestId('team-answer-language-note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByTestId('team-answer-done')).toHaveTextContent('Thank you for your answers!');
    expect(invoke).toHaveBeenCalledWith(`team-invitations/${code}/answers`, {
      method: 'POST',
      body: { answers, lang: 'en', browser_id: expect.any(String) },
    });
  });

  it('says when an answer does not count towards the threshold, and marks the owner’s own', async () => {
    let response = { own, answered: 4, threshold: 3, counted: false, owner: false };
    api({ get: () => ok(invitation()), post: () => ok(response) });
    seedFullDraft();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Weitermachen' }));
    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    expect(await screen.findByTestId('team-answer-uncounted')).toHaveTextContent(
      'Weil du nicht angemeldet warst, zählt sie nicht zu den mindestens 3 Personen',
    );
    expect(screen.queryByTestId('team-answer-owner-note')).not.toBeInTheDocument();
    cleanup();
    localStorage.removeItem(answeredKey(code));
    response = { ...response, counted: true, owner: true };
    seedFullDraft();
    const owner = renderPage();
    await owner.click(await screen.findByRole('button', { name: 'Weitermachen' }));
    await owner.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    expect(await screen.findByTestId('team-answer-owner-note')).toHaveTextContent(
      'Du kannst in dieser Runde nicht noch einmal antworten.',
    );
    expect(screen.queryByTestId('team-answer-uncounted')).not.toBeInTheDocument();
  });

  it('shows a refused second answer of the same person (team_round_already_answered) in both languages', async () => {
    api({ get: () => ok(invitation()), post: () => fail(409, 'team_round_already_answered') });
    seedFullDraft();
    const user = renderPage();
    expect(await screen.findByTestId('team-answer-counting')).toHaveTextContent('nur wenn du angemeldet bist');
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    const view = await screen.findByTestId('team-answer-unavailable');
    expect(view).toHaveAttribute('data-reason', 'answered');
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent('Du hast schon geantwortet');
    expect(view).toHaveTextContent('Jede Person antwortet einmal, damit das Ergebnis anonym bleibt.');
    await waitFor(() => expect(within(view).getByRole('heading', { level: 1 })).toHaveFocus());
    await act(() => setLanguage('en'));
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent('You have already answered');
    expect(view).toHaveTextContent('Everyone answers once, so that the result stays anonymous.');
  });
});
