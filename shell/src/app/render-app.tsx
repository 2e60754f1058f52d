import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { configureAuth } from '@cc/shared-auth';
import type { RuntimeConfig } from '../common/runtime-config';
import type { PreviewState } from '../features/federation/preview';
import { App } from './App';

export interface StartState {
  preview: PreviewState;
  api: RuntimeConfig['api'];
}

/** Renders the app into `reactRoot` (see bootstrap.tsx, which loads this module a task later). */
export function renderApp(reactRoot: Root, { preview, api }: StartState): void {
  // Before the first render: the auth client (created on demand) talks to the configured api.
  configureAuth(api);
  // As a transition, React renders the first page in slices of a few milliseconds and lets the
  // browser in between, instead of one long task that blocks input (Total Blocking Time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App preview={preview} />
      </StrictMode>,
    );
  });
}
