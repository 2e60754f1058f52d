import { act, screen, waitFor, within } from '@testing-library/react';
import { authStorageKey, getSupabase, writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, fakeSession, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import ConversationsWidget from '../../exposed/ConversationsWidget';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

const idOld = '00000000-0000-4000-8000-0000000000c0';
const idNew = '00000000-0000-4000-8000-0000000000c1';

const summary = (id: string, title: string, updated_at: string) => ({
  id,
  title,
  lang: 'de',
  phase: 'options',
  mode: 'coach',
  turns: 3,
  has_summary: false,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at,
});

function serve() {
  let conversations = [
    summary(idOld, 'Streit um Anteile', '2025-03-01T12:00:00.000Z'),
    summary(idNew, 'Stille Meetings', '2025-03-03T12:00:00.000Z'),
  ];
  invoke.mockImplementation(async (name: string, options: { method: string }) => {
    if (name === 'advisor-conversations') return { data: { conversations }, error: null };
    if (options.method === 'DELETE') {
      conversations = conversations.filter((conversation) => !name.endsWith(conversation.id));
      return { data: { deleted: 1 }, error: null };
    }
    return { data: null, error: new Error(`unexpected ${name}`) };
  });
}

describe('conversations widget', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('shows nothing to anonymous visitors and asks the api nothing', async () => {
    const { container } = renderWithProviders(<ConversationsWidget />, { route: '/dashboard' });
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
    expect(invoke).not.toHaveBeenCalled();
  });

  it("lists a signed-in user's conversations latest first with links, and deletes one", async () => {
    serve();
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('ada@example.com'));
    const user = setupUser();
    renderWithProviders(<ConversationsWidget />, { route: '/dashboard' });
    await act(async () => {
      await getSupabase();
    });
    const list = await screen.findByTestId('conversations-widget-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Stille Meetings',
      'Streit um Anteile',
    ]);
    expect(within(list).getByRole('link', { name: 'Gespräch „Stille Meetings“ öffnen' })).toHaveAttribute(
      'href',
      `/chat-advisor?c=${idNew}`,
    );
    // Requests for an expert are the cases widget's (remote-expert), not listed here.
    expect(invoke).not.toHaveBeenCalledWith('expert-requests', expect.anything());

    await user.click(within(list).getByRole('button', { name: 'Gespräch „Streit um Anteile“ löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.queryByText('Streit um Anteile')).not.toBeInTheDocument());
    expect(invoke).toHaveBeenCalledWith(`advisor-conversations/${idOld}`, { method: 'DELETE' });
  });

  it('a guest without conversations is invited to start one', async () => {
    invoke.mockImplementation(async () => ({ data: { conversations: [] }, error: null }));
    writeGuest({ email: 'gina@example.com', firstName: 'Gina' }, Date.now(), { token: 'guest-token', expiresAt: null });
    await act(() => setLanguage('en'));
    renderWithProviders(<ConversationsWidget />, { route: '/dashboard' });
    const empty = await screen.findByTestId('conversations-widget-empty');
    expect(within(empty).getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/chat-advisor');
    expect(screen.getByRole('heading', { name: 'Your conversations with the advisor' })).toBeInTheDocument();
  });
});
