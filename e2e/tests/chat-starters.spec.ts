// An empty chat's starter cards (the suggested first messages) are whole on screen as the chat
// opens, on a laptop (1280x800, 1440x900) and on a 390x844 phone, in the public and the premium
// chat, de and en (#25): none runs under the dock (composer and actions) or past the visible part
// of the scroll area, a tap at a card's centre reaches the card itself, and the keyboard reaches
// every card. The earlier fix (starters in the dock, reverted in 172bb7c) passed this on a laptop
// but left the phone's message list 264 of 844 px: chat-floating.spec guards that.
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { continueAsGuest } from '../support/advisor';
import { gotoAndSettle, presetLanguage, withLang, type Language } from '../support/app';
import { axeCheck } from '../support/axe';
import { uniqueEmail } from '../support/inbox';

type Box = { x: number; y: number; width: number; height: number };
type Chat = 'public' | 'premium';

const laptops = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
const phone = { width: 390, height: 844 } as const;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens the chat empty: the public one directly, the premium one as a new guest. */
async function openEmpty(page: Page, chat: Chat, language: Language): Promise<void> {
  if (chat === 'public') {
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat', language));
  } else {
    // The guest sign-in shows no toasts (they stood over the cards for seconds; first-seconds.spec).
    await continueAsGuest(page, language, { email: uniqueEmail(`starters-${language}`), firstName: 'Mira' });
  }
  await expect(page.getByTestId('chat-suggestions')).toBeVisible();
  await expect(page.getByTestId('chat-message')).toHaveCount(0);
}

/**
 * Whether the topmost element at each of `points` (fractions of the card's box) is the card or
 * inside it: nothing covers it there and no scroll box clips it.
 */
async function hitsCard(page: Page, card: Locator, box: Box, points: readonly (readonly [number, number])[]) {
  const handle = await card.elementHandle();
  return page.evaluate(
    ([element, spots]) =>
      spots.map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return Boolean(hit && element && (hit === element || element.contains(hit)));
      }),
    [handle, points.map(([fx, fy]) => [box.x + box.width * fx, box.y + box.height * fy] as const)] as const,
  );
}

/** Every card whole on screen as it is now: in the viewport, off the dock, reached at its centre and near its corners. */
async function expectCardsWhole(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const dock = (await page.locator('[data-toast-clear]').boundingBox())!;
  const cards = page.getByTestId('chat-suggestions').getByRole('button');
  await expect(cards).toHaveCount(4);
  for (const [index, card] of (await cards.all()).entries()) {
    const box = (await card.boundingBox())!;
    const name = `${label}, card ${index + 1} (${await card.innerText()})`;
    expect(box.y >= 0 && box.y + box.height <= viewport.height, `${name}: inside the viewport`).toBe(true);
    expect(box.x >= 0 && box.x + box.width <= viewport.width, `${name}: inside the viewport's width`).toBe(true);
    expect(overlap(box, dock), `${name}: clear of the dock`).toBe(false);
    const inset = [
      [0.5, 0.5],
      [0.1, 0.15],
      [0.9, 0.15],
      [0.1, 0.85],
      [0.9, 0.85],
    ] as const;
    expect(await hitsCard(page, card, box, inset), `${name}: a tap reaches the card`).toEqual(inset.map(() => true));
  }
}

/** Tab from the top of the chat's scroll area reaches every card, each whole on screen when focused. */
async function expectCardsByKeyboard(page: Page, label: string): Promise<void> {
  const cards = page.getByTestId('chat-suggestions').getByRole('button');
  const names = await cards.allInnerTexts();
  const reached = new Set<string>();
  await page.getByTestId('chat-log').focus();
  for (let step = 0; step < 40 && reached.size < names.length; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.closest('[data-testid="chat-suggestions"]') ? (active as HTMLElement).innerText : null;
    });
    if (focused === null) continue;
    reached.add(focused);
    const card = cards.filter({ hasText: focused }).first();
    await expect(card).toBeFocused();
    await expect(card, `${label}: the focused card "${focused}" is whole in view`).toBeInViewport({ ratio: 1 });
  }
  expect([...reached].sort(), `${label}: Tab reaches every card`).toEqual([...names].sort());
}

for (const chat of ['public', 'premium'] as const) {
  for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
    test(`the ${chat} chat's starters are whole on a laptop, 1280x800 and 1440x900 (${language})`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'the laptop sizes');
      test.setTimeout(60_000);
      await page.setViewportSize(laptops[0]);
      await openEmpty(page, chat, language);
      for (const size of laptops) {
        await page.setViewportSize(size);
        // The chat fills the height in dvh: let the layout follow the new size.
        await page.waitForFunction((height) => window.innerHeight === height, size.height);
        const label = `${chat} ${size.width}x${size.height} ${language}`;
        await expectCardsWhole(page, label);
        await expectCardsByKeyboard(page, label);
      }
      await axeCheck(page, `${chat} chat, empty, with its starters (${language}, laptop)`);
    });

    test.describe(() => {
      test.use({ viewport: phone });
      test(`the ${chat} chat's starters are whole on a 390x844 phone (${language})`, async ({ page, isMobile }) => {
        test.skip(!isMobile, 'the phone layout');
        test.setTimeout(60_000);
        await openEmpty(page, chat, language);
        const label = `${chat} phone ${language}`;
        await expectCardsWhole(page, label);
        await expectCardsByKeyboard(page, label);
        await axeCheck(page, `${chat} chat, empty, with its starters (${language}, phone)`);
      });
    });
  }
}
