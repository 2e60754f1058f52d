import { gotoAndSettle, languages, settle, switchLanguage, type Language } from '../support/app';
import { expect, test, type Page } from '../support/fixtures';

// WCAG 2.4.2 (Page Titled): every page has its own document title, "<what the page is> –
// KonfliktKompass", in the page's language; `/` keeps the brand title. Screen readers announce it,
// and tab strips, history and bookmarks tell pages apart by it. Titles are language, not layout:
// desktop only.

const brand = {
  de: 'KonfliktKompass – Konfliktcoaching für Gründer und Teams',
  en: 'KonfliktKompass – conflict coaching for founders and teams',
} as const;
const suffix = ' – KonfliktKompass';

/** Every route a visitor reaches without data of their own (the a11y spec's two lists). */
const routes = [
  '/',
  '/dashboard',
  '/assessment/conflict-analysis',
  '/assessment/conflict-style',
  '/results/conflict-analysis',
  '/results/conflict-style',
  '/results/unknown-type',
  '/checklisten/werte-radar',
  '/checklisten/konflikt-kosten',
  '/checklisten/team-dynamik',
  '/checklisten/unknown',
  '/experts',
  '/experts/request',
  '/experts/00000000-0000-0000-0000-000000000000',
  '/cases/00000000-0000-0000-0000-000000000000',
  '/expert-portal',
  '/expert-portal/unknown',
  '/expert-portal/application',
  '/expert-portal/security',
  '/expert-portal/cases',
  '/expert-portal/review',
  '/team-rounds',
  '/team-rounds/new',
  '/team/unknown-code',
  '/team-results/unknown-token',
  '/auth',
  '/auth?view=guest',
  '/chat',
  '/chat-advisor',
  '/premium',
  '/news/confirm',
  '/news/unsubscribe',
  '/news/unknown',
  '/agb',
  '/does-not-exist',
];

/** Pages whose title is not their h1's text: the 404's h1 is the bare number. */
const notFound = { de: 'Hoppla! Seite nicht gefunden', en: 'Oops! Page not found' } as const;

async function expectTitled(page: Page, route: string, language: Language): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (route === '/') {
    await expect(page).toHaveTitle(brand[language]);
  } else if (route === '/does-not-exist') {
    await expect(page).toHaveTitle(`${notFound[language]}${suffix}`);
  } else {
    // The page's visible h1, as the screen reader would read it, is what the title names.
    const heading = (await page.locator('main h1').first().innerText()).replace(/\s+/g, ' ').trim();
    expect(heading, `${route} (${language}) has a heading`).not.toBe('');
    await expect(page, `${route} (${language})`).toHaveTitle(`${heading}${suffix}`);
  }
  return page.title();
}

test.describe('document titles', () => {
  test.skip(({ isMobile }) => isMobile, 'titles do not depend on the viewport');

  test('every page is titled by what it is, distinct, in German and in English', async ({ sharedPage: page }) => {
    test.setTimeout(240_000);
    const titles: Record<Language, Map<string, string>> = { de: new Map(), en: new Map() };
    for (const language of languages) {
      for (const route of routes) {
        await gotoAndSettle(page, `${route}${route.includes('?') ? '&' : '?'}lang=${language}`);
        titles[language].set(route, await expectTitled(page, route, language));
      }
      // No two pages share a title.
      const seen = new Map<string, string>();
      for (const [route, title] of titles[language]) {
        expect(seen.get(title), `"${title}" is the title of ${route} and of ${seen.get(title)}`).toBeUndefined();
        seen.set(title, route);
      }
    }
    // The English title is English: no page keeps its German one ("Premium" is both).
    expect(routes.filter((route) => titles.en.get(route) === titles.de.get(route))).toEqual(['/premium']);
  });

  test('the title follows a language switch and a navigation inside the app', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoAndSettle(page, '/agb?lang=de');
    await expect(page).toHaveTitle(`Allgemeine Geschäftsbedingungen${suffix}`);
    await switchLanguage(page, 'en');
    await expect(page).toHaveTitle(`Terms and conditions${suffix}`);

    // Links inside the app (no page load) re-title the page; going back brings the old title back.
    await page.locator('footer a[href="/chat"]').first().click();
    await settle(page);
    const chat = await expectTitled(page, '/chat', 'en');
    expect(chat).not.toContain('Terms');
    await page.locator('header a[href="/"]').first().click();
    await settle(page);
    await expect(page).toHaveTitle(brand.en);
    await page.goBack();
    await settle(page);
    await expect(page).toHaveTitle(chat);
    await switchLanguage(page, 'de');
    const chatDe = await expectTitled(page, '/chat', 'de');
    expect(chatDe).not.toBe(chat);
  });
});
