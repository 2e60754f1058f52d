// The one place that says what the shell and every remote share at runtime.
// Every app passes this to ModuleFederationPlugin, so React, the router, the i18n instance,
// the auth context and the theme exist once per page however many remotes are loaded.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const thirdParty = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'styled-components',
  'i18next',
  'react-i18next',
  'framer-motion',
  'notistack',
  '@supabase/supabase-js',
  '@tanstack/react-query',
];
// `@cc/shared-auth/query` holds the page's one QueryClient: its own singleton, so only lazy pages load it.
const ours = ['@cc/shared-auth', '@cc/shared-auth/query', '@cc/shared-i18n', '@cc/shared-ui'];
/** Shared only by the apps that have the package installed (landing: its premium and news pages, not its first load). */
const optional = new Set(['@tanstack/react-query']);
/** Our modules that need an optional package. */
const needs = { '@cc/shared-auth/query': '@tanstack/react-query' };

const sharedDir = fileURLToPath(new URL('./shared/', import.meta.url));

/** Packages shared through a slim entry of the browser API they are used for (see shared/). */
export const slimEntries = {
  'react-router': `${sharedDir}react-router.mjs`,
  'framer-motion': `${sharedDir}framer-motion.mjs`,
  'react-i18next': `${sharedDir}react-i18next.mjs`,
};

/** Names of the federated apps and the ports they use locally. */
export const apps = {
  shell: { mfName: 'shell', dir: 'shell', port: 3000 },
  landing: { mfName: 'landing', dir: 'remote-landing', port: 3001 },
  chat: { mfName: 'chat', dir: 'remote-chat', port: 3002 },
  expert: { mfName: 'expert', dir: 'remote-expert', port: 3003 },
  results: { mfName: 'results', dir: 'remote-results', port: 3004 },
};

/** @param {string} appDir the app whose installed versions are offered to the others */
export function sharedModules(appDir) {
  const require = createRequire(`${appDir}/package.json`);
  const catalogVersion = (pkg) => require(`${pkg}/package.json`).version;
  const installed = (pkg) => {
    try {
      return Boolean(catalogVersion(pkg));
    } catch {
      return false;
    }
  };
  const shared = {};
  for (const name of thirdParty) {
    const pkg = name.split('/')[0].startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (optional.has(pkg) && !installed(pkg)) continue;
    const version = catalogVersion(pkg);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
    if (slimEntries[name]) shared[name].import = slimEntries[name];
  }
  for (const name of ours) {
    if (needs[name] && !installed(needs[name])) continue;
    // Workspace packages: one copy per page, whatever version the first loader brought.
    shared[name] = { singleton: true, requiredVersion: false, version: '0.1.0' };
  }
  return shared;
}
