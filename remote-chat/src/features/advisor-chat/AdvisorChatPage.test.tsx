import { act, screen, waitFor, within } from '@testing-library/react';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, functionsHttpError, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { advisorMaxMessageLength, advisorMaxTitleLength } from '@cc/shared-contract';
import AdvisorChat from '../../exposed/AdvisorChat';
import { expertRequestAnswer } from '../../testing/requests';
import { controlledStream, doneEvent, replyEvents, sentBody, sse, streamResponse } from '../../testing/sse';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;
const fetchMock = jest.fn();

const convId = '00000000-0000-4000-8000-0000000000c1';
const oldId = '00000000-0000-4000-8000-0000000000c0';
const now = '2025-03-02T10:00:00.000Z';

const conversation = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: id === convId ? 'Neues Gespräch' : 'Streit um Anteile',
  lang: 'de',
  phase: 'situation',
  mode: 'coach',
  turns: 0,
  has_summary: false,
  created_at: now,
  updated_at: now,
  messages: [],
  summary: null,
  remembered: true,
  ...extra,
});

const summary = {
  situation: 'Zwei Gründer streiten über Entscheidungen.',
  interests: ['Mitsprache', 'Tempo'],
  options: ['Entscheidungsregeln festlegen'],
  next_steps: [
    'Gespräch am Montag',
    'Rollen aufschreiben',
    'Die [Team-Konfliktanalyse](/assessment/conflict-analysis) machen',
  ],
  created_at: now,
};

const anna = {
  id: '6f1c2b0e-4a8b-4c1e-9d3a-0b5e7c9f1a2d',
  display_name: 'Dr. Anna Beispiel',
  title: 'Zertifizierte Mediatorin',
  photo_url: null,
  bio_de: null,
  bio_en: null,
  focus_areas: ['co_founder'],
  languages: ['de', 'en'],
  formats: ['online', 'in_person'],
  city_region: 'Köln',
  fee_per_hour_cents: 15000,
  currency: 'EUR',
  first_talk_free: true,
  approved_at: now,
};

const createdRequest = (body: Record<string, unknown>) => expertRequestAnswer(body, convId);

type Route = (name: string, options: { method: string; body?: Record<string, unknown> }) => unknown;

function routeInvoke(extra: Route = () => undefined) {
  invoke.mockImplementation(async (name: string, options: { method: string; body?: Record<string, unknown> }) => {
    const custom = extra(name, options);
    if (custom !== undefined) return { data: custom, error: null };
    if (name === 'advisor-conversations' && options.method === 'GET') {
      return { data: { conversations: [{ ...conversation(oldId), messages: undefined }] }, error: null };
    }
    if (name === 'advisor-conversations' && options.method === 'POST') {
      return { data: conversation(convId), error: null };
    }
    if (name === 'advisor-memory') return { data: { items: [] }, error: null };
    return { data: null, error: new Error(`unexpected ${options.method} ${name}`) };
  });
}

const turnCalls = () =>
  fetchMock.mock.calls.map((call: unknown[]) => ({ url: call[0] as string, body: sentBody(call) }));

async function renderAsGuest(route = '/chat-advisor') {
  writeGuest({ email: 'gina@example.com', firstName: 'Gina' }, Date.now(), { token: 'guest-token', expiresAt: null });
  const user = setupUser();
  renderWithProviders(<AdvisorChat />, { route });
  // The provider subscribes at once (the client exists from an earlier test) and supabase-js
  // answers with INITIAL_SESSION a moment later: its state settles here, inside act.
  await act(() => mockSupabase.initialSessions());
  return { user };
}

describe('premium advisor', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
    mockSupabase.reset();
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
    await act(() => setLanguage('de'));
  });

  it('anonymous visitors see what premium offers and ways in that come back here, never the chat', async () => {
    renderWithProviders(<AdvisorChat />, { route: '/chat-advisor' });
    const gate = await screen.findByTestId('premium-gate');
    expect(gate).toHaveTextContent('Gedächtnis für frühere Sitzungen');
    expect(gate).toHaveTextContent('Ein schwieriges Gespräch üben');
    expect(gate).toHaveTextContent('Übergabe an eine Expertin oder einen Experten');
    expect(within(gate).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/auth');
    expect(within(gate).getByRole('link', { name: 'Als Gast fortfahren' })).toHaveAttribute('href', '/auth?view=guest');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('a guest starts a conversation: it is created, the turn streams with the guest token, phases show', async () => {
    routeInvoke();
    const { user } = await renderAsGuest();
    expect(screen.getByTestId('ai-disclosure')).toHaveTextContent(
      'in deinem Konto bzw. deiner Gastsitzung gespeichert',
    );
    fetchMock.mockResolvedValueOnce(streamResponse([sse(replyEvents(['Wer ist beteiligt?'], { phase: 'parties' }))]));
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Wir streiten.{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(invoke).toHaveBeenCalledWith('advisor-conversations', {
      method: 'POST',
      body: { lang: 'de' },
      headers: { 'x-guest-token': 'guest-token' },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, { headers: Record<string, string> }];
    expect(url).toBe(`http://localhost:54321/functions/v1/advisor-conversations/${convId}/turn`);
    expect(init.headers['x-guest-token']).toBe('guest-token');
    expect(turnCalls()[0]?.body).toEqual({ action: 'reply', message: 'Wir streiten.', lang: 'de' });

    // The phase moved on: the earlier one can be chosen and goes with the next message.
    const progress = screen.getByTestId('phase-progress');
    await waitFor(() =>
      expect(within(progress).getByText('Beteiligte').closest('li')).toHaveAttribute('aria-current', 'step'),
    );
    await user.click(within(progress).getByRole('button', { name: 'Zurück zur Phase Situation' }));
    expect(progress).toHaveTextContent('Deine nächste Nachricht geht zurück zur Phase „Situation“.');
    fetchMock.mockResolvedValueOnce(streamResponse([sse(replyEvents(['Erzähl mehr.']))]));
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Noch mal von vorn{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(turnCalls()[1]?.body).toEqual({
      action: 'reply',
      message: 'Noch mal von vorn',
      phase: 'situation',
      lang: 'de',
    });
    await waitFor(() => expect(screen.queryByText(/geht zurück zur Phase/)).not.toBeInTheDocument());
  });

  it('a reset (the model broke off) drops the words streamed so far: only the final reply shows', async () => {
    routeInvoke();
    const { user } = await renderAsGuest();
    fetchMock.mockResolvedValueOnce(
      streamResponse([
        sse([
          ['meta', { conversation_id: convId, lang: 'de', action: 'reply' }],
          ['delta', { text: 'Halbfertiger ' }],
          ['delta', { text: 'Modellsatz' }],
          ['reset', {}],
          ['delta', { text: 'Was ist dir ' }],
          ['delta', { text: 'dabei wichtig?' }],
          ['done', doneEvent({ message_id: null, fallback: true })],
        ]),
      ]),
    );
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Wir streiten.{Enter}');
    await waitFor(() => expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument());
    const reply = screen.getAllByTestId('chat-message')[1];
    expect(reply).toHaveTextContent('Was ist dir dabei wichtig?');
    expect(reply).not.toHaveTextContent('Halbfertiger');
  });

  it('summary: streamed into the chat as a card, then mailed on request', async () => {
    routeInvoke((name) =>
      name === `advisor-conversations/${convId}/summary-mail` ? { mail_queued: true } : undefined,
    );
    const { user } = await renderAsGuest();
    fetchMock.mockResolvedValueOnce(streamResponse([sse(replyEvents(['Verstehe.']))]));
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Wir streiten.{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));

    fetchMock.mockResolvedValueOnce(
      streamResponse([sse(replyEvents(['## Zusammenfassung\n…'], { summary }, 'summary'))]),
    );
    await user.click(screen.getByRole('button', { name: 'Zusammenfassung' }));
    const card = await screen.findByTestId('summary-card');
    expect(turnCalls()[1]?.body).toEqual({ action: 'summary', lang: 'de' });
    expect(card).toHaveTextContent('Zwei Gründer streiten über Entscheidungen.');
    expect(within(card).getByRole('heading', { name: 'Nächste Schritte' })).toBeInTheDocument();
    // The advisor's Markdown in a step is a link, not bracket text (once the renderer has loaded).
    expect(await within(card).findByRole('link', { name: 'Team-Konfliktanalyse' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mitsprache',
      'Tempo',
      'Entscheidungsregeln festlegen',
      'Gespräch am Montag',
      'Rollen aufschreiben',
      'Die Team-Konfliktanalyse machen',
    ]);
    await user.click(within(card).getByRole('button', { name: 'Per E-Mail schicken' }));
    expect(await within(card).findByText('Wir haben dir die Zusammenfassung geschickt.')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith(`advisor-conversations/${convId}/summary-mail`, {
      method: 'POST',
      headers: { 'x-guest-token': 'guest-token' },
    });
  });

  it('role-play: asks who and what, shows that the advisor plays the other party, feedback ends it', async () => {
    routeInvoke();
    const { user } = await renderAsGuest();
    await user.click(screen.getByRole('button', { name: 'Gespräch üben' }));
    const form = screen.getByTestId('roleplay-start');
    const question = within(form).getByRole('textbox', { name: /Wer ist die andere Seite/ });
    expect(question).toHaveFocus();
    await user.type(question, 'Mein Mitgründer Tom, es geht um Entscheidungen.');
    fetchMock.mockResolvedValueOnce(
      streamResponse([sse(replyEvents(['Tom: Ich habe keine Zeit.'], { mode: 'roleplay' }, 'roleplay_start'))]),
    );
    await user.click(within(form).getByRole('button', { name: 'Rollenspiel starten' }));
    const banner = await screen.findByTestId('roleplay-banner');
    expect(banner).toHaveTextContent('Der Berater spielt jetzt die andere Seite');
    expect(turnCalls()[0]?.body).toEqual({
      action: 'roleplay_start',
      message: 'Mein Mitgründer Tom, es geht um Entscheidungen.',
      lang: 'de',
    });
    const messages = screen.getAllByTestId('chat-message');
    expect(messages.at(-1)).toHaveAttribute('data-kind', 'roleplay');
    expect(messages.at(-1)).toHaveTextContent('Rollenspiel – die andere Seite');

    fetchMock.mockResolvedValueOnce(
      streamResponse([sse(replyEvents(['Gute Ich-Botschaft.'], { mode: 'coach' }, 'roleplay_feedback'))]),
    );
    await user.click(within(banner).getByRole('button', { name: 'Feedback' }));
    await waitFor(() => expect(screen.queryByTestId('roleplay-banner')).not.toBeInTheDocument());
    expect(turnCalls()[1]?.body).toEqual({ action: 'roleplay_feedback', lang: 'de' });
    expect(screen.getAllByTestId('chat-message').at(-1)).toHaveAttribute('data-kind', 'feedback');
  });

  it('role-play: a text over the limit is kept, counted and refused with a message, nothing is sent', async () => {
    routeInvoke();
    const { user } = await renderAsGuest();
    await user.click(screen.getByRole('button', { name: 'Gespräch üben' }));
    const form = screen.getByTestId('roleplay-start');
    const question = within(form).getByRole('textbox', { name: /Wer ist die andere Seite/ });
    const long = 'Tom '.repeat(advisorMaxMessageLength / 4) + 'und noch mehr';
    await user.click(question);
    await user.paste(long);
    expect(question).toHaveValue(long);
    expect(question).toHaveAttribute('aria-invalid', 'true');
    const max = advisorMaxMessageLength.toLocaleString('de');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      `${long.trim().length.toLocaleString('de')} von ${max} Zeichen: Das ist zu lang. Bitte kürze den Text.`,
    );
    await user.click(within(form).getByRole('button', { name: 'Rollenspiel starten' }));
    await waitFor(() => expect(question).toHaveFocus());
    expect(question).toHaveValue(long);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('roleplay-banner')).not.toBeInTheDocument();

    // Shortened to the limit: the counter stays, the message goes, the role-play starts.
    const fitting = long.slice(0, advisorMaxMessageLength);
    await user.clear(question);
    await user.paste(fitting);
    expect(question).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(form).toHaveTextContent(`${fitting.trim().length.toLocaleString('de')} von ${max} Zeichen`);
    fetchMock.mockResolvedValueOnce(
      streamResponse([sse(replyEvents(['Tom: Ich habe keine Zeit.'], { mode: 'roleplay' }, 'roleplay_start'))]),
    );
    await user.click(within(form).getByRole('button', { name: 'Rollenspiel starten' }));
    await screen.findByTestId('roleplay-banner');
    expect(turnCalls()[0]?.body).toEqual({ action: 'roleplay_start', message: fitting.trim(), lang: 'de' });
  });

  it('rename: a title over the limit is kept and refused with a message (en), one that fits is saved', async () => {
    await act(() => setLanguage('en'));
    const renamed: string[] = [];
    routeInvoke((name, options) => {
      if (name === `advisor-conversations/${oldId}` && options.method === 'PUT') {
        renamed.push(String(options.body?.title));
        return { ...conversation(oldId), title: options.body?.title, messages: undefined };
      }
      return undefined;
    });
    const { user } = await renderAsGuest();
    await user.click(screen.getByText('Your conversations'));
    const list = await screen.findByTestId('conversation-list');
    await user.click(within(list).getByRole('button', { name: 'Rename the conversation “Streit um Anteile”' }));
    const title = within(list).getByRole('textbox', { name: 'New title' });
    expect(title).toHaveFocus();
    await user.clear(title);
    const long = 'A'.repeat(advisorMaxTitleLength + 5);
    await user.type(title, long);
    expect(title).toHaveValue(long);
    expect(within(list).getByRole('alert')).toHaveTextContent(
      `${advisorMaxTitleLength + 5} of ${advisorMaxTitleLength} characters: that is too long. Please shorten the text.`,
    );
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue(long);
    expect(renamed).toEqual([]);

    await user.type(title, '{Backspace>5/}');
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
    expect(list).toHaveTextContent(`${advisorMaxTitleLength} of ${advisorMaxTitleLength} characters`);
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(renamed).toEqual(['A'.repeat(advisorMaxTitleLength)]));
  });

  // The rename on the one form approach (issue #25): an empty title, the api's refusal of the title
  // (details.fields) and any other failure are said at the field, which takes the focus; what was typed stays.
  it.each([
    {
      lang: 'de' as const,
      open: 'Deine Gespräche',
      rename: 'Gespräch „Streit um Anteile“ umbenennen',
      label: 'Neuer Titel',
      save: 'Speichern',
      required: 'Bitte gib hier etwas ein.',
      tooLong: `Bitte kürze auf höchstens ${advisorMaxTitleLength} Zeichen.`,
    },
    {
      lang: 'en' as const,
      open: 'Your conversations',
      rename: 'Rename the conversation “Streit um Anteile”',
      label: 'New title',
      save: 'Save',
      required: 'Please enter something here.',
      tooLong: `Please shorten this to at most ${advisorMaxTitleLength} characters.`,
    },
  ])('rename ($lang): errors at the title field, focused, the title kept', async (texts) => {
    await act(() => setLanguage(texts.lang));
    const sent: string[] = [];
    routeInvoke();
    const routed = invoke.getMockImplementation()!;
    // The api refuses the first title it gets (as its schema would a longer one), then fails once more.
    const answers = [
      functionsHttpError(400, {
        code: 'validation_failed',
        details: { fields: [{ field: 'title', reason: 'too_long', max: advisorMaxTitleLength }] },
      }),
      functionsHttpError(429, { code: 'over_request_rate_limit' }),
    ];
    invoke.mockImplementation(async (name: string, options: { method: string; body?: Record<string, unknown> }) => {
      if (name === `advisor-conversations/${oldId}` && options.method === 'PUT') {
        sent.push(String(options.body?.title));
        const error = answers.shift();
        return error
          ? { data: null, error }
          : { data: { ...conversation(oldId), title: options.body?.title, messages: undefined }, error: null };
      }
      return routed(name, options) as unknown;
    });
    const { user } = await renderAsGuest();
    await user.click(screen.getByText(texts.open));
    const list = await screen.findByTestId('conversation-list');
    await user.click(within(list).getByRole('button', { name: texts.rename }));
    const title = within(list).getByRole('textbox', { name: texts.label });

    // Only spaces: nothing is sent, the field says it is empty and keeps them.
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(within(list).getByRole('button', { name: texts.save }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(list).getByRole('alert')).toHaveTextContent(texts.required);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('   ');
    expect(sent).toEqual([]);

    // Typing clears the message; the api's refusal of the title comes back at the field.
    await user.type(title, 'Anteile und Rollen');
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: texts.save }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(texts.tooLong);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('   Anteile und Rollen');
    expect(sent).toEqual(['Anteile und Rollen']);

    // A failure that names no field is said at the one field too, and the form stays open.
    await user.click(within(list).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await within(list).findByRole('alert')).not.toHaveTextContent(texts.tooLong);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('   Anteile und Rollen');

    await user.click(within(list).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(sent).toEqual(['Anteile und Rollen', 'Anteile und Rollen', 'Anteile und Rollen']));
    await waitFor(() => expect(within(list).queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('handoff: the draft is read, edited and approved with consent before the request is saved', async () => {
    routeInvoke((name, options) => {
      if (name === `advisor-conversations/${convId}/handoff-draft`) {
        return { topic: 'Gründerstreit', lang: 'de', summary: 'Zwei Gründer streiten.' };
      }
      if (name.startsWith('expert-directory?')) return { experts: [anna], total: 1, page: 1, per_page: 100 };
      if (name === 'expert-requests' && options.method === 'POST') return createdRequest(options.body ?? {});
      return undefined;
    });
    const { user } = await renderAsGuest();
    fetchMock.mockResolvedValueOnce(streamResponse([sse(replyEvents(['Verstehe.']))]));
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Wir streiten.{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Mit Fachleuten sprechen' }));
    const form = await screen.findByTestId('handoff-form');
    expect(within(form).getByRole('textbox', { name: 'Thema' })).toHaveValue('Gründerstreit');
    const text = within(form).getByRole('textbox', { name: 'Fallbeschreibung' });
    expect(text).toHaveValue('Zwei Gründer streiten.');
    await user.clear(text);
    await user.type(text, 'Bearbeitet');

    // Every matching expert by default; the directory's experts to choose from.
    const who = within(form).getByRole('combobox', { name: 'Wer soll deine Anfrage bekommen?' });
    expect(who).toHaveValue('');
    expect(
      within(who)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle, die passen', 'Dr. Anna Beispiel – Zertifizierte Mediatorin']);
    expect(invoke).toHaveBeenCalledWith('expert-directory?per_page=100', expect.objectContaining({ method: 'GET' }));
    expect(within(form).getByRole('radio', { name: 'Egal' })).toBeChecked();
    // A chosen expert is named in full under the select (which shows one line), with the profile.
    expect(within(form).queryByTestId('handoff-chosen-expert')).not.toBeInTheDocument();
    await user.selectOptions(who, 'Dr. Anna Beispiel – Zertifizierte Mediatorin');
    const chosen = within(form).getByTestId('handoff-chosen-expert');
    expect(chosen).toHaveTextContent('Deine Anfrage geht an Dr. Anna Beispiel – Zertifizierte Mediatorin.');
    expect(within(chosen).getByRole('link', { name: 'Profil ansehen (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      `/experts/${anna.id}`,
    );
    await user.selectOptions(who, 'Alle, die passen');
    expect(within(form).queryByTestId('handoff-chosen-expert')).not.toBeInTheDocument();

    // Without consent nothing is saved.
    await user.click(within(form).getByRole('button', { name: 'Freigeben und Anfrage senden' }));
    const consent = within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ });
    // The first invalid field takes the focus in the frame after the render that shows its message
    // (shared-ui focusFirstError): waited for, not read at once (it flaked on a loaded machine).
    await waitFor(() => expect(consent).toHaveFocus());
    expect(consent).toHaveAccessibleDescription(/Bitte stimme zu/);
    expect(invoke).not.toHaveBeenCalledWith('expert-requests', expect.anything());

    await user.click(within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await user.click(within(form).getByRole('button', { name: 'Freigeben und Anfrage senden' }));
    const done = await screen.findByTestId('handoff-done');
    expect(done).toHaveTextContent('Status: Neu');
    expect(within(done).getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(done).getByRole('link', { name: 'Anfrage ansehen' })).toHaveAttribute(
      'href',
      `/cases/${createdRequest({}).id}`,
    );
    expect(invoke).toHaveBeenCalledWith('expert-requests', {
      method: 'POST',
      body: {
        topic: 'Gründerstreit',
        summary: 'Bearbeitet',
        lang: 'de',
        format: 'any',
        mail_lang: 'de',
        consent: true,
        conversation_id: convId,
      },
      // The conversation's submission key: sending again would answer this request, not make a second.
      headers: { 'x-guest-token': 'guest-token', 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    // Forgotten once the request was made: the next handoff of this conversation is a new request.
    expect(sessionStorage.getItem(`cc.handoff.${convId}.key`)).toBeNull();
  });

  it('opened from a handoff link (a new tab, a mail), the page opens the handoff once', async () => {
    routeInvoke((name) => {
      if (name.startsWith('expert-directory?')) return { experts: [anna], total: 1, page: 1, per_page: 100 };
      return undefined;
    });
    const { user } = await renderAsGuest('/chat-advisor?handoff=1');
    const form = await screen.findByTestId('handoff-form');
    expect(within(form).getByRole('textbox', { name: 'Thema' })).toBeInTheDocument();
    // Closed, it stays closed: the flag was dropped from the address.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('handoff-form')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('handoff-form')).not.toBeInTheDocument();
  });

  it('handoff to a chosen expert, in person with a region and when the client can', async () => {
    routeInvoke((name, options) => {
      if (name === `advisor-conversations/${convId}/handoff-draft`) {
        return { topic: 'Gründerstreit', lang: 'de', summary: 'Zwei Gründer streiten.' };
      }
      if (name.startsWith('expert-directory?')) return { experts: [anna], total: 1, page: 1, per_page: 100 };
      if (name === 'expert-requests' && options.method === 'POST') return createdRequest(options.body ?? {});
      return undefined;
    });
    const { user } = await renderAsGuest();
    fetchMock.mockResolvedValueOnce(streamResponse([sse(replyEvents(['Verstehe.']))]));
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Wir streiten.{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Mit Fachleuten sprechen' }));
    const form = await screen.findByTestId('handoff-form');
    await within(form).findByRole('option', { name: 'Dr. Anna Beispiel – Zertifizierte Mediatorin' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Wer soll deine Anfrage bekommen?' }),
      'Dr. Anna Beispiel – Zertifizierte Mediatorin',
    );
    expect(within(form).queryByRole('textbox', { name: 'Wo möchtest du dich treffen?' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Vor Ort' }));
    await user.type(within(form).getByRole('textbox', { name: 'Wo möchtest du dich treffen?' }), 'Köln');
    await user.type(within(form).getByRole('textbox', { name: 'Wann kannst du? (freiwillig)' }), 'abends');
    await user.click(within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await user.click(within(form).getByRole('button', { name: 'Freigeben und Anfrage senden' }));
    await screen.findByTestId('handoff-done');
    expect(invoke).toHaveBeenCalledWith(
      'expert-requests',
      expect.objectContaining({
        body: expect.objectContaining({
          expert_id: anna.id,
          format: 'in_person',
          region: 'Köln',
          availability: 'abends',
        }) as unknown,
      }),
    );
  });

  it('opens a stored conversation from the address, lists conversations and deletes one', async () => {
    const stored = conversation(oldId, {
      phase: 'interests',
      turns: 1,
      messages: [
        { id: '00000000-0000-4000-8000-0000000000a1', role: 'user', content: 'Anteile!', kind: null, created_at: now },
        {
          id: '00000000-0000-4000-8000-0000000000a2',
          role: 'assistant',
          content: 'Was ist dir wichtig?',
          kind: 'reply',
          created_at: now,
        },
      ],
    });
    routeInvoke((name, options) => {
      if (name === `advisor-conversations/${oldId}` && options.method === 'GET') return stored;
      if (name === `advisor-conversations/${oldId}` && options.method === 'DELETE') return { deleted: 1 };
      return undefined;
    });
    const { user } = await renderAsGuest(`/chat-advisor?c=${oldId}`);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.getAllByTestId('chat-message')[1]).toHaveTextContent('Was ist dir wichtig?');
    expect(within(screen.getByTestId('phase-progress')).getByText('Interessen').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(screen.getByText('Deine Gespräche'));
    const list = await screen.findByTestId('conversation-list');
    expect(within(list).getByRole('button', { name: 'Gespräch „Streit um Anteile“ öffnen' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Gespräch „Streit um Anteile“ löschen' }));
    await user.click(within(list).getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.queryAllByTestId('chat-message')).toHaveLength(0));
    expect(invoke).toHaveBeenCalledWith(`advisor-conversations/${oldId}`, {
      method: 'DELETE',
      headers: { 'x-guest-token': 'guest-token' },
    });
  });

  it("confirms one delete at a time: the list's delete-all takes the row's place, cancels, then deletes all", async () => {
    routeInvoke((name, options) =>
      name === 'advisor-conversations' && options.method === 'DELETE' ? { deleted: 1 } : undefined,
    );
    const { user } = await renderAsGuest();
    await user.click(screen.getByText('Deine Gespräche'));
    const list = await screen.findByTestId('conversation-list');
    await user.click(within(list).getByRole('button', { name: 'Gespräch „Streit um Anteile“ löschen' }));
    expect(within(list).getByTestId('conversation-delete-confirm')).toHaveTextContent('Ja, löschen');
    await user.click(within(list).getByRole('button', { name: 'Alle Gespräche löschen' }));
    // One confirmation: the row's closed when the list's opened.
    const all = within(list).getByTestId('conversation-delete-confirm');
    expect(all).toHaveTextContent('Alle deine Gespräche wirklich löschen?');
    await user.click(within(all).getByRole('button', { name: 'Abbrechen' }));
    expect(within(list).queryByTestId('conversation-delete-confirm')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Alle Gespräche löschen' }));
    await user.click(within(list).getByRole('button', { name: 'Ja, löschen' }));
    // All gone: the list says so in place of the rows and the confirmation.
    expect(await screen.findByTestId('conversation-list-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('conversation-delete-confirm')).toBeNull();
    expect(invoke).toHaveBeenCalledWith('advisor-conversations', expect.objectContaining({ method: 'DELETE' }));
  });

  it('stop during a premium turn keeps the partial reply', async () => {
    routeInvoke();
    const { user } = await renderAsGuest();
    fetchMock.mockImplementationOnce(async (_url: string, init: RequestInit) => {
      const stream = controlledStream(init.signal);
      stream.push(sse(replyEvents(['Teil']).slice(0, 2)));
      return stream.response;
    });
    await user.type(screen.getByRole('textbox', { name: 'Deine Nachricht' }), 'Hallo{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')[1]).toHaveTextContent('Teil'));
    await user.click(screen.getByRole('button', { name: 'Antwort stoppen' }));
    expect(await screen.findByText('Antwort angehalten.')).toBeInTheDocument();
  });
});
