#!/usr/bin/env node
// After the shell's browser build: renders the start page `/` in German and English
// (prerender/render.tsx, bundled for Node) into dist/index.html, so a first visit paints the
// page before any script runs.
// Every other route gets dist/app.html, the same page without the snapshot (the static servers
// answer client routes with it). On `/` the app's entry scripts are not in the <head>: the start
// script at the end of the body loads them after the snapshot's first paint. The hashes of the
// three inline scripts (guard, language swap, start) go to dist/csp-script-hashes.txt, which the
// servers add to the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createPrerenderConfig } from '@cc/shared-build/rspack';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(appDir, 'dist');
const outputPath = path.join(appDir, 'node_modules', '.cache', 'prerender');
const rootElement = '<div id="root"></div>';

const compiler = rspack(
  createPrerenderConfig({ appDir, entry: path.join(appDir, 'prerender', 'render.tsx'), outputPath }),
);
await new Promise((resolve, reject) =>
  compiler.run((error, stats) => {
    compiler.close(() => {});
    if (error) reject(error);
    else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
    else resolve();
  }),
);

// Start from the plain page, also when this runs again on a dist it already prerendered.
const built = await readFile(path.join(dist, 'index.html'), 'utf8');
const { snapshotId } = createRequire(import.meta.url)(path.join(outputPath, 'index.cjs'));
const page = built.includes(`id="${snapshotId}"`) ? await readFile(path.join(dist, 'app.html'), 'utf8') : built;
if (!page.includes(rootElement)) throw new Error(`dist/index.html has no ${rootElement}`);
// The entry scripts HtmlRspackPlugin put in the <head> (`<script defer src="…">`).
const entryTag = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;
const entryScripts = [...page.matchAll(entryTag)].map((match) => match[1]);
if (entryScripts.length === 0) throw new Error('dist/index.html has no <script defer src="…"> entry');

const { renderSnapshot } = createRequire(import.meta.url)(path.join(outputPath, 'index.cjs'));
const { html, guardScript, swapScript, startScript } = await renderSnapshot(entryScripts);
await writeFile(path.join(dist, 'app.html'), page);
await writeFile(
  path.join(dist, 'index.html'),
  // A function, so no `$&` or `$'` in the markup is read as a replacement pattern.
  page
    .replace(entryTag, '')
    .replace(
      rootElement,
      () =>
        `<script>${guardScript}</script>${html}<script>${swapScript}</script>${rootElement}<script>${startScript}</script>`,
    ),
);
const hashes = [guardScript, swapScript, startScript].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);
await writeFile(path.join(dist, 'csp-script-hashes.txt'), `${hashes.join('\n')}\n`);
console.log(`Prerendered / into dist/index.html (${Math.round(html.length / 1024)} KB); other routes: dist/app.html`);
