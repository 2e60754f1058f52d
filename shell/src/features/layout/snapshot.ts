// The build-time snapshot of `/` (see shell/prerender) paints the start page from the HTML
// itself, so a first visit sees the page before any script has run. Meanwhile the app renders
// off-document and replaces the snapshot in one step once its own page is there: nothing
// flashes, nothing is duplicated in the document, and the snapshot's links work as plain links.

/** The element of index.html that holds the snapshot (and its styles). */
export const snapshotId = 'kk-snapshot';

/** Set on <html> by the snapshot's inline guard when this visit must not see the snapshot. */
export const snapshotOffAttribute = 'data-snapshot-off';

/** Set on <html> by the guard when the visitor reads English: the English snapshot is swapped in. */
export const snapshotEnglishAttribute = 'data-snapshot-en';

/** The <template> that holds the English snapshot page until the swap script needs it. */
export const snapshotTemplateId = 'kk-snapshot-en';

export interface SnapshotGuardKeys {
  offAttribute: string;
  englishAttribute: string;
  language: string;
  guest: string;
  preview: string;
  /** shared-auth's pattern of a sign-in mail link's URL fragment, as a RegExp source. */
  mailLinkHash: string;
  /** The brand title in English (shared-i18n's `title.brand`): the HTML's <title> is the German one. */
  englishTitle: string;
}

/**
 * The inline script that index.html runs before the snapshot is parsed (serialised with
 * toString by shell/prerender, so it uses nothing from outside). The snapshot shows the start
 * page as a first visit sees it: a visitor who is signed in or a guest or arrives from a sign-in
 * mail link (the header differs; as hasSessionHint in shared-auth), or previews a remote, gets
 * the app's own first paint. Marks <html>, and the snapshot's CSS hides it; for English the
 * German page is hidden and the swap script below puts the English one in.
 * An English visitor's page is English from the first byte on, with or without the snapshot (in
 * app.html too, which runs this guard in its <head>): the document's language and its title, which
 * the tab, the history and a screen reader show before the app starts and sets the page's own.
 * The language is found as shared-i18n finds it: `?lang=`, else the stored choice, else German.
 */
export function snapshotGuard(keys: SnapshotGuardKeys): void {
  const query = new URLSearchParams(location.search);
  const asked = query.get('lang');
  let off = location.pathname !== '/' || query.has('preview') || new RegExp(keys.mailLinkHash).test(location.hash);
  let language = asked === 'de' || asked === 'en' ? asked : null;
  try {
    language ??= localStorage.getItem(keys.language);
    off ||=
      sessionStorage.getItem(keys.preview) !== null ||
      localStorage.getItem(keys.guest) !== null ||
      Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    // storage blocked: as far as can be told, a first visit
  }
  if (off) document.documentElement.setAttribute(keys.offAttribute, '');
  else if (language === 'en') document.documentElement.setAttribute(keys.englishAttribute, '');
  if (language === 'en') {
    document.documentElement.lang = 'en';
    document.title = keys.englishTitle;
  }
}

export interface SnapshotSwapKeys {
  snapshotId: string;
  templateId: string;
  englishAttribute: string;
}

/**
 * The inline script right after the snapshot (serialised like the guard): for an English
 * visitor the German page of the snapshot gives way to the English one from its <template>.
 * The template goes either way, so no inert copy stays in the document.
 */
export function snapshotLanguageSwap(keys: SnapshotSwapKeys): void {
  const template = document.getElementById(keys.templateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  if (document.documentElement.hasAttribute(keys.englishAttribute)) {
    document.querySelector(`#${keys.snapshotId} > [lang]`)?.replaceWith(template.content);
    document.documentElement.lang = 'en';
  }
  template.remove();
}

export interface SnapshotStartKeys {
  offAttribute: string;
  /** The app's entry scripts, in order (app.html loads them from its <head> with `defer`). */
  scripts: string[];
  /** Started after this long if no first paint was reported (a browser that does not report one). */
  fallbackMs: number;
}

/**
 * The inline script at the end of index.html (serialised like the guard): the app's entry
 * scripts start once the snapshot has painted. The snapshot needs no script, and the federation
 * runtime's download and start would otherwise compete with its first paint for the phone's
 * network and main thread (Lighthouse's LCP counted them). Without the snapshot (the guard turned
 * it off) they start at once.
 */
export function startAfterFirstPaint(keys: SnapshotStartKeys): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of keys.scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, as the deferred scripts of app.html
      document.head.append(script);
    }
  };
  const paintReported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.documentElement.hasAttribute(keys.offAttribute) || !paintReported) {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, keys.fallbackMs);
}

/** Whether the snapshot is on screen (no side effects; for rendering). */
export function snapshotShown(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.getElementById(snapshotId) !== null &&
    !document.documentElement.hasAttribute(snapshotOffAttribute)
  );
}

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
 * The element of `root` that stands where `active` stands in the snapshot: the same id, or the
 * same kind of element with the same link target and text (the two pages are built alike).
 */
function counterpart(active: Element, root: HTMLElement): HTMLElement | null {
  if (active.id) return root.querySelector<HTMLElement>(`#${CSS.escape(active.id)}`);
  const href = active.getAttribute('href');
  const text = active.textContent?.trim();
  return (
    [...root.querySelectorAll<HTMLElement>(active.tagName)].find(
      (candidate) => candidate.getAttribute('href') === href && candidate.textContent?.trim() === text,
    ) ?? null
  );
}

/**
 * While the app renders off-document, styled-components inserts the page's rules one component
 * at a time into its `<style data-styled>`. The snapshot uses the same class names, so each
 * insertion made the browser rebuild the rules and restyle the snapshot's matching elements in
 * the next frame: dozens of style recalculations of the whole page between React's render slices,
 * each a task that blocks input. Meanwhile those sheets match no media (the snapshot has its own
 * rules); the returned function makes them apply again, in the task of the swap.
 */
function setRuntimeStylesAside(): () => void {
  const sheets = () => document.head.querySelectorAll<HTMLStyleElement>('style[data-styled]');
  // A microtask after an insertion, so before the frame that would recalculate styles.
  const watcher = new MutationObserver(() => sheets().forEach((style) => (style.media = 'not all')));
  watcher.observe(document.head, { childList: true });
  return () => {
    watcher.disconnect();
    sheets().forEach((style) => style.removeAttribute('media'));
  };
}

export interface TakeoverTimes {
  /** How long the page's high-priority images (the hero) may take before the swap. */
  imageWaitMs?: number;
  /** The swap happens after this long whatever the page shows, so the app never stays hidden. */
  maxWaitMs?: number;
  /** Called once the live page is in the document. */
  onSwap?: () => void;
}

/**
 * Takes `root` out of the document until the page React renders into it is ready, then puts it
 * where the snapshot was. The hero image gets a moment to arrive first, so the swap does not show
 * an empty image frame; focus (a keyboard visitor may have tabbed into the snapshot) moves to the
 * same control of the live page.
 */
export function replaceSnapshotWhenReady(
  snapshot: HTMLElement,
  root: HTMLElement,
  { imageWaitMs = 3000, maxWaitMs = 30_000, onSwap }: TakeoverTimes = {},
): void {
  root.remove();
  const restoreStyles = setRuntimeStylesAside();
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(deadline);
    restoreStyles();
    const active = document.activeElement;
    const hadFocus = active !== null && snapshot.contains(active);
    if (snapshot.isConnected) snapshot.replaceWith(root);
    else document.body.append(root);
    if (hadFocus) counterpart(active, root)?.focus({ preventScroll: true });
    onSwap?.();
  };
  const swapWhenImagesArrive = async () => {
    const pending = [...root.querySelectorAll<HTMLImageElement>('main img[fetchpriority="high"]')].filter(
      (image) => !image.complete,
    );
    await Promise.race([Promise.all(pending.map(loaded)), new Promise((resolve) => setTimeout(resolve, imageWaitMs))]);
    swap();
  };
  const observer = new MutationObserver(() => {
    if (!isPageReady(root)) return;
    observer.disconnect();
    void swapWhenImagesArrive();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const deadline = setTimeout(swap, maxWaitMs);
}
