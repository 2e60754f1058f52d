import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { profile, portalRoutes, routeFunctions, signIn, type Answer } from '../../testing/portal';
import { appointment, caseDetail, caseId, expertCase, inboxItem, otherCaseId } from '../../testing/expert-cases';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const renderPortal = (route: string) => renderWithProviders(portalRoutes, { route });

const openRequest = inboxItem({
  id: otherCaseId,
  topic: 'Rollenkonflikt in der Geschäftsführung',
  addressed_to: null,
  focus: null,
  format: 'any',
  region: null,
  availability: null,
  client_name: null,
});

function expertWith(
  data: { inbox: unknown[]; cases: unknown[] },
  more: Record<string, (options: { body?: Record<string, unknown> }) => Answer | undefined> = {},
) {
  signIn(mockSupabase, { aal: 'aal2' });
  routeFunctions(mockSupabase, {
    'GET expert-profile': () => ({ data: { profile: profile({ status: 'approved' }) } }),
    'GET expert-cases': () => ({ data }),
    ...more,
  });
}

const calls = (name: string) =>
  mockSupabase.client.functions.invoke.mock.calls.filter(([called]) => called === name) as [
    string,
    { method?: string; body?: Record<string, unknown> },
  ][];

describe('the expert inbox', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
  });

  it('shows what each request asks for, without the contact, addressed ones marked', async () => {
    expertWith({ inbox: [inboxItem(), openRequest], cases: [] });
    renderPortal('/expert-portal/cases');
    const items = await screen.findAllByTestId('inbox-item');
    expect(items).toHaveLength(2);
    const [addressed, open] = items as [HTMLElement, HTMLElement];
    expect(within(addressed).getByRole('heading', { name: 'Streit um Anteile im Gründerteam' })).toBeInTheDocument();
    expect(addressed).toHaveTextContent('An dich gerichtet');
    expect(addressed).toHaveTextContent('Von Lena');
    expect(addressed).toHaveTextContent('SchwerpunktKonflikte unter Mitgründern');
    expect(addressed).toHaveTextContent('SpracheDeutsch');
    expect(addressed).toHaveTextContent('FormatOnline');
    expect(addressed).toHaveTextContent('RegionHamburg');
    expect(addressed).toHaveTextContent('Zeitliche VerfügbarkeitAbends ab 18 Uhr');
    expect(addressed).toHaveTextContent('Wir sind uneinig über die Verteilung der Anteile.');
    expect(addressed).toHaveTextContent('Die Kontaktdaten siehst du, sobald du die Anfrage annimmst.');
    expect(open).toHaveTextContent('Offene Anfrage');
    expect(open).toHaveTextContent('SchwerpunktJeder Schwerpunkt');
    expect(open).toHaveTextContent('FormatOnline oder vor Ort');
    expect(open).toHaveTextContent('RegionKeine Angabe');
    expect(screen.getByText('2 Anfragen warten auf dich.')).toBeInTheDocument();
    expect(screen.getByTestId('my-cases')).toHaveTextContent('Du begleitest noch keinen Fall.');
  });

  it('accepts a request and opens the case with the focus on its heading', async () => {
    let accepted = false;
    expertWith(
      { inbox: [inboxItem()], cases: [] },
      {
        [`POST cases/${caseId}/accept`]: () => {
          accepted = true;
          return { data: { case: caseDetail().case } };
        },
        [`GET cases/${caseId}`]: () => ({ data: caseDetail() }),
        [`GET cases/${caseId}/notes`]: () => ({ data: { notes: [] } }),
      },
    );
    const user = setupUser();
    renderPortal('/expert-portal/cases');
    const item = await screen.findByTestId('inbox-item');
    await user.click(within(item).getByTestId('accept-case'));
    expect(accepted).toBe(true);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Streit um Anteile im Gründerteam' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('case-contact')).toHaveTextContent('lena@example.com');
    expect(screen.getByTestId('case-status')).toHaveTextContent('Angenommen');
  });

  it('needs a reason to decline, sends it, and removes the request', async () => {
    const sent: unknown[] = [];
    let inbox = [inboxItem(), openRequest];
    signIn(mockSupabase, { aal: 'aal2' });
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: profile({ status: 'approved' }) } }),
      'GET expert-cases': () => ({ data: { inbox, cases: [] } }),
      [`POST cases/${caseId}/decline`]: ({ body }) => {
        sent.push(body);
        inbox = [openRequest];
        return { data: { case: caseDetail({ status: 'abgelehnt' }).case } };
      },
    });
    const user = setupUser();
    renderPortal('/expert-portal/cases');
    const [item] = await screen.findAllByTestId('inbox-item');
    await user.click(within(item!).getByTestId('decline-case'));
    const form = within(item!).getByTestId('decline-case-form');
    const reason = within(form).getByLabelText('Kurze Begründung');
    expect(reason).toHaveFocus();
    expect(form).toHaveTextContent('Die Begründung geht per E-Mail an die Person, die dich angefragt hat.');

    await user.click(within(form).getByRole('button', { name: 'Ablehnung senden' }));
    expect(await within(form).findByText('Bitte gib eine kurze Begründung ein.')).toBeInTheDocument();
    // focusFirstError focuses in the next animation frame, after the message has rendered.
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(reason, '  Ich bin in den nächsten Wochen ausgebucht.  ');
    await user.click(within(form).getByRole('button', { name: 'Ablehnung senden' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Ich bin in den nächsten Wochen ausgebucht.' }]));
    expect(await screen.findByTestId('inbox-notice')).toHaveTextContent(
      'Du hast die Anfrage „Streit um Anteile im Gründerteam“ abgelehnt.',
    );
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Neue Anfragen' })).toHaveFocus());
  });

  it('closes the decline form without sending and gives the focus back', async () => {
    expertWith({ inbox: [inboxItem()], cases: [] });
    const user = setupUser();
    renderPortal('/expert-portal/cases');
    const item = await screen.findByTestId('inbox-item');
    await user.click(within(item).getByTestId('decline-case'));
    await user.click(within(item).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(item).getByTestId('decline-case')).toHaveFocus());
    expect(calls(`cases/${caseId}/decline`)).toHaveLength(0);
  });

  it('says so and drops the request when another expert was faster (409 case_taken)', async () => {
    expertWith(
      { inbox: [openRequest], cases: [] },
      {
        [`POST cases/${otherCaseId}/accept`]: () => ({
          status: 409,
          body: { code: 'case_taken', message: 'Another expert accepted this request' },
        }),
      },
    );
    const user = setupUser();
    renderPortal('/expert-portal/cases');
    const item = await screen.findByTestId('inbox-item');
    await user.click(within(item).getByTestId('accept-case'));
    expect(await screen.findByTestId('inbox-notice')).toHaveTextContent(
      'Eine andere Expertin oder ein anderer Experte hat die Anfrage „Rollenkonflikt in der Geschäftsführung“ gerade angenommen.',
    );
    expect(screen.getByTestId('inbox-notice')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('inbox-item')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Neue Anfragen' })).toHaveFocus());
  });

  it('drops an open request at once when another expert takes it (realtime UPDATE), and reads the list on focus', async () => {
    let inbox = [inboxItem(), openRequest];
    signIn(mockSupabase, { aal: 'aal2' });
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: profile({ status: 'approved' }) } }),
      'GET expert-cases': () => ({ data: { inbox, cases: [] } }),
    });
    renderPortal('/expert-portal/cases');
    expect(await screen.findAllByTestId('inbox-item')).toHaveLength(2);
    await waitFor(() =>
      expect(mockSupabase.channels.filter((channel) => !channel.removed).map((channel) => channel.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^expert_requests:/)]),
      ),
    );
    inbox = [inboxItem()];
    act(() =>
      mockSupabase.emitChange('expert_requests', {
        eventType: 'UPDATE',
        new: { id: otherCaseId, status: 'angenommen' },
        old: { id: otherCaseId },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(1));
    expect(screen.queryByText('Rollenkonflikt in der Geschäftsführung')).not.toBeInTheDocument();

    // Back to the tab after a while: the list is read again.
    inbox = [];
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByTestId('inbox-item')).not.toBeInTheDocument());
  });

  it('groups the own cases by status with the next appointment and unread messages', async () => {
    expertWith({
      inbox: [],
      cases: [
        expertCase({
          id: caseId,
          topic: 'Fall A',
          status: 'terminiert',
          next_appointment: appointment(),
          unread_count: 2,
        }),
        expertCase({ id: otherCaseId, topic: 'Fall B', status: 'angenommen' }),
        expertCase({ id: '00000000-0000-4000-8000-0000000000c3', topic: 'Fall C', status: 'abgeschlossen' }),
      ],
    });
    renderPortal('/expert-portal/cases');
    const groups = await screen.findAllByTestId('case-group');
    expect(groups.map((group) => group.getAttribute('data-status'))).toEqual([
      'angenommen',
      'terminiert',
      'abgeschlossen',
    ]);
    const scheduled = groups[1]!;
    expect(within(scheduled).getByRole('heading', { name: 'Terminiert (1)' })).toBeInTheDocument();
    expect(within(scheduled).getByRole('link', { name: 'Fall A' })).toHaveAttribute(
      'href',
      `/expert-portal/cases/${caseId}`,
    );
    expect(scheduled).toHaveTextContent(/Nächster Termin: 12\.03\.2030/);
    expect(within(scheduled).getByTestId('unread-badge')).toHaveTextContent('2 ungelesene Nachrichten');
    expect(groups[0]).toHaveTextContent('Noch kein Termin');
    expect(within(groups[0]!).queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByText('Im Moment wartet keine Anfrage auf dich.', { exact: false })).toBeInTheDocument();
  });

  it('speaks English: the request, declining with a reason, and the errors', async () => {
    await setLanguage('en');
    expertWith(
      { inbox: [openRequest], cases: [] },
      {
        [`POST cases/${otherCaseId}/decline`]: () => ({ data: { case: caseDetail({ id: otherCaseId }).case } }),
      },
    );
    const user = setupUser();
    renderPortal('/expert-portal/cases');
    const item = await screen.findByTestId('inbox-item');
    expect(screen.getByRole('heading', { level: 1, name: 'Your cases' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Open request');
    expect(item).toHaveTextContent('FocusAny focus');
    expect(item).toHaveTextContent('LanguageGerman');
    expect(item).toHaveTextContent('You see the contact details once you accept the request.');
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    const form = within(item).getByTestId('decline-case-form');
    expect(form).toHaveTextContent('The request only leaves your inbox; other experts can still accept it.');
    await user.click(within(form).getByRole('button', { name: 'Send the decline' }));
    expect(await within(form).findByText('Please give a short reason.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Short reason'), 'Not my field.');
    await user.click(within(form).getByRole('button', { name: 'Send the decline' }));
    expect(await screen.findByTestId('inbox-notice')).toHaveTextContent(
      'The request “Rollenkonflikt in der Geschäftsführung” has left your inbox.',
    );
  });
});
