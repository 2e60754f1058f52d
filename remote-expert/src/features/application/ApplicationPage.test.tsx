import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { expertProfileLimits } from '@cc/shared-contract';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { profile, portalRoutes, routeFunctions, signIn, userId } from '../../testing/portal';
import { feeToCents } from './form-values';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const renderPortal = (route: string) => renderWithProviders(portalRoutes, { route });

const avatars = mockSupabase.bucket('avatars');
const credentials = mockSupabase.bucket('credentials');

const png = (size = 2048) => new File([new Uint8Array(size)], 'portrait.png', { type: 'image/png' });
const pdf = (name = 'Zertifikat Mediation.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

async function renderApplication(current: ReturnType<typeof profile> | null = null) {
  const saved: Record<string, unknown>[] = [];
  let stored = current;
  routeFunctions(mockSupabase, {
    'GET expert-profile': () => ({ data: { profile: stored } }),
    'PUT expert-profile': ({ body }) => {
      saved.push(body ?? {});
      stored = profile({ ...(stored ?? {}), ...(body as object), status: stored?.status ?? 'draft' });
      return { data: { profile: stored } };
    },
    'POST expert-profile/submit': () => {
      stored = profile({ ...(stored ?? {}), status: 'submitted', submitted_at: '2026-11-22T09:00:00.000Z' });
      return { data: { profile: stored } };
    },
    'POST expert-profile/withdraw': () => {
      stored = profile({ ...(stored ?? {}), status: 'draft' });
      return { data: { profile: stored } };
    },
  });
  const user = setupUser();
  renderPortal('/expert-portal/application');
  await screen.findByTestId('application-form');
  return { user, saved };
}

// Typing through user-event on a busy two-core machine takes its time.
jest.setTimeout(20_000);

describe('application and profile', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    signIn(mockSupabase, { aal: 'aal1' });
    await setLanguage('de');
    avatars.upload.mockImplementation(async (path: string) => ({ data: { path }, error: null }));
    avatars.getPublicUrl.mockImplementation((path: string) => ({
      data: { publicUrl: `http://localhost:54321/storage/v1/object/public/avatars/${path}` },
    }));
    credentials.upload.mockImplementation(async (path: string) => ({ data: { path }, error: null }));
    credentials.createSignedUrl.mockImplementation(async (path: string) => ({
      data: { signedUrl: `http://localhost:54321/storage/v1/object/sign/credentials/${path}?token=t` },
      error: null,
    }));
  });

  it('asks a visitor to sign up or in first, coming back to the application', async () => {
    localStorage.clear();
    mockSupabase.setSession(null);
    renderPortal('/expert-portal/application');
    const prompt = await screen.findByTestId('account-prompt');
    expect(within(prompt).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fexpert-portal%2Fapplication',
    );
  });

  it('names every missing field when submitting an empty form and puts the focus on the first', async () => {
    const { user, saved } = await renderApplication();
    await user.clear(screen.getByLabelText('Name im Profil'));
    await user.click(screen.getByRole('button', { name: 'Bewerbung einreichen' }));
    expect(await screen.findByText('Bitte gib den Namen für dein Profil ein.')).toBeInTheDocument();
    for (const text of [
      'Bitte beschreibe dich auf Deutsch oder auf Englisch.',
      'Bitte wähle mindestens einen Schwerpunkt.',
      'Bitte wähle mindestens eine Sprache.',
      'Bitte wähle mindestens ein Format.',
      'Bitte beschreibe deine Qualifikationen.',
      'Bitte lade mindestens einen Nachweis hoch.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('Name im Profil')).toHaveFocus());
    expect(screen.getByLabelText('Name im Profil')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
  });

  it('asks for the city when in person is chosen, and one bio language is enough', async () => {
    const { user } = await renderApplication();
    await user.click(screen.getByRole('checkbox', { name: 'Vor Ort' }));
    await user.type(screen.getByLabelText('Kurzbeschreibung auf Englisch'), 'I mediate founder disputes.');
    await user.click(screen.getByRole('button', { name: 'Bewerbung einreichen' }));
    expect(await screen.findByText('Bitte gib an, wo du Termine vor Ort anbietest.')).toBeInTheDocument();
    expect(screen.queryByText('Bitte beschreibe dich auf Deutsch oder auf Englisch.')).not.toBeInTheDocument();
    // A bio written after the error answers it for both languages.
    await user.clear(screen.getByLabelText('Kurzbeschreibung auf Englisch'));
    await user.click(screen.getByRole('button', { name: 'Bewerbung einreichen' }));
    expect(await screen.findByText('Bitte beschreibe dich auf Deutsch oder auf Englisch.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kurzbeschreibung auf Englisch'), 'Mediator.');
    expect(screen.queryByText('Bitte beschreibe dich auf Deutsch oder auf Englisch.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kurzbeschreibung auf Deutsch')).not.toHaveAttribute('aria-invalid');
  });

  it('saves a draft with what was typed, shows the api’s field errors in place and keeps the input', async () => {
    const { user, saved } = await renderApplication(profile());
    await user.type(screen.getByLabelText('Honorar pro Stunde in Euro'), '150,50');
    await user.type(screen.getByLabelText('Kurzbeschreibung auf Deutsch'), 'Ich begleite Gründerteams.');
    await user.click(screen.getByRole('checkbox', { name: 'Teamkonflikte' }));
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      display_name: 'Maria Beispiel',
      bio_de: 'Ich begleite Gründerteams.',
      fee_per_hour_cents: 15050,
      focus_areas: ['team'],
      lang: 'de',
    });

    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: profile() } }),
      'PUT expert-profile': () => ({
        status: 400,
        body: {
          code: 'expert_profile_invalid',
          message: 'Invalid fields',
          details: { fields: [{ field: 'title', reason: 'too_long', max: 120 }] },
        },
      }),
    });
    await user.type(screen.getByLabelText('Berufsbezeichnung'), 'Mediatorin');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText('Bitte kürze auf höchstens 120 Zeichen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Berufsbezeichnung')).toHaveFocus());
    expect(screen.getByLabelText('Berufsbezeichnung')).toHaveValue('Mediatorin');
    expect(screen.getByLabelText('Kurzbeschreibung auf Deutsch')).toHaveValue('Ich begleite Gründerteams.');
  });

  it('never cuts a typed text: over the limit a counter says so, focus goes there and nothing is saved', async () => {
    const { user, saved } = await renderApplication(profile());
    const name = screen.getByLabelText('Name im Profil');
    const { max } = expertProfileLimits.displayName;
    // Longer than the old maxLength of 200, which cut silently.
    const long = `Dr. ${'Maria Beispiel '.repeat(14)}`;
    await user.clear(name);
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const counterText = `${long.trim().length} von ${max} Zeichen: Das ist zu lang. Bitte kürze den Text.`;
    expect(screen.getByText(counterText)).toBeInTheDocument();
    // A long text shows its counter from 80 % of its limit on.
    const qualifications = screen.getByLabelText('Qualifikationen');
    const near = 'x'.repeat(expertProfileLimits.qualifications.max * 0.8);
    await user.clear(qualifications);
    await user.click(qualifications);
    await user.paste(near);
    expect(screen.getByText(`${(3200).toLocaleString('de')} von ${(4000).toLocaleString('de')} Zeichen`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText('Bitte prüfe die markierten Felder.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    // The counter's message is the one message (not a second "shorten" under the field).
    expect(screen.queryByText(`Bitte kürze auf höchstens ${max} Zeichen.`)).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(name).toHaveValue(long);

    await user.clear(name);
    await user.paste('Dr. Maria Beispiel');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ display_name: 'Dr. Maria Beispiel', qualifications: near });
  });

  it('uploads the photo to avatars with a preview and documents to credentials; refuses wrong files by type and size', async () => {
    const { user } = await renderApplication(profile());
    await user.upload(screen.getByLabelText('Foto hochladen'), png());
    const preview = await screen.findByRole('img', { name: 'Vorschau deines Profilfotos' });
    expect(preview.getAttribute('src')).toMatch(
      new RegExp(`/storage/v1/object/public/avatars/${userId}/\\d+-portrait\\.png$`),
    );
    expect(avatars.upload).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${userId}/`)), expect.any(File), {
      contentType: 'image/png',
      upsert: false,
    });

    await user.upload(screen.getByLabelText('Nachweise hochladen'), pdf());
    const list = await screen.findByTestId('document-list');
    expect(within(list).getByText('Zertifikat-Mediation.pdf')).toBeInTheDocument();
    expect(await within(list).findByRole('link', { name: 'Zertifikat-Mediation.pdf öffnen' })).toHaveAttribute(
      'href',
      expect.stringContaining('/storage/v1/object/sign/credentials/'),
    );

    // The browser refuses a file it can already tell is wrong; the server's refusal by status is shown too.
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Nachweise hochladen'), big);
    expect(await screen.findByText('scan.pdf: Die Datei ist zu groß (höchstens 10 MB).')).toBeInTheDocument();
    credentials.upload.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error('mime type text/plain is not supported'), {
        name: 'StorageApiError',
        status: 415,
        statusCode: '415',
      }),
    });
    await user.upload(screen.getByLabelText('Nachweise hochladen'), pdf('fake.pdf'));
    expect(
      await screen.findByText('fake.pdf: Dieses Format geht nicht: Nachweise als PDF, PNG oder JPEG.'),
    ).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Zertifikat-Mediation.pdf entfernen' }));
    expect(screen.queryByTestId('document-list')).not.toBeInTheDocument();
  });

  it('submits a complete application and shows it read-only until withdrawn', async () => {
    const complete = profile({
      bio_de: 'Ich begleite Gründerteams.',
      focus_areas: ['co_founder'],
      languages: ['de'],
      formats: ['online'],
      fee_per_hour_cents: 12000,
      qualifications: 'Zertifizierte Mediatorin, 130 Stunden, 2024',
      credential_paths: [`${userId}/1700000000000-zertifikat.pdf`],
    });
    const { user } = await renderApplication(complete);
    await user.click(screen.getByRole('button', { name: 'Bewerbung einreichen' }));
    expect(await screen.findByText(/Deine Bewerbung ist eingereicht/)).toBeInTheDocument();
    const status = screen.getByTestId('application-status');
    expect(within(status).getByTestId('profile-status')).toHaveTextContent('Eingereicht');
    expect(screen.getByLabelText('Name im Profil')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Bewerbung einreichen' })).not.toBeInTheDocument();

    await user.click(within(status).getByRole('button', { name: 'Zurückziehen und bearbeiten' }));
    await waitFor(() => expect(screen.getByLabelText('Name im Profil')).toBeEnabled());
    expect(within(screen.getByTestId('application-status')).getByTestId('profile-status')).toHaveTextContent('Entwurf');
  });

  it('shows a rejection with its reason and offers to submit again', async () => {
    await renderApplication(
      profile({
        status: 'rejected',
        status_reason: 'Der Nachweis ist unleserlich.',
        decided_at: '2026-11-21T10:00:00.000Z',
      }),
    );
    expect(screen.getByTestId('status-reason')).toHaveTextContent('Der Nachweis ist unleserlich.');
    expect(screen.getByRole('button', { name: 'Erneut einreichen' })).toBeEnabled();
  });

  it('reads fees as people type them', () => {
    expect(feeToCents('150')).toBe(15000);
    expect(feeToCents('150,5')).toBe(15050);
    expect(feeToCents('1.500,00')).toBe(150000);
    expect(feeToCents('150.50 €')).toBe(15050);
    expect(feeToCents('')).toBeNull();
    expect(feeToCents('viel')).toBeNaN();
  });
});
