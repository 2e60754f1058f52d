import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cc/shared-auth/query';
import { site } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import { expertProfileLimits } from '@cc/shared-contract';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import {
  annaId,
  answerFunctions,
  ben,
  benId,
  directoryQueryOf,
  directoryRoutes,
  publicExpert,
} from '../../testing/directory';
import { regionDelayMs } from './components/DirectoryFilters';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
// Typing whole forms on a machine shared by many test runs.
jest.setTimeout(30_000);

const anna = publicExpert();
const list = (experts = [anna, ben], total = experts.length, page = 1) => ({
  data: { experts, total, page, per_page: 12 },
});

const renderAt = (route: string) => renderWithProviders(directoryRoutes, { route });
const address = () => screen.getByTestId('address').textContent;

describe('expert directory', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
  });

  it('shows each approved expert as a card: photo, name, title, focus, languages, formats, fee, free first talk', async () => {
    answerFunctions(mockSupabase, ({ name }) => (name.startsWith('expert-directory?') ? list() : undefined));
    renderAt('/experts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expertinnen und Experten finden' })).toBeVisible();
    const cards = await screen.findAllByTestId('expert-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('directory-count')).toHaveTextContent('2 Expertinnen und Experten');

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Dr. Anna Beispiel' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Dr. Anna Beispiel' })).toHaveAttribute('href', `/experts/${annaId}`);
    expect(first.getByText('Zertifizierte Mediatorin')).toBeInTheDocument();
    expect(first.getByText('Konflikte unter Mitgründern')).toBeInTheDocument();
    expect(first.getByText('Teamkonflikte')).toBeInTheDocument();
    expect(first.getByText('Deutsch, Englisch')).toBeInTheDocument();
    expect(first.getByText('Online, vor Ort in Berlin')).toBeInTheDocument();
    // EUR from cents, German style.
    expect(first.getByText('150 € pro Stunde')).toBeInTheDocument();
    expect(first.getByTestId('first-talk-free')).toHaveTextContent('Erstgespräch kostenlos');
    // The photo loads lazily (LazyImage) and is decorative beside the name.
    const photo = cards[0]!.querySelector('img');
    expect(photo).toHaveAttribute('src', anna.photo_url);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(first.getByRole('link', { name: 'Profil ansehen von Dr. Anna Beispiel' })).toHaveAttribute(
      'href',
      `/experts/${annaId}`,
    );
    expect(first.getByRole('link', { name: 'Anfragen bei Dr. Anna Beispiel' })).toHaveAttribute(
      'href',
      `/experts/request?expert=${annaId}`,
    );

    const second = within(cards[1]!);
    expect(second.getByText('Honorar auf Anfrage')).toBeInTheDocument();
    expect(second.queryByTestId('first-talk-free')).not.toBeInTheDocument();
    // No photo: initials, hidden from screen readers.
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(second.getByText('BM')).toHaveAttribute('aria-hidden', 'true');
    expect(second.getByRole('link', { name: 'Anfragen bei Ben Muster' })).toHaveAttribute(
      'href',
      `/experts/request?expert=${benId}`,
    );

    // The open request and booking the consultancy directly.
    expect(screen.getAllByRole('link', { name: 'Passende Expertin / passenden Experten finden' })[0]).toHaveAttribute(
      'href',
      '/experts/request',
    );
    const booking = screen.getByTestId('directory-booking');
    expect(booking).toHaveAttribute('href', site.links.booking);
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAccessibleName('Termin direkt bei uns buchen (öffnet in neuem Tab)');
  });

  it('keeps the filters in the address and sends them to the api', async () => {
    const calls = answerFunctions(mockSupabase, ({ name }) =>
      name.startsWith('expert-directory?') ? list([anna]) : undefined,
    );
    const user = setupUser();
    renderAt('/experts');
    await screen.findAllByTestId('expert-card');
    expect(directoryQueryOf(calls.at(-1)!)).toEqual({});

    const search = screen.getByRole('search', { name: 'Expertinnen und Experten filtern' });
    await user.selectOptions(within(search).getByLabelText('Schwerpunkt'), 'Teamkonflikte');
    await user.selectOptions(within(search).getByLabelText('Sprache'), 'Englisch');
    await user.selectOptions(within(search).getByLabelText('Format'), 'Vor Ort');
    expect(address()).toBe('/experts?focus=team&language=en&format=in_person');
    await waitFor(() =>
      expect(directoryQueryOf(calls.at(-1)!)).toEqual({ focus_area: 'team', language: 'en', format: 'in_person' }),
    );

    // The region follows once typing rests.
    await user.type(within(search).getByLabelText('Region (für Treffen vor Ort)'), 'Berlin');
    await waitFor(() => expect(address()).toBe('/experts?focus=team&language=en&format=in_person&region=Berlin'), {
      timeout: regionDelayMs * 5,
    });
    await waitFor(() => expect(directoryQueryOf(calls.at(-1)!)).toMatchObject({ region: 'Berlin' }));
    // One request for the whole word, not one per key.
    expect(calls.filter((call) => call.name.includes('region=')).map((call) => directoryQueryOf(call).region)).toEqual([
      'Berlin',
    ]);

    await user.click(within(search).getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(address()).toBe('/experts');
    expect(within(search).getByLabelText('Region (für Treffen vor Ort)')).toHaveValue('');
  });

  it('keeps a region over the limit in the field, says so and leaves it out of the address and the api', async () => {
    const calls = answerFunctions(mockSupabase, ({ name }) =>
      name.startsWith('expert-directory?') ? list([anna]) : undefined,
    );
    const user = setupUser();
    renderAt('/experts');
    await screen.findAllByTestId('expert-card');
    const search = screen.getByRole('search', { name: 'Expertinnen und Experten filtern' });
    const region = within(search).getByLabelText('Region (für Treffen vor Ort)');
    const max = expertProfileLimits.cityRegion.max;
    const long = `Berlin ${'Mitte '.repeat(max / 6)}`;
    await user.click(region);
    await user.paste(long);
    expect(region).toHaveValue(long);
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(within(search).getByRole('alert')).toHaveTextContent(
      `${long.trim().length} von ${max} Zeichen: Das ist zu lang. Bitte kürze den Text.`,
    );
    // Enter keeps the text and the focus; another filter goes on without the region.
    await user.keyboard('{Enter}');
    expect(region).toHaveFocus();
    await user.selectOptions(within(search).getByLabelText('Format'), 'Vor Ort');
    expect(address()).toBe('/experts?format=in_person');
    // Well past the typing pause: still no region anywhere.
    await act(() => new Promise((resolve) => setTimeout(resolve, regionDelayMs * 3)));
    expect(address()).toBe('/experts?format=in_person');
    expect(calls.some((call) => call.name.includes('region='))).toBe(false);
    expect(region).toHaveValue(long);

    await user.clear(region);
    await user.paste('Berlin Mitte');
    await waitFor(() => expect(address()).toBe('/experts?format=in_person&region=Berlin+Mitte'), {
      timeout: regionDelayMs * 5,
    });
    expect(within(search).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the filters from a shared address, ignoring unknown values', async () => {
    const calls = answerFunctions(mockSupabase, ({ name }) =>
      name.startsWith('expert-directory?') ? list([anna]) : undefined,
    );
    renderAt('/experts?focus=co_founder&language=xx&format=online&region=M%C3%BCnchen');
    await screen.findAllByTestId('expert-card');
    expect(directoryQueryOf(calls.at(-1)!)).toEqual({ focus_area: 'co_founder', format: 'online', region: 'München' });
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('Schwerpunkt')).toHaveValue('co_founder');
    expect(within(search).getByLabelText('Sprache')).toHaveValue('');
    expect(within(search).getByLabelText('Region (für Treffen vor Ort)')).toHaveValue('München');
  });

  it('pages through a long list', async () => {
    const calls = answerFunctions(mockSupabase, ({ name }) => {
      const page = Number(new URLSearchParams(name.split('?')[1]).get('page'));
      return list(page === 2 ? [ben] : [anna], 13, page);
    });
    const user = setupUser();
    renderAt('/experts?language=en');
    await screen.findByText('Dr. Anna Beispiel');
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(pages).toHaveTextContent('Seite 1 von 2');
    await user.click(within(pages).getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByText('Ben Muster')).toBeInTheDocument();
    expect(address()).toBe('/experts?language=en&page=2');
    expect(new URLSearchParams(calls.at(-1)!.name.split('?')[1]).get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent('Seite 2 von 2');
  });

  it('says when nobody matches, with a way to reset and to an open request', async () => {
    answerFunctions(mockSupabase, () => list([], 0));
    const user = setupUser();
    renderAt('/experts?format=in_person&region=Flensburg');
    const empty = await screen.findByTestId('directory-empty');
    expect(within(empty).getByRole('heading', { name: 'Niemand passt zu diesen Filtern' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Passende Expertin / passenden Experten finden' })).toHaveAttribute(
      'href',
      '/experts/request',
    );
    await user.click(within(empty).getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(address()).toBe('/experts');
  });

  it('shows a failed load with the api’s message and tries again', async () => {
    let fail = true;
    answerFunctions(mockSupabase, () =>
      fail ? { status: 400, body: { code: 'validation_failed', message: 'Invalid region' } } : list([anna]),
    );
    const user = setupUser();
    renderAt('/experts');
    const error = await screen.findByTestId('directory-error');
    expect(error).toHaveTextContent('Das Verzeichnis konnte nicht geladen werden.');
    expect(error).toHaveTextContent('Bitte prüfe deine Eingaben');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('expert-card')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    answerFunctions(mockSupabase, () => list());
    renderAt('/experts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find an expert' })).toBeVisible();
    const [first, second] = await screen.findAllByTestId('expert-card');
    expect(within(first!).getByText('€150 per hour')).toBeInTheDocument();
    expect(within(first!).getByText('First talk free')).toBeInTheDocument();
    expect(within(first!).getByText('Co-founder conflicts')).toBeInTheDocument();
    expect(within(first!).getByText('Online, in person in Berlin')).toBeInTheDocument();
    expect(within(second!).getByText('Fee on request')).toBeInTheDocument();
    expect(within(second!).getByText('English, French')).toBeInTheDocument();
    expect(screen.getByTestId('directory-count')).toHaveTextContent('2 experts');
    expect(screen.getByRole('link', { name: 'Book an appointment with us (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter experts' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    expect(address()).toBe('/experts?language=fr');
  });
});
