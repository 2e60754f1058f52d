// The one place that says what the shell and every remote share at runtime.
// Every app passes this to ModuleFederationPlugin, so React, the router, the i18n instance,
// the auth context and the theme exist once per page however many remotes are loaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
// `@cc/shared-ui/forms` (form fields, alerts, tabs, page intros, query states): its own singleton
// too, so the start page's first load, which takes shared-ui's whole index, does not carry them.
const ours = ['@cc/shared-auth', '@cc/shared-auth/query', '@cc/shared-i18n', '@cc/shared-ui', '@cc/shared-ui/forms'];
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

/** Revisions of the slim entries' export lists (shared-build/shared/); a test holds them to shared-exports.json. */
export const slimEntryRevisions = JSON.parse(readFileSync(new URL('./shared/revisions.json', import.meta.url), 'utf8'));

/** The package a shared module belongs to: `react-dom/client` → `react-dom`, `@cc/shared-auth/query` → `@cc/shared-auth`. */
export const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The range a consumer requires of a third-party singleton: the same major as the version it was
 * built with (for 0.x the same minor, semver's breaking step there), so patch and minor
 * differences between the shell and a remote pass and a breaking one is refused.
 */
export function sameMajorRange(version) {
  const [major, minor] = version.split(/[.+-]/);
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * The version a slim entry is offered with: the package's version plus the revision of the
 * export list as build metadata (`7.18.5+exports.2`), which semver ranges ignore; the shell's
 * runtime plugin refuses a copy whose revision is below the consumer's (features/federation).
 */
export const withExportsRevision = (version, revision) => `${version}+exports.${revision}`;

/** `7.18.5+exports.2` → 2; no metadata → 0. */
export const exportsRevisionOf = (version) => Number(/\+exports\.(\d+)$/.exec(version)?.[1] ?? 0);

/**
 * Every shared module is a singleton with `strictVersion`: a copy outside the consumer's range is
 * refused (the remote's page falls back) instead of running by luck.
 * - third-party: `^<major>` of the installed version (see sameMajorRange);
 * - our workspace packages: their package.json version, and a consumer requires at least the
 *   version it was built with (`>=`), so a remote using a newer export refuses an older shell.
 * @param {string} appDir the app whose installed versions are offered to the others
 */
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
    const pkg = packageOf(name);
    if (optional.has(pkg) && !installed(pkg)) continue;
    const version = catalogVersion(pkg);
    const requiredVersion = sameMajorRange(version);
    shared[name] = { singleton: true, strictVersion: true, requiredVersion, version };
    if (slimEntries[name]) {
      shared[name].import = slimEntries[name];
      shared[name].version = withExportsRevision(version, slimEntryRevisions[name]);
    }
  }
  for (const name of ours) {
    if (needs[name] && !installed(needs[name])) continue;
    // Read from the linked folder: a package's `exports` need not list its package.json.
    const manifest = path.join(appDir, 'node_modules', packageOf(name), 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
