// Builds the shell's /runtime-config.json from the environment at deploy (or start) time.
// Every variable is documented in .env.example.
import { apps } from './federation.mjs';

export const defaultApiPort = 54321;
/** The documented local anon key (api/src/platform/config.ts has the same); production sets ANON_KEY. */
export const defaultAnonKey = 'sb_publishable_konfliktkompass_local_development_key';

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** @param {NodeJS.ProcessEnv} env */
export function runtimeConfigFromEnv(env = process.env) {
  const remote = (key, app) => env[key] ?? `http://localhost:${apps[app].port}/mf-manifest.json`;
  return {
    remotes: {
      landing: remote('REMOTE_LANDING_URL', 'landing'),
      chat: remote('REMOTE_CHAT_URL', 'chat'),
      expert: remote('REMOTE_EXPERT_URL', 'expert'),
      results: remote('REMOTE_RESULTS_URL', 'results'),
    },
    previewOrigins: list(env.PREVIEW_ORIGINS),
    // The api the browser talks to (supabase-js) and its public anon key (not a secret).
    api: {
      url: (env.API_URL ?? `http://localhost:${env.API_PORT ?? defaultApiPort}`).replace(/\/+$/, ''),
      anonKey: env.ANON_KEY ?? defaultAnonKey,
    },
  };
}

/** Origins the shell loads code from: its remotes and any allowed preview origin. */
export function codeOrigins(config) {
  return [...new Set([...Object.values(config.remotes).map((url) => new URL(url).origin), ...config.previewOrigins])];
}

/**
 * What the shell's index.html gets in its <head> at serve time: the configuration itself (so the
 * page needs no extra request for it) and early connections to the remotes' origins.
 */
export function shellHead(config) {
  // JSON inside <script> must not be able to close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const preconnects = codeOrigins(config)
    .filter((origin) => !config.previewOrigins.includes(origin))
    .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  return `<script type="application/json" id="runtime-config">${json}</script>${preconnects}`;
}
