import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAuth } from '@cc/shared-auth';
import { loadLanguage, registerNamespace } from '@cc/shared-i18n';
import { App } from './app/App';
import type { RuntimeConfig } from './common/runtime-config';
import type { PreviewState } from './features/federation/preview';
import { findSnapshot, replaceSnapshotWhenReady } from './features/layout/snapshot';
import de from './locales/de.json';

export interface StartState {
  preview: PreviewState;
  api: RuntimeConfig['api'];
}

export async function start(ready: Promise<StartState>) {
  // German is the default and ships with the shell; English is fetched only when it is chosen.
  registerNamespace('shell', { de, en: () => import('./locales/en.json') });
  const [{ preview, api }] = await Promise.all([ready, loadLanguage()]);
  // Before the first render: the auth client (created on demand) talks to the configured api.
  configureAuth(api);
  const root = document.getElementById('root')!;
  // `/` arrives with a snapshot of the start page: keep it on screen until the app's page is there.
  const snapshot = findSnapshot();
  if (snapshot) replaceSnapshotWhenReady(snapshot, root);
  // As a transition, React renders the first page in slices of a few milliseconds and lets the
  // browser in between, instead of one long task that blocks input (Total Blocking Time).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App preview={preview} />
      </StrictMode>,
    );
  });
}
