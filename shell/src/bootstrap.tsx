import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAuth } from '@cc/shared-auth';
import { registerNamespace } from '@cc/shared-i18n';
import { App } from './app/App';
import type { RuntimeConfig } from './app/runtime-config';
import type { PreviewState } from './features/federation/preview';
import de from './locales/de.json';
import en from './locales/en.json';

export interface StartState {
  preview: PreviewState;
  api: RuntimeConfig['api'];
}

export async function start(ready: Promise<StartState>) {
  registerNamespace('shell', { de, en });
  const { preview, api } = await ready;
  // Before the first render: the auth client (created on demand) talks to the configured api.
  configureAuth(api);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App preview={preview} />
    </StrictMode>,
  );
}
