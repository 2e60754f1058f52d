import { useSyncExternalStore } from 'react';
import { theme } from '@cc/shared-ui';

/** The spec: mobile below 768 px wide, tracked on resize. */
export const mobileBreakpoint = theme.breakpoint.mobile;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// Rendering without a window (the build-time snapshot of `/`) renders each layout in turn.
let serverIsMobile = false;
export function setServerViewport(viewport: 'mobile' | 'desktop'): void {
  serverIsMobile = viewport === 'mobile';
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < mobileBreakpoint,
    () => serverIsMobile,
  );
}
