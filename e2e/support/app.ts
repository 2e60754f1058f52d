// Shared helpers of the end-to-end suite: navigation that waits for the real page (not the
// spinner, not a half-finished page transition), languages, the guest record, the header.
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { watchPlaceholders } from './placeholders';

export type Language = 'de' | 'en';
export const languages: readonly Language[] = ['de', 'en'];

/** Storage keys the product uses (shared-i18n, shared-auth, shell preview). */
export const storageKeys = {
  language: 'cc.lang',
  guest: 'cc.guest',
  preview: 'cc.preview',
  /** supabase-js's session, named after the api's host (shared-auth's authStorageKey). */
  session: 'sb-localhost-auth-token',
} as const;

/** The origins serve-e2e.mjs serves: shell, remotes, api, mail inbox and the preview hosts. */
export const origins = {
  shell: 'http://localhost:3000',
  landing: 'http://localhost:3001',
  chat: 'http://localhost:3002',
  expert: 'http://localhost:3003',
  results: 'http://localhost:3004',
  api: 'http://localhost:54321',
  inbox: 'http://localhost:1080',
  previewAllowed: 'http://localhost:4102',
  previewRefused: 'http://localhost:4103',
  /** The chat remote again, claiming a newer @cc/shared-ui than the shell has (built ahead). */
  previewAhead: 'http://localhost:4105',
} as const;

export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

/** Which language a test runs in on which project (viewport): each run once, not both languages twice. */
export interface LanguageRun {
  language: Language;
  project: 'desktop' | 'mobile';
}

/** The long journeys: German on desktop, English on the phone. */
export const journeyRuns: readonly LanguageRun[] = [
  { language: 'de', project: 'desktop' },
  { language: 'en', project: 'mobile' },
];

/** The page-state sweeps: the combinations the journeys leave out (German on the phone, English on desktop). */
export const sweepRuns: readonly LanguageRun[] = [
  { language: 'de', project: 'mobile' },
  { language: 'en', project: 'desktop' },
];

/** Adds `lang=<language>` to a path (the product's shared-link parameter, which also persists). */
export function withLang(path: string, language: Language): string {
  if (language === 'de') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/**
 * Waits until the routed page is really there: the app running (no snapshot of `/`), no full-screen spinner, a visible `main h1`,
 * and the 0.4 s page transition (framer-motion opacity/translate) and any other finite
 * animation (drawer slide-in) finished, so screenshots and contrast checks see the final state.
 */
export async function settle(page: Page): Promise<void> {
  // `/` first shows the prerendered snapshot: wait until the app has replaced it.
  await expect(page.locator('#kk-snapshot')).toHaveCount(0);
  await expect(page.getByTestId('fullscreen-spinner')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    if (!heading) return false;
    for (let node: Element | null = heading; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.opacity !== '1') return false;
      if (style.transform !== 'none' && style.transform !== 'matrix(1, 0, 0, 1, 0, 0)') return false;
    }
    // Finite animations only: the spinner's rotation is infinite and never "finishes".
    return document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  });
}

/** `page.goto` plus {@link settle}. */
export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** The language stored before the first script runs (once per page, so later switches stick). */
export async function presetLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (sessionStorage.getItem('e2e.lang.preset')) return;
        sessionStorage.setItem('e2e.lang.preset', '1');
        localStorage.setItem(key, value);
      } catch {
        // a document without storage (about:blank): nothing to preset
      }
    },
    [storageKeys.language, language] as const,
  );
}

export interface GuestSeed {
  email?: string;
  firstName?: string;
  /** Milliseconds since the epoch; default: now. */
  createdAt?: number;
  /** Default: the product's seven days. */
  ttl?: number;
}

export const sevenDaysMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores a guest record as shared-auth does, before the app starts. Seeded once per tab (a
 * sessionStorage flag), so a reload after signing out does not bring the guest back.
 */
export async function setGuest(page: Page, seed: GuestSeed = {}): Promise<void> {
  await page.addInitScript(
    ([key, record]) => {
      try {
        if (sessionStorage.getItem('e2e.guest.seeded')) return;
        sessionStorage.setItem('e2e.guest.seeded', '1');
        localStorage.setItem(key, JSON.stringify({ ...record, createdAt: record.createdAt ?? Date.now() }));
      } catch {
        // a document without storage (about:blank): nothing to seed
      }
    },
    [
      storageKeys.guest,
      {
        email: seed.email ?? 'ada@example.com',
        firstName: seed.firstName ?? 'Ada',
        createdAt: seed.createdAt ?? null,
        ttl: seed.ttl ?? sevenDaysMs,
      },
    ] as const,
  );
}

/** The header's language menu button (accessible name "Sprache wechseln" / "Toggle language"). */
export const languageSwitcher = (page: Page): Locator => page.getByTestId('language-switcher');

/** Chooses a language through the header's menu. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await languageSwitcher(page).click();
  await page.getByRole('menuitemradio', { name: language === 'de' ? 'Deutsch' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The mobile drawer (role dialog) opened from the header's menu button. */
export async function openDrawer(page: Page): Promise<Locator> {
  await page.getByTestId('drawer-toggle').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

export type NavKey = 'home' | 'chat' | 'blog' | 'premium' | 'experts';

/** Follows a header entry the way a visitor on this viewport would: desktop menu or drawer. */
export async function clickNav(page: Page, key: NavKey): Promise<void> {
  if (await page.getByTestId('drawer-toggle').isVisible()) {
    const drawer = await openDrawer(page);
    await drawer.getByTestId(`drawer-${key}`).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByTestId(`nav-${key}`).click();
  }
}

/**
 * Whether a header entry is offered, on either viewport (on mobile the drawer is opened to
 * look and closed again).
 */
export async function navEntryCount(page: Page, key: NavKey): Promise<number> {
  if (await page.getByTestId('drawer-toggle').isVisible()) {
    const drawer = await openDrawer(page);
    const count = await drawer.getByTestId(`drawer-${key}`).count();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    return count;
  }
  return page.getByTestId(`nav-${key}`).count();
}

/** Collects every request URL of the page, for "was X fetched from Y" assertions. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export const fromOrigin = (urls: readonly string[], origin: string) =>
  urls.filter((url) => url.startsWith(`${origin}/`));

/**
 * A second person in their own browser context (own storage, own session) with the test's
 * viewport, device settings and locale, the language preset; close it with `page.context().close()`.
 */
export async function openAsOtherPerson(browser: Browser, testInfo: TestInfo, language: Language): Promise<Page> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    locale: locale ?? 'de-DE',
    baseURL: origins.shell,
  });
  await watchPlaceholders(context);
  const page = await context.newPage();
  await presetLanguage(page, language);
  return page;
}
