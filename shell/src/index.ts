// Async boundary: federation negotiates shared modules before any of them is imported, so
// this entry imports no shared module. Meanwhile it registers the remotes and starts fetching
// the remote page of the address being opened, in parallel with the shell's own chunks.
import { matchRemoteRoute } from './app/remote-routes';
import { nextTask } from './common/next-task';
import { loadRuntimeConfig } from './common/runtime-config';
import type { PreviewState } from './features/federation/preview';
import { previewRequested } from './features/federation/preview-request';
import { configureRemotes, preloadRemotePage } from './features/federation/registry';

/** A start without a preview (preview.ts, which parses and stores them, loads only for one). */
const noPreview: PreviewState = { overrides: {}, refused: null };

// Each step in a task of its own: together with the federation runtime's start (this script)
// they would make one long task that blocks input (Total Blocking Time).
const ready = nextTask()
  .then(loadRuntimeConfig)
  .then(async (config) => {
    const preview = previewRequested(window.location, sessionStorage)
      ? (await import('./features/federation/preview')).applyPreviewFromUrl(
          window.location,
          window.history,
          sessionStorage,
          config.previewOrigins,
        )
      : noPreview;
    configureRemotes(config, preview.overrides);
    const route = matchRemoteRoute(window.location.pathname);
    if (route) preloadRemotePage(route.remote, route.module);
    return { preview, api: config.api };
  });

// Resolving the shared modules of the bootstrap chunk (and fetching it) in the next task.
void nextTask()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(ready));
