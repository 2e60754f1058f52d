import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';

/**
 * The shell's router. A navigation renders at once, not as a transition (react-router's default):
 * the address changes the moment a link is followed, and with a transition the old page stayed
 * on screen, at its old scroll position and without any sign of loading, under the new address
 * until the next page's code had arrived. Now the next page's spinner (Layout's Suspense, like a
 * remote page's own) shows at once and ScrollRestoration puts it at its top, so the address, the
 * screen and the scroll position always belong to the same page.
 */
export function ShellRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}
