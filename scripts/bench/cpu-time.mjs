// Lighthouse's simulated TBT multiplies the wall-clock duration of every main-thread task by 4.
// On a busy machine a task's wall time includes the time its thread waited for a core, so TBT
// follows the machine's load more than the page. This audits a run a second time with every
// main-thread task of its trace shrunk to the thread's CPU time (`tdur`), i.e. about what a quiet
// machine would record: same Lantern model, same settings, only the waiting taken out.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Top-level tasks of each renderer main thread, with everything nested in them, scaled to CPU time. */
export function shrinkToThreadTime(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  for (const main of mains) {
    const own = events.filter(
      (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && typeof event.dur === 'number',
    );
    const tasks = own.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
    let end = -Infinity;
    for (const task of tasks) {
      if (task.ts < end) continue; // nested in the previous top-level task
      end = task.ts + task.dur;
      if (!(task.tdur > 0) || task.tdur >= task.dur) continue;
      const factor = task.tdur / task.dur;
      for (const event of own) {
        if (event === task || event.ts < task.ts || event.ts > end) continue;
        event.ts = task.ts + (event.ts - task.ts) * factor;
        event.dur *= factor;
      }
      task.dur = task.tdur;
    }
  }
  return trace;
}

/** The main thread's longest tasks by CPU time (ms), with the script they ran, for the report. */
export function longestTasks(trace, count = 5) {
  const events = trace.traceEvents ?? trace;
  const mains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busiest =
    mains
      .map((main) => events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X'))
      .sort((a, b) => b.length - a.length)[0] ?? [];
  const tasks = busiest.filter((event) => event.name === 'RunTask' && event.tdur > 0);
  return tasks
    .sort((a, b) => b.tdur - a.tdur)
    .slice(0, count)
    .map((task) => {
      const inner = busiest.find(
        (event) =>
          event.ts >= task.ts &&
          event.ts <= task.ts + task.dur &&
          event.args?.data?.url &&
          /^(EvaluateScript|FunctionCall|v8.compile)$/.test(event.name),
      );
      const work = busiest
        .filter(
          (event) =>
            event.ts >= task.ts &&
            event.ts <= task.ts + task.dur &&
            /^(Layout|UpdateLayoutTree|ParseHTML|Paint)$/.test(event.name),
        )
        .sort((a, b) => b.dur - a.dur)[0];
      return {
        cpuMs: Math.round(task.tdur / 100) / 10,
        wallMs: Math.round(task.dur / 100) / 10,
        what: inner
          ? `${inner.name} ${inner.args.data.url.replace(/^https?:\/\/[^/]+/, '')}`
          : (work?.name ?? 'browser work'),
      };
    });
}

/**
 * Audits the artifacts of one Lighthouse run again with the trace at thread CPU time.
 * @returns {Promise<number|null>} the TBT Lighthouse computes from that trace
 */
export async function tbtAtThreadTime({ lighthouse, saveArtifacts, artifacts, url, config }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-bench-lh-'));
  try {
    await saveArtifacts(artifacts, dir);
    const traceFile = path.join(dir, 'defaultPass.trace.json');
    writeFileSync(traceFile, JSON.stringify(shrinkToThreadTime(JSON.parse(readFileSync(traceFile, 'utf8')))));
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', auditMode: dir }, config);
    return result?.lhr.audits['total-blocking-time']?.numericValue ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
