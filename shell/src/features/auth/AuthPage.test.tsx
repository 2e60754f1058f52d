import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { authStorageKey, getSupabase, guestFirstNameMaxLength, guestStorageKey, writeGuest } from '@cc/shared-auth';
import { registerNamespace, setLanguage } from '@cc/shared-i18n';
import {
  authApiError,
  createFakeSupabase,
  fakeSession,
  functionsHttpError,
  renderWithProviders,
  setupUser,
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
  const user = setupUser();
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
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Registrieren' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Als Gast' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Anmelden' })).toHaveFocus());
  });

  it("says which of address and password is missing, in the product's words (de and en), sending nothing", async () => {
    const user = await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    // Each message at its field (described by it), not in a box below the form.
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.'));
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Bitte gib ein Passwort ein.'));
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
    expect(screen.queryByText(/Telefonnummer/)).not.toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email()).toHaveFocus());

    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gib deine E-Mail-Adresse ein.');
    expect(password()).not.toHaveAttribute('aria-invalid', 'true');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();

    await act(() => setLanguage('en'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a password.');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('keeps the provider\'s own "email or phone number" answer for the provider\'s case', async () => {
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: Object.assign(new Error('You must provide either an email or phone number and a password'), {
        name: 'AuthInvalidCredentialsError',
        status: 400,
      }),
    });
    const user = await renderAuth('/auth?lang=en');
    await act(() => setLanguage('en'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must provide either an email or phone number and a password',
    );
  });

  it.each([
    ['sign-in', 'Anmelden'],
    ['sign-up', 'Konto erstellen'],
  ])('%s: a malformed address (max.mustermann@) is named before any request', async (view, submit) => {
    const user = await renderAuth(`/auth?view=${view}`);
    await user.type(email(), 'max.mustermann@');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(email()).toHaveAccessibleDescription(/Diese E-Mail-Adresse ist unvollständig oder enthält einen Tippfehler/);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email()).toHaveFocus());
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    expect(auth.signUp).not.toHaveBeenCalled();
    expect(screen.queryByText(/stimmen nicht/)).not.toBeInTheDocument();
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

  it("keeps only the typed address when switching tabs: a failed sign-in's password never creates an account", async () => {
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: authApiError('invalid_credentials', 400, 'Invalid login credentials'),
    });
    const user = await renderAuth();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort stimmen nicht.');

    await user.click(screen.getByRole('tab', { name: 'Registrieren' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konto erstellen');
    expect(email()).toHaveValue('ada@example.com');
    expect(password()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(auth.signUp).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gib ein Passwort ein.');

    await user.click(screen.getByRole('tab', { name: 'Als Gast' }));
    expect(email()).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Vorname'), 'Ada');
    await user.click(screen.getByRole('tab', { name: 'Anmelden' }));
    await user.click(screen.getByRole('tab', { name: 'Als Gast' }));
    expect(screen.getByLabelText('Vorname')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
    await waitFor(() => expect(password()).toHaveFocus());
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

  it('signs up a guest with their guest address already filled in (confirming it brings their guest data along)', async () => {
    writeGuest({ email: 'gina@example.com', firstName: 'Gina' });
    const user = await renderAuth('/auth?view=sign-up');
    expect(email()).toHaveValue('gina@example.com');
    // The account keeps the first name the guest gave (the dashboard greets with it).
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    await screen.findByTestId('check-inbox');
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ data: { lang: 'de', first_name: 'Gina' } }),
      }),
    );
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

  it('signs up: the code from the mail confirms on the "check your inbox" screen and goes on', async () => {
    const user = await renderAuth('/auth?view=sign-up&next=/chat-advisor');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({
          emailRedirectTo: 'http://localhost/auth?view=confirmed&next=%2Fchat-advisor',
        }),
      }),
    );
    const panel = await screen.findByTestId('check-inbox');
    const form = within(panel).getByRole('form', { name: 'Mit dem Code bestätigen' });
    await user.click(within(form).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Bitte gib den Code aus der Mail ein.');
    expect(auth.verifyOtp).not.toHaveBeenCalled();

    auth.verifyOtp.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: authApiError('otp_expired', 403, 'Token has expired or is invalid'),
    });
    const code = within(form).getByLabelText('Code aus der Mail');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '111 111');
    await user.click(within(form).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Dieser Code stimmt nicht oder ist abgelaufen.');
    await waitFor(() => expect(code).toHaveFocus());

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(form).getByRole('button', { name: 'Bestätigen' }));
    expect(auth.verifyOtp).toHaveBeenLastCalledWith({ email: 'ada@example.com', token: '123456', type: 'signup' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/chat-advisor');
    expect(
      await screen.findByText('Deine E-Mail-Adresse ist bestätigt. Du bist jetzt angemeldet.'),
    ).toBeInTheDocument();
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
    await waitFor(() => expect(email()).toHaveFocus());
    expect(functions.invoke).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Ada');
    expect(email()).toHaveValue('ada@example');

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email format');
  });

  it('continue as guest: an empty form says the first name and the address are needed (de and en)', async () => {
    const user = await renderAuth('/auth?view=guest');
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte gib deinen Vornamen ein.'),
    );
    expect(email()).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
    expect(screen.queryByText('Ungültiges E-Mail-Format')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Vorname')).toHaveFocus());

    await user.type(screen.getByLabelText('Vorname'), '<script>x</script>');
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gib deinen Vornamen ein.');

    await act(() => setLanguage('en'));
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Email address'));
    await user.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please enter your first name.'),
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter your email address.');
    expect(functions.invoke).not.toHaveBeenCalled();
  });

  it('continue as guest: a too long first name and no address focus the name first, each message at its field', async () => {
    const user = await renderAuth('/auth?view=guest');
    const name = screen.getByLabelText('Vorname');
    await user.click(name);
    await user.paste(`Ada ${'Augusta '.repeat(6)}`);
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    // In field order: the name above the address, although its message was already a live hint.
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
    expect(functions.invoke).not.toHaveBeenCalled();
  });

  it('continue as guest: a first name over the limit is kept and refused (de, en), nothing is sent', async () => {
    const user = await renderAuth('/auth?view=guest');
    const name = screen.getByLabelText('Vorname');
    const long = `Ada ${'Augusta '.repeat(6)}`;
    await user.click(name);
    await user.paste(long);
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    expect(name).toHaveValue(long);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const count = long.trim().length;
    expect(name).toHaveAccessibleDescription(
      `${count} von ${guestFirstNameMaxLength} Zeichen: Das ist zu lang. Bitte kürze den Text.`,
    );
    expect(functions.invoke).not.toHaveBeenCalled();
    await act(() => setLanguage('en'));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      `${count} of ${guestFirstNameMaxLength} characters: that is too long. Please shorten the text.`,
    );
    expect(functions.invoke).not.toHaveBeenCalled();
  });

  it('continue as guest: the form says beforehand what a returning guest gets; the next page gets no toast over it', async () => {
    functions.invoke.mockResolvedValueOnce({
      data: { guest_token: 't', expires_at: 1893456000, guest: { email: 'ada@example.com', firstName: 'bAda/b' } },
      error: null,
    });
    const user = await renderAuth('/auth?view=guest');
    const form = screen.getByRole('form', { name: 'Als Gast fortfahren' });
    expect(form).toHaveTextContent(
      'Warst du schon einmal als Gast hier? Dann schicken wir dir einen Link, mit dem du deine früheren Ergebnisse in diesen Browser holst.',
    );
    await user.type(screen.getByLabelText('Vorname'), '<b>Ada</b>');
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Als Gast fortfahren' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    // A toast would come a moment after the page: give it the time, then none may be there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(document.querySelector('.notistack-MuiContent')).toBeNull();
    expect(screen.queryByText(/Willkommen|schon einmal als Gast/)).not.toBeInTheDocument();
    expect(screen.queryByText(/<b>/)).not.toBeInTheDocument();
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
  });

  it('the mailed claim link brings earlier guest data to this browser’s guest sign-in, once', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, Date.now(), { token: 'guest-t', expiresAt: 1893456000 });
    functions.invoke.mockResolvedValueOnce({
      data: { moved: { results: 2, checklist_items: 3, conversations: 1, expert_requests: 0, team_rounds: 1 } },
      error: null,
    });
    await renderAuth('/auth?claim=secret');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frühere Ergebnisse übernehmen');
    expect(
      await screen.findByText(
        /2 Ergebnisse, 1 Gespräche, 0 Anfragen, 1 Team-Runden und 3 abgehakte Punkte sind jetzt hier/,
      ),
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

  it('another failed mail link keeps the general message', async () => {
    window.history.replaceState(null, '', '/auth#error=access_denied&error_code=validation_failed&error_description=x');
    await renderAuth('/auth');
    expect(await screen.findByTestId('link-error')).toHaveTextContent('Der Link ist ungültig oder abgelaufen.');
  });

  it('an expired mail link (error in the URL fragment) is explained above the sign-in form', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await renderAuth('/auth');
    expect(await screen.findByTestId('link-error')).toHaveTextContent(
      'Dieser Link wurde schon benutzt oder ist abgelaufen. Hast du damit schon deine Adresse bestätigt, melde dich einfach an',
    );
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a used confirmation link opened again while signed in: says so, no "confirmed" toast, stays', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('ada@example.com'));
    await renderAuth('/auth');
    expect(await screen.findByTestId('link-error')).toHaveTextContent(
      'Dieser Link wurde schon benutzt oder ist abgelaufen. Du bist weiterhin angemeldet.',
    );
    expect(screen.getByTestId('signed-in')).toBeInTheDocument();
    expect(screen.queryByText('Deine E-Mail-Adresse ist bestätigt. Du bist jetzt angemeldet.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('a used confirmation link opened in a signed-out browser: says so in English too', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth?view=confirmed#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await act(() => setLanguage('en'));
    await renderAuth('/auth?view=confirmed');
    expect(await screen.findByTestId('link-error')).toHaveTextContent(
      'This link was already used or has expired. If you already confirmed your address with it, just sign in – otherwise request a new link.',
    );
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
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
