import { act, screen, within } from '@testing-library/react';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders } from '@cc/shared-build/test-utils';
import { annaId, answerFunctions, ben, benId, directoryRoutes, publicExpert } from '../../testing/directory';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const anna = publicExpert();
const experts = { [annaId]: anna, [benId]: ben };

function answerProfiles() {
  return answerFunctions(mockSupabase, ({ name, method }) => {
    const id = name.replace('expert-directory/', '');
    const expert = method === 'GET' ? experts[id as keyof typeof experts] : undefined;
    return expert ? { data: expert } : { status: 404, body: { code: 'not_found', message: 'No expert profile' } };
  });
}

const renderAt = (route: string) => renderWithProviders(directoryRoutes, { route });

describe('expert profile page', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
  });

  it('shows photo, bio, verified qualifications, focus, languages, formats with region, fee and the call to request', async () => {
    const calls = answerProfiles();
    renderAt(`/experts/${annaId}`);
    const profile = await screen.findByTestId('expert-profile');
    expect(calls[0]).toMatchObject({ name: `expert-directory/${annaId}`, method: 'GET' });
    expect(within(profile).getByRole('heading', { level: 1, name: 'Dr. Anna Beispiel' })).toBeInTheDocument();
    const photo = within(profile).getByRole('img', { name: 'Foto von Dr. Anna Beispiel' });
    expect(photo).toHaveAttribute('src', anna.photo_url);
    // Above the fold: loaded at once.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(within(profile).getByText('Zertifizierte Mediatorin')).toBeInTheDocument();
    expect(within(profile).getByRole('heading', { level: 2, name: 'Über mich' })).toBeInTheDocument();
    expect(within(profile).getByTestId('expert-bio')).toHaveTextContent('Ich begleite Gründerteams durch Konflikte.');
    expect(within(profile).getByTestId('expert-bio')).toHaveAttribute('lang', 'de');

    const qualifications = within(profile).getByTestId('expert-qualifications');
    expect(within(qualifications).getByRole('heading', { name: 'Qualifikationen' })).toBeInTheDocument();
    expect(qualifications).toHaveTextContent('Geprüft von Klarsicht Konfliktberatung');
    expect(qualifications).toHaveTextContent('Ausbildung zur zertifizierten Mediatorin (130 Stunden), 2019.');

    const facts = within(profile).getByRole('complementary', { name: 'Auf einen Blick' });
    expect(facts).toHaveTextContent('Konflikte unter Mitgründern');
    expect(facts).toHaveTextContent('Deutsch, Englisch');
    expect(facts).toHaveTextContent('Online, vor Ort in Berlin');
    expect(facts).toHaveTextContent('150 € pro Stunde');
    expect(facts).toHaveTextContent('Das Erstgespräch ist kostenlos.');
    expect(within(profile).getAllByTestId('first-talk-free')[0]).toHaveTextContent('Erstgespräch kostenlos');
    expect(within(facts).getByRole('link', { name: 'Anfrage an Dr. Anna Beispiel' })).toHaveAttribute(
      'href',
      `/experts/request?expert=${annaId}`,
    );
    expect(screen.getByRole('link', { name: 'Alle Expertinnen und Experten' })).toHaveAttribute('href', '/experts');
  });

  it('falls back to the bio in the other language, marked as such', async () => {
    answerProfiles();
    renderAt(`/experts/${benId}`);
    const profile = await screen.findByTestId('expert-profile');
    expect(within(profile).getByTestId('expert-bio')).toHaveTextContent('Coach for leadership teams.');
    expect(within(profile).getByTestId('expert-bio')).toHaveAttribute('lang', 'en');
    expect(profile).toHaveTextContent('Diese Beschreibung gibt es nur auf Englisch.');
    expect(profile).toHaveTextContent('Honorar auf Anfrage');
    expect(within(profile).queryByTestId('first-talk-free')).not.toBeInTheDocument();
    // No photo: no image, the initials stand in.
    expect(within(profile).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the English bio and texts in English', async () => {
    await act(() => setLanguage('en'));
    answerProfiles();
    renderAt(`/experts/${annaId}`);
    const profile = await screen.findByTestId('expert-profile');
    expect(within(profile).getByTestId('expert-bio')).toHaveTextContent('I guide founding teams through conflict.');
    expect(within(profile).getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('Verified by Klarsicht Konfliktberatung');
    expect(profile).toHaveTextContent('€150 per hour');
    expect(within(profile).getByRole('link', { name: 'Request Dr. Anna Beispiel' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown or not approved expert', `/experts/00000000-0000-4000-8000-00000000abcd`],
    ['an address that is no id', '/experts/not-an-id'],
    ['a deeper address', '/experts/a/b'],
  ])('answers %s with a localised not-found state', async (_, route) => {
    answerProfiles();
    renderAt(route);
    const missing = await screen.findByTestId('expert-not-found');
    expect(within(missing).getByRole('heading', { level: 1, name: 'Dieses Profil gibt es hier nicht' })).toBeVisible();
    expect(within(missing).getByRole('link', { name: 'Zum Verzeichnis' })).toHaveAttribute('href', '/experts');
    expect(screen.queryByTestId('expert-profile')).not.toBeInTheDocument();
  });

  it('says not found in English too', async () => {
    await act(() => setLanguage('en'));
    answerProfiles();
    renderAt('/experts/00000000-0000-4000-8000-00000000abcd');
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile does not exist here' })).toBeVisible();
  });

  it('offers to try again when loading fails for another reason', async () => {
    answerFunctions(mockSupabase, () => ({ status: 503, body: { code: 'over_capacity', message: 'busy' } }));
    renderAt(`/experts/${annaId}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Das Profil konnte nicht geladen werden' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
