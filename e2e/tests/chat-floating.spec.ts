// Nothing that floats over the chat covers what the reader works with (WCAG 2.4.11, focus not
// obscured). On a 390x844 phone the premium chat's "jump to the latest message" floats over the
// end of the scroll area; the conversation list's delete confirmation, opened while the reader
// is scrolled up to the list, ended right under it and the jump took the tap meant for
// "Ja, löschen". Phone only, both languages.
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { continueAsGuest, say } from '../support/advisor';
import { type Language } from '../support/app';
import { axeCheck } from '../support/axe';
import { uniqueEmail } from '../support/inbox';

const texts = {
  de: {
    jump: 'Zur neuesten Nachricht',
    delete: /^Gespräch „.*“ löschen$/,
    confirm: 'Ja, löschen',
    cancel: 'Abbrechen',
    deleteAll: 'Alle Gespräche löschen',
    message: 'Deine Nachricht',
    closeToast: 'Hinweis schließen',
    copy: 'Verlauf kopieren',
    actions: 'Aktionen für dieses Gespräch',
    turns: [
      'Mein Mitgründer trifft wichtige Entscheidungen ohne mich, und ich fühle mich übergangen.',
      'Beteiligt sind wir beide, früher waren wir eng befreundet.',
      'Ich möchte, dass wir wieder gemeinsam entscheiden, bevor wir investieren.',
      'Letzte Woche hat er ohne mich einen neuen Lieferanten unterschrieben, ich hab es vom Team erfahren.',
    ],
  },
  en: {
    jump: 'Jump to the latest message',
    delete: /^Delete the conversation “.*”$/,
    confirm: 'Yes, delete',
    cancel: 'Cancel',
    deleteAll: 'Delete all conversations',
    message: 'Your message',
    closeToast: 'Close notice',
    copy: 'Copy transcript',
    actions: 'Actions for this conversation',
    turns: [
      'My co-founder makes big decisions without me, and I feel passed over.',
      'It is the two of us; we used to be close friends.',
      'I want us to decide together again before we invest.',
      'Last week he signed with a new supplier without asking me, and I only heard it from our team.',
    ],
  },
} as const;

/** Whether the topmost element at the centre of `target` is `target` or inside it (nothing intercepts a tap). */
async function receivesTap(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([x, y, element]) => {
      const hit = document.elementFromPoint(x, y);
      return Boolean(hit && element && (hit === element || element.contains(hit)));
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  test(`the jump to the latest message never covers the list's delete confirmation (${language}, phone)`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone layout');
    test.setTimeout(90_000);
    const t = texts[language];
    await continueAsGuest(page, language, { email: uniqueEmail(`floating-${language}`), firstName: 'Mira' });
    // A loaded machine may take a while for the first reply (the checks warm up).
    for (const turn of t.turns) await say(page, language, turn, 45_000);

    // Up to the list: the chat stops following and offers the jump.
    const log = page.getByTestId('chat-log');
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    const jump = page.getByRole('button', { name: t.jump });
    await expect(jump).toBeVisible();
    // Where it floats: fixed above the composer, whatever the log scrolls to.
    const spot = (await jump.boundingBox())!;
    await page.getByTestId('conversations-panel').locator('summary').click();
    // No toast is up (the guest sign-in shows none); this test is about the jump.
    await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);
    const list = page.getByTestId('conversation-list');
    const panel = page.getByTestId('conversation-delete-confirm');
    const confirm = panel.getByRole('button', { name: t.confirm });

    // One conversation's confirmation, where the browser puts it when it takes the focus.
    await list.getByRole('button', { name: t.delete }).first().click();
    await expect(confirm).toBeFocused();
    await expect(confirm).toBeInViewport({ ratio: 1 });
    expect(await receivesTap(page, confirm)).toBe(true);
    await panel.getByRole('button', { name: t.cancel }).click();

    // "Delete all": its confirmation moved right where the jump floats.
    await list.getByRole('button', { name: t.deleteAll }).click();
    await expect(confirm).toBeFocused();
    await log.evaluate(
      (element, [target, y]) => {
        const button = (target as HTMLElement).getBoundingClientRect();
        element.scrollTop += button.top + button.height / 2 - y;
      },
      [await confirm.elementHandle(), spot.y + spot.height / 2] as const,
    );
    const box = (await confirm.boundingBox())!;
    expect(
      box.y < spot.y + spot.height && spot.y < box.y + box.height,
      'the confirmation is where the jump floats',
    ).toBe(true);
    // Still short of the end, where the chat would follow again and offer no jump anyway.
    expect(
      await log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight),
    ).toBeGreaterThan(30);
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await expect(confirm).toBeVisible();
    // Not covered: the jump has stepped aside.
    await expect(jump).toBeHidden();
    expect(await receivesTap(page, confirm)).toBe(true);
    // A real tap (Playwright refuses one that another element would receive).
    await confirm.click({ timeout: 3_000 });
    await expect(panel).toHaveCount(0);
    await expect(page.getByTestId('chat-message')).toHaveCount(0);
  });
}

const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Watches every frame from now on: the boxes of the toasts (the part inside the window; not while
 * the column is out of sight) that overlapped the chat's dock. A toast must not cross the dock at
 * any moment, also while it comes in (a reading between two steps of a slide saw it, and missed it).
 */
async function watchToastsOverDock(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const watch = window as unknown as { toastsOverDock: string[] };
    watch.toastsOverDock = seen;
    const frame = () => {
      const dock = document.querySelector('[data-toast-clear]')?.getBoundingClientRect();
      if (dock && document.documentElement.dataset.ccToasts !== 'hidden') {
        for (const toast of document.querySelectorAll('.notistack-MuiContent')) {
          const box = toast.getBoundingClientRect();
          const left = Math.max(box.left, 0);
          const right = Math.min(box.right, window.innerWidth);
          const over = left < right && box.top < dock.bottom && dock.top < box.bottom;
          if (over && left < dock.right && dock.left < right) {
            seen.push(`toast ${Math.round(box.top)}-${Math.round(box.bottom)}, dock from ${Math.round(dock.top)}`);
          }
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { toastsOverDock: string[] }).toastsOverDock);
}

/** The first toast's box once it stands still (two frames apart, the same box), else null. */
function settledToast(page: Page) {
  return page.evaluate(async () => {
    const box = () => document.querySelector('.notistack-MuiContent')?.getBoundingClientRect().toJSON() as DOMRect;
    const first = box();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const second = box();
    return first && second && JSON.stringify(first) === JSON.stringify(second) ? second : null;
  });
}

for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  test(`a toast in the premium chat leaves the composer free, closes by keyboard, and the list has most of the phone (${language})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone layout');
    test.setTimeout(60_000);
    const t = texts[language];
    await continueAsGuest(page, language, { email: uniqueEmail(`toasts-${language}`), firstName: 'Mira' });
    // A toast of the chat's own: the transcript copied (or, without the clipboard, not copied).
    await say(page, language, t.turns[0], 45_000);
    const overDock = await watchToastsOverDock(page);
    const more = page.getByTestId('chat-more');
    await more.click();
    await page.getByRole('menuitem', { name: t.copy }).click();
    const toasts = page.locator('.notistack-MuiContent');
    await expect(toasts).toHaveCount(1);
    // Focus is back on the "⋯" button, at the top; the composer is at the bottom. The toast stands
    // in the clear band between them (it was out of sight, and silent, until focus moved on) and
    // is an alert the screen reader reads out.
    await expect(more).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(toasts.first()).toBeVisible();
    await expect(toasts.first()).toBeInViewport({ ratio: 1 });
    // Read where it stays once it has come in, not a step of its way there.
    const dockBox = () => page.locator('[data-toast-clear]').boundingBox();
    await expect
      .poll(async () => {
        const area = await settledToast(page);
        const button = (await more.boundingBox())!;
        const dock = (await dockBox())!;
        return area && { overButton: overlap(area, button), overDock: overlap(area, dock) };
      })
      .toEqual({ overButton: false, overDock: false });
    // The composer takes the focus, as when the user starts typing: neither it nor the dock is covered.
    const box = page.getByRole('textbox', { name: t.message });
    await box.focus();
    await expect(toasts.first()).toBeVisible();
    await expect
      .poll(async () => {
        const area = await settledToast(page);
        const dock = (await dockBox())!;
        const input = (await box.boundingBox())!;
        return area && { overDock: overlap(area, dock), overComposer: overlap(area, input) };
      })
      .toEqual({ overDock: false, overComposer: false });
    // And at no moment in between (every frame since the copy).
    expect(await overDock(), 'a toast over the chat dock').toEqual([]);
    // Reachable and closed by keyboard.
    const before = await toasts.count();
    const close = page.getByRole('button', { name: t.closeToast }).first();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(toasts).toHaveCount(before - 1);

    // The actions in one row; the message list gets most of the 844 px (three rows left it ~370).
    const actions = page.getByRole('group', { name: t.actions }).getByRole('button');
    await expect(actions).toHaveCount(3);
    const tops = await Promise.all((await actions.all()).map(async (button) => (await button.boundingBox())!.y));
    expect(new Set(tops.map(Math.round)).size, 'the actions in one row').toBe(1);
    const log = (await page.getByTestId('chat-log').boundingBox())!;
    expect(log.height).toBeGreaterThan(844 * 0.5);
    await axeCheck(page, `premium chat on a phone with toasts (${language})`);
  });
}
