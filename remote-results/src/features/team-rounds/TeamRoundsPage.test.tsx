import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { authStorageKey, writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { teamRoundLimits } from '@cc/shared-domain';
import { createFakeSupabase, fakeSession, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import TeamRoundsPage from '../../exposed/TeamRoundsPage';
import { startDraftKey } from './hooks/useStartDraft';
import { roundId, roundView, routeFunctions, type Handler } from './owner-test-data';
import { sampleTeamResult } from './test-data';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(route: string, handlers: Record<string, Handler> = {}) {
  routeFunctions(mockSupabase, handlers);
  const user = setupUser();
  renderWithProviders(
    <>
      <Routes>
        <Route path="/team-rounds/*" element={<TeamRoundsPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
  return user;
}

const signIn = () => {
  localStorage.setItem(authStorageKey(), '{}');
  mockSupabase.setSession(fakeSession('ada@example.com'));
};
const startGuest = () =>
  writeGuest({ email: 'gina@example.com', firstName: 'Gina' }, Date.now(), { token: 'guest-token', expiresAt: null });

const path = `team-rounds/${roundId}`;

/** The export endpoint's answer: the round's settings and counts, no result. */
const exportedRound = () => ({
  exported_at: '2026-11-24T12:00:00.000Z',
  round: {
    ...Object.fromEntries(
      Object.entries(roundView()).filter(([key]) =>
        [
          'id',
          'team_name',
          'status',
          'languages',
          'deadline',
          'answered',
          'counted',
          'has_result',
          'created_at',
          'closed_at',
        ].includes(key),
      ),
    ),
    link_max_uses: 10,
    link_uses: 2,
    invitations_sent: 0,
    invitations_pending: 0,
  },
  result: null,
});

/** The result endpoint's answer for an open round of the sample team with `answered` answers. */
const resultAnswer = (answered: number) => ({
  data: {
    round_id: roundId,
    team_name: 'Produktteam Nord',
    status: 'open',
    answered,
    threshold: 3,
    result: sampleTeamResult,
  },
});

// Typing whole forms on a machine busy with other suites takes longer than Jest's 5 s.
jest.setTimeout(20_000);

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  mockSupabase.reset();
  await act(() => setLanguage('de'));
});

describe('the start form (/team-rounds/new)', () => {
  it('shows every error at once, keeps what was typed and focuses the first invalid field', async () => {
    signIn();
    const user = renderAt('/team-rounds/new');
    const form = await screen.findByTestId('team-round-form');
    const uses = within(form).getByLabelText(/Wie oft darf der Link genutzt werden/);
    expect(uses).toHaveValue(10);
    expect(uses).toHaveAccessibleDescription(
      expect.stringContaining('Höchstens 500 Antworten über den Link; 0 schaltet'),
    );
    expect(form).not.toHaveTextContent('{{');
    await user.type(within(form).getByLabelText('Uhrzeit'), '10:00');
    await user.click(within(form).getByRole('checkbox', { name: 'Deutsch' }));
    await user.clear(uses);
    await user.type(uses, '900');
    await user.click(within(form).getByRole('button', { name: 'Team-Runde starten' }));

    expect(screen.getByTestId('team-round-form-errors')).toHaveTextContent('Bitte prüfe die markierten Felder.');
    const name = within(form).getByLabelText('Name des Teams');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(form).toHaveTextContent('Bitte gib einen Namen für das Team ein.');
    expect(form).toHaveTextContent('Bitte wähle zur Uhrzeit auch ein Datum, oder lösche die Uhrzeit.');
    expect(form).toHaveTextContent('Wähle mindestens eine Sprache.');
    expect(form).toHaveTextContent('Gib eine ganze Zahl von 0 bis 500 ein.');
    expect(within(form).getByLabelText('Datum')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost, and nothing was sent.
    expect(within(form).getByLabelText('Uhrzeit')).toHaveValue('10:00');
    expect(uses).toHaveValue(900);
    expect(invoke).not.toHaveBeenCalledWith('team-rounds', expect.objectContaining({ method: 'POST' }));

    // A corrected field loses its error.
    await user.type(name, 'Produktteam');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a team name over the limit as typed, says so and starts nothing', async () => {
    signIn();
    const user = renderAt('/team-rounds/new');
    const form = await screen.findByTestId('team-round-form');
    const name = within(form).getByLabelText('Name des Teams');
    const { max } = teamRoundLimits.teamName;
    // Longer than the old maxLength (the limit + 20), which cut silently.
    const long = `Gründerteam ${'Nordlicht '.repeat(12)}`;
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining(`${long.trim().length} von ${max} Zeichen: Das ist zu lang. Bitte kürze den Text.`),
    );
    await user.click(within(form).getByRole('button', { name: 'Team-Runde starten' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue(long);
    // One message: the counter's, not also the check's.
    expect(form).not.toHaveTextContent(`Der Name darf höchstens ${max} Zeichen haben.`);
    expect(invoke).not.toHaveBeenCalledWith('team-rounds', expect.objectContaining({ method: 'POST' }));
    // Near the limit only the counter shows.
    await user.clear(name);
    await user.paste('x'.repeat(max));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(`${max} von ${max} Zeichen`));
  });

  it('refuses a deadline in the past', async () => {
    signIn();
    const user = renderAt('/team-rounds/new');
    const form = await screen.findByTestId('team-round-form');
    await user.type(within(form).getByLabelText('Name des Teams'), 'Produktteam');
    // A text field in the app's format (a native date field would follow the browser's locale).
    const date = within(form).getByLabelText('Datum');
    expect(date).toHaveAttribute('type', 'text');
    expect(date).toHaveAccessibleDescription(/TT\.MM\.JJJJ/);
    await user.type(date, '12/31/2020');
    await user.click(within(form).getByRole('button', { name: 'Team-Runde starten' }));
    expect(form).toHaveTextContent('Bitte gib das Datum als TT.MM.JJJJ ein, z. B. 03.12.2026.');
    await user.clear(date);
    await user.type(date, '01.01.2020');
    await user.click(within(form).getByRole('button', { name: 'Team-Runde starten' }));
    expect(form).toHaveTextContent('Die Frist muss in der Zukunft liegen.');
  });

  it('starts the round with the interface language for mails and opens its page; the draft is gone', async () => {
    startGuest();
    await act(() => setLanguage('en'));
    let sent: Record<string, unknown> | undefined;
    const user = renderAt('/team-rounds/new', {
      'POST team-rounds': ({ body }) => {
        sent = body;
        return { data: roundView({ answered: 0, link: { ...roundView().link, uses: 0 } }) };
      },
      [`GET ${path}`]: () => ({ data: roundView({ answered: 0 }) }),
    });
    const form = await screen.findByTestId('team-round-form');
    await user.type(within(form).getByLabelText('Team name'), '  Product team ');
    await user.click(within(form).getByRole('button', { name: 'Start the team round' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/team-rounds/${roundId}`));
    expect(sent).toEqual({
      team_name: 'Product team',
      deadline: null,
      languages: ['en'],
      link_max_uses: 10,
      mail_lang: 'en',
    });
    expect(localStorage.getItem(startDraftKey)).toBeNull();
    expect(await screen.findByTestId('team-round-progress')).toHaveTextContent('0 of at least 3 answers');
  });

  it('marks the fields the api refuses, and says why a limit stops it', async () => {
    signIn();
    let answer: Record<string, unknown> = {
      code: 'team_round_invalid',
      message: 'refused',
      details: { fields: [{ field: 'deadline', reason: 'too_far' }] },
    };
    const user = renderAt('/team-rounds/new', {
      'POST team-rounds': () => ({ status: answer.code === 'team_round_invalid' ? 400 : 409, body: answer }),
    });
    const form = await screen.findByTestId('team-round-form');
    await user.type(within(form).getByLabelText('Name des Teams'), 'Produktteam');
    await user.type(within(form).getByLabelText('Datum'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Team-Runde starten' }));
    expect(
      await within(form).findByText('Die Frist darf höchstens 366 Tage in der Zukunft liegen.'),
    ).toBeInTheDocument();

    answer = { code: 'team_round_limit', message: 'limit', details: { limit: 'open_rounds', max: 20 } };
    await user.clear(within(form).getByLabelText('Datum'));
    await user.click(within(form).getByRole('button', { name: 'Team-Runde starten' }));
    const error = await screen.findByTestId('team-round-create-error');
    expect(error).toHaveTextContent('Die Team-Runde konnte nicht gestartet werden.');
    expect(error).toHaveTextContent('Hier ist eine Grenze erreicht');
  });

  // The one form approach (issue #25): the api's refused fields (details.fields, in any order) at
  // their fields, the first in the form's order focused, everything typed kept (de and en).
  it.each([
    {
      lang: 'de' as const,
      name: 'Name des Teams',
      uses: /Wie oft darf der Link genutzt werden/,
      submit: 'Team-Runde starten',
      nameError: 'Bitte gib einen Namen für das Team ein.',
      usesError: 'Gib eine ganze Zahl von 0 bis 500 ein.',
      summary: 'Bitte prüfe die markierten Felder.',
    },
    {
      lang: 'en' as const,
      name: 'Team name',
      uses: /How often may the link be used/,
      submit: 'Start the team round',
      nameError: 'Please enter a name for the team.',
      usesError: 'Enter a whole number from 0 to 500.',
      summary: 'Please check the marked fields.',
    },
  ])('the api’s refused fields at their fields, the first focused ($lang)', async (texts) => {
    signIn();
    await act(() => setLanguage(texts.lang));
    const user = renderAt('/team-rounds/new', {
      'POST team-rounds': () => ({
        status: 400,
        body: {
          code: 'team_round_invalid',
          message: 'refused',
          details: {
            fields: [
              { field: 'link_max_uses', reason: 'too_big' },
              { field: 'team_name', reason: 'too_short' },
            ],
          },
        },
      }),
    });
    const form = await screen.findByTestId('team-round-form');
    const name = within(form).getByLabelText(texts.name);
    const uses = within(form).getByLabelText(texts.uses);
    await user.type(name, 'Produktteam');
    await user.clear(uses);
    await user.type(uses, '12');
    await user.click(within(form).getByRole('button', { name: texts.submit }));
    expect(await within(form).findByText(texts.nameError)).toBeInTheDocument();
    expect(within(form).getByText(texts.usesError)).toBeInTheDocument();
    expect(screen.getByTestId('team-round-form-errors')).toHaveTextContent(texts.summary);
    expect(screen.queryByTestId('team-round-create-error')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(uses).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Produktteam');
    expect(uses).toHaveValue(12);
    // A corrected field loses its message; the other keeps its own.
    await user.type(name, ' Nord');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(uses).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks an anonymous visitor to continue as a guest or sign in, coming back to the form', async () => {
    renderAt('/team-rounds/new');
    const who = await screen.findByTestId('team-round-who');
    expect(screen.queryByTestId('team-round-form')).not.toBeInTheDocument();
    expect(within(who).getByRole('link', { name: 'Als Gast weitermachen' })).toHaveAttribute(
      'href',
      '/auth?view=guest&next=%2Fteam-rounds%2Fnew',
    );
    expect(within(who).getByRole('link', { name: 'Anmelden oder registrieren' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fteam-rounds%2Fnew',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team-Runde starten');
  });

  it('finds a draft again after the detour through the sign-in', async () => {
    localStorage.setItem(
      startDraftKey,
      JSON.stringify({ teamName: 'Gründerteam', deadlineDate: '', deadlineTime: '', languages: ['en'], linkUses: '7' }),
    );
    signIn();
    renderAt('/team-rounds/new');
    const form = await screen.findByTestId('team-round-form');
    expect(within(form).getByLabelText('Name des Teams')).toHaveValue('Gründerteam');
    expect(within(form).getByRole('checkbox', { name: 'Englisch' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Deutsch' })).not.toBeChecked();
    expect(within(form).getByLabelText(/Wie oft/)).toHaveValue(7);
  });
});

describe('the owner’s round (/team-rounds/:id)', () => {
  it('below the threshold: the count (never who), the rule, the link with its QR code, no result', async () => {
    signIn();
    renderAt(`/team-rounds/${roundId}`, { [`GET ${path}`]: () => ({ data: roundView() }) });
    const progress = await screen.findByTestId('team-round-progress');
    expect(document.title).toBe('Team-Runde – KonfliktKompass');
    expect(progress).toHaveTextContent('2 von mindestens 3 Antworten');
    expect(progress).toHaveTextContent('Noch 1 Antwort, dann erscheint das Ergebnis.');
    expect(progress).toHaveTextContent(
      'Ergebnisse erscheinen ab 3 Antworten und werden nur in Schritten von mindestens 3 neuen Antworten aktualisiert',
    );
    expect(within(progress).getByRole('progressbar', { name: 'Antworten bis zum Ergebnis' })).toHaveAttribute(
      'value',
      '2',
    );
    expect(screen.getByTestId('team-result-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('team-result')).not.toBeInTheDocument();
    expect(screen.getByTestId('team-round-link')).toHaveValue('http://localhost:3000/team/link-code-abcdef');
    const qr = within(screen.getByTestId('team-round-qr')).getByRole('img', {
      name: 'QR-Code des Einladungslinks für Produktteam Nord',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('2 von 10 Nutzungen verbraucht.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Produktteam Nord');
    expect(screen.getByTestId('team-round-status')).toHaveTextContent('Offen');
    // Nobody invited by mail: the reminder says why it waits.
    expect(screen.getByTestId('team-round-remind')).toBeDisabled();
    expect(screen.getByTestId('team-round-remind-reason')).toHaveTextContent(
      'Noch hast du niemanden per Mail eingeladen.',
    );
  });

  it('shows the large QR code for a meeting in a dialog', async () => {
    signIn();
    const user = renderAt(`/team-rounds/${roundId}`, { [`GET ${path}`]: () => ({ data: roundView() }) });
    await user.click(await screen.findByRole('button', { name: 'Groß zeigen fürs Meeting' }));
    const dialog = screen.getByRole('dialog', { name: 'Scannt den Code mit dem Handy' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'QR-Code des Einladungslinks für Produktteam Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with the result: the team result view, the basis and the next update', async () => {
    signIn();
    renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView({ answered: 5, has_result: true, result_respondents: 5 }) }),
      [`GET ${path}/result`]: () => resultAnswer(5),
    });
    expect(await screen.findByTestId('team-result')).toBeInTheDocument();
    const progress = screen.getByTestId('team-round-progress');
    expect(progress).toHaveTextContent('5 Antworten');
    expect(progress).toHaveTextContent(
      'Das Ergebnis beruht auf 5 Antworten. Aktualisiert wird es, sobald 3 weitere Personen geantwortet haben.',
    );
    expect(screen.queryByTestId('team-result-pending')).not.toBeInTheDocument();
    // The rule in the result's summary, not again in the progress right above it.
    expect(progress).not.toHaveTextContent('Ergebnisse erscheinen ab 3 Antworten');
    expect(screen.getByTestId('team-result-summary')).toHaveTextContent('Ergebnisse erscheinen ab 3 Antworten');
  });

  it('fetches again and shows the result when the third answer arrives', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      signIn();
      let round = roundView();
      renderAt(`/team-rounds/${roundId}`, {
        [`GET ${path}`]: () => ({ data: round }),
        [`GET ${path}/result`]: () => resultAnswer(3),
      });
      expect(await screen.findByTestId('team-result-pending')).toBeInTheDocument();
      round = roundView({ answered: 3, has_result: true, result_respondents: 3 });
      await act(() => jest.advanceTimersByTimeAsync(15_500));
      expect(await screen.findByTestId('team-result')).toBeInTheDocument();
      // Screen readers hear the new count and that the result is there.
      expect(within(screen.getByTestId('team-round-progress')).getByRole('status')).toHaveTextContent(
        '3 Antworten. Das Teamergebnis ist da.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the result at once when realtime says the round changed', async () => {
    signIn();
    let round = roundView();
    renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: round }),
      [`GET ${path}/result`]: () => resultAnswer(3),
    });
    expect(await screen.findByTestId('team-result-pending')).toBeInTheDocument();
    await waitFor(() => expect(mockSupabase.channels.length).toBeGreaterThan(0));
    expect(mockSupabase.channels.at(-1)!.bindings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          filter: expect.objectContaining({ table: 'team_rounds', filter: `id=eq.${roundId}` }),
        }),
      ]),
    );
    round = roundView({ answered: 3, has_result: true, result_respondents: 3 });
    act(() =>
      mockSupabase.emitChange('team_rounds', {
        eventType: 'UPDATE',
        new: { id: roundId, answered: 3, result_respondents: 3 },
      }),
    );
    expect(await screen.findByTestId('team-result')).toBeInTheDocument();
    expect(screen.getByTestId('team-round-progress')).toHaveTextContent('3 Antworten');
  });

  it('invites by mail: lists the addresses that do not look valid, then reports what was sent', async () => {
    signIn();
    let sent: Record<string, unknown> | undefined;
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView() }),
      [`POST ${path}/invitations`]: ({ body }) => {
        sent = body;
        return { data: { sent: 2, already_invited: 1, round: roundView({ invitations: { sent: 3, pending: 3 } }) } };
      },
    });
    const form = await screen.findByTestId('team-round-invite-form');
    const addresses = within(form).getByLabelText('E-Mail-Adressen');
    await user.click(within(form).getByRole('button', { name: 'Einladungen senden' }));
    expect(form).toHaveTextContent('Bitte gib mindestens eine E-Mail-Adresse ein.');
    await waitFor(() => expect(addresses).toHaveFocus());

    await user.type(addresses, 'anna@example.com, kein-at, ben@example.com{enter}noch.falsch@');
    await user.click(within(form).getByRole('button', { name: 'Einladungen senden' }));
    expect(addresses).toHaveAttribute('aria-invalid', 'true');
    const error = within(form).getByRole('alert');
    expect(error).toHaveTextContent('Diese 2 Adressen sehen nicht gültig aus:');
    expect(
      within(error)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['kein-at', 'noch.falsch@']);
    expect(sent).toBeUndefined();
    await waitFor(() => expect(addresses).toHaveFocus());
    expect(addresses).toHaveValue('anna@example.com, kein-at, ben@example.com\nnoch.falsch@');

    await user.clear(addresses);
    await user.type(addresses, 'anna@example.com ben@example.com ANNA@example.com carl@example.com');
    await user.selectOptions(within(form).getByLabelText('Sprache der Einladung'), 'en');
    await user.click(within(form).getByRole('button', { name: 'Einladungen senden' }));
    const result = await screen.findByTestId('team-round-invite-result');
    expect(sent).toEqual({ emails: ['anna@example.com', 'ben@example.com', 'carl@example.com'], lang: 'en' });
    expect(result).toHaveTextContent('2 Einladungen sind unterwegs.');
    expect(result).toHaveTextContent('1 Adresse war schon eingeladen und bekam keine zweite Mail.');
    expect(addresses).toHaveValue('');
    expect(screen.getByTestId('team-round-invitations')).toHaveTextContent(
      'Per Mail eingeladen: 3 · davon ohne Antwort: 3',
    );
    // The owner never sees the addresses again.
    expect(screen.queryByText(/anna@example\.com/)).not.toBeInTheDocument();
  });

  it('names the addresses the api refuses at the field', async () => {
    signIn();
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView() }),
      [`POST ${path}/invitations`]: () => ({
        status: 400,
        body: {
          code: 'invalid_email',
          message: 'Invalid email format',
          details: { invalid: ['anna@localhost.example'] },
        },
      }),
    });
    const form = await screen.findByTestId('team-round-invite-form');
    await user.type(within(form).getByLabelText('E-Mail-Adressen'), 'anna@localhost.example ben@example.com');
    await user.click(within(form).getByRole('button', { name: 'Einladungen senden' }));
    const error = await within(form).findByRole('alert');
    expect(error).toHaveTextContent('Diese Adresse sieht nicht gültig aus:');
    expect(within(error).getByRole('listitem')).toHaveTextContent('anna@localhost.example');
    expect(within(form).getByLabelText('E-Mail-Adressen')).toHaveValue('anna@localhost.example ben@example.com');
    await waitFor(() => expect(within(form).getByLabelText('E-Mail-Adressen')).toHaveFocus());
  });

  it('invites by mail (en): no address and too many are said at the field, which takes the focus', async () => {
    signIn();
    await act(() => setLanguage('en'));
    const user = renderAt(`/team-rounds/${roundId}`, { [`GET ${path}`]: () => ({ data: roundView() }) });
    const form = await screen.findByTestId('team-round-invite-form');
    const addresses = within(form).getByLabelText('Email addresses');
    const send = within(form).getByRole('button', { name: 'Send invitations' });
    await user.type(addresses, ' , ;');
    await user.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter at least one email address.');
    await waitFor(() => expect(addresses).toHaveFocus());
    expect(addresses).toHaveValue(' , ;');

    const { max } = teamRoundLimits.invitesPerRequest;
    const many = Array.from({ length: max + 1 }, (_, index) => `person${index}@example.com`).join(' ');
    await user.clear(addresses);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(addresses);
    await user.paste(many);
    await user.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      `At most ${max} addresses at a time; you entered ${max + 1}.`,
    );
    expect(addresses).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(addresses).toHaveFocus());
    expect(addresses).toHaveValue(many);
    expect(invoke).not.toHaveBeenCalledWith(`${path}/invitations`, expect.anything());
  });

  it('says when the next reminder is possible, and why nobody is pending', async () => {
    signIn();
    const next = '2099-01-02T09:00:00.000Z';
    let round = roundView({ invitations: { sent: 3, pending: 2 }, next_reminder_at: next });
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: round }),
      [`POST ${path}/reminders`]: () => ({ data: { reminded: 2, round } }),
    });
    expect(await screen.findByTestId('team-round-remind-reason')).toHaveTextContent(
      /Die nächste Erinnerung ist ab 2\. Januar 2099 um \d\d:00 möglich\./,
    );
    expect(screen.getByTestId('team-round-remind')).toBeDisabled();

    round = roundView({ invitations: { sent: 3, pending: 2 } });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.getByTestId('team-round-remind')).toBeEnabled());
    await user.click(screen.getByTestId('team-round-remind'));
    expect(await screen.findByText('2 Erinnerungen sind unterwegs.')).toBeInTheDocument();
  });

  it('shares the result with a read-only link and revokes it', async () => {
    signIn();
    const share = { token: 'share-token-123456', url: 'http://localhost:3000/team-results/share-token-123456' };
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView() }),
      [`POST ${path}/share`]: ({ body }) => ({ data: roundView({ share: body?.shared ? share : null }) }),
    });
    await user.click(await screen.findByTestId('team-round-share'));
    expect(await screen.findByTestId('team-round-share-link')).toHaveValue(share.url);
    await user.click(screen.getByRole('button', { name: 'Link zurückziehen' }));
    expect(await screen.findByTestId('team-round-share')).toBeInTheDocument();
    expect(screen.queryByTestId('team-round-share-link')).not.toBeInTheDocument();
  });

  it('closes the round after confirming: no more inviting, reminding or closing', async () => {
    signIn();
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView() }),
      [`POST ${path}/close`]: () => ({
        data: roundView({ status: 'closed', closed_at: '2026-11-24T12:00:00.000Z' }),
      }),
    });
    await user.click(await screen.findByTestId('team-round-close'));
    const dialog = screen.getByRole('dialog', { name: 'Runde beenden' });
    expect(dialog).toHaveTextContent('Die Runde „Produktteam Nord“ jetzt beenden?');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, beenden' }));
    expect(await screen.findByTestId('team-round-closed')).toHaveTextContent('Diese Runde ist beendet');
    expect(screen.getByTestId('team-round-status')).toHaveTextContent('Beendet');
    expect(screen.queryByTestId('team-round-close')).not.toBeInTheDocument();
    expect(screen.queryByTestId('team-round-invite-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('team-round-remind')).not.toBeInTheDocument();
    expect(screen.getByText(/Beendet am 24\. November 2026/)).toBeInTheDocument();
  });

  it('treats a round past its deadline as closed', async () => {
    signIn();
    renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView({ deadline: '2026-01-01T10:00:00.000Z' }) }),
    });
    expect(await screen.findByTestId('team-round-closed')).toBeInTheDocument();
    expect(screen.getByText(/Die Frist ist am 1\. Januar 2026 um \d\d:00 abgelaufen\./)).toBeInTheDocument();
    expect(screen.queryByTestId('team-round-close')).not.toBeInTheDocument();
  });

  it('deletes after a dialog that names the team, then goes to the dashboard', async () => {
    signIn();
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView() }),
      [`DELETE ${path}`]: () => ({ data: { deleted: true } }),
    });
    await user.click(await screen.findByTestId('team-round-delete'));
    const dialog = screen.getByRole('dialog', { name: 'Team-Runde löschen?' });
    expect(dialog).toHaveTextContent(
      'Die Team-Runde „Produktteam Nord“ wird mit allen Antworten und Einladungen endgültig gelöscht.',
    );
    // Cancel first, the confirming button last.
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Abbrechen', 'Endgültig löschen']);
    await user.click(buttons[1]!);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(invoke).toHaveBeenCalledWith(path, { method: 'DELETE' });
    expect(await screen.findByText('Die Team-Runde „Produktteam Nord“ wurde gelöscht.')).toBeInTheDocument();
  });

  it('downloads the export as a JSON file', async () => {
    signIn();
    const exported = exportedRound();
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('teamrunde-produktteam-nord.json');
      expect(this.href).toBe('blob:export');
    });
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView() }),
      [`GET ${path}/export`]: () => ({ data: exported }),
    });
    await user.click(await screen.findByTestId('team-round-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const blob = createObjectURL.mock.calls[0]![0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(exported);
    expect(
      await screen.findByText('Die Runde wird als Datei „teamrunde-produktteam-nord.json“ gespeichert.'),
    ).toBeInTheDocument();
    click.mockRestore();
  });

  // The browser saves without a word: a toast (role alert, as the chat's) names the file or says what to do.
  describe.each([
    {
      lang: 'de',
      button: 'Als JSON herunterladen',
      file: 'teamrunde-produktteam-nord.json',
      saved: 'Die Runde wird als Datei „teamrunde-produktteam-nord.json“ gespeichert.',
      failed: 'Speichern hat nicht geklappt. Versuche es bitte noch einmal, sonst in einem anderen Browser.',
    },
    {
      lang: 'en',
      button: 'Download as JSON',
      file: 'team-round-produktteam-nord.json',
      saved: 'The round is being saved as “team-round-produktteam-nord.json”.',
      failed: 'Saving did not work. Please try again, or use another browser.',
    },
  ] as const)('the export’s toast ($lang)', (texts) => {
    const toast = (text: string) =>
      screen.findByText(text, { selector: '.notistack-MuiContent *' }).then((node) => node.closest('[role="alert"]'));
    let click: jest.SpyInstance;

    beforeEach(async () => {
      await act(() => setLanguage(texts.lang));
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => jest.restoreAllMocks());

    const exportRound = async () => {
      signIn();
      const user = renderAt(`/team-rounds/${roundId}`, {
        [`GET ${path}`]: () => ({ data: roundView() }),
        [`GET ${path}/export`]: () => ({ data: exportedRound() }),
      });
      await user.click(await screen.findByRole('button', { name: texts.button }));
    };

    it('names the saved file', async () => {
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
      await exportRound();
      expect(await toast(texts.saved)).toHaveAttribute('role', 'alert');
      // The file's name follows the page's language, as the toast that names it.
      expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([texts.file]);
    });

    it('says what to do where the browser cannot make the file', async () => {
      Object.assign(URL, {
        createObjectURL: jest.fn(() => {
          throw new Error('no blobs here');
        }),
        revokeObjectURL: jest.fn(),
      });
      await exportRound();
      expect(await toast(texts.failed)).toHaveAttribute('role', 'alert');
      expect(click).not.toHaveBeenCalled();
    });
  });

  it('is a friendly not-found for a round that is not the caller’s (or gone)', async () => {
    startGuest();
    renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ status: 404, body: { code: 'team_round_not_found', message: 'no' } }),
    });
    const missing = await screen.findByTestId('team-round-not-found');
    expect(missing).toHaveTextContent('Diese Team-Runde gibt es hier nicht');
    expect(within(missing).getByRole('link', { name: 'Neue Team-Runde starten' })).toHaveAttribute(
      'href',
      '/team-rounds/new',
    );
  });

  it('offers to try again when the round cannot be loaded', async () => {
    signIn();
    let fail = true;
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () =>
        fail ? { status: 503, body: { code: 'over_capacity', message: 'busy' } } : { data: roundView() },
    });
    const error = await screen.findByTestId('team-round-error', {}, { timeout: 5_000 });
    expect(error).toHaveTextContent('Die Team-Runde konnte gerade nicht geladen werden.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('team-round-progress')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in and come back', async () => {
    renderAt(`/team-rounds/${roundId}`);
    const prompt = await screen.findByTestId('team-round-sign-in');
    expect(within(prompt).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/team-rounds/${roundId}`)}`,
    );
    expect(invoke).not.toHaveBeenCalled();
  });
});

describe('changing an open round’s settings', () => {
  it('allows more uses of a spent link from its notice; the page shows the new allowance', async () => {
    signIn();
    let sent: Record<string, unknown> | undefined;
    const spent = roundView({ link: { ...roundView().link, uses: 10, max_uses: 10 } });
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: sent ? roundView({ link: { ...spent.link, max_uses: 25 } }) : spent }),
      [`PATCH ${path}`]: ({ body }) => {
        sent = body;
        return { data: roundView({ link: { ...spent.link, max_uses: 25 } }) };
      },
    });
    const notice = await screen.findByTestId('team-round-link-spent');
    expect(notice).toHaveTextContent('Link ausgeschöpft: 10 von 10 Nutzungen');
    await user.click(within(notice).getByRole('button', { name: 'Mehr Nutzungen erlauben' }));
    const settings = screen.getByTestId('team-round-settings');
    const uses = within(settings).getByLabelText(/Wie oft darf der Link genutzt werden/);
    expect(uses).toHaveFocus();
    expect(uses).toHaveValue(10);
    expect(uses).toHaveAttribute('min', '10');
    await user.clear(uses);
    await user.type(uses, '25');
    await user.click(within(settings).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Die Einstellungen sind gespeichert.');
    expect(sent).toEqual({ team_name: 'Produktteam Nord', deadline: null, link_max_uses: 25 });
    expect(screen.getByText('10 von 25 Nutzungen verbraucht.')).toBeInTheDocument();
    expect(screen.queryByTestId('team-round-link-spent')).not.toBeInTheDocument();
  });

  it('shows the api’s refusal at its field and keeps what was typed', async () => {
    signIn();
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView() }),
      [`PATCH ${path}`]: () => ({
        status: 400,
        body: {
          code: 'team_round_invalid',
          message: 'invalid',
          details: { fields: [{ field: 'link_max_uses', reason: 'below_uses' }] },
        },
      }),
    });
    const settings = await screen.findByTestId('team-round-settings');
    await user.click(within(settings).getByRole('button', { name: 'Einstellungen ändern' }));
    const name = within(settings).getByLabelText('Name des Teams');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Team Süd');
    const uses = within(settings).getByLabelText(/Wie oft darf der Link genutzt werden/);
    // Below the uses so far: the form says so before asking the api.
    await user.clear(uses);
    await user.type(uses, '1');
    await user.click(within(settings).getByRole('button', { name: 'Änderungen speichern' }));
    expect(uses).toHaveAttribute('aria-invalid', 'true');
    expect(settings).toHaveTextContent('Gib eine ganze Zahl von 2 bis 500 ein.');
    expect(invoke).not.toHaveBeenCalledWith(path, expect.objectContaining({ method: 'PATCH' }));
    // The api refuses too (someone used the link meanwhile): its reason shows at the field.
    await user.clear(uses);
    await user.type(uses, '3');
    await user.click(within(settings).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(settings).findByText(/Der Link wurde schon 2-mal genutzt/)).toBeInTheDocument();
    expect(uses).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(uses).toHaveFocus());
    expect(name).toHaveValue('Team Süd');
    expect(uses).toHaveValue(3);
  });

  it('keeps a new team name over the limit as typed (en) and saves nothing', async () => {
    signIn();
    await act(() => setLanguage('en'));
    const user = renderAt(`/team-rounds/${roundId}`, { [`GET ${path}`]: () => ({ data: roundView() }) });
    const settings = await screen.findByTestId('team-round-settings');
    await user.click(within(settings).getByRole('button', { name: 'Change settings' }));
    const name = within(settings).getByLabelText('Team name');
    const { max } = teamRoundLimits.teamName;
    const long = 'Team North '.repeat(10);
    await user.clear(name);
    await user.paste(long);
    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue(long);
    expect(within(settings).getByText('Please check the marked fields.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(
      `${long.trim().length} of ${max} characters: that is too long. Please shorten the text.`,
    );
    expect(invoke).not.toHaveBeenCalledWith(path, expect.objectContaining({ method: 'PATCH' }));
  });

  it('removes the deadline', async () => {
    signIn();
    let sent: Record<string, unknown> | undefined;
    const deadline = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    deadline.setSeconds(0, 0);
    const user = renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView({ deadline: sent ? null : deadline.toISOString() }) }),
      [`PATCH ${path}`]: ({ body }) => {
        sent = body;
        return { data: roundView({ deadline: null }) };
      },
    });
    expect(await screen.findByText(/Antworten bis/)).toBeInTheDocument();
    const settings = screen.getByTestId('team-round-settings');
    await user.click(within(settings).getByRole('button', { name: 'Einstellungen ändern' }));
    expect(within(settings).getByLabelText('Datum')).not.toHaveValue('');
    await user.click(within(settings).getByRole('button', { name: 'Frist entfernen' }));
    expect(within(settings).getByLabelText('Datum')).toHaveValue('');
    expect(within(settings).getByLabelText('Uhrzeit')).toHaveValue('');
    await user.click(within(settings).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Die Einstellungen sind gespeichert.');
    expect(sent).toEqual({ team_name: 'Produktteam Nord', deadline: null, link_max_uses: 10 });
    expect(screen.getByText('Ohne Frist')).toBeInTheDocument();
  });

  it('is not offered once the round is closed', async () => {
    signIn();
    renderAt(`/team-rounds/${roundId}`, {
      [`GET ${path}`]: () => ({ data: roundView({ status: 'closed', closed_at: '2026-11-24T12:00:00.000Z' }) }),
    });
    expect(await screen.findByTestId('team-round-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('team-round-settings')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Einstellungen ändern' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    signIn();
    await act(() => setLanguage('en'));
    const user = renderAt(`/team-rounds/${roundId}`, { [`GET ${path}`]: () => ({ data: roundView() }) });
    await user.click(await screen.findByRole('button', { name: 'Change settings' }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
