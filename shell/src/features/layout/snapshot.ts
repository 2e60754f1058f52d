// The build-time snapshot of `/` (see shell/prerender) paints the start page from the HTML
// itself, so a first visit sees the page before any script has run. Meanwhile the app renders
// off-document and replaces the snapshot in one step once its own page is there: nothing
// flashes, nothing is duplicated in the document, and the snapshot's links work as plain links.

/** The element of index.html that holds the snapshot (and its styles). */
export const snapshotId = 'kk-snapshot';

/** Set on <html> by the snapshot's inline guard when this visit must not see the snapshot. */
export const snapshotOffAttribute = 'data-snapshot-off';

/** The snapshot when it is on screen; one that the guard turned off is removed here. */
export function findSnapshot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const snapshot = document.getElementById(snapshotId);
  if (snapshot && document.documentElement.hasAttribute(snapshotOffAttribute)) {
    snapshot.remove();
    return null;
  }
  return snapshot;
}

/**
 * The live page is there: its main area shows something that is not the full-screen spinner
 * (the page, or the localised fallback of a remote that is down). Without a main area (the
 * router's error page) any content counts.
 */
export function isPageReady(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  const area = main ?? root;
  return Boolean(area.textContent?.trim()) && !area.querySelector('[data-testid="fullscreen-spinner"]');
}

const loaded = (image: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Takes `root` out of the document until the page React renders into it is ready, then puts it
 * where the snapshot was. The page's high-priority images (the hero) get up to `imageWaitMs` to
 * arrive first, so the swap does not show an empty image frame.
 */
export function replaceSnapshotWhenReady(snapshot: HTMLElement, root: HTMLElement, imageWaitMs = 3000): void {
  root.remove();
  const swap = async () => {
    const pending = [...root.querySelectorAll<HTMLImageElement>('main img[fetchpriority="high"]')].filter(
      (image) => !image.complete,
    );
    await Promise.race([Promise.all(pending.map(loaded)), new Promise((resolve) => setTimeout(resolve, imageWaitMs))]);
    snapshot.replaceWith(root);
  };
  const observer = new MutationObserver(() => {
    if (!isPageReady(root)) return;
    observer.disconnect();
    void swap();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
}
