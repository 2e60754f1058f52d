import { useSyncExternalStore } from 'react';
import { media, theme } from '@cc/shared-ui';

/** The spec: mobile below 768 px wide, tracked on resize. */
export const mobileBreakpoint = theme.breakpoint.mobile;

// The media query the styles use (shared-ui's media.mobile). Asking it does not make the browser
// lay out the page, while reading window.innerWidth does on a phone (the viewport's size depends on
// the layout there): during the first render that forced a style recalculation of the whole
// document into the commit. jsdom has no matchMedia: there the width is read.
const mobileQuery = media.mobile.replace(/^@media\s*/, '');
let queryList: MediaQueryList | null | undefined;
function mobileMedia(): MediaQueryList | null {
  queryList ??= typeof window.matchMedia === 'function' ? window.matchMedia(mobileQuery) : null;
  return queryList;
}

function subscribe(onChange: () => void) {
  const list = mobileMedia();
  if (list) {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function isMobileNow(): boolean {
  return mobileMedia()?.matches ?? window.innerWidth < mobileBreakpoint;
}

// Rendering without a window (the build-time snapshot of `/`) renders each layout in turn.
let serverIsMobile = false;
export function setServerViewport(viewport: 'mobile' | 'desktop'): void {
  serverIsMobile = viewport === 'mobile';
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => serverIsMobile);
}
