import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerNamespace } from '@cc/shared-i18n';
import { App } from './app/App';
import type { PreviewState } from './features/federation/preview';
import de from './locales/de.json';
import en from './locales/en.json';

export async function start(ready: Promise<PreviewState>) {
  registerNamespace('shell', { de, en });
  const preview = await ready;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App preview={preview} />
    </StrictMode>,
  );
}
