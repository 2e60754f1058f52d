// Loaded at idle once the first page is on screen (bootstrap.tsx), so none of this is in the
// first load. Two ways the next page gets there sooner:
// - the likely next page's files are prefetched into the HTTP cache (nothing runs);
// - a link to another remote page loads that page's code (it runs, nothing renders) as soon as
//   the visitor shows they are about to follow it: the mouse rests on it, a finger or button
//   goes down on it, or it gets the keyboard focus. A click then only renders the page.
import { prefetchRemotePage } from '../features/federation/prefetch';
import { loadRemotePage, pageRequested } from '../features/federation/RemotePage';
import { matchRemoteRoute, type RemoteRoute } from './remote-routes';

/** The page most first visits go on to: the header's first link to another remote (the chat). */
export const likelyNextPath = '/chat';

/** How long the mouse rests on a link before its page loads: a pointer crossing the header loads nothing. */
export const hoverIntentMs = 50;

/** What Chromium's `navigator.connection` tells (other browsers have none). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data (Save-Data) or is on a 2G-like connection: load nothing on a guess. */
export function savesData(
  connection = (navigator as Navigator & { connection?: NetworkInformation }).connection,
): boolean {
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const samePage = (a: RemoteRoute | undefined, b: RemoteRoute) => a?.remote === b.remote && a.module === b.module;

/** Prefetches the likely next page's remote files unless that page is the one on screen. */
export function prefetchLikelyNextPage(pathname = location.pathname): Promise<string[]> {
  const next = matchRemoteRoute(likelyNextPath);
  if (!next || samePage(matchRemoteRoute(pathname), next)) return Promise.resolve([]);
  return prefetchRemotePage(next.remote, next.module);
}

/**
 * Loads the remote page a link leads to (its code runs, nothing renders; once it is there the
 * click renders it without a spinner), once per page: RemotePage's loader remembers what is loaded
 * or loading. Not for other sites, the page on screen or a route of the shell. A failed load is
 * forgotten there, so the next sign or the click tries again; the click shows the remote's
 * fallback, or "updated, reload" when a shared module was refused to it.
 * @returns whether it started loading
 */
export function loadLinkedPage(href: string, here: Location = location): boolean {
  const url = new URL(href, here.href);
  const route = url.origin === here.origin ? matchRemoteRoute(url.pathname) : undefined;
  if (!route || samePage(matchRemoteRoute(here.pathname), route)) return false;
  if (pageRequested(route.remote, route.module)) return false;
  loadRemotePage(route.remote, route.module).catch(() => {
    // The click loads it again (see above).
  });
  return true;
}

const linkOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest('a[href]')?.getAttribute('href') : undefined;

/**
 * Loads a linked remote page on the signs that it is about to be followed: `pointerdown` and
 * `focusin` at once; the mouse resting on it for `hoverIntentMs` unless the visitor saves data.
 */
export function loadPagesOnIntent(target: Document, { hover }: { hover: boolean }): void {
  const now = (event: Event) => {
    const href = linkOf(event);
    if (href) loadLinkedPage(href);
  };
  target.addEventListener('pointerdown', now, { capture: true, passive: true });
  target.addEventListener('focusin', now, { capture: true });
  if (!hover) return;
  let resting: ReturnType<typeof setTimeout> | undefined;
  target.addEventListener(
    'pointerover',
    (event) => {
      clearTimeout(resting);
      const href = linkOf(event);
      // A touch's pointerover comes with its pointerdown, which loads the page already.
      if (href && event.pointerType !== 'touch') {
        resting = setTimeout(() => loadLinkedPage(href), hoverIntentMs);
      }
    },
    { capture: true, passive: true },
  );
}

/** Called once at idle after the first page: the intent listeners, and the prefetch unless data is saved. */
export function prepareNextPages(): void {
  const saving = savesData();
  loadPagesOnIntent(document, { hover: !saving });
  if (!saving) void prefetchLikelyNextPage();
}
