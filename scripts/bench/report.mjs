// Output of `npm run bench`: the console summary, bench-results/<part>.json and the
// "Latest results" section of docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';
import { fmtKb, fmtMs } from './web.mjs';

export const docsFile = path.join(root, 'docs', 'performance.md');
export const resultsDir = path.join(root, 'bench-results');

/** Commit, working-tree state and build switches, so numbers can be traced to what was measured. */
export function provenance({ loadBefore } = {}) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  const flags = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^CC_/.test(name)));
  return {
    date: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedChanges: Boolean(git('status', '--porcelain', '--untracked-files=no')),
    node: process.version,
    cpus: cpus().length,
    loadAverage1mBefore: loadBefore ?? null,
    loadAverage1mAfter: Number(loadavg()[0].toFixed(2)),
    buildFlags: flags,
  };
}

/** The console lines of a part's budgets, under `heading`. */
export function logBudgets(budgets, log, heading = 'Budgets') {
  log(`  ${heading}:`);
  for (const check of budgets)
    log(`    ${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.actual} (budget ${check.limit})`);
}

/** The start of a part's "Measured …" line in docs/performance.md: when, on which commit. */
export const measuredOn = (p) =>
  `Measured ${p.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${p.commit ?? 'unknown'}\`` +
  `${p.uncommittedChanges ? ' with uncommitted changes' : ''}`;

/** The machine a part ran on: Node, cores and the load before and after. */
export const machine = (p) =>
  `Node ${p.node}, ${p.cpus} CPUs, 1-min load average ${p.loadAverage1mBefore} before / ${p.loadAverage1mAfter} after`;

const escapeCell = (text) => String(text).replaceAll('|', '\\|');

/** The Markdown table of a part's budgets (a "|" in a cell escaped). */
export const budgetTable = (budgets) => [
  '| budget | limit | measured | result |',
  '|---|---|---|---|',
  ...budgets.map(
    (check) =>
      `| ${escapeCell(check.name)} | ${escapeCell(check.limit)} | ${escapeCell(check.actual)} | ${check.pass ? 'PASS' : '**FAIL**'} |`,
  ),
];

export function writeJson(part, result) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${part}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

const throttlingText = (settings) => {
  const t = settings.throttling;
  return (
    `${settings.formFactor}, ${settings.throttlingMethod} throttling: RTT ${t.rttMs} ms, ` +
    `${(t.throughputKbps / 1024).toFixed(1)} Mbit/s down, CPU slowdown ${t.cpuSlowdownMultiplier}× ` +
    `(Lighthouse "mobileSlow4G"; the page is loaded unthrottled and the timings simulated with ` +
    `these values), screen ${settings.screenEmulation.width}×${settings.screenEmulation.height} @${settings.screenEmulation.deviceScaleFactor}x`
  );
};

export function printWeb(result, log = console.log) {
  const { median: m, network: n, settings } = result;
  log('');
  log(
    `Web performance of ${result.url} (Lighthouse ${result.lighthouse}, ${result.chromium}, median of ${result.runs.length} runs)`,
  );
  log(`  Settings: ${throttlingText(settings)}`);
  log(`  Machine: Lighthouse benchmarkIndex ${Math.round(m.benchmarkIndex ?? 0)} (median)`);
  log(`    throttling object: ${JSON.stringify(settings.throttling)}`);
  log(
    `  FCP ${fmtMs(m.fcpMs)}   LCP ${fmtMs(m.lcpMs)}   TBT ${fmtMs(m.tbtMs)}   CLS ${m.cls?.toFixed(3)}   ` +
      `SI ${fmtMs(m.speedIndexMs)}   score ${Math.round((m.performanceScore ?? 0) * 100)}`,
  );
  log(`  TBT at thread CPU time (the waiting for a core taken out): ${fmtMs(m.tbtCpuMs)} (median)`);
  for (const task of result.mainThread?.longestTasks ?? []) {
    log(`    task ${task.cpuMs} ms CPU (${task.wallMs} ms wall): ${task.what}`);
  }
  log(
    `  First load (run ${result.networkFromRun}): ${n.requests} requests, ${fmtKb(n.totalTransferBytes)} transferred`,
  );
  log(
    `    JS  ${n.jsRequests} files, ${fmtKb(n.jsTransferBytes)} transferred (compressed bodies ${fmtKb(n.jsBodyBytes)}, ${fmtKb(n.jsResourceBytes)} uncompressed)`,
  );
  log(`    CSS ${n.cssRequests} files, ${fmtKb(n.cssTransferBytes)} transferred`);
  log(
    '    by app: ' +
      Object.entries(n.byApp)
        .map(([app, v]) => `${app} ${v.requests} req / JS ${fmtKb(v.jsTransferBytes)}`)
        .join(', '),
  );
  log(`  ${nextPageLine(n.nextPage)}`);
  if (result.mainThread) {
    log(
      `  Main thread ${result.mainThread.totalMs} ms (4× CPU); by script: ` +
        result.mainThread.byScript.map((item) => `${item.script} ${item.totalMs} ms`).join(', '),
    );
  }
  for (const audit of result.auditErrors ?? []) log(`  (Lighthouse could not compute ${audit.id}: ${audit.error})`);
  log('  JS of the first load, largest first (transferred; what it holds; made of, by source map):');
  for (const item of n.largestJs) {
    log(
      `    ${fmtKb(item.transferBytes).padStart(9)}  ${item.app.padEnd(8)} ${item.file.padEnd(44)} ${item.holds}${item.contents ? ` — ${item.contents}` : ''}`,
    );
  }
  for (const route of result.routeChanges ?? [])
    log(
      `  Click to route ${route.name}: median ${route.medianMs} ms, max ${route.maxMs} ms (runs ${route.runsMs.join(', ')} ms; ${route.requests} requests)`,
    );
  logBudgets(result.budgets, log);
}

export function webMarkdown(result) {
  const { median: m, network: n, settings } = result;
  const p = result.provenance;
  const lines = [
    measuredOn(p) +
      `${
        Object.keys(p.buildFlags).length
          ? `, build flags ${Object.entries(p.buildFlags)
              .map(([k, v]) => `\`${k}=${v}\``)
              .join(' ')}`
          : ''
      }` +
      ` (Lighthouse ${result.lighthouse}, ${result.chromium}, Node ${p.node}; median of ${result.runs.length} runs; ` +
      `${p.cpus} CPUs, Lighthouse benchmarkIndex ${Math.round(result.median.benchmarkIndex ?? 0)}, 1-min load average ${p.loadAverage1mBefore} before / ${p.loadAverage1mAfter} after).`,
    '',
    `Settings: ${throttlingText(settings)}.`,
    '',
    '| date | FCP | LCP | TBT | CLS | Speed Index | score | requests | JS transferred | CSS transferred |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${p.date.slice(0, 10)} | ${fmtMs(m.fcpMs)} | ${fmtMs(m.lcpMs)} | ${fmtMs(m.tbtMs)} | ${m.cls?.toFixed(3)} | ${fmtMs(m.speedIndexMs)} | ${Math.round((m.performanceScore ?? 0) * 100)} | ${n.requests} | ${fmtKb(n.jsTransferBytes)} (${n.jsRequests} files) | ${fmtKb(n.cssTransferBytes)} (${n.cssRequests} files) |`,
    '',
    ...budgetTable(result.budgets),
    '',
    `Per run (LCP): ${result.runs.map((run) => fmtMs(run.lcpMs)).join(', ')}; (TBT): ${result.runs.map((run) => fmtMs(run.tbtMs)).join(', ')}; ` +
      `(TBT at thread CPU time, see "What changed"): ${result.runs.map((run) => fmtMs(run.tbtCpuMs)).join(', ')}, median ${fmtMs(result.median.tbtCpuMs)}. ` +
      `JS of the first load: ${fmtKb(n.jsTransferBytes)} transferred = ${fmtKb(n.jsBodyBytes)} compressed bodies (brotli) + response headers; ${fmtKb(n.jsResourceBytes)} uncompressed. ` +
      `By app: ${Object.entries(n.byApp)
        .map(([app, v]) => `${app} ${fmtKb(v.jsTransferBytes)} JS in ${v.requests} requests`)
        .join(', ')}.`,
    '',
    nextPageLine(n.nextPage),
    '',
    ...(result.routeChanges ?? []).map(
      (route) =>
        `Click to route ${route.name} (remote not loaded; Chromium, desktop, unthrottled, fresh context per run): ` +
        `median ${route.medianMs} ms, max ${route.maxMs} ms (runs ${route.runsMs.join(', ')} ms; ${route.requests} requests after the click).\n`,
    ),
    ...(result.mainThread
      ? [
          `Main-thread work ${result.mainThread.totalMs} ms (4× CPU), most by: ` +
            result.mainThread.byScript.map((item) => `${escapeCell(item.script)} ${item.totalMs} ms`).join(', ') +
            '.',
          '',
        ]
      : []),
    'JS files of the first load, largest first ("made of": shares of the minified file by source map):',
    '',
    '| transferred | compressed body | uncompressed | app | file | holds | made of |',
    '|---|---|---|---|---|---|---|',
    ...n.largestJs.map(
      (item) =>
        `| ${fmtKb(item.transferBytes)} | ${fmtKb(item.bodyBytes)} | ${fmtKb(item.resourceBytes)} | ${item.app} | \`${item.file}\` | ${escapeCell(item.holds)} | ${escapeCell(item.contents || '')} |`,
    ),
  ];
  return lines.join('\n');
}

const start = (part) => `<!-- bench:${part}:start (written by npm run bench; do not edit by hand) -->`;
const end = (part) => `<!-- bench:${part}:end -->`;

/** Replaces this part's block in the "Latest results" section of docs/performance.md. */
export async function updateDocs(part, markdown) {
  const block = `${start(part)}\n${markdown}\n${end(part)}`;
  let text = existsSync(docsFile) ? readFileSync(docsFile, 'utf8') : '# Performance\n';
  const pattern = new RegExp(`<!-- bench:${part}:start[^>]*-->[\\s\\S]*?<!-- bench:${part}:end -->`);
  if (pattern.test(text)) {
    text = text.replace(pattern, () => block);
  } else if (/^## Latest results\s*$/m.test(text)) {
    text = text.replace(/^## Latest results\s*$/m, (heading) => `${heading}\n\n${block}`);
  } else {
    text = `${text.trimEnd()}\n\n## Latest results\n\n${block}\n`;
  }
  mkdirSync(path.dirname(docsFile), { recursive: true });
  // In the repository's own style, so a bench run leaves the docs as `npm test` checks them.
  const options = { ...(await prettier.resolveConfig(docsFile)), filepath: docsFile };
  writeFileSync(docsFile, await prettier.format(text, options));
  return docsFile;
}

/** What the shell prefetched at idle for the next page, after the first load (not counted in it). */
function nextPageLine(nextPage) {
  if (!nextPage || nextPage.markMs === null) return 'Next page: no prefetch mark, every request counted as first load.';
  const files = nextPage.files
    .map((file) => `${file.app} ${file.file} (${file.resourceType}, ${file.priority})`)
    .join(', ');
  return (
    `After the first load (from the shell's prefetch mark at ${nextPage.markMs} ms, not counted above): ` +
    `${nextPage.requests} requests, ${fmtKb(nextPage.transferBytes)} transferred${files ? `: ${files}` : ''}.`
  );
}
