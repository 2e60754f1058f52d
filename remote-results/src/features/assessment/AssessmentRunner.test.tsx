import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { assessmentDefinitions, scoreAssessment } from '@cc/shared-domain';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, functionsHttpError, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import ConflictAnalysisPage from '../../exposed/ConflictAnalysisPage';
import ConflictStylePage from '../../exposed/ConflictStylePage';
import ResultsPage from '../../exposed/ResultsPage';
import { historyStorageKey } from '../../common/history';
import { draftStorageKey } from './hooks/useDraft';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;
// Walking every step by clicks takes seconds on a busy machine.
jest.setTimeout(30_000);

const styleItems = assessmentDefinitions['conflict-style'].items;
const allAnswers = Object.fromEntries(styleItems.map((item, i) => [item.id, (i % 5) + 1]));

/** Shows the address and plays the browser's back and forward buttons. */
function BrowserProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser zurück
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser vor
      </button>
    </div>
  );
}

function renderRunner(route = '/assessment/conflict-style') {
  const user = setupUser();
  const view = renderWithProviders(
    <>
      <BrowserProbe />
      <Routes>
        <Route path="/assessment/conflict-style" element={<ConflictStylePage />} />
        <Route path="/assessment/conflict-analysis" element={<ConflictAnalysisPage />} />
        <Route path="/results/:assessmentType" element={<ResultsPage />} />
      </Routes>
    </>,
    { route },
  );
  return { user, ...view };
}

function seedDraft(answers: Record<string, number>, step = 0) {
  localStorage.setItem(draftStorageKey('conflict-style'), JSON.stringify({ answers, step }));
}

const stored = (overrides: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  type: 'conflict-style',
  created_at: '2025-03-01T10:00:00.000Z',
  result: scoreAssessment('conflict-style', allAnswers),
  share_token: 'share-1',
  mail_queued: false,
  ...overrides,
});

describe('assessment runner', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('starts with an intro giving the duration and what is stored', () => {
    renderRunner('/assessment/conflict-analysis');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team-Konfliktanalyse');
    expect(screen.getByText('Dauer: etwa 5 Minuten · 32 Aussagen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was wir speichern' })).toBeInTheDocument();
    expect(screen.getByText(/ohne Registrierung/)).toBeInTheDocument();
  });

  it('offers the analysis to the whole team as a team round (the style test is personal)', () => {
    renderRunner('/assessment/conflict-analysis');
    const card = screen.getByTestId('assessment-team-round');
    expect(within(card).getByRole('heading', { name: 'Mit deinem ganzen Team?' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Team-Runde starten' })).toHaveAttribute('href', '/team-rounds/new');
  });

  it('shows progress, answers by keyboard and moves back and forth', async () => {
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: "Los geht's" }));
    const progress = screen.getByRole('progressbar', { name: 'Fortschritt' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuetext', '0 von 25 Aussagen beantwortet');
    expect(screen.getByText('Schritt 1 von 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();

    // Keyboard only: Tab into the first statement's radio group, arrows choose.
    const first = screen.getByRole('group', { name: /Aussage 1/ });
    await user.tab();
    expect(within(first).getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(first).getByRole('radio', { name: 'teils, teils' })).toBeChecked();
    expect(progress).toHaveAttribute('aria-valuenow', '1');

    // Three statements of this step are open: the first "Weiter" says so, the second goes on.
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Schritt 1 von 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Schritt 2 von 7')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Aussage 5/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(
      within(screen.getByRole('group', { name: /Aussage 1/ })).getByRole('radio', { name: 'teils, teils' }),
    ).toBeChecked();
  });

  it('says what the test is once: one lead, no repeated sentence, "no credit card" at most once', () => {
    renderRunner('/assessment/conflict-analysis');
    const page = screen.getByTestId('assessment-conflict-analysis');
    const text = page.textContent ?? '';
    expect(text.match(/Kreditkarte/g) ?? []).toHaveLength(1);
    expect(text.match(/kostenlos/gi) ?? []).toHaveLength(1);
    expect(text.match(/wie weit er eskaliert ist/g) ?? []).toHaveLength(1);
  });

  it('gives every step a heading of its own, about its statements', async () => {
    for (const [route, count] of [
      ['/assessment/conflict-analysis', 8],
      ['/assessment/conflict-style', 7],
    ] as const) {
      const { user, unmount } = renderRunner(route);
      await user.click(screen.getByRole('button', { name: "Los geht's" }));
      const headings: string[] = [];
      for (let step = 1; step <= count; step += 1) {
        headings.push(screen.getByRole('heading', { level: 2 }).textContent ?? '');
        await user.click(screen.getByRole('button', { name: 'Weiter' }));
        const onward = screen.queryByRole('button', { name: 'Trotzdem weiter' });
        if (onward) await user.click(onward);
      }
      expect(new Set(headings).size).toBe(count);
      for (const heading of headings) expect(heading).not.toMatch(/^Wie sehr trifft/);
      unmount();
      localStorage.clear();
    }
  });

  it('"Weiter" with open statements says which on the step, focuses the first, and goes on only when asked', async () => {
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: "Los geht's" }));
    await user.click(
      within(screen.getByRole('group', { name: /Aussage 1/ })).getByRole('radio', { name: 'trifft voll zu' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /Aussage 3/ })).getByRole('radio', { name: 'trifft voll zu' }),
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    // Still step 1, with the open statements named and the first of them focused.
    expect(screen.getByText('Schritt 1 von 7')).toBeInTheDocument();
    const gaps = screen.getByTestId('assessment-step-gaps');
    expect(gaps).toHaveTextContent('Noch offen: Aussage 2 und Aussage 4.');
    expect(within(screen.getByRole('group', { name: /Aussage 2/ })).getAllByRole('radio')[0]).toHaveFocus();
    // Each open statement says so where it stands.
    expect(screen.getByRole('group', { name: /Aussage 2 · noch offen/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Aussage 4 · noch offen/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Aussage 1 / })).toBeInTheDocument();

    // Answering the open ones clears the note; leaving some open is a deliberate choice.
    await user.click(
      within(screen.getByRole('group', { name: /Aussage 2/ })).getByRole('radio', { name: 'teils, teils' }),
    );
    expect(screen.getByTestId('assessment-step-gaps')).toHaveTextContent('Noch offen: Aussage 4.');
    await user.click(
      within(screen.getByTestId('assessment-step-gaps')).getByRole('button', { name: 'Trotzdem weiter' }),
    );
    expect(screen.getByText('Schritt 2 von 7')).toBeInTheDocument();
    expect(screen.queryByTestId('assessment-step-gaps')).not.toBeInTheDocument();
  });

  it('makes each step an entry of the browser history', async () => {
    const { [styleItems[24]!.id]: _last, ...allButLast } = allAnswers;
    seedDraft(allButLast);
    const { user } = renderRunner();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment\/conflict-style$/);
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/assessment/conflict-style?step=1');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Schritt 3 von 7')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?step=3');

    await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
    expect(screen.getByText('Schritt 2 von 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
    await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
    expect(screen.getByRole('button', { name: 'Weitermachen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser vor' }));
    expect(screen.getByText('Schritt 1 von 7')).toBeInTheDocument();
  });

  it('opens the step the address names, as after a reload', () => {
    seedDraft(allAnswers, 0);
    renderRunner('/assessment/conflict-style?step=4');
    expect(screen.getByText('Schritt 4 von 7')).toBeInTheDocument();
  });

  it('keeps the answers as a draft across a remount', async () => {
    const { user, unmount } = renderRunner();
    await user.click(screen.getByRole('button', { name: "Los geht's" }));
    await user.click(
      within(screen.getByRole('group', { name: /Aussage 2/ })).getByRole('radio', { name: 'trifft voll zu' }),
    );
    unmount();

    const again = renderRunner();
    expect(screen.getByTestId('draft-found')).toHaveTextContent('Du hast schon 1 von 25 Aussagen beantwortet.');
    await again.user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    expect(
      within(screen.getByRole('group', { name: /Aussage 2/ })).getByRole('radio', { name: 'trifft voll zu' }),
    ).toBeChecked();
  });

  it('lists unanswered statements on submit, moves focus there and jumps to one', async () => {
    const answers: Record<string, number> = { ...allAnswers };
    delete answers[styleItems[2]!.id];
    delete answers[styleItems[20]!.id];
    seedDraft(answers, 6);
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
    const missing = screen.getByTestId('assessment-missing');
    // The shared form piece focuses the first invalid field after the render that shows it.
    await waitFor(() => expect(missing).toHaveFocus());
    expect(missing).toHaveTextContent('2 Aussagen sind noch nicht beantwortet:');
    expect(
      within(missing)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^Aussage 3: /), expect.stringMatching(/^Aussage 21: /)]);
    expect(invoke).not.toHaveBeenCalled();

    await user.click(within(missing).getByRole('button', { name: /^Aussage 21: / }));
    const group = screen.getByRole('group', { name: /Aussage 21/ });
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();

    // Answered there, the statement leaves the list; asking again focuses what is still open.
    await user.click(within(group).getByRole('radio', { name: 'trifft voll zu' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' })); // to statement 25
    await user.click(screen.getByRole('button', { name: 'Weiter' })); // to the end
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
    const still = screen.getByTestId('assessment-missing');
    await waitFor(() => expect(still).toHaveFocus());
    expect(
      within(still)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^Aussage 3: /)]);
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
    await waitFor(() => expect(screen.getByTestId('assessment-missing')).toHaveFocus());
    expect(invoke).not.toHaveBeenCalled();
  });

  it('says every problem of the last page at once, focuses the first, and keeps what was typed', async () => {
    const answers: Record<string, number> = { ...allAnswers };
    delete answers[styleItems[4]!.id];
    seedDraft(answers, 6);
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const field = screen.getByLabelText('E-Mail-Adresse (freiwillig)');
    await user.type(field, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));

    // The open statement first (the list is above the address), the address's problem at the field.
    const missing = screen.getByTestId('assessment-missing');
    await waitFor(() => expect(missing).toHaveFocus());
    expect(missing).toHaveTextContent('Eine Aussage ist noch nicht beantwortet:');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Bitte gib eine gültige E-Mail-Adresse ein.'));
    expect(field).toHaveValue('ada@');

    // Changing the address takes its message away; the list stays until the statement is answered.
    await user.type(field, 'example.com');
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('gültige E-Mail-Adresse'));
    expect(screen.getByTestId('assessment-missing')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('starts over from a draft: no answers, the first step, focus on its heading', async () => {
    seedDraft(allAnswers, 4);
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Neu beginnen' }));
    const heading = screen.getByRole('heading', { level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Schritt 1 von 7')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it('submits, forgets the draft, remembers the result in this browser and opens the results page', async () => {
    seedDraft(allAnswers, 6);
    invoke.mockResolvedValueOnce({ data: stored({ mail_queued: true }), error: null });
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    expect(screen.getByRole('heading', { name: 'Fast geschafft' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail-Adresse (freiwillig)'), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: /Ja, schickt mir eine Kopie/ }));
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ergebnis deines Konfliktstil-Tests' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('result-mail-note')).toHaveTextContent(
      'Eine Kopie deiner Ergebnisse wurde an deine E-Mail-Adresse gesendet.',
    );
    expect(invoke).toHaveBeenCalledWith('assessments', {
      method: 'POST',
      body: { type: 'conflict-style', answers: allAnswers, lang: 'de', email: 'ada@example.com', consent: true },
    });
    expect(localStorage.getItem(draftStorageKey('conflict-style'))).toBeNull();
    const history = JSON.parse(localStorage.getItem(historyStorageKey) ?? '[]') as {
      id: string;
      share_token: string;
    }[];
    expect(history).toEqual([
      expect.objectContaining({ id: '00000000-0000-4000-8000-0000000000a1', share_token: 'share-1' }),
    ]);
  });

  it('asks for consent before sending a copy to a typed address', async () => {
    seedDraft(allAnswers, 6);
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    await user.type(screen.getByLabelText('E-Mail-Adresse (freiwillig)'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte bestätige, dass wir dir die Kopie schicken dürfen');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('says so when the typed address is not one, and keeps what was typed', async () => {
    seedDraft(allAnswers, 6);
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    const field = screen.getByLabelText('E-Mail-Adresse (freiwillig)');
    for (const typed of ['<script>alert(1)</script>', `${'x'.repeat(300)}@example.com`]) {
      await user.clear(field);
      // Pasted: 312 keys typed one by one are not what this checks (and outlast a test on a busy machine).
      await user.paste(typed);
      await user.click(screen.getByRole('checkbox', { name: /Ja, schickt mir eine Kopie/ }));
      await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gib eine gültige E-Mail-Adresse ein.');
      expect(field).toHaveValue(typed);
      await waitFor(() => expect(field).toHaveFocus());
      await user.click(screen.getByRole('checkbox', { name: /Ja, schickt mir eine Kopie/ }));
    }
    expect(invoke).not.toHaveBeenCalled();
  });

  // The api's own refusal of the address (it checks more than the page) lands at the field through
  // the shared form piece: its message, the focus, the typing kept; no error screen.
  it.each([
    ['de', 'Weitermachen', 'E-Mail-Adresse (freiwillig)', /Ja, schickt mir eine Kopie/, 'Ergebnis anzeigen'],
    ['en', 'Continue', 'Email address (optional)', /Yes, send a copy of my result/, 'Show my result'],
  ] as const)(
    'the api refusing the address (%s): its message at the field, focused, the typing kept',
    async (...row) => {
      const [language, resume, label, consent, submit] = row;
      const message =
        language === 'de' ? 'Bitte gib eine gültige E-Mail-Adresse ein.' : 'Please enter a valid email address.';
      await act(() => setLanguage(language));
      seedDraft(allAnswers, 6);
      invoke.mockResolvedValueOnce({ data: null, error: functionsHttpError(400, { code: 'invalid_email' }) });
      const { user } = renderRunner();
      await user.click(screen.getByRole('button', { name: resume }));
      const field = screen.getByLabelText(label);
      await user.type(field, 'ada@beispiel.invalid');
      await user.click(screen.getByRole('checkbox', { name: consent }));
      await user.click(screen.getByRole('button', { name: submit }));

      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
      await waitFor(() => expect(field).toHaveFocus());
      expect(field).toHaveValue('ada@beispiel.invalid');
      expect(screen.queryByTestId('assessment-error')).not.toBeInTheDocument();

      // Corrected, the message goes and the answers go out again.
      await user.clear(field);
      await user.type(field, 'ada@example.com');
      expect(field).not.toHaveAccessibleDescription(expect.stringContaining(message));
      invoke.mockResolvedValueOnce({ data: stored(), error: null });
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByTestId('result-conflict-style')).toBeInTheDocument();
      expect(invoke).toHaveBeenLastCalledWith('assessments', {
        method: 'POST',
        body: { type: 'conflict-style', answers: allAnswers, lang: language, email: 'ada@example.com', consent: true },
      });
    },
  );

  it('tells guests where the copy goes and sends their token', async () => {
    writeGuest({ email: 'gast@example.com', firstName: 'Gina' }, Date.now(), { token: 'guest-token', expiresAt: null });
    seedDraft(allAnswers, 6);
    invoke.mockResolvedValueOnce({ data: stored({ mail_queued: false }), error: null });
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    expect(screen.getByTestId('assessment-copy')).toHaveTextContent(
      'Eine Kopie deines Ergebnisses geht an gast@example.com.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Kopie an diese Adresse senden' }));
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
    expect(await screen.findByTestId('result-conflict-style')).toBeInTheDocument();
    expect(screen.queryByTestId('result-mail-note')).not.toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith(
      'assessments',
      expect.objectContaining({
        body: expect.objectContaining({ consent: false }),
        headers: { 'x-guest-token': 'guest-token' },
      }),
    );
    // Guests' results live in their account, not in this browser's list.
    expect(localStorage.getItem(historyStorageKey)).toBeNull();
  });

  it('shows the error screen when the api fails, and retry resubmits the kept answers', async () => {
    seedDraft(allAnswers, 6);
    invoke.mockResolvedValueOnce({ data: null, error: functionsHttpError(500, { code: 'internal_error' }) });
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Weitermachen' }));
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));

    const error = await screen.findByTestId('assessment-error');
    expect(within(error).getByRole('heading', { level: 1 })).toHaveTextContent('Ein Fehler ist aufgetreten');
    expect(error).toHaveTextContent('Beim Verarbeiten deiner Ergebnisse ist ein Fehler aufgetreten.');
    expect(error).toHaveTextContent('Bitte lade die Seite neu oder mache den Test noch einmal.');
    const kept = JSON.parse(localStorage.getItem(draftStorageKey('conflict-style')) ?? '{}') as { answers?: unknown };
    expect(kept.answers).toEqual(allAnswers);

    invoke.mockResolvedValueOnce({ data: stored(), error: null });
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('result-conflict-style')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(invoke).toHaveBeenNthCalledWith(
      2,
      'assessments',
      expect.objectContaining({ body: expect.objectContaining({ answers: allAnswers }) }),
    );
  });

  it('shows the error screen in English with the product’s error texts (title, processing failure, what to do)', async () => {
    await act(() => setLanguage('en'));
    seedDraft(allAnswers, 6);
    invoke.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error('offline'), { name: 'FunctionsFetchError' }),
    });
    const { user } = renderRunner();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Show my result' }));
    const error = await screen.findByTestId('assessment-error');
    expect(within(error).getByRole('heading', { level: 1 })).toHaveTextContent('An error has occurred');
    expect(error).toHaveTextContent('There was an error processing your results.');
    expect(error).toHaveTextContent('Please try reloading the page or taking the test again.');
    await user.click(within(error).getByRole('button', { name: 'Back to your answers' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Almost done' })).toBeInTheDocument());
    // The button is gone: focus lands on the page's heading, not on the document body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Almost done' })).toHaveFocus());
  });
});
