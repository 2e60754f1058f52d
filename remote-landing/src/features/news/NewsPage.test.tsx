import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import NewsPage from '../../exposed/NewsPage';
import { apiError, routeFunctions, settleAuth, type Answer } from '../../testing/news';
import de from '../../common/news/locales/de.json';
import en from '../../common/news/locales/en.json';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const token = 'tok_0123456789abcdefghij';
let answer: Answer;

/** The page as the shell mounts it (at /news/*). */
async function renderAt(route: string) {
  const calls = routeFunctions(mockSupabase, {
    'POST news-subscriptions/confirm': () => answer,
    'POST news-subscriptions/unsubscribe': () => answer,
  });
  renderWithProviders(
    <Routes>
      <Route path="/news/*" element={<NewsPage />} />
    </Routes>,
    { route },
  );
  await settleAuth();
  return calls;
}

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  mockSupabase.reset();
  await act(() => setLanguage('de'));
});

describe('the news pages of the mailed links', () => {
  it('has the same keys in German and English', () => {
    expect(flatKeys(de).sort()).toEqual(flatKeys(en).sort());
  });

  it('confirms only when the button is pressed (opening the link changes nothing), then shows the address', async () => {
    answer = { data: { status: 'confirmed', email: 'a***@example.com' } };
    const user = setupUser();
    const calls = await renderAt(`/news/confirm?token=${token}`);
    const page = screen.getByTestId('news-confirm');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Abo bestätigen');
    expect(calls).toEqual([]);
    await user.click(within(page).getByRole('button', { name: 'Abo bestätigen' }));
    expect(calls).toEqual([{ name: 'news-subscriptions/confirm', method: 'POST', body: { token } }]);
    const done = await within(page).findByTestId('news-done');
    expect(done).toHaveTextContent('Dein Abo ist bestätigt. Neuigkeiten gehen ab jetzt an a***@example.com.');
    expect(within(page).queryByRole('button')).not.toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Zum Premium-Bereich' })).toHaveAttribute('href', '/premium');
  });

  it('unsubscribes with one button, without signing in', async () => {
    answer = { data: { status: 'unsubscribed' } };
    const user = setupUser();
    const calls = await renderAt(`/news/unsubscribe?token=${token}`);
    const page = screen.getByTestId('news-unsubscribe');
    expect(calls).toEqual([]);
    await user.click(within(page).getByRole('button', { name: 'Abbestellen' }));
    expect(calls).toEqual([{ name: 'news-subscriptions/unsubscribe', method: 'POST', body: { token } }]);
    expect(await within(page).findByTestId('news-done')).toHaveTextContent('Du bist abgemeldet.');
    expect(within(page).getByRole('link', { name: 'Erneut abonnieren' })).toHaveAttribute(
      'href',
      '/premium#abonnieren',
    );
  });

  it.each(['confirm', 'unsubscribe'])(
    'says when the %s link is invalid, expired or used, with the way to subscribe again',
    async (action) => {
      answer = apiError(400, 'news_token_invalid');
      const user = setupUser();
      await renderAt(`/news/${action}?token=${token}`);
      const page = screen.getByTestId(`news-${action}`);
      await user.click(within(page).getByRole('button'));
      const invalid = await within(page).findByTestId('news-invalid');
      expect(invalid).toHaveTextContent('Dieser Link funktioniert nicht mehr');
      expect(invalid).toHaveTextContent('Ein Bestätigungslink gilt 48 Stunden.');
      expect(within(invalid).getByRole('link', { name: 'Erneut abonnieren' })).toHaveAttribute(
        'href',
        '/premium#abonnieren',
      );
      expect(within(page).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('does not even ask with a link that has no token', async () => {
    const calls = await renderAt('/news/confirm');
    expect(screen.getByTestId('news-invalid')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps the button after a failure that may pass (rate limit, network)', async () => {
    answer = apiError(429, 'over_request_rate_limit');
    const user = setupUser();
    await renderAt(`/news/confirm?token=${token}`);
    await user.click(screen.getByRole('button', { name: 'Abo bestätigen' }));
    const error = await screen.findByTestId('news-error');
    expect(error).toHaveTextContent('Zu viele Versuche in kurzer Zeit.');
    answer = { data: { status: 'confirmed', email: 'a***@example.com' } };
    await user.click(screen.getByRole('button', { name: 'Abo bestätigen' }));
    expect(await screen.findByTestId('news-done')).toBeInTheDocument();
    expect(screen.queryByTestId('news-error')).not.toBeInTheDocument();
  });

  it('is English', async () => {
    await act(() => setLanguage('en'));
    await renderAt(`/news/unsubscribe?token=${token}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from the news');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('shows a not-found page for another news address', async () => {
    await renderAt('/news/other');
    expect(screen.getByTestId('news-not-found')).toHaveTextContent('Seite nicht gefunden');
  });
});
