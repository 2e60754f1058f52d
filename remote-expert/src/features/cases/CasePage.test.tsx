import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { profile, portalRoutes, routeFunctions, signIn, type Answer } from '../../testing/portal';
import type { CaseMessage } from '../../common/case/api';
import type { CaseDetail, CaseNote } from './api/cases';
import { appointment, caseDetail, caseId } from '../../testing/expert-cases';

// Long forms typed key by key on a busy machine.
jest.setTimeout(30_000);

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const renderPortal = () => renderWithProviders(portalRoutes, { route: `/expert-portal/cases/${caseId}` });

type Handler = (options: { body?: Record<string, unknown> }) => Answer | undefined;

/** An approved expert at aal2 whose case answers from `state` (changed by the handlers). */
function expertCase(
  state: { detail: CaseDetail; notes?: CaseNote[]; messages?: CaseMessage[] },
  more: Record<string, Handler> = {},
) {
  signIn(mockSupabase, { aal: 'aal2' });
  routeFunctions(mockSupabase, {
    'GET expert-profile': () => ({ data: { profile: profile({ status: 'approved' }) } }),
    [`GET cases/${caseId}`]: () => ({ data: state.detail }),
    [`GET cases/${caseId}/notes`]: () => ({ data: { notes: state.notes ?? [] } }),
    [`GET cases/${caseId}/messages`]: () => ({ data: { messages: state.messages ?? [] } }),
    [`POST cases/${caseId}/messages/read`]: () => ({ data: { read: 0 } }),
    ...more,
  });
}

describe('the expert’s case page', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
  });

  it('shows the status, the contact after acceptance, the live message thread and the history with who and when', async () => {
    const state: { detail: CaseDetail; messages: CaseMessage[] } = { detail: caseDetail(), messages: [] };
    expertCase(state);
    renderPortal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Streit um Anteile im Gründerteam' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('case-status')).toHaveTextContent('Angenommen');
    const contact = screen.getByTestId('case-contact');
    expect(within(contact).getByRole('link', { name: 'lena@example.com' })).toHaveAttribute(
      'href',
      'mailto:lena@example.com',
    );
    const events = within(screen.getByTestId('case-history')).getAllByTestId('case-event');
    expect(events[0]).toHaveTextContent('Anfrage gestellt');
    expect(events[0]).toHaveTextContent('die anfragende Person');
    expect(events[1]).toHaveTextContent('Neu → Angenommen');
    expect(events[1]).toHaveTextContent(/du, 20\.11\.2026/);
    // The thread with the client, live: a new message appears without a reload.
    expect(await screen.findByTestId('message-thread')).toBeInTheDocument();
    state.messages = [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        sender: 'client',
        mine: false,
        body: 'Passt euch Donnerstag?',
        read_at: null,
        created_at: '2026-11-21T08:00:00.000Z',
      },
    ];
    act(() =>
      mockSupabase.emitChange('case_messages', {
        eventType: 'INSERT',
        new: { id: '00000000-0000-4000-8000-0000000000b1', request_id: caseId },
      }),
    );
    expect(await screen.findByTestId('message-item')).toHaveTextContent('Passt euch Donnerstag?');
    // Accepted, no appointment yet: no closing; cancelling with a reason is offered.
    expect(screen.queryByTestId('close-case-form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fall stornieren\u00a0…' })).toBeInTheDocument();
  });

  it('validates the appointment form, shows the api’s field errors, and makes the appointment', async () => {
    const state = { detail: caseDetail() };
    const bodies: Record<string, unknown>[] = [];
    let refuse = true;
    expertCase(state, {
      [`POST cases/${caseId}/appointments`]: ({ body }) => {
        bodies.push(body!);
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              code: 'appointment_invalid',
              message: 'Invalid appointment',
              details: { fields: [{ field: 'location', reason: 'too_long', max: 500 }] },
            },
          };
        }
        const made = appointment({ starts_at: String(body!.starts_at) });
        state.detail = caseDetail({ status: 'terminiert' }, { appointments: [made] });
        return { data: { appointment: made, case: state.detail.case } };
      },
    });
    const user = setupUser();
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Termin eintragen' }));
    const form = screen.getByTestId('appointment-form');
    const date = within(form).getByLabelText('Datum');
    await waitFor(() => expect(date).toHaveFocus());
    expect(within(form).getByRole('radio', { name: 'Online' })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Termin eintragen' }));
    expect(await within(form).findByText('Bitte gib ein Datum ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte gib eine Uhrzeit ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte gib den Link zum Online-Termin an.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte prüfe die markierten Angaben.')).toBeInTheDocument();
    await waitFor(() => expect(date).toHaveFocus());

    // A text field in the app's format (a native date field would follow the browser's locale).
    expect(date).toHaveAttribute('type', 'text');
    expect(date).toHaveAccessibleDescription(/^TT\.MM\.JJJJ, z\. B\. 03\.12\.2026/);
    await user.type(date, '12/31/2020');
    await user.type(within(form).getByLabelText('Uhrzeit'), '25:00');
    await user.click(within(form).getByRole('button', { name: 'Termin eintragen' }));
    expect(
      await within(form).findByText('Bitte gib das Datum als TT.MM.JJJJ ein, z. B. 03.12.2026.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Bitte gib die Uhrzeit als HH:MM ein, z. B. 14:30.')).toBeInTheDocument();
    await user.clear(date);
    await user.clear(within(form).getByLabelText('Uhrzeit'));
    await user.type(date, '01.01.2020');
    await user.type(within(form).getByLabelText('Uhrzeit'), '10:30');
    await user.type(within(form).getByLabelText('Link zum Online-Termin'), 'http://meet.example.com');
    await user.clear(within(form).getByLabelText('Dauer in Minuten'));
    await user.type(within(form).getByLabelText('Dauer in Minuten'), '5');
    await user.click(within(form).getByRole('button', { name: 'Termin eintragen' }));
    expect(await within(form).findByText('Der Termin muss in der Zukunft liegen.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte gib eine Dauer zwischen 15 und 480 Minuten ein.')).toBeInTheDocument();
    expect(within(form).getByText(/Bitte gib einen vollständigen https-Link an/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2030-03-12');
    await user.clear(within(form).getByLabelText('Dauer in Minuten'));
    await user.type(within(form).getByLabelText('Dauer in Minuten'), '90');
    const location = within(form).getByLabelText('Link zum Online-Termin');
    await user.clear(location);
    await user.type(location, 'https://meet.example.com/raum');
    await user.type(within(form).getByLabelText('Hinweis (optional)'), 'Bitte 5 Minuten vorher testen.');
    await user.click(within(form).getByRole('button', { name: 'Termin eintragen' }));
    // The api's field error lands on its field.
    expect(await within(form).findByText('Bitte kürze auf höchstens 500 Zeichen.')).toBeInTheDocument();
    await waitFor(() => expect(location).toHaveFocus());

    await user.click(within(form).getByRole('button', { name: 'Termin eintragen' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      starts_at: expect.stringMatching(/^2030-03-12T10:30:00[+-]\d{2}:\d{2}$/),
      duration_minutes: 90,
      kind: 'online',
      location: 'https://meet.example.com/raum',
      note: 'Bitte 5 Minuten vorher testen.',
    });
    expect(new Date(String(bodies[1]!.starts_at)).getTime()).toBe(new Date(2030, 2, 12, 10, 30).getTime());
    expect(await screen.findByText(/Dein Terminvorschlag ist eingetragen/)).toBeInTheDocument();
    expect(screen.queryByTestId('appointment-form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Termine' })).toHaveFocus());
    const card = await screen.findByTestId('appointment-card');
    expect(within(card).getByRole('link', { name: /Zum Online-Termin/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/raum',
    );
    expect(screen.getByTestId('case-status')).toHaveTextContent('Terminiert');
  });

  it('changes and cancels an appointment', async () => {
    const made = appointment();
    const state = { detail: caseDetail({ status: 'terminiert' }, { appointments: [made] }) };
    const patches: Record<string, unknown>[] = [];
    let cancelled = 0;
    expertCase(state, {
      [`PATCH cases/${caseId}/appointments/${made.id}`]: ({ body }) => {
        patches.push(body!);
        return { data: { appointment: made, case: state.detail.case } };
      },
      [`POST cases/${caseId}/appointments/${made.id}/cancel`]: () => {
        cancelled += 1;
        state.detail = caseDetail({ status: 'angenommen' }, { appointments: [{ ...made, status: 'cancelled' }] });
        return { data: { appointment: { ...made, status: 'cancelled' }, case: state.detail.case } };
      },
    });
    const user = setupUser();
    renderPortal();
    const card = await screen.findByTestId('appointment-card');
    await user.click(within(card).getByRole('button', { name: 'Ändern' }));
    const form = screen.getByTestId('appointment-form');
    expect(within(form).getByLabelText('Datum')).toHaveValue(
      new Date(made.starts_at).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    );
    await user.clear(within(form).getByLabelText('Dauer in Minuten'));
    await user.type(within(form).getByLabelText('Dauer in Minuten'), '45');
    await user.click(within(form).getByRole('button', { name: 'Änderung speichern' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ duration_minutes: 45, kind: 'online', location: made.location });
    expect(await screen.findByText(/Der Termin ist geändert/)).toBeInTheDocument();
    // The saved form hands the focus back to the section's heading in the next frame; wait for it,
    // or that frame can land after the next click and take the focus from the confirm button.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Termine' })).toHaveFocus());

    await user.click(
      within(await screen.findByTestId('appointment-card')).getByRole('button', { name: 'Termin absagen' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ja, absagen' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Nicht absagen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Termin absagen' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Termin absagen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, absagen' }));
    await waitFor(() => expect(cancelled).toBe(1));
    expect(await screen.findByText('Der Termin ist abgesagt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('appointment-card')).toHaveTextContent('Abgesagt'));
  });

  it('closes a scheduled case only with an outcome note', async () => {
    const state = { detail: caseDetail({ status: 'terminiert' }, { appointments: [appointment()] }) };
    const outcomes: unknown[] = [];
    expertCase(state, {
      [`POST cases/${caseId}/close`]: ({ body }) => {
        outcomes.push(body);
        state.detail = caseDetail({ status: 'abgeschlossen', outcome: String(body!.outcome) });
        return { data: { case: state.detail.case } };
      },
    });
    const user = setupUser();
    renderPortal();
    const form = await screen.findByTestId('close-case-form');
    await user.click(within(form).getByRole('button', { name: 'Fall abschließen' }));
    expect(await within(form).findByText('Bitte beschreibe kurz das Ergebnis.')).toBeInTheDocument();
    // Focus follows the render that shows the message (its description then includes it).
    await waitFor(() => expect(within(form).getByLabelText('Ergebnis')).toHaveFocus());
    expect(outcomes).toHaveLength(0);

    await user.type(within(form).getByLabelText('Ergebnis'), 'Einigung auf ein Vesting-Modell.');
    await user.click(within(form).getByRole('button', { name: 'Fall abschließen' }));
    await waitFor(() => expect(outcomes).toEqual([{ outcome: 'Einigung auf ein Vesting-Modell.' }]));
    expect(await screen.findByText('Der Fall ist abgeschlossen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveTextContent('Abgeschlossen'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    // A closed case offers nothing more: no closing, no cancelling, no new appointment.
    expect(screen.queryByTestId('close-case-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fall stornieren\u00a0…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termin eintragen' })).not.toBeInTheDocument();
    expect(screen.getByTestId('case-details')).toHaveTextContent('Einigung auf ein Vesting-Modell.');
  });

  it('cancels a case only with a reason', async () => {
    const state = { detail: caseDetail() };
    const reasons: unknown[] = [];
    expertCase(state, {
      [`POST cases/${caseId}/cancel`]: ({ body }) => {
        reasons.push(body);
        state.detail = caseDetail({ status: 'storniert', cancel_reason: String(body!.reason) });
        return { data: { case: state.detail.case } };
      },
    });
    const user = setupUser();
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Fall stornieren\u00a0…' }));
    const form = screen.getByTestId('cancel-case-form');
    expect(within(form).getByLabelText('Grund der Stornierung')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Fall stornieren' }));
    expect(await within(form).findByText('Bitte gib einen Grund an.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Grund der Stornierung'), 'Ich bin erkrankt.');
    await user.click(within(form).getByRole('button', { name: 'Fall stornieren' }));
    await waitFor(() => expect(reasons).toEqual([{ reason: 'Ich bin erkrankt.' }]));
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveTextContent('Storniert'));
  });

  it('shows the api’s refusal of the outcome at its field, keeps the text and focuses it (de and en)', async () => {
    const state = { detail: caseDetail({ status: 'terminiert' }, { appointments: [appointment()] }) };
    let calls = 0;
    expertCase(state, {
      // The server counts characters after its own normalising, so it may refuse what the form let through.
      [`POST cases/${caseId}/close`]: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 400,
              body: {
                code: 'validation_failed',
                message: 'Too long',
                details: { fields: [{ field: 'outcome', reason: 'too_long', max: 12 }] },
              },
            }
          : {
              status: 400,
              body: {
                code: 'validation_failed',
                message: 'x',
                details: { fields: [{ field: 'outcome', reason: 'invalid' }] },
              },
            };
      },
    });
    const user = setupUser();
    renderPortal();
    const form = await screen.findByTestId('close-case-form');
    const field = within(form).getByLabelText('Ergebnis');
    await user.type(field, 'Einigung <script>alert(1)</script>');
    await user.click(within(form).getByRole('button', { name: 'Fall abschließen' }));
    expect(await within(form).findByText('Bitte kürze auf höchstens 12 Zeichen.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Bitte kürze auf höchstens 12 Zeichen\./);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('Einigung <script>alert(1)</script>');
    // At the field only: no second copy of the message above the buttons.
    expect(within(form).queryByText('Bitte prüfe deine Eingaben.')).toBeNull();
    // Typing takes the message away.
    await user.type(field, '!');
    expect(within(form).queryByText('Bitte kürze auf höchstens 12 Zeichen.')).toBeNull();

    await act(() => setLanguage('en'));
    await user.click(within(form).getByRole('button', { name: 'Close the case' }));
    expect(await within(form).findByText('This entry is not valid. Please check it.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Outcome')).toHaveFocus());
  });

  it('shows reason_required of a cancellation at the reason field', async () => {
    const state = { detail: caseDetail() };
    expertCase(state, {
      [`POST cases/${caseId}/cancel`]: () => ({
        status: 400,
        body: { code: 'reason_required', message: 'An expert gives a reason' },
      }),
    });
    const user = setupUser();
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Fall stornieren\u00a0…' }));
    const form = screen.getByTestId('cancel-case-form');
    const field = within(form).getByLabelText('Grund der Stornierung');
    // Only invisible characters: the form lets it through, the api does not.
    await user.type(field, '\u200b');
    await user.click(within(form).getByRole('button', { name: 'Fall stornieren' }));
    expect(await within(form).findByText('Bitte gib einen Grund an.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Bitte gib einen Grund an\./);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('\u200b');
    expect(within(form).queryByText('Bitte gib eine Begründung an.')).toBeNull();
  });

  it('keeps private notes: add and delete', async () => {
    const state: { detail: CaseDetail; notes: CaseNote[] } = { detail: caseDetail(), notes: [] };
    expertCase(state, {
      [`POST cases/${caseId}/notes`]: ({ body }) => {
        const note = {
          id: '00000000-0000-4000-8000-0000000000f1',
          body: String(body!.body),
          created_at: '2026-11-21T09:00:00.000Z',
          updated_at: '2026-11-21T09:00:00.000Z',
        };
        state.notes = [note];
        return { data: note };
      },
      [`DELETE cases/${caseId}/notes/00000000-0000-4000-8000-0000000000f1`]: () => {
        state.notes = [];
        return { data: { deleted: 1 } };
      },
    });
    const user = setupUser();
    renderPortal();
    const notes = await screen.findByTestId('case-notes');
    expect(notes).toHaveTextContent('Nur du siehst diese Notizen');
    expect(await within(notes).findByText('Noch keine Notiz.')).toBeInTheDocument();
    await user.click(within(notes).getByRole('button', { name: 'Notiz speichern' }));
    expect(await within(notes).findByText('Bitte schreib zuerst etwas.')).toBeInTheDocument();
    await user.type(within(notes).getByLabelText('Neue Notiz'), 'Beide wirken offen für Mediation.');
    await user.click(within(notes).getByRole('button', { name: 'Notiz speichern' }));
    expect(await within(notes).findByTestId('case-note')).toHaveTextContent('Beide wirken offen für Mediation.');
    expect(within(notes).getByLabelText('Neue Notiz')).toHaveValue('');
    await user.click(within(notes).getByRole('button', { name: /^Notiz vom .* löschen$/ }));
    expect(await within(notes).findByText('Die Notiz ist gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(within(notes).queryByTestId('case-note')).not.toBeInTheDocument());
    await waitFor(() => expect(within(notes).getByRole('heading', { name: 'Private Notizen' })).toHaveFocus());
  });

  it('keeps a typed note when the notes’ rate limit refuses it, and says so (de and en)', async () => {
    const sent: unknown[] = [];
    expertCase(
      { detail: caseDetail(), notes: [] },
      {
        [`POST cases/${caseId}/notes`]: ({ body }) => {
          sent.push(body);
          return { status: 429, body: { code: 'over_request_rate_limit', message: 'Too many requests' } };
        },
      },
    );
    const user = setupUser();
    renderPortal();
    const notes = await screen.findByTestId('case-notes');
    await user.type(within(notes).getByLabelText('Neue Notiz'), 'Gespräch am Montag vorbereiten.');
    await user.click(within(notes).getByRole('button', { name: 'Notiz speichern' }));
    expect(await within(notes).findByTestId('note-error')).toHaveTextContent(
      'Du hast in kurzer Zeit viele Notizen gespeichert. Warte ein paar Minuten und speichere dann erneut – dein Text bleibt hier stehen.',
    );
    expect(within(notes).getByLabelText('Neue Notiz')).toHaveValue('Gespräch am Montag vorbereiten.');
    expect(sent).toEqual([{ body: 'Gespräch am Montag vorbereiten.' }]);
    await act(() => setLanguage('en'));
    expect(within(notes).getByTestId('note-error')).toHaveTextContent(
      'You have saved many notes in a short time. Wait a few minutes and save again – your text stays here.',
    );
  });

  it('a note: empty is said at the field and focused; the api’s refusal lands there too, the text kept', async () => {
    const sent: unknown[] = [];
    expertCase(
      { detail: caseDetail(), notes: [] },
      {
        [`POST cases/${caseId}/notes`]: ({ body }) => {
          sent.push(body);
          return {
            status: 400,
            body: {
              code: 'validation_failed',
              message: 'Invalid body',
              details: { fields: [{ field: 'body', reason: 'too_long', max: 8 }] },
            },
          };
        },
      },
    );
    const user = setupUser();
    renderPortal();
    const notes = await screen.findByTestId('case-notes');
    const field = within(notes).getByLabelText('Neue Notiz');
    await user.click(within(notes).getByRole('button', { name: 'Notiz speichern' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/\S/);
    expect(sent).toEqual([]);
    await user.type(field, 'Montag vorbereiten.');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(within(notes).getByRole('button', { name: 'Notiz speichern' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Bitte kürze auf höchstens 8 Zeichen\./));
    expect(field).toHaveValue('Montag vorbereiten.');
    expect(within(notes).queryByTestId('note-error')).not.toBeInTheDocument();
  });

  it('speaks English: validation of the appointment and closing', async () => {
    await setLanguage('en');
    expertCase({
      detail: caseDetail({ status: 'terminiert', format: 'in_person' }, { appointments: [appointment()] }),
    });
    const user = setupUser();
    renderPortal();
    expect(await screen.findByTestId('case-status')).toHaveTextContent('Scheduled');
    await user.click(screen.getByRole('button', { name: 'Add an appointment' }));
    const form = screen.getByTestId('appointment-form');
    expect(within(form).getByRole('radio', { name: 'In person' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add the appointment' }));
    expect(await within(form).findByText('Please enter a date.')).toBeInTheDocument();
    expect(within(form).getByText('Please give the address.')).toBeInTheDocument();
    const close = screen.getByTestId('close-case-form');
    await user.click(within(close).getByRole('button', { name: 'Close the case' }));
    expect(await within(close).findByText('Please describe the outcome briefly.')).toBeInTheDocument();
    expect(screen.getByTestId('case-history')).toHaveTextContent('you,');
  });
});
