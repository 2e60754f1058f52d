#!/usr/bin/env node
// The gate before a remote deploys alone (docs/deployment.md):
//   npm run check:deploy -- <remote> --shell <deployed shell URL> [--preview <manifest URL>] [--dist <dir>]
// 1. compares the remote's built mf-manifest.json (<remote dir>/dist, or --dist) with the one the
//    deployed shell serves: fails on a major difference or a shared package newer than the
//    shell's, warns on a newer minor;
// 2. with --preview (where this build is staged, on an origin in the shell's PREVIEW_ORIGINS):
//    opens every page of the remote without parameters through the deployed shell with
//    `?preview=<remote>@<manifest URL>` in Chromium and fails on a fallback or an uncaught error.
// Exit code 0: ship it; 1: do not; 2: wrong arguments.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from '../shared-build/federation.mjs';
import { compareManifests } from '../shared-build/deploy-contract.mjs';
import { root } from './lib/workspace.mjs';

const remotes = Object.keys(apps).filter((name) => name !== 'shell');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { shell: { type: 'string' }, preview: { type: 'string' }, dist: { type: 'string' } },
});
const [remote] = positionals;
if (!remotes.includes(remote) || !values.shell) {
  console.error(
    `usage: npm run check:deploy -- <${remotes.join('|')}> --shell <URL> [--preview <manifest URL>] [--dist <dir>]`,
  );
  process.exit(2);
}
const shellUrl = values.shell.replace(/\/+$/, '');
const dist = path.resolve(values.dist ?? path.join(root, apps[remote].dir, 'dist'));

async function fetchJson(url) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The remote's pages that need no parameter: its routes in the shell's registry, `/*` as the base. */
function pagesOf(name) {
  const registry = readFileSync(path.join(root, 'shell/src/app/remote-routes.ts'), 'utf8');
  return [...registry.matchAll(/\{ path: '([^']+)', remote: '(\w+)'/g)]
    .filter(([, , owner]) => owner === name)
    .map(([, route]) => route.replace(/\/\*$/, '') || '/')
    .filter((route) => !route.includes(':'));
}

async function smokeTest(manifestUrl) {
  const { chromium } = await import('@playwright/test');
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const problems = [];
  try {
    const page = await browser.newPage();
    const previewOrigin = new URL(manifestUrl).origin;
    let fromPreview = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).origin === previewOrigin) fromPreview += 1;
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
    await page.goto(`${shellUrl}/?preview=${encodeURIComponent(`${remote}@${manifestUrl}`)}`);
    const banner = page.getByTestId('preview-banner');
    if (
      !(await banner.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      throw new Error(`the shell did not accept the preview (is ${previewOrigin} in its PREVIEW_ORIGINS?)`);
    }
    for (const route of pagesOf(remote)) {
      await page.goto(`${shellUrl}${route}`);
      const fallback = page.locator(
        `[data-testid="remote-fallback-${remote}"], [data-testid="remote-updated-${remote}"]`,
      );
      const ready = page.locator('main h1, main h2').first();
      await Promise.race([fallback.waitFor({ timeout: 20_000 }), ready.waitFor({ timeout: 20_000 })]).catch(() => {
        problems.push(`${route}: the page did not appear within 20 s`);
      });
      if (await fallback.count()) problems.push(`${route}: the shell shows the fallback instead of the page`);
      else console.log(`  ✔ ${route}`);
    }
    if (fromPreview === 0) problems.push(`nothing was loaded from ${previewOrigin}`);
  } finally {
    await browser.close();
  }
  return problems;
}

const manifestFile = path.join(dist, 'mf-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`✖ ${manifestFile} is missing: build the remote first`);
  process.exit(1);
}
const remoteManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const shellManifest = await fetchJson(`${shellUrl}/mf-manifest.json`);
const { errors, warnings } = compareManifests(remoteManifest, shellManifest);
for (const warning of warnings) console.log(`⚠ ${warning}`);
for (const error of errors) console.log(`✖ ${error}`);
if (errors.length) {
  console.log(`✖ ${remote} must not deploy alone against ${shellUrl} (docs/deployment.md, "Order of deploys")`);
  process.exit(1);
}
console.log(`✔ ${remote}: the shared modules fit the shell at ${shellUrl}`);
if (!values.preview) {
  console.log('  (no --preview: the pages were not opened through the shell)');
  process.exit(0);
}
const problems = await smokeTest(values.preview);
for (const problem of problems) console.log(`✖ ${problem}`);
if (problems.length) process.exit(1);
console.log(`✔ ${remote}: every page opened through the shell with ?preview=`);
