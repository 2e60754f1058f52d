// Async boundary: federation negotiates shared modules before any of them is imported, so
// this entry imports no shared module. Meanwhile it registers the remotes and starts fetching
// the remote page of the address being opened, in parallel with the shell's own chunks.
import { matchRemoteRoute } from './app/remote-routes';
import { loadRuntimeConfig } from './common/runtime-config';
import { applyPreviewFromUrl } from './features/federation/preview';
import { configureRemotes, preloadRemotePage } from './features/federation/registry';

const ready = loadRuntimeConfig().then((config) => {
  const preview = applyPreviewFromUrl(window.location, window.history, sessionStorage, config.previewOrigins);
  configureRemotes(config, preview.overrides);
  const route = matchRemoteRoute(window.location.pathname);
  if (route) preloadRemotePage(route.remote, route.module);
  return { preview, api: config.api };
});

void import('./bootstrap').then(({ start }) => start(ready));
