#!/usr/bin/env node
// After the shell's browser build: renders the start page `/` in German and English
// (prerender/render.tsx, bundled for Node) into dist/index.html, so a first visit paints the
// page before any script runs.
// Every other route gets dist/app.html, the same page without the snapshot (the static servers
// answer client routes with it). The hashes of the two inline scripts (guard and language swap)
// go to dist/csp-script-hashes.txt, which the servers add to the Content-Security-Policy.
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

const { renderSnapshot, snapshotId } = createRequire(import.meta.url)(path.join(outputPath, 'index.cjs'));
const { html, guardScript, swapScript } = await renderSnapshot();

// Start from the plain page, also when this runs again on a dist it already prerendered.
const built = await readFile(path.join(dist, 'index.html'), 'utf8');
const page = built.includes(`id="${snapshotId}"`) ? await readFile(path.join(dist, 'app.html'), 'utf8') : built;
if (!page.includes(rootElement)) throw new Error(`dist/index.html has no ${rootElement}`);
await writeFile(path.join(dist, 'app.html'), page);
await writeFile(
  path.join(dist, 'index.html'),
  // A function, so no `$&` or `$'` in the markup is read as a replacement pattern.
  page.replace(rootElement, () => `<script>${guardScript}</script>${html}<script>${swapScript}</script>${rootElement}`),
);
const hashes = [guardScript, swapScript].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);
await writeFile(path.join(dist, 'csp-script-hashes.txt'), `${hashes.join('\n')}\n`);
console.log(`Prerendered / into dist/index.html (${Math.round(html.length / 1024)} KB); other routes: dist/app.html`);
