#!/usr/bin/env node
// After the shell's browser build: renders the start page `/` in German and English
// (prerender/render.tsx, bundled for Node) into dist/index.html, so a first visit paints the
// page before any script runs.
// Every other route gets dist/app.html, the same page without the snapshot (the static servers
// answer client routes with it). On `/` the app's entry scripts are not in the <head>: the start
// script at the end of the body loads them after the snapshot's first paint. The hashes of the
// three inline scripts (guard, language swap, start) go to dist/csp-script-hashes.txt, which the
// servers add to the Content-Security-Policy.
// Both pages carry the guard in their <head>: an English visitor gets the English language and
// title before anything is painted (the HTML is German), not a second later when the app starts;
// the <title> is shared-i18n's German brand title, so the page and the app never name it apart.
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
// The guard's tag, marked so that a second run on a prerendered dist finds and replaces it.
const guardMark = 'data-kk-guard';
const guardTag = new RegExp(`<script ${guardMark}>[\\s\\S]*?</script>`, 'g');
const titleTag = /<title>[^<]*<\/title>/;
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
const plain = (
  built.includes(`id="${snapshotId}"`) ? await readFile(path.join(dist, 'app.html'), 'utf8') : built
).replace(guardTag, '');
if (!plain.includes(rootElement)) throw new Error(`dist/index.html has no ${rootElement}`);
if (!titleTag.test(plain)) throw new Error('dist/index.html has no <title>');
// The entry scripts HtmlRspackPlugin put in the <head> (`<script defer src="…">`).
const entryTag = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;
const entryScripts = [...plain.matchAll(entryTag)].map((match) => match[1]);
if (entryScripts.length === 0) throw new Error('dist/index.html has no <script defer src="…"> entry');

const { renderSnapshot } = createRequire(import.meta.url)(path.join(outputPath, 'index.cjs'));
const snapshot = await renderSnapshot(entryScripts);
const { html, titles } = snapshot;
// The inline scripts are functions' source text: minified, they cost every first load (the guard
// is on every page) about a third of their bytes.
const minified = async (script) =>
  (await rspack.experiments.swc.minify(script, { compress: true, mangle: true, format: { comments: false } })).code;
const [guardScript, swapScript, startScript] = await Promise.all(
  [snapshot.guardScript, snapshot.swapScript, snapshot.startScript].map(minified),
);
// The German title, then the guard right after it: the first thing the <head> runs.
const page = plain.replace(
  titleTag,
  () => `<title>${escapeHtml(titles.de)}</title><script ${guardMark}>${guardScript}</script>`,
);
await writeFile(path.join(dist, 'app.html'), page);
await writeFile(
  path.join(dist, 'index.html'),
  // A function, so no `$&` or `$'` in the markup is read as a replacement pattern.
  page
    .replace(entryTag, '')
    .replace(rootElement, () => `${html}<script>${swapScript}</script>${rootElement}<script>${startScript}</script>`),
);
const hashes = [guardScript, swapScript, startScript].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);
await writeFile(path.join(dist, 'csp-script-hashes.txt'), `${hashes.join('\n')}\n`);
console.log(`Prerendered / into dist/index.html (${Math.round(html.length / 1024)} KB); other routes: dist/app.html`);
