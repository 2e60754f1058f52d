// A control that floats over the chat's scroll area (the jump to the latest message) steps aside
// while it would cover what the reader is working with there: the focused control, or an open
// confirmation or notice with buttons (WCAG 2.4.11, focus not obscured). On a phone the list's
// delete confirmation ends at the bottom of the scroll area, right under the jump.
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** What in the scroll area must stay uncovered besides the focused element: boxes one acts on. */
const guarded = '[role="dialog"], [role="alertdialog"], [role="status"]:has(button), [role="alert"]:has(button)';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function covers(area: HTMLElement, floating: HTMLElement): boolean {
  const box = floating.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const focused = document.activeElement;
  const targets: Element[] = [];
  if (focused && focused !== area && area.contains(focused)) targets.push(focused);
  // `:has` is in every browser the product supports; an engine without it only skips this part.
  try {
    targets.push(...area.querySelectorAll(guarded));
  } catch {
    // no `:has`: the focused control is still guarded
  }
  return targets.some((target) => overlaps(target.getBoundingClientRect(), box));
}

/**
 * Whether `floating` (kept in the layout, so it can be measured) must be hidden because it
 * covers the focused control or an open confirmation inside `area`. Checked on scroll, focus
 * moves, resizes and changes in the area while `active`.
 */
export function useClearOfFocus(
  area: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  active: boolean,
): boolean {
  const [hidden, setHidden] = useState(false);
  const check = useCallback(() => {
    const element = area.current;
    const control = floating.current;
    setHidden(Boolean(element && control && covers(element, control)));
  }, [area, floating]);

  useEffect(() => {
    const element = area.current;
    if (!active || !element) {
      setHidden(false);
      return;
    }
    check();
    // Focus moves before the browser scrolls it into view: check now and again after that frame.
    let frame = 0;
    const checkNowAndAfterFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
      check();
    };
    element.addEventListener('scroll', checkNowAndAfterFrame, { passive: true });
    document.addEventListener('focusin', checkNowAndAfterFrame);
    document.addEventListener('focusout', checkNowAndAfterFrame);
    window.addEventListener('resize', checkNowAndAfterFrame);
    const mutations = new MutationObserver(checkNowAndAfterFrame);
    mutations.observe(element, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', checkNowAndAfterFrame);
      document.removeEventListener('focusin', checkNowAndAfterFrame);
      document.removeEventListener('focusout', checkNowAndAfterFrame);
      window.removeEventListener('resize', checkNowAndAfterFrame);
      mutations.disconnect();
    };
  }, [active, area, check]);

  return active && hidden;
}
