import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { authStorageKey, getSupabase, guestStorageKey, writeGuest } from '@cc/shared-auth';
import { registerNamespace, setLanguage } from '@cc/shared-i18n';
import {
  authApiError,
  createFakeSupabase,
  fakeSession,
  functionsHttpError,
  renderWithProviders,
} from '@cc/shared-build/test-utils';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import AuthPage from './AuthPage';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

registerNamespace('shell', { de, en });
const { auth, functions } = mockSupabase.client;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function renderAuth(route = '/auth') {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  // The screen loads the client at once; let its first auth event (INITIAL_SESSION) arrive.
  await act(async () => {
    await getSupabase();
  });
  return user;
}

const email = () => screen.getByLabelText('E-Mail-Adresse');
const password = () => screen.getByLabelText('Passwort');

describe('AuthPage', () => {
  beforeEach(async () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('offers sign-in, sign-up and guest as tabs, with labelled fields', async () => {
    await renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Anmelden', 'Registrieren', 'Als Gast']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Anmelden');
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = await renderAuth();
    await user.click(screen.getByRole('tab', { name: 'Anmelden' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Als Gast' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toHaveFocus();
  });

  it('asks for email and password when fields are empty (German and English), without calling the provider', async () => {
    const user = await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte gib eine E-Mail-Adresse oder Telefonnummer und ein Passwort ein.',
    );
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();

    await act(() => setLanguage('en'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must provide either an email or phone number and a password',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('maps invalid credentials to a message and keeps everything typed', async () => {
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: authApiError('invalid_credentials', 400, 'Invalid login credentials'),
    });
    const user = await renderAuth();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort stimmen nicht.');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'wrong-password-1' });
    expect(email()).toHaveValue('ada@example.com');
    expect(password()).toHaveValue('wrong-password-1');
  });

  it.each([
    [authApiError('over_request_rate_limit', 429), 'Zu viele Versuche in kurzer Zeit.'],
    [
      Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 }),
      'Keine Verbindung zum Server.',
    ],
    [
      authApiError('validation_failed', 400, 'Unable to validate email address: invalid format'),
      'Ungültiges E-Mail-Format',
    ],
    [authApiError('unexpected_failure', 500), 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.'],
  ])('maps %o on sign-in', async (error, text) => {
    auth.signInWithPassword.mockResolvedValueOnce({ data: { session: null, user: null }, error });
    const user = await renderAuth();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(email()).toHaveValue('ada@example.com');
    expect(password()).toHaveValue('secret-123');
  });

  it('reports a thrown failure (client not reachable) as a network error', async () => {
    auth.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = await renderAuth();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server.');
  });

  it('offers to resend the confirmation mail for an unconfirmed address', async () => {
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: authApiError('email_not_confirmed', 400, 'Email not confirmed'),
    });
    const user = await renderAuth();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du hast deine E-Mail-Adresse noch nicht bestätigt.');
    await user.click(screen.getByRole('button', { name: 'Bestätigungsmail erneut senden' }));
    expect(auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'ada@example.com',
      options: { emailRedirectTo: 'http://localhost/auth?view=confirmed' },
    });
    expect(
      await screen.findByText('Wir haben dir eine neue Bestätigungsmail an ada@example.com geschickt.'),
    ).toBeInTheDocument();
  });

  it('signs in and goes on to the page the visitor came from', async () => {
    const user = await renderAuth('/auth?next=/chat-advisor');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/chat-advisor');
    expect(await screen.findByText('Du bist jetzt angemeldet.')).toBeInTheDocument();
  });

  it('goes to the dashboard after signing in by default, and never to another site', async () => {
    const user = await renderAuth('/auth?next=//evil.example/x');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('keeps the typed address when switching tabs', async () => {
    const user = await renderAuth();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('tab', { name: 'Registrieren' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konto erstellen');
    expect(email()).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('tab', { name: 'Als Gast' }));
    expect(email()).toHaveValue('ada@example.com');
  });

  it('signs up: a weak password lists each reason and keeps the input', async () => {
    auth.signUp.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: authApiError('weak_password', 422, 'Password should be at least 8 characters.', {
        reasons: ['length', 'characters', 'pwned'],
      }),
    });
    const user = await renderAuth('/auth?view=sign-up');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dieses Passwort ist zu schwach:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Es muss mindestens 8 Zeichen lang sein.',
      'Es muss Buchstaben und mindestens eine Ziffer oder ein Sonderzeichen enthalten.',
      'Es ist aus einem Datenleck bekannt. Bitte wähle ein anderes.',
    ]);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(/Mindestens 8 Zeichen.*Dieses Passwort ist zu schwach/);
    expect(password()).toHaveFocus();
    expect(password()).toHaveValue('abc');
    expect(email()).toHaveValue('ada@example.com');
  });

  it('signs up: an existing account is named at the address field', async () => {
    auth.signUp.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: authApiError('user_already_exists', 422),
    });
    const user = await renderAuth('/auth?view=sign-up');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mit dieser E-Mail-Adresse gibt es schon ein Konto.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs up: without a session it asks to check the inbox, naming the address', async () => {
    const user = await renderAuth('/auth?view=sign-up');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    const panel = await screen.findByTestId('check-inbox');
    expect(panel).toHaveTextContent('Schau in dein Postfach');
    expect(panel).toHaveTextContent('Wir haben eine Mail an ada@example.com geschickt.');
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost/auth?view=confirmed', data: { lang: 'de' } },
    });
  });

  it('continue as guest: an invalid address shows "Ungültiges E-Mail-Format", nothing is sent or lost', async () => {
    const user = await renderAuth('/auth?view=guest');
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute(
      'href',
      'https://www.klarsicht-beratung.example/datenschutz',
    );
    await user.type(screen.getByLabelText('Vorname'), 'Ada');
    await user.type(email(), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültiges E-Mail-Format');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(functions.invoke).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Ada');
    expect(email()).toHaveValue('ada@example');

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email format');
  });

  it('continue as guest: the api refusing (rate limit) is shown; a valid guest is stored and goes on', async () => {
    functions.invoke.mockResolvedValueOnce({
      data: null,
      error: functionsHttpError(429, { code: 'over_request_rate_limit', message: 'Too many requests' }),
    });
    const user = await renderAuth('/auth?view=guest');
    await user.type(screen.getByLabelText('Vorname'), 'Ada');
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
    expect(localStorage.getItem(guestStorageKey)).toBeNull();

    functions.invoke.mockResolvedValueOnce({
      data: {
        guest_token: 't',
        expires_at: 1893456000, // 2030-01-01, Unix seconds as the api answers
        guest: { email: 'ada@example.com', firstName: 'Ada' },
      },
      error: null,
    });
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(JSON.parse(localStorage.getItem(guestStorageKey)!)).toMatchObject({ firstName: 'Ada', token: 't' });
    expect(await screen.findByText('Willkommen, Ada! Du bist jetzt als Gast angemeldet.')).toBeInTheDocument();
    expect(
      await screen.findByText(/Falls du schon einmal als Gast hier warst, haben wir dir einen Link geschickt/),
    ).toBeInTheDocument();
  });

  it('the mailed claim link brings earlier guest data to this browser’s guest sign-in, once', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, Date.now(), { token: 'guest-t', expiresAt: 1893456000 });
    functions.invoke.mockResolvedValueOnce({
      data: { moved: { results: 2, checklist_items: 3, conversations: 1, expert_requests: 0 } },
      error: null,
    });
    await renderAuth('/auth?claim=secret');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frühere Ergebnisse übernehmen');
    expect(
      await screen.findByText(/2 Ergebnisse, 1 Gespräche, 0 Anfragen und 3 abgehakte Punkte sind jetzt hier/),
    ).toBeInTheDocument();
    expect(functions.invoke).toHaveBeenCalledTimes(1);
    expect(functions.invoke).toHaveBeenCalledWith(
      'guest-claim',
      expect.objectContaining({ body: { token: 'secret' }, headers: { 'x-guest-token': 'guest-t' } }),
    );
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('the claim link says why it did not work: used link, or another browser (in de and en)', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, Date.now(), { token: 'guest-t', expiresAt: 1893456000 });
    functions.invoke.mockResolvedValueOnce({
      data: null,
      error: functionsHttpError(400, { code: 'guest_claim_invalid', message: 'used' }),
    });
    await renderAuth('/auth?claim=secret');
    expect(
      await screen.findByText(/Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt/),
    ).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(await screen.findByText(/This link is invalid, has expired or was already used/)).toBeInTheDocument();
  });

  it('the claim link in a browser without a guest sign-in sends nothing and says where to open it', async () => {
    await renderAuth('/auth?claim=secret');
    expect(
      await screen.findByText(/Öffne ihn in dem Browser, in dem du dich gerade als Gast angemeldet hast/),
    ).toBeInTheDocument();
    expect(functions.invoke).not.toHaveBeenCalled();
  });

  it('forgot password: says a mail is on its way if the address is registered', async () => {
    const user = await renderAuth();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Passwort zurücksetzen');
    expect(email()).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wenn ada@example.com bei uns registriert ist, ist jetzt eine Mail mit einem Link zum Zurücksetzen unterwegs.',
    );
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: 'http://localhost/auth?view=update-password',
    });
  });

  it('forgot password: an error that would reveal nothing reads like success; a rate limit is shown', async () => {
    auth.resetPasswordForEmail.mockResolvedValueOnce({ data: null, error: authApiError('user_not_found', 404) });
    const user = await renderAuth('/auth?view=forgot-password');
    await user.type(email(), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wenn nobody@example.com bei uns registriert ist');
    auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: null,
      error: authApiError('over_email_send_rate_limit', 429),
    });
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
  });

  it('after a recovery link (PASSWORD_RECOVERY) it asks for the new password and maps its errors', async () => {
    const user = await renderAuth('/auth?view=update-password');
    act(() => mockSupabase.emit('PASSWORD_RECOVERY', fakeSession('ada@example.com')));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Neues Passwort festlegen');
    const field = screen.getByLabelText('Neues Passwort');
    auth.updateUser.mockResolvedValueOnce({ data: { user: null }, error: authApiError('same_password', 422) });
    await user.type(field, 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das neue Passwort muss sich von deinem bisherigen unterscheiden.',
    );
    expect(field).toHaveValue('secret-123');
    await user.clear(field);
    await user.type(field, 'another-456');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'another-456' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(await screen.findByText('Dein neues Passwort ist gespeichert.')).toBeInTheDocument();
  });

  it('without a session the new-password view says the link is invalid and offers a new one', async () => {
    const user = await renderAuth('/auth?mode=recovery');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Link ist ungültig oder abgelaufen.');
    await user.click(screen.getByRole('button', { name: 'Neuen Link anfordern' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Passwort zurücksetzen');
  });

  it('after the confirmation link signed the person in: success message and on to the dashboard', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth?view=confirmed#access_token=a&refresh_token=b&expires_in=3600&token_type=bearer&type=signup',
    );
    mockSupabase.setSession(fakeSession('ada@example.com'));
    await renderAuth('/auth?view=confirmed');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(
      await screen.findByText('Deine E-Mail-Adresse ist bestätigt. Du bist jetzt angemeldet.'),
    ).toBeInTheDocument();
  });

  it('the first of two email-change links: says the other link is still needed, no "confirmed" toast', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth?view=email-changed#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email',
    );
    mockSupabase.setSession(fakeSession('ada@example.com'));
    await renderAuth('/auth?view=email-changed');
    expect(await screen.findByTestId('email-change-halfway')).toHaveTextContent(
      'Die Änderung deiner E-Mail-Adresse wird wirksam, sobald du auch den Link bestätigst',
    );
    expect(screen.queryByText('Deine neue E-Mail-Adresse ist bestätigt.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('an expired mail link (error in the URL fragment) is explained above the sign-in form', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await renderAuth('/auth');
    expect(await screen.findByTestId('link-error')).toHaveTextContent('Der Link ist ungültig oder abgelaufen.');
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when already signed in, shows who you are and the way to the dashboard', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('grace@example.com'));
    await renderAuth();
    expect(await screen.findByRole('heading', { level: 1, name: 'Du bist angemeldet' })).toBeInTheDocument();
    expect(screen.getByTestId('signed-in')).toHaveTextContent('Du bist mit dem Konto grace@example.com angemeldet.');
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
