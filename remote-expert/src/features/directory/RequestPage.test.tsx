import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import {
  annaId,
  answerFunctions,
  type Call,
  createdRequest,
  directoryRoutes,
  publicExpert,
  requestId,
} from '../../testing/directory';
import { signIn } from '../../testing/portal';
import { draftStorageKey } from './draft';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
// Typing whole forms on a machine shared by many test runs.
jest.setTimeout(30_000);

const anna = publicExpert();
type Answer = ReturnType<Parameters<typeof answerFunctions>[1]>;

/** The directory answers Anna; a request is answered by `onRequest` (created by default). */
function answerApi(onRequest: (call: Call) => Answer = (call) => ({ data: createdRequest(call.body) })) {
  return answerFunctions(mockSupabase, (call) => {
    if (call.name === `expert-directory/${annaId}`) return { data: anna };
    if (call.name === 'expert-requests' && call.method === 'POST') return onRequest(call);
    return undefined;
  });
}

const renderAt = (route: string) => renderWithProviders(directoryRoutes, { route });
const requests = (calls: Call[]) => calls.filter((call) => call.name === 'expert-requests');

async function fillIn(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Worum geht es?'), 'Konflikte unter Mitgründern');
  await user.type(screen.getByLabelText('Kurzer Titel'), 'Streit um Rollen');
  await user.type(screen.getByLabelText('Kurze Beschreibung'), 'Wir sind uns über die Aufgaben uneins.');
  await user.type(screen.getByLabelText(/Wann kannst du/), 'abends');
}

describe('request for an expert', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
  });

  it('asks an anonymous visitor to continue as a guest or sign in, keeping what they typed, then sends it as the guest', async () => {
    const calls = answerApi();
    const user = setupUser();
    const first = renderAt('/experts/request');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passende Expertin / passenden Experten finden' }),
    ).toBeVisible();
    await fillIn(user);
    const who = await screen.findByTestId('request-who');
    expect(within(who).getByRole('heading', { name: 'Wie erreichen wir dich?' })).toBeInTheDocument();
    expect(within(who).getByRole('link', { name: 'Als Gast fortfahren' })).toHaveAttribute(
      'href',
      '/auth?view=guest&next=%2Fexperts%2Frequest',
    );
    expect(within(who).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fexperts%2Frequest',
    );
    // No way to send without an address, and no consent to an unknown address.
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey)!)).toMatchObject({
      topic: 'Streit um Rollen',
      focus: 'co_founder',
      availability: 'abends',
    });
    first.unmount();

    // Back from /auth as a guest: everything typed is there, and consent names the guest's address.
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderAt('/experts/request');
    expect(await screen.findByLabelText('Kurzer Titel')).toHaveValue('Streit um Rollen');
    expect(screen.getByLabelText('Kurze Beschreibung')).toHaveValue('Wir sind uns über die Aufgaben uneins.');
    expect(screen.getByLabelText('Worum geht es?')).toHaveValue('co_founder');
    expect(screen.queryByTestId('request-who')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Ich bin einverstanden, dass mich die Expertin oder der Experte zu dieser Anfrage unter ada@example.com kontaktiert.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    const done = await screen.findByTestId('request-done');
    expect(requests(calls)).toHaveLength(1);
    expect(requests(calls)[0]!.body).toEqual({
      topic: 'Streit um Rollen',
      summary: 'Wir sind uns über die Aufgaben uneins.',
      lang: 'de',
      focus: 'co_founder',
      format: 'any',
      availability: 'abends',
      mail_lang: 'de',
      consent: true,
    });
    expect(within(done).getByRole('heading', { level: 1, name: 'Deine Anfrage ist angekommen' })).toHaveFocus();
    expect(done).toHaveTextContent('Sobald jemand annimmt, schreiben wir dir an ada@example.com.');
    expect(within(done).getByTestId('request-status')).toHaveTextContent('Status: Neu');
    expect(within(done).getByRole('link', { name: 'Anfrage ansehen' })).toHaveAttribute('href', `/cases/${requestId}`);
    expect(within(done).getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
    // A guest is invited to keep it with an account.
    expect(within(done).getByRole('link', { name: 'Konto anlegen' })).toHaveAttribute(
      'href',
      '/auth?view=sign-up&next=%2Fdashboard',
    );
    expect(sessionStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('names every missing field next to it, focuses the first and sends nothing', async () => {
    signIn(mockSupabase);
    const calls = answerApi();
    const user = setupUser();
    renderAt('/experts/request');
    await user.click(await screen.findByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.getByLabelText('Kurzer Titel')).toHaveFocus());
    expect(screen.getByLabelText('Kurzer Titel')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib einen kurzen Titel ein.'),
    );
    expect(screen.getByLabelText('Kurze Beschreibung')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte beschreib dein Anliegen kurz.'),
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Bitte stimme zu, dass wir dich zu dieser Anfrage kontaktieren dürfen.',
    );
    expect(screen.getByText('Bitte prüfe die markierten Angaben.')).toBeInTheDocument();
    expect(requests(calls)).toHaveLength(0);

    // Typing clears that field's error.
    await user.type(screen.getByLabelText('Kurzer Titel'), 'x');
    expect(screen.getByLabelText('Kurzer Titel')).not.toHaveAttribute('aria-invalid');
  });

  it('addresses the chosen expert: their languages and formats, the region in person', async () => {
    signIn(mockSupabase);
    const calls = answerApi();
    const user = setupUser();
    renderAt(`/experts/request?expert=${annaId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anfrage an Dr. Anna Beispiel' })).toBeVisible();
    const languages = within(screen.getByLabelText('Sprache des Gesprächs')).getAllByRole('option');
    expect(languages.map((option) => option.textContent)).toEqual(['Deutsch', 'Englisch']);
    const focus = within(screen.getByLabelText('Worum geht es?')).getAllByRole('option');
    expect(focus.map((option) => option.textContent)).toEqual([
      'Unklar / etwas anderes',
      'Konflikte unter Mitgründern',
      'Teamkonflikte',
    ]);
    const format = screen.getByRole('group', { name: 'Format' });
    expect(
      within(format)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Egal', 'Online', 'Vor Ort (Berlin)']);
    expect(screen.queryByLabelText('Wo möchtest du dich treffen?')).not.toBeInTheDocument();

    await fillIn(user);
    await user.selectOptions(screen.getByLabelText('Sprache des Gesprächs'), 'Englisch');
    await user.click(within(format).getByRole('radio', { name: 'Vor Ort (Berlin)' }));
    await user.type(screen.getByLabelText('Wo möchtest du dich treffen?'), 'Berlin-Mitte');
    await user.click(screen.getByRole('checkbox', { name: /unter maria@example.com kontaktiert/ }));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    const done = await screen.findByTestId('request-done');
    expect(requests(calls)[0]!.body).toMatchObject({
      expert_id: annaId,
      lang: 'en',
      format: 'in_person',
      region: 'Berlin-Mitte',
      mail_lang: 'de',
    });
    expect(done).toHaveTextContent('Dr. Anna Beispiel sieht deine Anfrage jetzt.');
    // No guest, no invitation to an account.
    expect(within(done).queryByRole('link', { name: 'Konto anlegen' })).not.toBeInTheDocument();
  });

  it('shows the api’s field errors next to their fields, keeping what was typed', async () => {
    signIn(mockSupabase);
    answerApi(() => ({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Invalid summary',
        details: {
          fields: [
            { field: 'summary', reason: 'too_long', max: 4000 },
            { field: 'availability', reason: 'too_long', max: 500 },
          ],
        },
      },
    }));
    const user = setupUser();
    renderAt('/experts/request');
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.getByLabelText('Kurze Beschreibung')).toHaveFocus());
    expect(screen.getByLabelText('Kurze Beschreibung')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte kürze auf höchstens 4000 Zeichen.'),
    );
    expect(screen.getByLabelText(/Wann kannst du/)).toHaveAccessibleDescription(
      expect.stringContaining('Bitte kürze auf höchstens 500 Zeichen.'),
    );
    expect(screen.getByLabelText('Kurzer Titel')).toHaveValue('Streit um Rollen');
    expect(screen.queryByTestId('request-done')).not.toBeInTheDocument();
  });

  it('several refused fields: the first ON SCREEN takes the focus (the focus area stands above the title)', async () => {
    signIn(mockSupabase);
    answerApi(() => ({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Invalid body',
        details: {
          fields: [
            { field: 'topic', reason: 'required' },
            { field: 'focus', reason: 'unknown_value' },
            { field: 'expert_id', reason: 'invalid' },
          ],
        },
      },
    }));
    const user = setupUser();
    renderAt('/experts/request');
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const focus = screen.getByRole('combobox', { name: 'Worum geht es?' });
    await waitFor(() => expect(focus).toHaveFocus());
    expect(focus).toHaveAttribute('aria-invalid', 'true');
    expect(focus).toHaveAccessibleDescription('Diese Auswahl kennen wir nicht. Bitte wähle neu.');
    expect(screen.getByLabelText('Kurzer Titel')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib einen kurzen Titel ein.'),
    );
    expect(screen.getByLabelText('Kurzer Titel')).toHaveValue('Streit um Rollen');
    expect(screen.queryByTestId('request-error')).not.toBeInTheDocument();
  });

  it('says why other refusals failed', async () => {
    signIn(mockSupabase);
    answerApi(() => ({ status: 429, body: { code: 'over_request_rate_limit', message: 'slow down' } }));
    const user = setupUser();
    renderAt('/experts/request');
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const error = await screen.findByTestId('request-error');
    expect(error).toHaveTextContent('Die Anfrage konnte nicht gesendet werden.');
    expect(error).toHaveTextContent('Zu viele Versuche in kurzer Zeit.');
  });

  it("a limit that lasts hours says until when; sending again reuses the submission's key, and a double tap sends once", async () => {
    signIn(mockSupabase);
    const resetAt = new Date(Date.now() + 5 * 3600_000);
    let limited = true;
    const calls = answerApi((call) => {
      if (limited) {
        limited = false;
        return {
          status: 429,
          body: {
            code: 'over_request_rate_limit',
            message: 'slow down',
            details: { retry_after: 18_000, retry_at: resetAt.toISOString() },
          },
        };
      }
      return { data: createdRequest(call.body) };
    });
    const user = setupUser();
    renderAt('/experts/request');
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const time = new Intl.DateTimeFormat('de', {
      ...(resetAt.getDate() === new Date().getDate()
        ? { timeStyle: 'short' }
        : { weekday: 'long', hour: '2-digit', minute: '2-digit' }),
    }).format(resetAt);
    expect(await screen.findByTestId('request-error')).toHaveTextContent(`Bitte warte bis ${time}`);
    // Sent again with a double tap: one request, with the same key as the first try.
    const button = screen.getByRole('button', { name: 'Anfrage senden' });
    await user.dblClick(button);
    await screen.findByTestId('request-done');
    const sent = requests(calls);
    expect(sent).toHaveLength(2);
    const key = sent[0]!.headers?.['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.headers?.['idempotency-key']).toBe(key);
  });

  it('offers an open request when the chosen expert is no longer available, keeping the draft', async () => {
    signIn(mockSupabase);
    const calls = answerApi(() => ({
      status: 422,
      body: { code: 'expert_not_available', message: 'The chosen expert is not available' },
    }));
    const user = setupUser();
    renderAt(`/experts/request?expert=${annaId}`);
    await screen.findByRole('heading', { level: 1, name: 'Anfrage an Dr. Anna Beispiel' });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const gone = await screen.findByTestId('expert-gone');
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Person ist gerade nicht verfügbar' })).toBeVisible();
    await user.click(within(gone).getByRole('button', { name: 'An alle passenden senden' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/experts\/request$/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passende Expertin / passenden Experten finden' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Kurzer Titel')).toHaveValue('Streit um Rollen');
    expect(requests(calls)).toHaveLength(1);
  });

  it('says so at once for an unknown expert', async () => {
    answerApi();
    renderAt('/experts/request?expert=00000000-0000-4000-8000-00000000abcd');
    expect(await screen.findByTestId('expert-gone')).toHaveTextContent('An alle passenden senden');
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    signIn(mockSupabase);
    const calls = answerApi();
    const user = setupUser();
    renderAt(`/experts/request?expert=${annaId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request to Dr. Anna Beispiel' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Short title')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a short title.'),
    );
    await user.type(screen.getByLabelText('Short title'), 'Roles');
    await user.type(screen.getByLabelText('Short description'), 'We disagree.');
    expect(screen.getByLabelText('Language of the talk')).toHaveValue('en');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I agree that the expert may contact me about this request at maria@example.com.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const done = await screen.findByTestId('request-done');
    expect(within(done).getByRole('heading', { name: 'Your request has arrived' })).toBeInTheDocument();
    expect(within(done).getByTestId('request-status')).toHaveTextContent('Status: New');
    expect(requests(calls)[0]!.body).toMatchObject({ lang: 'en', mail_lang: 'en' });
  });
});
