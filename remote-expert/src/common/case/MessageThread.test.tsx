import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import type { CaseMessage } from '@cc/shared-contract';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { caseId, message } from '../../testing/cases';
import { routeFunctions, type Answer } from '../../testing/portal';
import '../../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import { MessageThread } from './MessageThread';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const Thread = withQueryProvider(MessageThread);
const path = `cases/${caseId}/messages`;

/** The server's thread; the handlers below read and write it as the api would. */
let thread: CaseMessage[];
let sendAnswer: ((body: string) => Answer) | null;

function serve() {
  routeFunctions(mockSupabase, {
    [`GET ${path}`]: () => ({ data: { messages: thread } }),
    [`POST ${path}`]: ({ body }) => {
      const text = String(body?.['body']);
      if (sendAnswer) return sendAnswer(text);
      const sent = message({ sender: 'client', mine: true, body: text, created_at: new Date().toISOString() });
      thread = [...thread, sent];
      return { data: sent };
    },
    [`POST ${path}/read`]: () => {
      const unread = thread.filter((item) => !item.mine && item.read_at === null).length;
      thread = thread.map((item) =>
        item.mine ? item : { ...item, read_at: item.read_at ?? new Date().toISOString() },
      );
      return { data: { read: unread } };
    },
  });
}

type InvokeCall = [string, { method?: string; body?: unknown }];
const calls = (name: string): InvokeCall[] =>
  (mockSupabase.client.functions.invoke.mock.calls as InvokeCall[]).filter(([called]) => called === name);

function renderThread(canWrite = true) {
  return renderWithProviders(<Thread caseId={caseId} otherName="Maria Beispiel" canWrite={canWrite} />);
}

describe('MessageThread', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, Date.now(), { token: 'guest-token', expiresAt: null });
    thread = [
      message({ sender: 'expert', mine: false, body: 'Hallo Ada, wann passt es dir?', read_at: null }),
      message({ sender: 'client', mine: true, body: 'Dienstag vormittags.', created_at: '2026-11-21T11:00:00.000Z' }),
    ];
    sendAnswer = null;
    serve();
    await act(() => setLanguage('de'));
  });

  it('lists the thread oldest first with who wrote it, and marks the expert’s messages read once on screen', async () => {
    renderThread();
    const list = await screen.findByTestId('message-thread-list');
    const items = within(list).getAllByTestId('message-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Maria Beispiel.*Hallo Ada, wann passt es dir\?$/),
      expect.stringMatching(/^Du.*Dienstag vormittags\.$/),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Nachrichten' })).toBeInTheDocument();
    await waitFor(() => expect(calls(`${path}/read`)).toHaveLength(1));
    // Refetched after marking: nothing unread any more, no second call.
    await waitFor(() => expect(within(list).queryByText('· neu')).not.toBeInTheDocument());
    expect(calls(`${path}/read`)).toHaveLength(1);
  });

  it('sends a message, shows it at the bottom and empties the field', async () => {
    const user = setupUser();
    renderThread();
    const input = await screen.findByLabelText('Deine Nachricht');
    await user.type(input, 'Passt 10 Uhr?');
    await user.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(3));
    expect(screen.getAllByTestId('message-item').at(-1)).toHaveTextContent('Passt 10 Uhr?');
    expect(input).toHaveValue('');
    expect(mockSupabase.client.functions.invoke).toHaveBeenCalledWith(path, {
      method: 'POST',
      body: { body: 'Passt 10 Uhr?' },
      headers: { 'x-guest-token': 'guest-token' },
    });
  });

  it('keeps the typed text when sending fails and says why', async () => {
    sendAnswer = () => ({ status: 409, body: { code: 'case_status_conflict', message: 'closed' } });
    const user = setupUser();
    renderThread();
    const input = await screen.findByLabelText('Deine Nachricht');
    await user.type(input, 'Noch eine Frage');
    await user.click(screen.getByTestId('message-send'));
    const error = await screen.findByTestId('message-send-error');
    expect(error).toHaveTextContent('Der Fall hat sich inzwischen geändert.');
    expect(error).toHaveTextContent('Dein Text ist noch da');
    expect(input).toHaveValue('Noch eine Frage');
    expect(screen.getAllByTestId('message-item')).toHaveLength(2);

    // The next try goes through; the error goes with it.
    sendAnswer = null;
    await user.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(screen.queryByTestId('message-send-error')).not.toBeInTheDocument();
  });

  it('appends a message that arrives live and announces it', async () => {
    renderThread();
    await screen.findByTestId('message-thread-list');
    await waitFor(() =>
      expect(mockSupabase.channels.some((channel) => channel.name.startsWith('case_messages'))).toBe(true),
    );
    const binding = mockSupabase.channels
      .find((channel) => channel.name.startsWith('case_messages'))!
      .bindings.find((item) => item.type === 'postgres_changes')!;
    expect(binding.filter).toMatchObject({ table: 'case_messages', filter: `request_id=eq.${caseId}` });

    const live = message({ sender: 'expert', mine: false, body: 'Dann Dienstag um 10 Uhr online.' });
    thread = [...thread, live];
    act(() =>
      mockSupabase.emitChange('case_messages', {
        eventType: 'INSERT',
        new: { id: live.id, request_id: caseId, sender: 'expert' },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(3));
    expect(screen.getAllByTestId('message-item').at(-1)).toHaveTextContent('Dann Dienstag um 10 Uhr online.');
    expect(screen.getByTestId('message-announcer')).toHaveTextContent(
      'Neue Nachricht von Maria Beispiel: Dann Dienstag um 10 Uhr online.',
    );
  });

  it('asks again once subscribed, so a message written before the subscription was up is not missed', async () => {
    mockSupabase.autoSubscribe = false;
    renderThread();
    await screen.findByTestId('message-thread-list');
    await waitFor(() =>
      expect(mockSupabase.channels.some((channel) => channel.name.startsWith('case_messages'))).toBe(true),
    );
    thread = [...thread, message({ sender: 'expert', mine: false, body: 'Noch vor dem Abo geschrieben.' })];
    act(() => mockSupabase.channels.find((channel) => channel.name.startsWith('case_messages'))!.status('SUBSCRIBED'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(3));
  });

  it('shows the 4000-character limit and refuses a longer or an empty message without sending', async () => {
    const user = setupUser();
    renderThread();
    const input = await screen.findByLabelText('Deine Nachricht');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('0 von 4.000 Zeichen');
    await user.click(screen.getByTestId('message-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Schreib zuerst eine Nachricht.');

    fireEvent.change(input, { target: { value: 'x'.repeat(4001) } });
    expect(screen.getByTestId('message-counter')).toHaveTextContent(
      'Deine Nachricht ist 4.001 Zeichen lang; höchstens 4.000 sind möglich.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('message-send')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByTestId('message-send'));
    expect(calls(path).filter(([, options]) => options.method === 'POST')).toHaveLength(0);
  });

  it('is read-only when the case allows no messages', async () => {
    renderThread(false);
    await screen.findByTestId('message-thread-list');
    expect(screen.queryByTestId('message-input')).not.toBeInTheDocument();
    expect(screen.getByTestId('message-thread-closed')).toHaveTextContent(
      'Nachrichten kannst du schreiben, solange der Fall angenommen oder terminiert ist.',
    );
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    thread = [];
    renderThread();
    expect(await screen.findByText('No messages yet. Write the first one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toBeInTheDocument();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('0 of 4,000 characters');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
