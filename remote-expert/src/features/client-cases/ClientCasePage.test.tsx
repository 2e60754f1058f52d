import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import type { CaseDetail } from '@cc/shared-contract';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import ClientCases from '../../exposed/ClientCases';
import {
  accepted,
  appointment,
  caseDetail,
  caseEvent,
  caseId,
  caseSummary,
  expertCard,
  expertId,
  message,
} from '../../testing/cases';
import { routeFunctions, signIn, type Answer } from '../../testing/portal';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const casePath = `cases/${caseId}`;
const sent = caseEvent({ to_status: 'neu', created_at: '2026-11-20T09:00:00.000Z' });
const acceptedEvent = caseEvent({
  from_status: 'neu',
  to_status: 'angenommen',
  actor_role: 'expert',
  created_at: '2026-11-21T09:00:00.000Z',
});
const scheduledEvent = caseEvent({
  from_status: 'angenommen',
  to_status: 'terminiert',
  actor_role: 'system',
  created_at: '2026-11-21T10:00:00.000Z',
});

const welcome = message({ body: 'Willkommen, Ada!', read_at: '2026-11-21T10:05:00.000Z' });

/** What the api answers for the case now (tests change it to play the other side). */
let detail: CaseDetail | Answer;
let cancelBody: Record<string, unknown> | undefined;
/** Plays the api for the client's answer to a proposed appointment (tests set it). */
let onAnswer: (body: Record<string, unknown>) => Answer = () => ({ status: 404, body: { code: 'case_not_found' } });

function serve() {
  routeFunctions(mockSupabase, {
    [`GET ${casePath}`]: () => ('role' in detail ? { data: detail } : detail),
    [`GET ${casePath}/messages`]: () => ({ data: { messages: [welcome] } }),
    [`POST ${casePath}/appointments/${appointment().id}/answer`]: ({ body }) => onAnswer(body!),
    [`POST ${casePath}/messages/read`]: () => ({ data: { read: 0 } }),
    [`POST ${casePath}/cancel`]: ({ body }) => {
      cancelBody = body;
      const item = (detail as CaseDetail).case;
      detail = caseDetail(
        { ...item, status: 'storniert', cancel_reason: (body?.['reason'] as string) ?? null },
        {
          events: [
            ...(detail as CaseDetail).events,
            caseEvent({
              from_status: item.status,
              to_status: 'storniert',
              reason: (body?.['reason'] as string) ?? null,
            }),
          ],
        },
      );
      return { data: { case: detail.case } };
    },
  });
}

function renderCase(id = caseId) {
  return renderWithProviders(
    <Routes>
      <Route path="/cases/:id" element={<ClientCases />} />
      <Route path="/expert-portal/cases/:id" element={<p>portal case</p>} />
    </Routes>,
    { route: `/cases/${id}` },
  );
}

const asGuest = () =>
  writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, Date.now(), { token: 'guest-token', expiresAt: null });

describe('the client’s case page', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    cancelBody = undefined;
    serve();
    await act(() => setLanguage('de'));
  });

  it('neu: the request as sent, waiting for an expert, no messages yet, and a way to withdraw it', async () => {
    asGuest();
    detail = caseDetail(caseSummary(), { events: [sent], actions: ['cancel'] });
    renderCase();
    expect(await screen.findByRole('heading', { level: 1, name: 'Streit um Anteile' })).toBeInTheDocument();
    // The topic is private: the document title (history, bookmarks, tab strips) stays generic.
    expect(document.title).toBe('Dein Fall – KonfliktKompass');
    const status = screen.getByTestId('case-status');
    expect(status).toHaveAttribute('data-status', 'neu');
    expect(status).toHaveTextContent('Neu');
    expect(status).toHaveTextContent('Deine Anfrage ist eingegangen.');
    expect(screen.getByTestId('messages-not-yet')).toBeInTheDocument();
    expect(screen.queryByTestId('message-thread')).not.toBeInTheDocument();
    expect(screen.queryByTestId('case-appointments')).not.toBeInTheDocument();
    expect(
      screen.getByText('Deine Anfrage geht an alle Expertinnen und Experten, deren Schwerpunkt und Sprache passen.'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('case-timeline')).getAllByTestId('case-event')).toHaveLength(1);
    expect(screen.getByTestId('case-details')).toHaveTextContent(
      'Wir sind uns über die Verteilung der Anteile uneinig.',
    );
    expect(screen.getByRole('button', { name: 'Anfrage zurückziehen' })).toBeInTheDocument();
    // The guest's token goes with the request.
    expect(mockSupabase.client.functions.invoke).toHaveBeenCalledWith(casePath, {
      method: 'GET',
      headers: { 'x-guest-token': 'guest-token' },
    });
  });

  it('shows the description as Markdown, never its raw syntax', async () => {
    asGuest();
    detail = caseDetail(caseSummary({ summary: '**Thema:** Rollen\n\n- Wer entscheidet?\n- <b>Wer</b> zahlt?' }), {
      events: [sent],
    });
    renderCase();
    const details = await screen.findByTestId('case-details');
    expect(within(details).getByText('Thema:').tagName).toBe('STRONG');
    expect(within(details).getAllByRole('listitem')).toHaveLength(2);
    expect(details).not.toHaveTextContent('**');
    // Raw HTML stays text, never markup.
    expect(details.querySelector('b')).toBeNull();
  });

  it('a proposal waits for the client: picks one of the offered times and confirms, or declines with a note', async () => {
    asGuest();
    const options = ['2030-12-03T09:00:00.000Z', '2030-12-04T14:00:00.000Z'];
    const proposal = appointment({
      status: 'proposed',
      starts_at: options[0],
      options,
      response: null,
      responded_at: null,
    });
    const answers: Record<string, unknown>[] = [];
    detail = caseDetail(accepted({ proposed_appointment: proposal }), { events: [sent], appointments: [proposal] });
    onAnswer = (body) => {
      answers.push(body);
      const confirmedOne = {
        ...proposal,
        status: 'scheduled' as const,
        starts_at: options[1]!,
        response: 'confirmed' as const,
      };
      detail = caseDetail(accepted({ status: 'terminiert', next_appointment: confirmedOne }), {
        events: [sent],
        appointments: [confirmedOne],
      });
      return { data: { appointment: confirmedOne, case: detail.case } };
    };
    const user = setupUser();
    renderCase();
    const form = await screen.findByTestId('appointment-answer');
    expect(screen.getByTestId('appointment-proposed')).toHaveTextContent('Vorschlag, wartet auf deine Antwort');
    // No time picked: the client is asked to pick one, nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Termin bestätigen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Bitte wähle einen der Termine aus.');
    expect(answers).toEqual([]);
    await user.click(within(form).getAllByTestId('appointment-option')[1]!);
    await user.click(within(form).getByRole('button', { name: 'Termin bestätigen' }));
    await waitFor(() => expect(answers).toEqual([{ answer: 'confirm', starts_at: options[1] }]));
    await waitFor(() => expect(screen.queryByTestId('appointment-answer')).not.toBeInTheDocument());
    expect(screen.getByTestId('case-status')).toHaveAttribute('data-status', 'terminiert');
  });

  it('an answer with two problems: the time (first on screen) takes the focus, each message at its field, the note kept', async () => {
    asGuest();
    const options = ['2030-12-03T09:00:00.000Z', '2030-12-04T14:00:00.000Z'];
    const proposal = appointment({ status: 'proposed', starts_at: options[0], options, response: null });
    const answers: Record<string, unknown>[] = [];
    detail = caseDetail(accepted({ proposed_appointment: proposal }), { events: [sent], appointments: [proposal] });
    onAnswer = (body) => {
      answers.push(body);
      return {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Invalid note',
          details: { fields: [{ field: 'note', reason: 'too_long', max: 5 }] },
        },
      };
    };
    const user = setupUser();
    renderCase();
    const form = await screen.findByTestId('appointment-answer');
    const note = within(form).getByLabelText(/Nachricht an/);
    await user.click(note);
    await user.paste('x'.repeat(1001));
    await user.click(within(form).getByRole('button', { name: 'Termin bestätigen' }));
    const first = within(form).getAllByTestId('appointment-option')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    expect(within(form).getByRole('group')).toHaveAccessibleDescription('Bitte wähle einen der Termine aus.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect((note as HTMLTextAreaElement).value).toHaveLength(1001);
    expect(answers).toEqual([]);
    // The api's refusal of the note lands at the note (in the words of every case form).
    await user.clear(note);
    await user.type(note, 'Nicht in der Woche');
    await user.click(within(form).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Bitte kürze auf höchstens 5 Zeichen.'));
    expect(note).toHaveValue('Nicht in der Woche');
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
  });

  it('declines a proposal with a note, in English', async () => {
    asGuest();
    await act(() => setLanguage('en'));
    const proposal = appointment({ status: 'proposed', options: ['2030-12-03T09:00:00.000Z'], response: null });
    const answers: Record<string, unknown>[] = [];
    detail = caseDetail(accepted({ proposed_appointment: proposal }), { events: [sent], appointments: [proposal] });
    onAnswer = (body) => {
      answers.push(body);
      const declined = {
        ...proposal,
        status: 'declined' as const,
        response: 'declined' as const,
        response_note: 'Not that week',
      };
      detail = caseDetail(accepted(), { events: [sent], appointments: [declined] });
      return { data: { appointment: declined, case: detail.case } };
    };
    const user = setupUser();
    renderCase();
    const form = await screen.findByTestId('appointment-answer');
    expect(document.title).toBe('Your case – KonfliktKompass');
    expect(form).toHaveTextContent('proposes this appointment. Does it suit you?');
    await user.type(within(form).getByLabelText(/Message to/), 'Not that week');
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(answers).toEqual([{ answer: 'decline', note: 'Not that week' }]));
    expect(await screen.findByTestId('appointment-response-note')).toHaveTextContent('Not that week');
    expect(screen.getByTestId('appointment-card')).toHaveTextContent('Declined');
  });

  it('neu, addressed to one expert: says to whom', async () => {
    asGuest();
    detail = caseDetail(caseSummary({ addressed_to: expertId, expert: expertCard }), { events: [sent] });
    renderCase();
    expect(await screen.findByText('Deine Anfrage ging an Maria Beispiel.')).toBeInTheDocument();
    expect(screen.queryByTestId('case-expert')).not.toBeInTheDocument();
  });

  it('released (its expert was suspended): says the request is open again, without the thread or the expert', async () => {
    asGuest();
    const released = caseEvent({
      from_status: 'terminiert',
      to_status: 'neu',
      actor_role: 'admin',
      created_at: '2026-11-22T09:00:00.000Z',
    });
    const cancelled = appointment({ status: 'cancelled', starts_at: '2030-12-03T09:00:00.000Z' });
    detail = caseDetail(caseSummary(), {
      events: [sent, acceptedEvent, scheduledEvent, released],
      appointments: [cancelled],
      actions: ['cancel'],
    });
    renderCase();
    expect(await screen.findByTestId('case-released')).toHaveTextContent(
      'Deine Expertin oder dein Experte steht für diese Anfrage nicht mehr zur Verfügung. Deine Anfrage ist wieder offen',
    );
    expect(screen.getByTestId('case-status')).toHaveAttribute('data-status', 'neu');
    expect(screen.getByTestId('messages-not-yet')).toBeInTheDocument();
    expect(screen.queryByTestId('message-thread')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('case-timeline')).getAllByTestId('case-event').at(-1)).toHaveTextContent(
      /^Wieder offen für andere Expertinnen und Experten.*· vom KonfliktKompass-Team$/,
    );
    // A new request that was never taken says nothing of the kind.
    detail = caseDetail(caseSummary(), { events: [sent] });
    await act(() => queryClient.resetQueries());
    await waitFor(() => expect(screen.queryByTestId('case-released')).not.toBeInTheDocument());
  });

  it('released, in English', async () => {
    await act(() => setLanguage('en'));
    asGuest();
    detail = caseDetail(caseSummary(), {
      events: [sent, acceptedEvent, caseEvent({ from_status: 'angenommen', to_status: 'neu', actor_role: 'admin' })],
    });
    renderCase();
    expect(await screen.findByTestId('case-released')).toHaveTextContent(
      'Your expert is no longer available for this request. Your request is open again',
    );
    expect(within(screen.getByTestId('case-timeline')).getAllByTestId('case-event').at(-1)).toHaveTextContent(
      /^Open again for other experts/,
    );
  });

  it('angenommen: the expert’s card, the thread open for writing, no appointment yet, the history', async () => {
    signIn(mockSupabase);
    detail = caseDetail(accepted(), { events: [sent, acceptedEvent], actions: ['cancel'] });
    renderCase();
    const expert = await screen.findByTestId('case-expert');
    expect(expert).toHaveTextContent('Maria Beispiel');
    expect(expert).toHaveTextContent('Mediatorin (zertifiziert)');
    expect(within(expert).getByRole('link', { name: 'Zum Profil von Maria Beispiel' })).toHaveAttribute(
      'href',
      `/experts/${expertId}`,
    );
    expect(screen.getByTestId('case-status')).toHaveTextContent(
      'Maria Beispiel hat deine Anfrage angenommen. Hier könnt ihr euch schreiben',
    );
    expect(screen.getByTestId('case-appointments')).toHaveTextContent('Noch kein Termin.');
    expect(await screen.findByTestId('message-input')).toBeInTheDocument();
    expect(await screen.findByText('Willkommen, Ada!')).toBeInTheDocument();
    const events = within(screen.getByTestId('case-timeline')).getAllByTestId('case-event');
    expect(events.map((event) => event.querySelector('strong')?.textContent)).toEqual([
      'Anfrage gesendet',
      'Angenommen',
    ]);
    expect(events[1]).toHaveTextContent('von Maria Beispiel');
    expect(screen.getByRole('button', { name: 'Fall stornieren' })).toBeInTheDocument();
  });

  it('terminiert: the appointment with its online link, the thread still open', async () => {
    signIn(mockSupabase);
    const meeting = appointment({ starts_at: '2030-12-03T09:00:00.000Z' });
    detail = caseDetail(accepted({ status: 'terminiert', next_appointment: meeting }), {
      events: [sent, acceptedEvent, scheduledEvent],
      appointments: [meeting],
      actions: ['cancel'],
    });
    renderCase();
    const card = await screen.findByTestId('appointment-card');
    expect(card).toHaveTextContent('Dezember 2030');
    expect(card).toHaveTextContent('60 Minuten · Online');
    expect(within(card).getByRole('link', { name: /^Zum Online-Termin am/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/ks-42',
    );
    expect(screen.getByTestId('case-status')).toHaveTextContent('Terminiert');
    expect(await screen.findByTestId('message-input')).toBeInTheDocument();
    expect(within(screen.getByTestId('case-timeline')).getAllByTestId('case-event')[2]).toHaveTextContent(
      /^Termin vereinbart.*· automatisch$/,
    );
  });

  it('abgeschlossen: the outcome, the thread read-only, nothing to cancel', async () => {
    signIn(mockSupabase);
    detail = caseDetail(
      accepted({
        status: 'abgeschlossen',
        outcome: 'Ihr habt eine Vereinbarung zu den Anteilen getroffen.',
        closed_at: '2026-12-04T12:00:00.000Z',
      }),
      {
        events: [
          sent,
          acceptedEvent,
          caseEvent({
            from_status: 'terminiert',
            to_status: 'abgeschlossen',
            actor_role: 'expert',
            reason: 'Ihr habt eine Vereinbarung zu den Anteilen getroffen.',
          }),
        ],
      },
    );
    renderCase();
    const outcome = await screen.findByTestId('case-outcome');
    // The outcome once, not again as a "reason" in the history.
    expect(screen.getAllByText(/Ihr habt eine Vereinbarung zu den Anteilen getroffen\./)).toHaveLength(1);
    expect(outcome).toHaveTextContent('Ergebnis');
    expect(outcome).toHaveTextContent('Ihr habt eine Vereinbarung zu den Anteilen getroffen.');
    expect(await screen.findByText('Willkommen, Ada!')).toBeInTheDocument();
    expect(screen.queryByTestId('message-input')).not.toBeInTheDocument();
    // The case has ended: no note on when writing is possible.
    expect(screen.queryByTestId('message-thread-closed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cancel-case')).not.toBeInTheDocument();
  });

  it('abgelehnt: the reason and the way to another expert', async () => {
    asGuest();
    detail = caseDetail(
      caseSummary({
        status: 'abgelehnt',
        addressed_to: expertId,
        expert: expertCard,
        decline_reason: 'Ich bin bis Januar ausgebucht.',
      }),
      {
        events: [
          sent,
          caseEvent({
            from_status: 'neu',
            to_status: 'abgelehnt',
            actor_role: 'expert',
            reason: 'Ich bin bis Januar ausgebucht.',
          }),
        ],
      },
    );
    renderCase();
    const declined = await screen.findByTestId('case-decline-reason');
    expect(declined).toHaveTextContent('Ich bin bis Januar ausgebucht.');
    expect(within(declined).getByRole('link', { name: 'Expertin oder Experten finden' })).toHaveAttribute(
      'href',
      '/experts',
    );
    expect(screen.getByTestId('case-status')).toHaveTextContent('Abgelehnt');
    // Nobody took it: no thread, and the request names whom it went to.
    expect(screen.queryByTestId('message-thread')).not.toBeInTheDocument();
    expect(screen.getByText('Deine Anfrage ging an Maria Beispiel.')).toBeInTheDocument();
    expect(screen.queryByText('Noch niemand hat deine Anfrage angenommen.')).not.toBeInTheDocument();
  });

  it('cancels with an optional reason; the page then shows the case cancelled', async () => {
    const user = setupUser();
    signIn(mockSupabase);
    detail = caseDetail(accepted(), { events: [sent, acceptedEvent], actions: ['cancel'] });
    renderCase();
    await user.click(await screen.findByRole('button', { name: 'Fall stornieren' }));
    const reason = screen.getByLabelText('Grund (freiwillig)');
    expect(reason).toHaveFocus();
    await user.type(reason, 'Wir haben uns geeinigt.');
    await user.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveAttribute('data-status', 'storniert'));
    expect(cancelBody).toEqual({ reason: 'Wir haben uns geeinigt.' });
    expect(screen.getByTestId('case-cancel-reason')).toHaveTextContent('Du hast den Fall storniert.');
    expect(screen.getByTestId('case-cancel-reason')).toHaveTextContent('Wir haben uns geeinigt.');
    expect(await screen.findByText('Dein Fall wurde storniert.')).toBeInTheDocument();
  });

  it('the api’s refusal of the reason lands at the reason, focused, the text kept (en)', async () => {
    await act(() => setLanguage('en'));
    routeFunctions(mockSupabase, {
      [`GET ${casePath}`]: () => ({ data: detail }),
      [`GET ${casePath}/messages`]: () => ({ data: { messages: [] } }),
      [`POST ${casePath}/cancel`]: () => ({
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Invalid reason',
          details: { fields: [{ field: 'reason', reason: 'too_long', max: 10 }] },
        },
      }),
    });
    const user = setupUser();
    signIn(mockSupabase);
    detail = caseDetail(accepted(), { events: [sent, acceptedEvent], actions: ['cancel'] });
    renderCase();
    await user.click(await screen.findByRole('button', { name: 'Cancel the case' }));
    const reason = screen.getByLabelText('Reason (optional)');
    await user.type(reason, 'We agreed after all.');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Please shorten this to at most 10 characters\./));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveValue('We agreed after all.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('cancels without a reason', async () => {
    const user = setupUser();
    asGuest();
    detail = caseDetail(caseSummary(), { events: [sent], actions: ['cancel'] });
    renderCase();
    await user.click(await screen.findByRole('button', { name: 'Anfrage zurückziehen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveAttribute('data-status', 'storniert'));
    expect(cancelBody).toEqual({});
  });

  it('follows a status change live and announces it', async () => {
    asGuest();
    detail = caseDetail(caseSummary(), { events: [sent], actions: ['cancel'] });
    renderCase();
    await screen.findByTestId('case-status');
    await waitFor(() =>
      expect(mockSupabase.channels.some((channel) => channel.name.startsWith('expert_requests'))).toBe(true),
    );

    detail = caseDetail(accepted(), { events: [sent, acceptedEvent], actions: ['cancel'] });
    act(() =>
      mockSupabase.emitChange('expert_requests', { eventType: 'UPDATE', new: { id: caseId, status: 'angenommen' } }),
    );
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveAttribute('data-status', 'angenommen'));
    expect(screen.getByTestId('case-status-announcer')).toHaveTextContent('Status geändert: Angenommen');
    expect(await screen.findByTestId('message-input')).toBeInTheDocument();
  });

  it('answers a case that is not the caller’s with a localised not-found', async () => {
    asGuest();
    detail = { status: 404, body: { code: 'case_not_found', message: 'Case not found' } };
    renderCase();
    const notFound = await screen.findByTestId('case-not-found');
    expect(
      within(notFound).getByRole('heading', { level: 1, name: 'Diesen Fall finden wir nicht' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Diesen Fall finden wir nicht – KonfliktKompass');
    expect(notFound).toHaveTextContent('Vielleicht gehört er zu einer anderen Gast-Sitzung');
    expect(within(notFound).getByRole('link', { name: 'Zu deinem Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('asks an anonymous visitor to sign in and come back, without asking the api', async () => {
    renderCase();
    const notFound = await screen.findByTestId('case-not-found');
    expect(within(notFound).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/cases/${caseId}`)}`,
    );
    expect(mockSupabase.client.functions.invoke).not.toHaveBeenCalled();
  });

  it('tells a guest whose session expired', async () => {
    asGuest();
    detail = { status: 401, body: { code: 'invalid_guest_token', message: 'expired' } };
    renderCase();
    expect(await screen.findByTestId('case-not-found')).toHaveTextContent('Deine Gast-Sitzung ist abgelaufen.');
  });

  it('sends the case’s expert to their page in the portal', async () => {
    signIn(mockSupabase, { aal: 'aal2' });
    detail = { ...caseDetail(accepted()), role: 'expert' };
    renderCase();
    expect(await screen.findByText('portal case')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    signIn(mockSupabase);
    const meeting = appointment({ starts_at: '2030-12-03T09:00:00.000Z' });
    detail = caseDetail(accepted({ status: 'terminiert', next_appointment: meeting }), {
      events: [sent, acceptedEvent, scheduledEvent],
      appointments: [meeting],
      actions: ['cancel'],
    });
    renderCase();
    expect(await screen.findByTestId('case-status')).toHaveTextContent(/^ScheduledYour appointment is set: /);
    expect(screen.getByRole('heading', { level: 2, name: 'Your expert' })).toBeInTheDocument();
    expect(screen.getByTestId('appointment-card')).toHaveTextContent('December 3, 2030');
    expect(screen.getByTestId('appointment-card')).toHaveTextContent('60 minutes · Online');
    expect(screen.getByRole('button', { name: 'Cancel the case' })).toBeInTheDocument();
    expect(within(screen.getByTestId('case-timeline')).getAllByTestId('case-event')[1]).toHaveTextContent(
      /^Accepted.*· by Maria Beispiel$/,
    );
    expect(await screen.findByLabelText('Your message')).toBeInTheDocument();
  });
});
