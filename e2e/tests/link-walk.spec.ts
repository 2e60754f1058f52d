// Every link the product shows, for every role: as an anonymous visitor, a guest, a signed-in
// user, an approved expert and an admin (desktop; German and English), the walk starts at the
// pages the navigation reaches, follows every internal link it finds there and on the pages it
// opens (one page per route: ids and slugs of the same route count once), and checks each page:
// no "not found" page for a link the product itself showed, no error page or remote fallback,
// no console error or uncaught exception, and no failed request to the product's own origins
// (4xx other than the 401/403 a role may meet, never a 5xx, no request that did not complete).
import { expect, test, type Page, type Request } from '../support/fixtures';
import { createConfirmedUser, signInWithPassword } from '../support/accounts';
import { isDesktop, origins, presetLanguage, settle, withLang, type Language } from '../support/app';
import { createGuestSession, seedGuestSession } from '../support/cases';
import { createAdmin, createApprovedExpert, passChallenge, signInExpert } from '../support/experts';
import { uniqueEmail } from '../support/inbox';

type Role = 'anonymous' | 'guest' | 'user' | 'expert' | 'admin';

/** Where each role's walk starts: the pages its navigation (header, drawer, footer, menus) leads to. */
const starts: Record<Role, string[]> = {
  anonymous: ['/', '/dashboard'],
  guest: ['/', '/dashboard'],
  user: ['/', '/dashboard'],
  expert: ['/', '/dashboard', '/expert-portal'],
  admin: ['/', '/dashboard', '/expert-portal', '/expert-portal/review'],
};

/** The product's own origins: the shell, the remotes and the api. */
const ownOrigins = [origins.shell, origins.landing, origins.chat, origins.expert, origins.results, origins.api];
const ownOrigin = (url: string) => ownOrigins.some((origin) => url === origin || url.startsWith(`${origin}/`));

/** Pages that count once: a route with an id or slug (the second expert's profile adds nothing). */
function routeOf(path: string): string {
  const { pathname } = new URL(path, origins.shell);
  return pathname
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '/:id')
    .replace(/^\/news\/[^/]+$/, '/news/:slug')
    .replace(/^\/(team|team-results)\/[^/]+$/, '/$1/:code');
}

/** Links the walk does not follow: they end the session, leave the tab or start a download. */
const skipped = (path: string) => /^\/auth\b.*\bview=(signout|logout)\b/.test(path);

interface Problem {
  page: string;
  what: string;
}

/** Records what goes wrong on `page` while the walk is on `where()`. */
function watch(page: Page, where: () => string, problems: Problem[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A refused request is also logged by Chromium; it is judged by its status below.
    if (/^Failed to load resource: the server responded with a status of 40[13]\b/.test(message.text())) return;
    problems.push({ page: where(), what: `console: ${message.text().slice(0, 300)}` });
  });
  page.on('pageerror', (error) => problems.push({ page: where(), what: `exception: ${error.message.slice(0, 300)}` }));
  page.on('response', (response) => {
    const status = response.status();
    if (!ownOrigin(response.url()) || status < 400 || status === 401 || status === 403) return;
    problems.push({ page: where(), what: `${status} ${response.request().method()} ${response.url()}` });
  });
  page.on('requestfailed', (request: Request) => {
    // Navigating on cancels what the page before still loaded (and streams it held open).
    if (!ownOrigin(request.url()) || /ERR_ABORTED/.test(request.failure()?.errorText ?? '')) return;
    problems.push({
      page: where(),
      what: `failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
    });
  });
}

/** The internal links on the page (header, drawer, menus, main, footer), as paths. */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate((shell) => {
    const found = new Set<string>();
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      if (anchor.hasAttribute('download')) continue;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== shell) continue;
      url.searchParams.delete('lang');
      found.add(`${url.pathname}${url.search}`);
    }
    return [...found];
  }, origins.shell);
}

/**
 * Opens `path` with the router: a click on a visible link to it, else (a link from a page seen
 * earlier, or in a closed menu) the history entry and popstate the router listens to. Returns
 * once the page before has left the document (settle then waits for the new one).
 */
async function navigateInApp(page: Page, path: string) {
  // The page remounts when the path changes (a new query alone keeps it).
  const samePath = new URL(page.url()).pathname === new URL(path, origins.shell).pathname;
  const before = samePath ? null : await page.locator('main h1').first().elementHandle();
  const link = page.locator(`a[href="${path}"]`).filter({ visible: true }).first();
  if (await link.count()) await link.click();
  else
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const target = new URL(path, origins.shell);
  await page.waitForURL((url) => url.pathname === target.pathname);
  if (before) await page.waitForFunction((heading) => !heading.isConnected, before);
}

async function walk(page: Page, role: Role, language: Language): Promise<{ visited: string[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  let current = '(start)';
  watch(page, () => current, problems);
  const queue: string[] = [...starts[role]];
  const seen = new Set(queue.map(routeOf));
  const visited: string[] = [];
  // The first page loads in full; the walk then moves as a visitor does, inside the app (a click on
  // the link where the page shows it), so a page being left that asks the api with the next
  // page's address is caught too (docs/testing.md).
  let loaded = false;
  while (queue.length) {
    const path = queue.shift()!;
    current = path;
    visited.push(path);
    if (!loaded) await page.goto(withLang(path, language));
    else await navigateInApp(page, path);
    loaded = true;
    await settle(page);
    // What the page loads after its heading (lists, widgets) may answer while the next page opens:
    // a failure then is still caught, only named after the next page (the walk ends with a pause).
    await page.waitForTimeout(150);
    if (await page.getByTestId('not-found').count()) problems.push({ page: path, what: 'not found page' });
    for (const fallback of ['remote-fallback-', 'remote-updated-']) {
      if (await page.locator(`[data-testid^="${fallback}"]`).count())
        problems.push({ page: path, what: `${fallback.slice(0, -1)} shown` });
    }
    if (
      await page
        .getByText(language === 'de' ? 'Unerwarteter Anwendungsfehler!' : 'Unexpected Application Error!')
        .count()
    )
      problems.push({ page: path, what: 'error page' });
    for (const link of await linksOn(page)) {
      const route = routeOf(link);
      if (seen.has(route) || skipped(link)) continue;
      seen.add(route);
      queue.push(link);
    }
  }
  return { visited, problems };
}

for (const role of ['anonymous', 'guest', 'user', 'expert', 'admin'] as const) {
  test(`every link as ${role} (de, en): no missing page, error, console error or failed request`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(!isDesktop(testInfo), 'links do not depend on the viewport (desktop project)');
    test.setTimeout(300_000);
    // The role's account is made once; German first, then the same walk in English.
    const language: Language = 'de';
    await presetLanguage(page, language);
    if (role === 'guest') {
      const guest = await createGuestSession(request, {
        email: uniqueEmail('walk-guest'),
        firstName: 'Mira',
        language,
      });
      await seedGuestSession(page, guest);
    } else if (role === 'user') {
      await signInWithPassword(page, await createConfirmedUser(request, 'walk-user'), language);
      await expect(page).toHaveURL(/\/dashboard/);
    } else if (role === 'expert') {
      const expert = await createApprovedExpert(request, {
        label: 'walk-expert',
        displayName: 'Walk Expertin',
        language,
        profile: { focus_areas: ['co_founder'], languages: ['de', 'en'], formats: ['online'] },
      });
      await signInExpert(page, expert, language);
    } else if (role === 'admin') {
      const admin = await createAdmin(request);
      await signInWithPassword(page, admin.email, language, '/expert-portal/review');
      await expect(page.getByTestId('totp-challenge')).toBeVisible({ timeout: 30_000 });
      await passChallenge(page, admin.authenticator, language);
    }
    for (const walkLanguage of ['de', 'en'] as const) {
      const { visited, problems } = await walk(page, role, walkLanguage);
      await page.waitForTimeout(500);
      testInfo.annotations.push({ type: `pages (${walkLanguage})`, description: visited.join(' ') });
      expect(visited.length).toBeGreaterThan(5);
      expect(problems, `pages visited (${walkLanguage}): ${visited.join(', ')}`).toEqual([]);
    }
  });
}
