import { act, screen, within } from '@testing-library/react';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import type { NewsSubscriptionView } from '@cc/shared-contract';
import { newsConsentVersion } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import SubscriptionWidget from '../../exposed/SubscriptionWidget';
import { apiError, routeFunctions, settleAuth, signIn, type Answer } from '../../testing/news';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const view = (extra: Partial<NewsSubscriptionView> = {}): NewsSubscriptionView => ({
  status: 'none',
  email: 'maria@example.com',
  lang: null,
  consent_version: null,
  consented_at: null,
  confirmed_at: null,
  ...extra,
});

let current: NewsSubscriptionView;
let getAnswer: () => Answer;

async function renderWidget() {
  const calls = routeFunctions(mockSupabase, {
    'GET news-subscription': () => getAnswer(),
    'DELETE news-subscription': () => {
      current = view();
      return { data: current };
    },
    'POST news-subscriptions': ({ body }) => {
      current = view({
        status: 'pending',
        lang: body?.lang as 'de',
        consent_version: newsConsentVersion,
        consented_at: '2026-11-24T10:00:00.000Z',
      });
      return { data: { status: 'confirmation_sent' } };
    },
  });
  const rendered = renderWithProviders(<SubscriptionWidget />, { route: '/dashboard' });
  await settleAuth();
  return { calls, ...rendered };
}

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  mockSupabase.reset();
  current = view();
  getAnswer = () => ({ data: current });
  await act(() => setLanguage('de'));
});

describe('the dashboard’s subscription widget', () => {
  it('shows nothing to anonymous visitors and asks for nothing', async () => {
    const { calls, container } = await renderWidget();
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  it('gives a guest the form with the guest’s address and the note that the mail decides', async () => {
    writeGuest({ email: 'gast@example.com', firstName: 'Gabi' });
    const { calls } = await renderWidget();
    const widget = screen.getByTestId('subscription-widget');
    expect(within(widget).getByRole('heading', { level: 2 })).toHaveTextContent('Neuigkeiten per E-Mail');
    expect(widget).toHaveTextContent('Ob du Neuigkeiten bekommst, entscheidet die Bestätigungs-E-Mail');
    const email = within(widget).getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveValue('gast@example.com');
    expect(email).not.toHaveAttribute('readonly');
    // A guest's address proves nothing: the account's subscription is not asked for.
    expect(calls).toEqual([]);
  });

  it('subscribes a signed-in user’s account address, which then waits for the confirmation', async () => {
    signIn(mockSupabase);
    const user = setupUser();
    const { calls } = await renderWidget();
    const widget = screen.getByTestId('subscription-widget');
    expect(await within(widget).findByTestId('subscription-status')).toHaveTextContent(
      'Du hast unsere Neuigkeiten nicht abonniert.',
    );
    // The account's address, not a field: the account proves it.
    expect(within(widget).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(widget).getByTestId('subscribe-fixed-email')).toHaveTextContent('E-Mail-Adresse: maria@example.com');
    await user.click(within(widget).getByRole('checkbox'));
    await user.click(within(widget).getByRole('button', { name: 'Abonnieren' }));
    expect(await within(widget).findByTestId('subscribe-sent')).toHaveTextContent('maria@example.com');
    // The status is fetched again and shows the pending subscription; the answer stays.
    expect(await within(widget).findByText(/Bestätigung ausstehend/)).toBeInTheDocument();
    expect(within(widget).getByTestId('subscribe-sent')).toBeInTheDocument();
    // The address is fixed: the way back asks for the link again.
    await user.click(within(widget).getByRole('button', { name: 'Link noch einmal senden' }));
    expect(within(widget).getByRole('button', { name: 'Bestätigungslink erneut senden' })).toBeInTheDocument();
    expect(calls.map(({ method, name }) => `${method} ${name}`)).toEqual([
      'GET news-subscription',
      'POST news-subscriptions',
      'GET news-subscription',
    ]);
  });

  it('shows a confirmed subscription and unsubscribes it', async () => {
    signIn(mockSupabase);
    current = view({
      status: 'confirmed',
      lang: 'en',
      consent_version: newsConsentVersion,
      consented_at: '2026-11-20T10:00:00.000Z',
      confirmed_at: '2026-11-20T10:05:00.000Z',
    });
    const user = setupUser();
    const { calls } = await renderWidget();
    const status = await screen.findByTestId('subscription-status');
    expect(status).toHaveAttribute('data-status', 'confirmed');
    expect(status).toHaveTextContent(
      'Du bekommst unsere Neuigkeiten an maria@example.com (bestätigt am 20. November 2026).',
    );
    expect(screen.getByText('Sprache der E-Mails: Englisch')).toBeInTheDocument();
    expect(screen.queryByTestId('subscribe-form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(await screen.findByTestId('subscription-widget-unsubscribed')).toHaveTextContent('Du bist abgemeldet.');
    expect(screen.getByTestId('subscription-status')).toHaveAttribute('data-status', 'none');
    expect(screen.getByTestId('subscribe-form')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: 'news-subscription', method: 'DELETE' });
  });

  it('withdraws a pending subscription', async () => {
    signIn(mockSupabase);
    current = view({ status: 'pending', lang: 'de', consent_version: newsConsentVersion });
    const user = setupUser();
    await renderWidget();
    expect(await screen.findByText(/Bestätigung ausstehend/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestätigungslink erneut senden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anfrage zurückziehen' }));
    expect(await screen.findByTestId('subscription-widget-unsubscribed')).toBeInTheDocument();
  });

  it('says when the status could not be loaded, and tries again', async () => {
    signIn(mockSupabase);
    getAnswer = () => apiError(503, 'over_capacity');
    const user = setupUser();
    await renderWidget();
    const error = await screen.findByTestId('subscription-widget-error', {}, { timeout: 5000 });
    expect(error).toHaveTextContent('Dein Abo konnte nicht geladen werden.');
    getAnswer = () => ({ data: current });
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('subscription-status')).toHaveAttribute('data-status', 'none');
  });

  it('is English', async () => {
    signIn(mockSupabase);
    await act(() => setLanguage('en'));
    await renderWidget();
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('You have not subscribed to our news.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('News by email');
    expect(screen.getByRole('link', { name: 'More about premium' })).toHaveAttribute('href', '/premium');
  });
});
