// The first seconds of a page and the way to a human on a phone (harden27, #25), de and en:
// - the handoff ("Mit Fachleuten sprechen" / "Talk to an expert") reads well wherever it is a
//   button: in the public chat's and the premium chat's action row and as the sheet's heading, on a
//   390x844 phone and on a laptop (the German "Mit einer Expertin / einem Experten sprechen"
//   wrapped to five lines in the premium row, one word a line, and made the row twice as tall);
// - a guest who signs in from the premium chat's gate arrives at the chat with nothing over it: the
//   sign-in's toasts came a moment after the chat and stood for seconds over its starters (kept
//   clear of the dock, they went to the top); what a returning guest needs is said in the form;
// - an English visitor's prerendered page has the English title and language before any script
//   of the app has run (the HTML is German; it took the app's start, about a second, to change).
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { continueAsGuest } from '../support/advisor';
import { gotoAndSettle, origins, presetLanguage, withLang, type Language } from '../support/app';
import { uniqueEmail } from '../support/inbox';

const phone = { width: 390, height: 844 } as const;
const laptop = { width: 1280, height: 800 } as const;

const texts = {
  de: {
    handoff: 'Mit Fachleuten sprechen',
    actions: 'Aktionen für dieses Gespräch',
    returning: /Warst du schon einmal als Gast hier\?/,
    guest: 'Als Gast fortfahren',
    brand: 'KonfliktKompass – Konfliktcoaching für Gründer und Teams',
  },
  en: {
    handoff: 'Talk to an expert',
    actions: 'Actions for this conversation',
    returning: /Been here as a guest before\?/,
    guest: /^Continue as (a )?guest$/,
    brand: 'KonfliktKompass – conflict coaching for founders and teams',
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The lines an element's text is laid out on, and whether any word of it was broken inside. */
async function textLines(element: Locator): Promise<{ lines: number; brokenWord: boolean; cut: boolean }> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    // A word broken inside itself lies on two lines: its own rects have two tops.
    let brokenWord = false;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const word = document.createRange();
        word.setStart(text, match.index);
        word.setEnd(text, match.index + match[0].length);
        if (new Set([...word.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) brokenWord = true;
      }
    }
    const element = node as HTMLElement;
    return { lines: tops.size, brokenWord, cut: element.scrollWidth > element.clientWidth + 1 };
  });
}

/** Every action of the chat's row: in one row (unless `rows`), inside the viewport, each label whole in at most `maxLines`. */
async function expectActionsRead(
  page: Page,
  language: Language,
  count: number,
  maxLines: number,
  label: string,
  rows: 'one row' | 'rows' = 'one row',
) {
  const row = page.getByRole('group', { name: texts[language].actions });
  const actions = row.getByRole('button');
  await expect(actions).toHaveCount(count);
  await expect(row.getByRole('button', { name: texts[language].handoff, exact: true })).toBeVisible();
  const viewport = page.viewportSize()!;
  const tops = new Set<number>();
  for (const action of await actions.all()) {
    const name = `${label}: "${await action.innerText()}"`;
    const box = (await action.boundingBox())!;
    tops.add(Math.round(box.y));
    expect(box.x >= 0 && box.x + box.width <= viewport.width, `${name} inside the viewport`).toBe(true);
    const { lines, brokenWord, cut } = await textLines(action);
    expect(lines, `${name} on at most ${maxLines} lines`).toBeLessThanOrEqual(maxLines);
    expect(brokenWord, `${name}: no word broken inside`).toBe(false);
    expect(cut, `${name}: not cut`).toBe(false);
  }
  if (rows === 'one row') expect(tops.size, `${label}: the actions in one row`).toBe(1);
}

for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  test(`the way to a human reads well in the public chat and its sheet, phone and laptop (${language})`, async ({
    page,
    isMobile,
  }) => {
    await page.setViewportSize(isMobile ? phone : laptop);
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat', language));
    // One action: its label on one line, on the phone too.
    await expectActionsRead(page, language, 1, 1, `public ${isMobile ? 'phone' : 'laptop'}`);
    await page.getByTestId('public-handoff').click();
    const heading = page.getByTestId('handoff-sheet').getByRole('heading', { name: texts[language].handoff });
    await expect(heading).toBeVisible();
    expect((await textLines(heading)).lines, 'the sheet heading on one line').toBe(1);
  });

  test(`the premium chat's actions read well, the handoff at most three words on three lines (${language})`, async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(isMobile ? phone : laptop);
    await continueAsGuest(page, language, { email: uniqueEmail(`first-seconds-${language}`), firstName: 'Mira' });
    const where = isMobile ? 'phone' : 'laptop';
    // On a laptop every label on one line; on a phone three columns of whole words.
    await expectActionsRead(page, language, 3, isMobile ? 3 : 1, `premium ${where}`);
    const row = (await page.getByRole('group', { name: texts[language].actions }).boundingBox())!;
    // Three lines of the phone's 0.8rem type and the padding are 66 px; the five-line label made it 97.
    expect(row.height, `premium ${where}: the action row's height`).toBeLessThanOrEqual(isMobile ? 72 : 48);
    if (isMobile) {
      // A 320 px phone: three columns cannot hold the words, the actions take rows (nothing runs off).
      await page.setViewportSize({ width: 320, height: 640 });
      await page.waitForFunction(() => window.innerWidth === 320);
      await expectActionsRead(page, language, 3, 3, 'premium 320 px', 'rows');
    }
  });

  test(`a guest arrives at the premium chat with nothing over it (${language})`, async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    const t = texts[language];
    await page.setViewportSize(isMobile ? phone : laptop);
    await gotoAndSettle(page, withLang('/chat-advisor', language));
    await page.getByTestId('premium-gate').getByRole('link', { name: t.guest }).click();
    // What a returning guest gets is said before sending, in the form.
    await expect(page.getByRole('form', { name: t.guest })).toContainText(t.returning);
    await page.goBack();
    await continueAsGuest(page, language, { email: uniqueEmail(`arrive-${language}`), firstName: 'Mira' });
    const starters = page.getByTestId('chat-suggestions');
    await expect(starters).toBeVisible();
    const covered: string[] = [];
    // The sign-in's toasts came up to a second after the chat and stood five: watch three seconds.
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      const area = await starters.boundingBox();
      for (const toast of await page.locator('.notistack-MuiContent').all()) {
        const box = await toast.boundingBox();
        if (box && area && overlap(box, area)) covered.push(await toast.innerText());
      }
      await page.waitForTimeout(150);
    }
    expect(covered, 'no toast over the starters').toEqual([]);
    await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);
    // The page itself says that the sign-in worked: the chat is open and the header has the
    // guest's account menu; and the first card takes a tap at once.
    await expect(page.getByTestId('account-menu')).toBeVisible();
    const replies = page.locator('[data-testid="chat-message"][data-role="assistant"]');
    await starters.getByRole('button').first().click();
    await expect(replies.first()).toBeVisible({ timeout: 45_000 });
  });
}

test.describe('the prerendered pages before the app runs', () => {
  test.skip(({ isMobile }) => isMobile, 'titles do not depend on the viewport');

  for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
    test(`are titled and marked in the visitor's language from the first byte (${language})`, async ({ page }) => {
      if (language === 'en') await presetLanguage(page, 'en');
      // The app's entry script never arrives in this test: what is seen is the HTML alone.
      await page.route(`${origins.shell}/static/js/main.*.js`, (route) => route.abort());
      for (const path of ['/', '/chat', '/dashboard', '/does-not-exist']) {
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        await expect(page, path).toHaveTitle(texts[language].brand);
      }
      // A shared link's `?lang=en` is English for a first visit as well (nothing stored yet).
      if (language === 'de') {
        await page.goto('/?lang=en', { waitUntil: 'commit' });
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page).toHaveTitle(texts.en.brand);
        await expect(page.locator('#kk-snapshot h1')).toBeVisible();
      }
    });
  }
});
