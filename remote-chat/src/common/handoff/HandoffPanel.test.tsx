import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@cc/shared-i18n';
import { queryClient } from '@cc/shared-auth/query';
import { createFakeSupabase, functionsHttpError } from '@cc/shared-auth/src/testing/fake-supabase';
import { renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { advisorMaxHandoffSummary } from '@cc/shared-contract';
import '../../exposed/PublicChat';
import { expertRequestAnswer } from '../../testing/requests';
import ProvidedHandoffPanel from './ProvidedHandoffPanel';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

const guestAnswer = {
  data: {
    guest: { email: 'gina@example.com', firstName: 'Gina' },
    guest_token: 'guest-token',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  },
  error: null,
};

/** The form for an anonymous visitor with nothing to draft from: every field starts empty. */
function renderForm() {
  invoke.mockImplementation(async (name: string, options: { body?: Record<string, unknown> }) => {
    if (name.startsWith('expert-directory?')) return { data: { experts: [], total: 0, page: 1, per_page: 100 } };
    if (name === 'guest-session') return guestAnswer;
    if (name === 'expert-requests') return { data: expertRequestAnswer(options.body ?? {}), error: null };
    return { data: null, error: new Error(`unexpected ${name}`) };
  });
  const user = setupUser();
  renderWithProviders(
    <ProvidedHandoffPanel source={{ kind: 'public', history: [], lang: 'de' }} onClose={() => undefined} />,
  );
  const form = screen.getByTestId('handoff-form');
  const field = (name: string | RegExp) => within(form).getByRole('textbox', { name });
  const send = () => user.click(within(form).getByRole('button', { name: /Freigeben und Anfrage senden|Approve/ }));
  return { user, form, field, send };
}

const requests = () => (invoke.mock.calls as [string, ...unknown[]][]).filter(([name]) => name === 'expert-requests');

describe('the handoff form says what is wrong at each field', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    localStorage.clear();
    queryClient.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('empty: each required field has its own message, the first gets the focus, nothing is sent', async () => {
    const { form, field, send } = renderForm();
    await send();
    await waitFor(() => expect(field('Thema')).toHaveFocus());
    expect(field('Thema')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Thema')).toHaveAccessibleDescription('Bitte gib ein Thema ein.');
    expect(field('Fallbeschreibung')).toHaveAccessibleDescription('Bitte beschreib kurz, worum es geht.');
    expect(field('Vorname')).toHaveAccessibleDescription('Bitte gib deinen Vornamen ein.');
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
    const consent = within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(/Bitte stimme zu/);
    // Optional fields stay valid; no message names every field at once.
    expect(field(/Wann kannst du/)).not.toHaveAttribute('aria-invalid');
    expect(within(form).getAllByRole('alert')).toHaveLength(5);
    expect(form).not.toHaveTextContent('Bitte fülle');
    expect(requests()).toHaveLength(0);
  });

  it('send and cancel end the form in one bar (on a wide screen it sticks to the bottom of the scroll area)', async () => {
    const { form } = renderForm();
    await act(() => mockSupabase.initialSessions()); // the provider's first answer, inside act
    const bar = within(form).getByTestId('handoff-actions');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Freigeben und Anfrage sendenWird gesendet …', // both labels, one hidden (SteadyLabel)
      'Abbrechen',
    ]);
    // Last, so that sticking it hides no field below it. jsdom has no layout and no media queries:
    // that it stays in view on a 1280×720 screen is checked in the browser (e2e human-handoff).
    expect(bar).toBe(form.querySelector(':scope > * > :last-child'));
  });

  it('only a bad address: only the address is invalid (the spec’s "Invalid email format"), everything typed stays', async () => {
    const { user, form, field, send } = renderForm();
    await user.type(field('Thema'), 'Streit um Rollen');
    await user.type(field('Fallbeschreibung'), 'Wir streiten über Zuständigkeiten.');
    await user.type(field('Vorname'), 'Gina');
    await user.type(field('E-Mail-Adresse'), 'gina@');
    await user.click(within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await send();
    await waitFor(() => expect(field('E-Mail-Adresse')).toHaveFocus());
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription('Ungültiges E-Mail-Format');
    for (const name of ['Thema', 'Fallbeschreibung', 'Vorname'])
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(field('Thema')).toHaveValue('Streit um Rollen');
    expect(field('Vorname')).toHaveValue('Gina');
    expect(invoke).not.toHaveBeenCalledWith('guest-session', expect.anything());

    // Correcting the field takes its message away; then the request goes out.
    await user.type(field('E-Mail-Adresse'), 'example.com');
    expect(field('E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
    await send();
    expect(await screen.findByTestId('handoff-done')).toBeInTheDocument();
    expect(requests()).toHaveLength(1);
  });

  it('in English too', async () => {
    await act(() => setLanguage('en'));
    const { user, field, send } = renderForm();
    await user.type(field('First name'), 'Gina');
    await send();
    await waitFor(() => expect(field('Topic')).toHaveFocus());
    expect(field('Topic')).toHaveAccessibleDescription('Please enter a topic.');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('a text over its limit is never cut: a counter near it, a message over it, nothing is sent', async () => {
    const { user, form, field, send } = renderForm();
    const summary = field('Fallbeschreibung');
    // Below 80 % of the limit: no counter.
    await user.click(summary);
    await user.paste('a'.repeat(advisorMaxHandoffSummary * 0.8 - 1));
    expect(summary).toHaveAccessibleDescription('');
    await user.type(summary, 'b');
    expect(summary).toHaveAccessibleDescription('3.200 von 4.000 Zeichen');
    await user.paste('c'.repeat(advisorMaxHandoffSummary));
    // Everything typed is kept, the field says how far over it is.
    expect((summary as HTMLTextAreaElement).value).toHaveLength(advisorMaxHandoffSummary * 1.8);
    expect(summary).toHaveAttribute('aria-invalid', 'true');
    expect(summary).not.toHaveAttribute('maxlength');
    expect(summary).toHaveAccessibleDescription('7.200 von 4.000 Zeichen: Das ist zu lang. Bitte kürze den Text.');
    await user.type(field('Thema'), 'Streit');
    await user.type(field('Vorname'), 'Gina');
    await user.type(field('E-Mail-Adresse'), 'gina@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await send();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(requests()).toHaveLength(0);
  });

  it('maps the api’s refused fields to the fields', async () => {
    const { user, form, field, send } = renderForm();
    invoke.mockImplementation(async (name: string) => {
      if (name.startsWith('expert-directory?')) return { data: { experts: [], total: 0, page: 1, per_page: 100 } };
      if (name === 'guest-session') return guestAnswer;
      return {
        data: null,
        error: functionsHttpError(400, {
          code: 'validation_failed',
          message: 'Invalid topic',
          details: { fields: [{ field: 'topic', reason: 'too_long', max: 200 }] },
        }),
      };
    });
    await user.type(field('Thema'), 'Streit');
    await user.type(field('Fallbeschreibung'), 'Wir streiten.');
    await user.type(field('Vorname'), 'Gina');
    await user.type(field('E-Mail-Adresse'), 'gina@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await send();
    await waitFor(() => expect(field('Thema')).toHaveFocus());
    expect(field('Thema')).toHaveAccessibleDescription('Bitte kürze auf höchstens 200 Zeichen.');
    expect(field('Fallbeschreibung')).toHaveValue('Wir streiten.');
  });

  it('several refused fields: each message at its field, the first ON SCREEN focused (not the first named)', async () => {
    await act(() => setLanguage('en'));
    const { user, form, field, send } = renderForm();
    invoke.mockImplementation(async (name: string) => {
      if (name.startsWith('expert-directory?')) return { data: { experts: [], total: 0, page: 1, per_page: 100 } };
      if (name === 'guest-session') return guestAnswer;
      return {
        data: null,
        error: functionsHttpError(400, {
          code: 'validation_failed',
          message: 'Invalid body',
          details: {
            fields: [
              { field: 'availability', reason: 'too_long', max: 500 },
              { field: 'summary', reason: 'too_short', min: 1 },
              { field: 'expert_id', reason: 'invalid' },
            ],
          },
        }),
      };
    });
    await user.type(field('Topic'), 'Roles');
    await user.type(field('Case summary'), 'We argue.');
    await user.type(field(/When are you available/), 'Mondays');
    await user.type(field('First name'), 'Gina');
    await user.type(field('Email address'), 'gina@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /I agree/ }));
    await send();
    await waitFor(() => expect(field('Case summary')).toHaveFocus());
    expect(field('Case summary')).toHaveAccessibleDescription('Please describe briefly what it is about.');
    expect(field(/When are you available/)).toHaveAccessibleDescription(
      expect.stringContaining('Please shorten this to at most 500 characters.'),
    );
    expect(field('Topic')).not.toHaveAttribute('aria-invalid');
    // Nothing typed is lost, and no sentence under the form repeats them.
    expect(field(/When are you available/)).toHaveValue('Mondays');
    expect(within(form).getAllByRole('alert')).toHaveLength(2);
  });

  it('an error that names no field is said under the form, the fields stay valid', async () => {
    const { user, form, field, send } = renderForm();
    invoke.mockImplementation(async (name: string) => {
      if (name.startsWith('expert-directory?')) return { data: { experts: [], total: 0, page: 1, per_page: 100 } };
      if (name === 'guest-session') return guestAnswer;
      return { data: null, error: functionsHttpError(500, { code: 'unexpected_failure', message: 'boom' }) };
    });
    await user.type(field('Thema'), 'Streit');
    await user.type(field('Fallbeschreibung'), 'Wir streiten.');
    await user.type(field('Vorname'), 'Gina');
    await user.type(field('E-Mail-Adresse'), 'gina@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await send();
    expect(await within(form).findByText(/Ein Fehler ist aufgetreten/)).toBeInTheDocument();
    expect(field('Thema')).not.toHaveAttribute('aria-invalid');
    expect(field('Thema')).toHaveValue('Streit');
  });
});
