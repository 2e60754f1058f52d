import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Scroll positions per path for this tab; kept across reloads like the browser's own.
const storageKey = 'cc.scroll';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * A new page starts at its top (after signing in at the bottom of a long form on a phone, the
 * page the visitor returns to too); a path seen before in this tab gets its old position back
 * (Back restores where they were), and `#id` scrolls to that element. Keyed by path, so a change
 * of the query only (the sign-in screen's tabs) keeps the position. What react-router's data
 * router did with `<ScrollRestoration getKey={pathname}>`, for the declarative router.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  // The position of the page on screen, recorded as it scrolls: when the next page has rendered,
  // the old one's height (and so its scroll position) is already gone.
  const current = useRef({ path: location.pathname, y: 0 });
  const mounted = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      current.current.y = window.scrollY;
    };
    const onPageHide = () => {
      const saved = (positions.current ??= readPositions());
      saved[current.current.path] = window.scrollY;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(saved));
      } catch {
        // storage disabled: positions last for this page only
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions());
    const previous = current.current;
    const first = !mounted.current;
    mounted.current = true;
    const samePath = !first && previous.path === location.pathname;
    if (!first && !samePath) saved[previous.path] = previous.y;
    const y = samePath ? previous.y : saved[location.pathname];
    current.current = { path: location.pathname, y: y ?? (first ? 0 : window.scrollY) };
    if (first && y === undefined) {
      // Where the first page stands (the visitor may have scrolled the snapshot of `/`), read in
      // the next frame: reading scrollY here would make the browser recalculate the whole
      // document's styles inside this commit (styled-components has just added its rules).
      const initial = current.current;
      requestAnimationFrame(() => {
        if (current.current === initial) initial.y = window.scrollY;
      });
    }
    if (typeof y === 'number') {
      window.scrollTo(0, y);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // not a decodable id: start at the top
      }
    }
    // The first page stays where it is (at its top, or where the visitor scrolled the snapshot
    // of `/` to before the app took over); a newly opened one starts at its top.
    if (!first) window.scrollTo(0, 0);
  }, [location]);

  return null;
}
