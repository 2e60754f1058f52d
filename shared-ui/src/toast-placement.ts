// Where the toasts may go without covering what the user works with: the focused control, or a
// region that marks itself `data-toast-clear` (the chat's composer, always in use on that page).
// The same rule as the chat's floating jump (remote-chat's useClearOfFocus), for the whole page.

/**
 * Where the column goes: at the bottom (where notistack opens it), at the top, in a clear band
 * between what it must not cover (on a phone below the chat's title bar and above its composer,
 * while focus is back on the "⋯" menu button), or out of sight (still read out: see
 * toast-provider's `data-cc-toasts="hidden"`) when no band of the window is clear. A band just above a
 * guarded box holds the column by its bottom edge (px from the window's bottom), so a toast growing
 * in (notistack's collapse) grows away from that box; a band below one holds it by its top edge.
 */
export type ToastPlacement = 'bottom' | 'top' | 'hidden' | { top: number } | { bottom: number };

/** The gap notistack leaves between the column and the window's edge, and some air. */
const edge = 20;
/** The air between the column and a box it stands beside. */
const gap = 8;

/** The boxes a toast must not cover: the focused control (not the page, not a toast) and marked regions. */
function guardedBoxes(container: HTMLElement, focused: Element | null): DOMRect[] {
  const guarded: Element[] = [...document.querySelectorAll('[data-toast-clear]')];
  if (focused && focused !== document.body && focused !== document.documentElement && !container.contains(focused)) {
    guarded.push(focused);
  }
  return guarded.map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
}

/**
 * The place of the toasts' column (`container`, notistack's): at the bottom (where they open) when
 * that covers nothing guarded, else at the top, else in the clear band nearest the bottom (just
 * above or below a guarded box), else out of sight until one of them is clear again. Judged for
 * the band each place would take, so moving the column never changes the answer.
 */
export function toastPlacement(container: HTMLElement, focused: Element | null): ToastPlacement {
  const column = container.getBoundingClientRect();
  if (column.height === 0) return 'bottom';
  const height = column.height + edge;
  const viewport = window.visualViewport?.height ?? window.innerHeight;
  const boxes = guardedBoxes(container, focused).filter((box) => box.left < column.right && column.left < box.right);
  const clear = (top: number, bottom: number) => boxes.every((box) => box.bottom <= top || box.top >= bottom);
  if (clear(viewport - height, viewport)) return 'bottom';
  if (clear(0, height)) return 'top';
  const bands = boxes
    .flatMap((box) => [
      { top: Math.round(box.top - gap - column.height), above: box },
      { top: Math.round(box.bottom + gap), above: null },
    ])
    .filter(({ top }) => top >= edge && top + column.height <= viewport - edge)
    .filter(({ top }) => clear(top - gap, top + column.height + gap))
    .sort((a, b) => b.top - a.top);
  const band = bands[0];
  if (!band) return 'hidden';
  if (!band.above) return { top: band.top };
  // position: fixed measures its bottom from the layout viewport's (the page's height without a scrollbar).
  const windowHeight = document.documentElement.clientHeight || window.innerHeight;
  return { bottom: Math.round(windowHeight - band.above.top + gap) };
}
