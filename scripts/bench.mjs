#!/usr/bin/env node
// `npm run bench`: performance of the product, measured the same way every time.
//
//   npm run bench                       build, serve on 3000-3004, Lighthouse 5× on /, budgets
//   npm run bench -- --no-build         measure the existing builds (the api's too)
//   npm run bench -- --only api         run one part (parts: web, api, chat, realtime, coach, safety)
//   npm run bench -- --runs 3           fewer Lighthouse runs (the default 5 is what docs report)
//   npm run bench -- --no-docs          do not rewrite docs/performance.md
//
// Writes bench-results/<part>.json and the "Latest results" section of docs/performance.md.
// Exit code: 0 all budgets pass, 1 a budget fails (results are still written), 2 the
// benchmark could not run (port taken, build or Lighthouse failed). Method: docs/performance.md.
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildApi, root } from './lib/workspace.mjs';
import { printWeb, provenance, updateDocs, webMarkdown, writeJson } from './bench/report.mjs';
import { apiMarkdown, benchApi, printApi } from './bench/api.mjs';
import { benchChat, chatMarkdown, printChat } from './bench/chat.mjs';
import { benchCoach, coachMarkdown, printCoach } from './bench/coach.mjs';
import { benchSafety, printSafety, safetyMarkdown } from './bench/safety.mjs';
import { benchRealtime, printRealtime, realtimeMarkdown } from './bench/realtime.mjs';
import { benchWeb } from './bench/web.mjs';

const argv = process.argv.slice(2);
const value = (name) => {
  const index = argv.indexOf(name);
  if (index < 0) return undefined;
  const next = argv[index + 1];
  if (!next || next.startsWith('--')) {
    console.error(`✖ ${name} needs a value`);
    process.exit(2);
  }
  return next;
};
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(
    'Usage: node scripts/bench.mjs [--only web|api|chat|realtime|coach|safety] [--no-build] [--runs N] [--no-docs] [--path /?lang=en]',
  );
  process.exit(0);
}

/** The parts of the benchmark. Each returns a result with `pass`, printed and written alike. */
const parts = {
  web: {
    run: (options) => benchWeb(options),
    print: printWeb,
    markdown: webMarkdown,
  },
  api: {
    run: (options) => benchApi(options),
    print: printApi,
    markdown: apiMarkdown,
  },
  chat: {
    run: (options) => benchChat(options),
    print: printChat,
    markdown: chatMarkdown,
  },
  realtime: {
    run: (options) => benchRealtime(options),
    print: printRealtime,
    markdown: realtimeMarkdown,
  },
  coach: {
    run: () => benchCoach(),
    print: printCoach,
    markdown: coachMarkdown,
  },
  safety: {
    run: () => benchSafety(),
    print: printSafety,
    markdown: safetyMarkdown,
  },
};

const only = value('--only');
const selected = only ? only.split(',').map((name) => name.trim()) : Object.keys(parts);
const unknown = selected.filter((name) => !parts[name]);
if (unknown.length) {
  console.error(`✖ Unknown bench part: ${unknown.join(', ')} (available: ${Object.keys(parts).join(', ')})`);
  process.exit(2);
}
const runs = Number(value('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('✖ --runs must be a positive integer');
  process.exit(2);
}
const build = !argv.includes('--no-build');
// The page Lighthouse opens (web part). The budgets and the docs are about `/`; another page is
// measured and printed only, e.g. `/?lang=en` for an English first visit.
const pagePath = value('--path') ?? '/';
if (!pagePath.startsWith('/')) {
  console.error('✖ --path must start with /');
  process.exit(2);
}
const writeDocs = !argv.includes('--no-docs') && pagePath === '/';

// Stop servers and Chromium also on Ctrl-C or a kill.
const cleanups = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and Chromium…`);
    await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
    process.exit(130);
  });
}

// The api parts run the api's build, as npm start does; --no-build measures the one that is there.
if (build && selected.some((name) => ['api', 'chat', 'realtime'].includes(name))) buildApi();

let exitCode = 0;
for (const name of selected) {
  const part = parts[name];
  console.log(`\n=== bench: ${name} ===`);
  let result;
  const loadBefore = Number(loadavg()[0].toFixed(2));
  try {
    result = await part.run({ build, runs, pagePath, registerCleanup: (cleanup) => cleanups.add(cleanup) });
  } catch (error) {
    console.error(`\n✖ bench ${name} could not run: ${error.message}`);
    if (!['PORT_IN_USE', 'BENCH_SETUP'].includes(error.code) && error.stack)
      console.error(error.stack.split('\n').slice(1, 6).join('\n'));
    exitCode = 2;
    continue;
  }
  const { artifacts = {}, ...measured } = result;
  result = { part: name, provenance: provenance({ loadBefore }), ...measured };
  part.print(result);
  const json = writeJson(name, result);
  for (const [file, content] of Object.entries(artifacts)) writeJson(file.replace(/\.json$/, ''), content);
  console.log(
    `\n  Results: ${path.relative(root, json)}${Object.keys(artifacts)
      .map((file) => `, bench-results/${file}`)
      .join('')}`,
  );
  if (writeDocs)
    console.log(`  Docs:    ${path.relative(root, await updateDocs(name, part.markdown(result)))} (Latest results)`);
  if (!result.pass) exitCode = Math.max(exitCode, 1);
}

console.log(
  exitCode === 0
    ? '\n✔ All budgets pass'
    : exitCode === 1
      ? '\n✖ A budget failed (see FAIL above)'
      : '\n✖ The benchmark did not complete',
);
// Lighthouse leaves timers behind; do not wait for them.
process.exit(exitCode);
