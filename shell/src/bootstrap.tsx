import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerNamespace } from '@cc/shared-i18n';
import { App } from './app/App';
import type { RuntimeConfig } from './app/runtime-config';
import { applyPreviewFromUrl } from './features/federation/preview';
import { configureRemotes } from './features/federation/registry';
import de from './locales/de.json';
import en from './locales/en.json';

export async function start(configPromise: Promise<RuntimeConfig>) {
  registerNamespace('shell', { de, en });
  const config = await configPromise;
  const preview = applyPreviewFromUrl(window.location, window.history, sessionStorage, config.previewOrigins);
  configureRemotes(config, preview.overrides);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App preview={preview} />
    </StrictMode>,
  );
}
