import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { authStorageKey, getSupabase, writeGuest } from '@cc/shared-auth';
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
import DashboardPage from '../pages/DashboardPage';
import AccountSettings from './AccountSettings';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

registerNamespace('shell', { de, en });
const { auth, functions } = mockSupabase.client;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderDashboard({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('ada@example.com'));
  }
  const user = setupUser();
  renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage accountSettings={<AccountSettings />} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/dashboard' },
  );
  await act(async () => {
    if (signedIn) await getSupabase();
  });
  return user;
}

// A document as the api answers it (checked against the contract), with a field the contract
// does not name yet: the download keeps it.
const exportedAccount = () => ({
  exported_at: '2025-03-01T10:00:00.000Z',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    phone: '',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    identities: [],
    is_anonymous: false,
  },
  sessions: [],
  guest_leads: [],
  assessment_results: [],
  checklist_progress: [],
  advisor_conversations: [],
  expert_requests: [],
  case_notes: [],
  case_messages_sent: [],
  storage_objects: [],
  expert_profile: null,
  expert_reviews: [],
  team_rounds: [],
  news_subscription: null,
});

describe('account settings on the dashboard', () => {
  beforeEach(async () => {
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('anonymous visitors get a call to sign in and no settings', async () => {
    await renderDashboard({ signedIn: false });
    expect(await screen.findByTestId('sign-in-prompt')).toHaveTextContent('Melde dich an oder registriere dich');
    expect(screen.getByRole('link', { name: 'Anmelden oder registrieren' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByTestId('account-settings')).not.toBeInTheDocument();
    // The way to a human expert (the directory of remote-expert).
    expect(within(screen.getByTestId('dashboard-experts')).getByRole('link')).toHaveAttribute('href', '/experts');
  });

  it('guests see the dashboard with the invitation to create an account, but no settings', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    await renderDashboard({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Willkommen zurück, Ada');
    expect(await screen.findByTestId('guest-note')).toHaveTextContent('Du bist als Gast angemeldet');
    expect(screen.queryByTestId('account-settings')).not.toBeInTheDocument();
  });

  it('a signed-in user gets the settings', async () => {
    await renderDashboard({ signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kontoeinstellungen' })).toBeInTheDocument();
    for (const name of ['Passwort ändern', 'E-Mail-Adresse ändern', 'Meine Daten herunterladen', 'Konto löschen']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.queryByTestId('sign-in-prompt')).not.toBeInTheDocument();
  });

  it('deletes the account only after the confirmation word, then signs out locally and says so', async () => {
    functions.invoke.mockResolvedValueOnce({ data: { deleted: true }, error: null });
    const user = await renderDashboard({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Konto und alle Daten löschen\u00a0…' }));
    const confirmField = screen.getByLabelText('Gib zur Bestätigung LÖSCHEN ein');
    await waitFor(() => expect(confirmField).toHaveFocus());
    const submit = screen.getByRole('button', { name: 'Konto endgültig löschen' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await user.type(confirmField, 'LÖSCH{Enter}');
    expect(functions.invoke).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib zur Bestätigung genau LÖSCHEN ein.');

    await user.type(confirmField, 'en');
    expect(submit).toHaveAttribute('aria-disabled', 'false');
    await user.click(submit);
    expect(functions.invoke).toHaveBeenCalledWith('account-delete', { method: 'POST', body: { confirm: true } });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(await screen.findByText('Dein Konto und alle deine Daten wurden gelöscht.')).toBeInTheDocument();
    expect(screen.queryByText('Du wurdest erfolgreich abgemeldet.')).not.toBeInTheDocument();
  });

  // The confirmation on the one form approach (issue #25): a missing or wrong word is said at the
  // field, which takes the focus and keeps what was typed; a failed request is said at the form.
  it.each([
    {
      lang: 'de' as const,
      start: 'Konto und alle Daten löschen\u00a0…',
      label: 'Gib zur Bestätigung LÖSCHEN ein',
      submit: 'Konto endgültig löschen',
      cancel: 'Abbrechen',
      message: 'Bitte gib zur Bestätigung genau LÖSCHEN ein.',
      wrong: ['LÖSCH', 'DELETE', 'löschen!'],
      right: ' löschen ',
      failed: 'Zu viele Versuche',
    },
    {
      lang: 'en' as const,
      start: 'Delete account and all data\u00a0…',
      label: 'Type DELETE to confirm',
      submit: 'Delete account permanently',
      cancel: 'Cancel',
      message: 'Please type exactly DELETE to confirm.',
      wrong: ['DELET', 'LÖSCHEN', 'delete it'],
      right: 'Delete',
      failed: 'Too many attempts',
    },
  ])('the confirm word ($lang): errors at the field, focused, the typing kept', async (texts) => {
    await act(() => setLanguage(texts.lang));
    functions.invoke.mockResolvedValueOnce({
      data: null,
      error: functionsHttpError(429, { code: 'over_request_rate_limit' }),
    });
    const user = await renderDashboard({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: texts.start }));
    const field = screen.getByLabelText(texts.label);
    const submit = screen.getByRole('button', { name: texts.submit });

    await user.click(submit);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(texts.message);
    await waitFor(() => expect(field).toHaveFocus());
    for (const wrong of texts.wrong) {
      await user.clear(field);
      await user.type(field, wrong);
      await user.click(submit);
      await waitFor(() => expect(field).toHaveFocus());
      expect(screen.getByRole('alert')).toHaveTextContent(texts.message);
      expect(field).toHaveValue(wrong);
    }
    expect(functions.invoke).not.toHaveBeenCalled();

    // The word (any case, spaces around): sent; the failure is said at the form, the field is fine.
    await user.clear(field);
    await user.type(field, `${texts.right}{Enter}`);
    expect(await screen.findByTestId('form-error')).toHaveTextContent(texts.failed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveValue(texts.right);
    expect(auth.signOut).not.toHaveBeenCalled();

    // A cancelled step forgets both the typing and the errors.
    await user.click(screen.getByRole('button', { name: texts.cancel }));
    await user.click(screen.getByRole('button', { name: texts.start }));
    expect(screen.getByLabelText(texts.label)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancelling the confirmation step deletes nothing and returns to the button', async () => {
    const user = await renderDashboard({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Konto und alle Daten löschen\u00a0…' }));
    await user.type(screen.getByLabelText('Gib zur Bestätigung LÖSCHEN ein'), 'LÖSCHEN');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByLabelText('Gib zur Bestätigung LÖSCHEN ein')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Konto und alle Daten löschen\u00a0…' })).toHaveFocus(),
    );
    expect(functions.invoke).not.toHaveBeenCalled();
  });

  it('a failed deletion is shown and keeps the user signed in', async () => {
    functions.invoke.mockResolvedValueOnce({
      data: null,
      error: functionsHttpError(429, { code: 'over_request_rate_limit' }),
    });
    const user = await renderDashboard({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Konto und alle Daten löschen\u00a0…' }));
    await user.type(screen.getByLabelText('Gib zur Bestätigung LÖSCHEN ein'), 'löschen');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Gib zur Bestätigung LÖSCHEN ein')).toHaveValue('löschen');
  });

  it('uses the English confirmation word in English', async () => {
    await act(() => setLanguage('en'));
    const user = await renderDashboard({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Delete account and all data\u00a0…' }));
    expect(screen.getByLabelText('Type DELETE to confirm')).toBeInTheDocument();
  });

  it('changes the password, listing weak-password reasons', async () => {
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: authApiError('weak_password', 422, 'weak', { reasons: ['characters'] }),
    });
    const user = await renderDashboard({ signedIn: true });
    const current = await screen.findByLabelText('Aktuelles Passwort');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.type(current, 'old-secret-1');
    const field = screen.getByLabelText('Neues Passwort');
    await user.type(field, 'abcdefghij');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Es muss Buchstaben und mindestens eine Ziffer oder ein Sonderzeichen enthalten.',
    );
    expect(field).toHaveValue('abcdefghij');
    await user.clear(field);
    await user.type(field, 'abcdefghij-1');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'abcdefghij-1', current_password: 'old-secret-1' });
    expect(await screen.findByText('Dein Passwort wurde geändert.')).toBeInTheDocument();
  });

  it('asks for the current password first, and says so when the api finds it wrong (de and en)', async () => {
    const user = await renderDashboard({ signedIn: true });
    const current = await screen.findByLabelText('Aktuelles Passwort');
    await user.type(screen.getByLabelText('Neues Passwort'), 'abcdefghij-1');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Bitte gib zur Bestätigung dein aktuelles Passwort ein.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    expect(auth.updateUser).not.toHaveBeenCalled();

    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: authApiError('current_password_mismatch', 400, 'Current password is incorrect.'),
    });
    await user.type(current, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText('Dein aktuelles Passwort stimmt nicht. Bitte prüfe deine Eingabe.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveFocus());
    await act(() => setLanguage('en'));
    expect(
      await screen.findByText('Your current password is not correct. Please check what you entered.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('changes the email address with a confirmation link to the new address', async () => {
    const user = await renderDashboard({ signedIn: true });
    await user.type(await screen.findByLabelText('Neue E-Mail-Adresse'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bestätige die Änderung über den Link, den wir an new@example.com geschickt haben. Bis dahin bleibt ada@example.com deine Adresse.',
    );
    expect(auth.updateUser).toHaveBeenCalledWith(
      { email: 'new@example.com', data: { lang: 'de' } },
      { emailRedirectTo: 'http://localhost/auth?view=email-changed' },
    );
  });

  it('downloads everything stored as konfliktkompass-daten.json', async () => {
    const exported = exportedAccount();
    functions.invoke.mockResolvedValueOnce({ data: exported, error: null });
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:export';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = await renderDashboard({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Daten herunterladen' }));
    expect(
      await screen.findByText('Deine Daten werden als Datei „konfliktkompass-daten.json“ gespeichert.'),
    ).toBeInTheDocument();
    expect(functions.invoke).toHaveBeenCalledWith('account-export', { method: 'POST' });
    expect(clicked[0]?.download).toBe('konfliktkompass-daten.json');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:export');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/json');
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(exported);
    click.mockRestore();
  });
});

// The browser saves without a word: a toast (role alert, as the chat's) names the file or says what to do.
describe.each([
  {
    lang: 'de',
    button: 'Daten herunterladen',
    file: 'konfliktkompass-daten.json',
    saved: 'Deine Daten werden als Datei „konfliktkompass-daten.json“ gespeichert.',
    failed: 'Speichern hat nicht geklappt. Versuche es bitte noch einmal, sonst in einem anderen Browser.',
  },
  {
    lang: 'en',
    button: 'Download data',
    // The file's name follows the page's language, as the toast that names it.
    file: 'konfliktkompass-data.json',
    saved: 'Your data is being saved as “konfliktkompass-data.json”.',
    failed: 'Saving did not work. Please try again, or use another browser.',
  },
] as const)('the data export’s toast ($lang)', (texts) => {
  const toast = (text: string) =>
    screen.findByText(text, { selector: '.notistack-MuiContent *' }).then((node) => node.closest('[role="alert"]'));
  let click: jest.SpyInstance;

  beforeEach(async () => {
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage(texts.lang));
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('de'));
  });

  const exportData = async () => {
    functions.invoke.mockResolvedValueOnce({ data: exportedAccount(), error: null });
    const user = await renderDashboard({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: texts.button }));
  };

  it('names the saved file', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    await exportData();
    expect(await toast(texts.saved)).toHaveAttribute('role', 'alert');
    expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([texts.file]);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says what to do where the browser cannot make the file', async () => {
    Object.assign(URL, {
      createObjectURL: jest.fn(() => {
        throw new Error('no blobs here');
      }),
      revokeObjectURL: jest.fn(),
    });
    await exportData();
    expect(await toast(texts.failed)).toHaveAttribute('role', 'alert');
    expect(click).not.toHaveBeenCalled();
  });
});
