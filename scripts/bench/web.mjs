// The web part of `npm run bench`: Lighthouse 12 (mobile, simulated Slow 4G) against the built
// product served as `npm start` serves it, plus what the first load transfers.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps } from '../../shared-build/federation.mjs';
import { root } from '../lib/workspace.mjs';
import { longestTasks, tbtAtThreadTime } from './cpu-time.mjs';
import { measureRouteChanges, nextPagePrefetchMark } from './route-change.mjs';
import { attribute, summarise } from './sourcemap.mjs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Issue #26's budgets for the first load of `/` (#15's for the route to a remote not loaded yet). */
export const budgets = {
  firstLoadJsBytes: 150 * 1024, // transferred (compressed, as Chromium asks: brotli) JS of the first load, at most
  tbtMs: 150, // median Total Blocking Time, at most
  lcpMs: 1100, // median Largest Contentful Paint, at most
  cls: 0, // median Cumulative Layout Shift, at most
  routeChangeMs: 300, // median click-to-route time to a page whose remote is not loaded, under
};

const require = createRequire(import.meta.url);

/** Lighthouse, its settings constants and chrome-launcher (a lighthouse dependency, not hoisted by pnpm). */
async function loadLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const lighthousePkg = require.resolve('lighthouse/package.json');
  const constants = await import(
    pathToFileURL(path.join(path.dirname(lighthousePkg), 'core/config/constants.js')).href
  );
  let chromeLauncher;
  try {
    chromeLauncher = await import('chrome-launcher');
  } catch {
    const fromLighthouse = createRequire(lighthousePkg).resolve('chrome-launcher');
    chromeLauncher = await import(pathToFileURL(fromLighthouse).href);
  }
  const { saveArtifacts } = await import(
    pathToFileURL(path.join(path.dirname(lighthousePkg), 'core/lib/asset-saver.js')).href
  );
  const version = JSON.parse(readFileSync(lighthousePkg, 'utf8')).version;
  return { lighthouse, constants, chromeLauncher, saveArtifacts, version };
}

/** Fails with a clear message when a port of the stack is taken (on IPv4 or IPv6 loopback). */
export async function assertPortsFree(ports, host = '127.0.0.1') {
  const taken = [];
  for (const port of ports) {
    for (const address of [host, '::1']) {
      const error = await new Promise((resolve) => {
        const server = createServer();
        server.once('error', resolve);
        server.listen({ port, host: address, exclusive: true }, () => server.close(() => resolve(null)));
      });
      if (error?.code === 'EADDRINUSE' || error?.code === 'EACCES') {
        taken.push(address === host ? String(port) : `${port} (on ${address})`);
        break;
      }
    }
  }
  if (taken.length) {
    throw Object.assign(
      new Error(
        `${taken.length > 1 ? `Ports ${taken.join(', ')} are` : `Port ${taken[0]} is`} already in use. The benchmark serves the product on its normal ports ` +
          `(${ports.join(', ')}); stop whatever listens there (another \`npm start\`, an e2e run, a dev server; ` +
          `see \`ss -ltnp\`) and run it again.`,
      ),
      { code: 'PORT_IN_USE' },
    );
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Which app served a URL, and what a JS file holds (from that app's mf-manifest.json). */
function describeAssets() {
  const byPort = new Map(Object.entries(apps).map(([name, app]) => [String(app.port), { name, dir: app.dir }]));
  const manifests = new Map();
  for (const { name, dir } of byPort.values()) {
    const file = path.join(root, dir, 'dist', 'mf-manifest.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const contents = new Map();
    const add = (asset, label) => contents.set(asset, [...(contents.get(asset) ?? []), label]);
    for (const shared of manifest.shared ?? []) {
      for (const asset of shared.assets.js.sync) add(asset, `shared ${shared.name}`);
      for (const asset of shared.assets.js.async) add(asset, `shared ${shared.name} (async)`);
    }
    for (const exposed of manifest.exposes ?? []) {
      for (const asset of exposed.assets.js.sync) add(asset, `expose ${exposed.path}`);
      for (const asset of exposed.assets.js.async) add(asset, `expose ${exposed.path} (async)`);
    }
    manifests.set(name, contents);
  }
  const dirOf = Object.fromEntries([...byPort.values()].map(({ name, dir }) => [name, dir]));
  return (url) => {
    const parsed = new URL(url);
    const app = byPort.get(parsed.port)?.name ?? parsed.host;
    const file = parsed.pathname.replace(/^\//, '');
    let holds = manifests.get(app)?.get(file)?.join(', ');
    if (!holds && /^remoteEntry\.js$/.test(file)) holds = 'remote entry (federation runtime + container)';
    if (!holds && /^static\/js\/main\./.test(file)) holds = 'entry (federation runtime + bootstrap)';
    // What the file is made of, from its source map (the build on disk, i.e. the one measured
    // unless it was rebuilt meanwhile).
    const parts = dirOf[app] ? attribute(path.join(root, dirOf[app], 'dist', file)) : null;
    return { app, file, holds: holds ?? 'chunk (app code or split vendor code)', contents: summarise(parts) };
  };
}

/**
 * Runs Lighthouse `runs` times against `url` and summarises the median metrics and the first
 * load's network requests. Starts and stops one Chromium per run.
 * @returns {Promise<object>} the result written to bench-results/web.json
 */
export async function runLighthouse({ url, runs = 5, log = console.log, onChrome = () => {} }) {
  const { lighthouse, constants, chromeLauncher, saveArtifacts, version } = await loadLighthouse();
  const settings = {
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: constants.screenEmulationMetrics.mobile,
    emulatedUserAgent: constants.userAgents.mobile,
    throttlingMethod: 'simulate',
    throttling: constants.throttling.mobileSlow4G,
  };
  const config = { extends: 'lighthouse:default', settings };

  const results = [];
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
    onChrome(chrome);
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metric = (id) => lhr.audits[id]?.numericValue ?? null;
      const entry = {
        run,
        performanceScore: lhr.categories.performance?.score ?? null,
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        // The same run's TBT with every main-thread task at its thread CPU time (cpu-time.mjs):
        // about what a quiet machine shows; the budget stays on the measured TBT.
        tbtCpuMs: await tbtAtThreadTime({ lighthouse, saveArtifacts, artifacts: result.artifacts, url, config }),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
        ttiMs: metric('interactive'),
        // Lighthouse's CPU benchmark of this machine during the run (higher is faster).
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        warnings: lhr.runWarnings ?? [],
      };
      results.push({
        entry,
        lhr,
        tasks: longestTasks(result.artifacts.Trace),
        requestedAfterMark: requestedAfterMark(result.artifacts),
      });
      log(
        `  run ${run}/${runs}: FCP ${fmtMs(entry.fcpMs)}  LCP ${fmtMs(entry.lcpMs)}  TBT ${fmtMs(entry.tbtMs)} ` +
          `(at CPU time ${fmtMs(entry.tbtCpuMs)})  ` +
          `CLS ${entry.cls?.toFixed(3)}  score ${Math.round((entry.performanceScore ?? 0) * 100)}`,
      );
      for (const warning of entry.warnings) log(`    warning: ${warning}`);
    } finally {
      await chrome.kill();
      onChrome(null);
    }
  }

  const runsSummary = results.map((item) => item.entry);
  const medians = {
    performanceScore: median(runsSummary.map((item) => item.performanceScore)),
    fcpMs: median(runsSummary.map((item) => item.fcpMs)),
    lcpMs: median(runsSummary.map((item) => item.lcpMs)),
    tbtMs: median(runsSummary.map((item) => item.tbtMs)),
    tbtCpuMs: median(runsSummary.map((item) => item.tbtCpuMs)),
    cls: median(runsSummary.map((item) => item.cls)),
    speedIndexMs: median(runsSummary.map((item) => item.speedIndexMs)),
    ttiMs: median(runsSummary.map((item) => item.ttiMs)),
    benchmarkIndex: median(runsSummary.map((item) => item.benchmarkIndex)),
  };
  // The network table of the run whose LCP is the median (every run loads the same files).
  const representative = results.reduce((best, item) =>
    Math.abs(item.entry.lcpMs - medians.lcpMs) < Math.abs(best.entry.lcpMs - medians.lcpMs) ? item : best,
  );
  const network = await summariseNetwork(representative.lhr, representative.requestedAfterMark);
  const lhr = representative.lhr;
  const describe = describeAssets();
  return {
    url,
    lighthouse: version,
    chromium: lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? null,
    settings: {
      formFactor: lhr.configSettings.formFactor,
      screenEmulation: lhr.configSettings.screenEmulation,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      throttling: lhr.configSettings.throttling,
      chromeFlags,
    },
    runs: runsSummary,
    median: medians,
    networkFromRun: representative.entry.run,
    network,
    mainThread: { ...mainThread(lhr, describe), longestTasks: representative.tasks },
    auditErrors: auditErrors(lhr),
    // Written next to the results as bench-results/web-lighthouse.json (the full report).
    artifacts: { 'web-lighthouse.json': lhr },
  };
}

/** Main-thread time per script (Lighthouse bootup-time, with the 4× CPU slowdown applied). */
function mainThread(lhr, describe) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return {
    totalMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    byScript: items.slice(0, 6).map((item) => {
      const known = /^https?:/.test(item.url) ? describe(item.url) : null;
      return {
        script: known ? `${known.app} ${known.file}` : item.url,
        holds: known?.holds ?? null,
        totalMs: Math.round(item.total),
        scriptingMs: Math.round(item.scripting),
      };
    }),
  };
}

/**
 * The URLs the page requested after the shell's prefetch mark, or null without the mark. Both
 * from the run's own records on one clock (the trace's microseconds, the DevTools protocol's
 * seconds): Lighthouse's audits give them relative to two different starts.
 */
function requestedAfterMark(artifacts) {
  const events = artifacts.Trace?.traceEvents ?? [];
  const mark = events.find((event) => event.name === nextPagePrefetchMark && event.cat?.includes('user_timing'));
  if (!mark) return null;
  const urls = new Set();
  for (const entry of artifacts.DevtoolsLog ?? []) {
    if (entry.method === 'Network.requestWillBeSent' && entry.params.timestamp * 1e6 >= mark.ts) {
      urls.add(entry.params.request.url);
    }
  }
  return urls;
}

/** Audits Lighthouse could not compute (e.g. a trace format newer than it knows). */
function auditErrors(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => ({ id: audit.id, error: (audit.errorMessage ?? '').split('\n')[0].slice(0, 200) }));
}

/** Size of a response body as sent to Chromium's `Accept-Encoding` (null if not 200). */
function compressedBodyBytes(url) {
  return new Promise((resolve) => {
    const req = httpGet(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(res.statusCode === 200 ? bytes : null));
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    req.setTimeout(10_000, () => req.destroy());
  });
}

/** Requests, transfer sizes and the largest scripts of one run's first load. */
async function summariseNetwork(lhr, requestedAfterMark) {
  const describe = describeAssets();
  const requested = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => /^https?:/.test(item.url));
  // The first load ends where the shell starts prefetching the next page at idle (the mark of
  // shell/src/bootstrap.tsx): those requests are listed apart, not counted.
  const prefetchMark = (lhr.audits['user-timings']?.details?.items ?? []).find(
    (item) => item.name === nextPagePrefetchMark,
  );
  const afterFirstLoad = (item) => requestedAfterMark?.has(item.url) ?? false;
  const items = requested.filter((item) => !afterFirstLoad(item));
  const prefetched = requested.filter(afterFirstLoad);
  const sum = (list, key) => list.reduce((total, item) => total + (item[key] ?? 0), 0);
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const styles = items.filter((item) => item.resourceType === 'Stylesheet');

  // Body bytes alone (the compressed file, without response headers), fetched again here.
  const bodies = await Promise.all(scripts.map((item) => compressedBodyBytes(item.url)));

  const byApp = {};
  for (const item of items) {
    const { app } = describe(item.url);
    byApp[app] ??= { requests: 0, transferBytes: 0, jsTransferBytes: 0 };
    byApp[app].requests++;
    byApp[app].transferBytes += item.transferSize ?? 0;
    if (item.resourceType === 'Script') byApp[app].jsTransferBytes += item.transferSize ?? 0;
  }

  const largestJs = scripts
    .map((item, index) => ({
      ...describe(item.url),
      url: item.url,
      transferBytes: item.transferSize ?? 0,
      bodyBytes: bodies[index],
      resourceBytes: item.resourceSize ?? 0,
    }))
    .sort((a, b) => b.transferBytes - a.transferBytes);

  return {
    requests: items.length,
    dataUrlsExcluded: (lhr.audits['network-requests']?.details?.items ?? []).length - items.length,
    byResourceType: Object.fromEntries(
      [...new Set(items.map((item) => item.resourceType ?? 'Other'))].map((type) => [
        type,
        items.filter((item) => (item.resourceType ?? 'Other') === type).length,
      ]),
    ),
    totalTransferBytes: sum(items, 'transferSize'),
    jsRequests: scripts.length,
    jsTransferBytes: sum(scripts, 'transferSize'),
    jsBodyBytes: bodies.every((value) => value !== null) ? bodies.reduce((a, b) => a + b, 0) : null,
    jsResourceBytes: sum(scripts, 'resourceSize'),
    cssRequests: styles.length,
    cssTransferBytes: sum(styles, 'transferSize'),
    byApp,
    largestJs,
    nextPage: {
      markMs: prefetchMark ? Math.round(prefetchMark.startTime) : null,
      requests: prefetched.length,
      transferBytes: sum(prefetched, 'transferSize'),
      files: prefetched.map((item) => ({
        ...describe(item.url),
        resourceType: item.resourceType,
        priority: item.priority,
        transferBytes: item.transferSize ?? 0,
      })),
    },
  };
}

export const fmtMs = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
export const fmtKb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * Builds (unless `build` is false), serves the product on its normal ports, runs Lighthouse
 * and checks the budgets. Always stops the servers and Chromium.
 */
export async function benchWeb({
  build = true,
  runs = 5,
  pagePath = '/',
  log = console.log,
  registerCleanup = () => {},
} = {}) {
  // The shell and the remotes; a first visit to a page without a session never calls the api, so
  // the api and the mail inbox stay off.
  const ports = Object.values(apps).map((app) => app.port);
  await assertPortsFree(ports);

  if (build) {
    log('› Building the shell and every remote (production)…');
    // buildAll() exits its process when a build fails: `npm run build`'s script runs it in a child
    // to report that here.
    const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) {
      throw Object.assign(new Error(`the build failed (exit ${built.status ?? built.signal}); see the output above`), {
        code: 'BENCH_SETUP',
      });
    }
  } else {
    for (const [name, app] of Object.entries(apps)) {
      // The shell is a page; a production remote is its remoteEntry.js (no page of its own).
      if (!existsSync(path.join(root, app.dir, 'dist', name === 'shell' ? 'index.html' : 'remoteEntry.js'))) {
        throw Object.assign(new Error(`${app.dir}/dist is missing: run without --no-build (or npm run build) first`), {
          code: 'BENCH_SETUP',
        });
      }
    }
  }
  // Ports may have been taken while building.
  await assertPortsFree(ports);

  const { startStack } = await import('../lib/stack.mjs');
  let stack = null;
  let chrome = null;
  const cleanup = async () => {
    if (chrome) {
      await Promise.resolve(chrome.kill()).catch(() => {});
      chrome = null;
    }
    if (stack) {
      const closing = stack.close();
      stack = null;
      // Do not hang on a connection Chromium left open.
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    }
  };
  registerCleanup(cleanup);
  try {
    // The default local configuration, whatever REMOTE_*_URL the calling shell has set.
    stack = await startStack({ HOST: '127.0.0.1' }, { quiet: true, backend: false });
    const url = `${stack.urls.shell}${pagePath}`;
    log(`› Lighthouse ${runs}× against ${url} (mobile, simulated throttling)…`);
    const result = await runLighthouse({
      url,
      runs,
      log,
      onChrome: (instance) => {
        chrome = instance;
      },
    });
    log(`› Click to a route whose remote is not loaded yet, ${runs}× in Chromium (desktop, unthrottled)…`);
    const routeChanges = await measureRouteChanges({ shellUrl: stack.urls.shell, chromePath, runs, log });
    const checks = [
      {
        name: 'First-load JS (compressed, transferred)',
        limit: `≤ ${fmtKb(budgets.firstLoadJsBytes)} (${budgets.firstLoadJsBytes} bytes)`,
        actual: `${fmtKb(result.network.jsTransferBytes)} (${result.network.jsTransferBytes} bytes)`,
        pass: result.network.jsTransferBytes <= budgets.firstLoadJsBytes,
      },
      {
        name: 'TBT (median)',
        limit: `≤ ${budgets.tbtMs} ms`,
        actual: fmtMs(result.median.tbtMs),
        pass: result.median.tbtMs !== null && result.median.tbtMs <= budgets.tbtMs,
      },
      {
        name: 'LCP (median)',
        limit: `≤ ${budgets.lcpMs} ms`,
        actual: fmtMs(result.median.lcpMs),
        pass: result.median.lcpMs !== null && result.median.lcpMs <= budgets.lcpMs,
      },
      {
        name: 'CLS (median)',
        limit: `${budgets.cls}`,
        actual: result.median.cls?.toFixed(3) ?? 'n/a',
        pass: result.median.cls !== null && result.median.cls <= budgets.cls,
      },
      ...routeChanges.map((route) => ({
        name: `Click to route ${route.name}, remote not loaded (median)`,
        limit: `< ${budgets.routeChangeMs} ms`,
        actual: `${route.medianMs} ms`,
        pass: route.medianMs < budgets.routeChangeMs,
      })),
    ];
    return { ...result, routeChanges, budgets: checks, pass: checks.every((check) => check.pass) };
  } finally {
    await cleanup();
  }
}
