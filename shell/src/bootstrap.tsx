import { loadLanguage, registerNamespace } from '@cc/shared-i18n';
import type { StartState } from './app/render-app';
import { nextTask } from './common/next-task';
import { findSnapshot, replaceSnapshotWhenReady } from './features/layout/snapshot';
import de from './locales/de.json';

export async function start(ready: Promise<StartState>) {
  // German is the default and ships with the shell; English is fetched only when it is chosen.
  registerNamespace('shell', { de, en: () => import('./locales/en.json') });
  const [state] = await Promise.all([ready, loadLanguage()]);
  const root = document.getElementById('root')!;
  // `/` arrives with a snapshot of the start page: keep it on screen until the app's page is there.
  const snapshot = findSnapshot();
  if (snapshot) replaceSnapshotWhenReady(snapshot, root, { onSwap: prefetchNextPage });
  // The modules run in three tasks: i18next (this one), react-dom, then the app's own (auth, the
  // UI kit, the router, the layout). In one task they would block input for long (Total Blocking
  // Time). "eager": they come with this chunk, no extra request; only their evaluation waits.
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const reactRoot = createRoot(root);
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/render-app');
  renderApp(reactRoot, state);
}

/**
 * On a first visit to `/`, once the live page has replaced the snapshot and the browser is idle
 * (not in Safari, which has no requestIdleCallback): app/prefetch-next-page.ts, loaded only then,
 * prefetches the likely next page's files (not when the visitor saves data) and loads a linked
 * remote page when the visitor is about to follow the link. The mark ends the first load for the
 * web bench (scripts/bench/web.mjs). A visitor with a session usually has the files cached.
 */
function prefetchNextPage() {
  window.requestIdleCallback?.(() => {
    performance.mark('kk:prefetch');
    void import('./app/prefetch-next-page').then((m) => m.prepareNextPages());
  });
}
