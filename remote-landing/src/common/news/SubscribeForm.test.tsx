import { act, screen, waitFor, within } from '@testing-library/react';
import { writeGuest } from '@cc/shared-auth';
import { QueryProvider, queryClient } from '@cc/shared-auth/query';
import { maxEmailLength, newsConsentText, newsConsentVersion } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { apiError, routeFunctions, settleAuth, signIn, type Answer } from '../../testing/news';
import { SubscribeForm } from './SubscribeForm';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

let answer: Answer;

async function renderForm() {
  const calls = routeFunctions(mockSupabase, { 'POST news-subscriptions': () => answer });
  const view = renderWithProviders(
    <QueryProvider>
      <SubscribeForm />
    </QueryProvider>,
    { route: '/premium' },
  );
  await settleAuth();
  return { calls, ...view };
}

const emailField = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
const consentBox = () => screen.getByRole('checkbox');
const submit = () => screen.getByRole('button', { name: 'Abonnieren' });

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  mockSupabase.reset();
  answer = { data: { status: 'confirmation_sent' } };
  await act(() => setLanguage('de'));
});

describe('the subscribe form', () => {
  it('shows the exact consent text of the current version next to its checkbox', async () => {
    await renderForm();
    expect(consentBox()).toHaveAccessibleName(newsConsentText.de);
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByTestId('subscribe-form')).toHaveAccessibleName('Neuigkeiten abonnieren');
  });

  it('asks for an address, a valid one and the consent before it sends anything', async () => {
    const user = setupUser();
    const { calls } = await renderForm();
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(screen.getByText(/Bitte setze das Häkchen/)).toBeInTheDocument();

    await user.type(emailField(), 'ada@example');
    // Typing clears the field's error.
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);

    await user.type(emailField(), '.com');
    await user.click(submit());
    await waitFor(() => expect(consentBox()).toHaveFocus());
    expect(consentBox()).toHaveAccessibleDescription(/ohne sie dürfen wir dir nicht schreiben/);
    expect(calls).toEqual([]);
  });

  it('keeps an address over the limit as typed, says so and sends nothing', async () => {
    const user = setupUser();
    const { calls } = await renderForm();
    const long = `${'a'.repeat(maxEmailLength)}@example.com`;
    await user.click(emailField());
    await user.paste(long);
    await user.click(consentBox());
    await user.click(submit());
    expect(emailField()).toHaveValue(long);
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(
      `${long.length} von ${maxEmailLength} Zeichen: Das ist zu lang. Bitte kürze den Text.`,
    );
    // One message: the counter's, not also "not a valid address".
    expect(screen.queryByText(/gültige E-Mail-Adresse/)).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(emailField());
    await user.paste('ada@example.com');
    await user.click(submit());
    expect(await screen.findByTestId('subscribe-sent')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sends address, language and consent version, then says to check the inbox', async () => {
    const user = setupUser();
    const { calls } = await renderForm();
    await user.type(emailField(), '  ada@example.com ');
    await user.click(consentBox());
    await user.click(submit());
    expect(calls).toEqual([
      {
        name: 'news-subscriptions',
        method: 'POST',
        body: { email: 'ada@example.com', lang: 'de', consent: true, consent_version: newsConsentVersion },
      },
    ]);
    const sent = await screen.findByTestId('subscribe-sent');
    expect(within(sent).getByRole('heading', { name: 'Schau in dein Postfach' })).toBeInTheDocument();
    expect(sent).toHaveTextContent('Wir haben eine E-Mail an ada@example.com geschickt.');
    expect(sent).toHaveTextContent('Der Link gilt 48 Stunden.');
    expect(screen.queryByTestId('subscribe-form')).not.toBeInTheDocument();

    // Another address: the form is back with what was typed; the consent is asked again.
    await user.click(within(sent).getByRole('button', { name: 'Andere Adresse eintragen' }));
    expect(emailField()).toHaveValue('ada@example.com');
    expect(consentBox()).not.toBeChecked();
  });

  it.each([
    ['an invalid address', apiError(400, 'invalid_email'), 'email', /gültige E-Mail-Adresse/],
    ['a missing consent', apiError(400, 'consent_required'), 'consent', /Bitte setze das Häkchen/],
  ])('shows the api refusing %s at its field, keeping what was typed', async (_, refusal, field, message) => {
    answer = refusal;
    const user = setupUser();
    await renderForm();
    await user.type(emailField(), 'ada@example.com');
    await user.click(consentBox());
    await user.click(submit());
    const target = field === 'email' ? emailField() : consentBox();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(target).toHaveFocus());
    expect(emailField()).toHaveValue('ada@example.com');
    expect(consentBox()).toBeChecked();
  });

  it('says when there were too many requests, and an outdated consent text', async () => {
    answer = apiError(429, 'over_email_send_rate_limit');
    const user = setupUser();
    await renderForm();
    await user.type(emailField(), 'ada@example.com');
    await user.click(consentBox());
    await user.click(submit());
    const error = await screen.findByTestId('subscribe-error');
    expect(error).toHaveTextContent('Zu viele Versuche in kurzer Zeit.');
    expect(emailField()).toHaveValue('ada@example.com');

    answer = apiError(400, 'validation_failed');
    await user.click(submit());
    expect(await screen.findByText(/Einwilligungstext wurde geändert/)).toBeInTheDocument();
  });

  it('keeps the typed address for this tab (a detour loses nothing)', async () => {
    const user = setupUser();
    const { unmount } = await renderForm();
    await user.type(emailField(), 'ada@example.com');
    unmount();
    await renderForm();
    expect(emailField()).toHaveValue('ada@example.com');
  });

  it('prefills the address of a guest, and of a signed-in user', async () => {
    writeGuest({ email: 'gast@example.com', firstName: 'Gabi' });
    const { unmount } = await renderForm();
    expect(emailField()).toHaveValue('gast@example.com');
    unmount();
    localStorage.clear();
    signIn(mockSupabase, 'maria@example.com');
    await renderForm();
    expect(await screen.findByDisplayValue('maria@example.com')).toBe(emailField());
  });

  it('is English with the English consent text, and asks for English mails', async () => {
    await act(() => setLanguage('en'));
    const user = setupUser();
    const { calls } = await renderForm();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(newsConsentText.en);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(calls[0]?.body).toMatchObject({ lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });
});
