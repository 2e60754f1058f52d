// "act.ts decides as before" (perf38b): every reading act.ts exports (`actIn`, `actShape`,
// `ordinaryErrand`, `playedOut`, `ventsAnger`, `brushesOff`) and assess.ts `assessMessage` (labels,
// rules, scores) of every message in the safety corpus files a helper may read (corpus/ and
// corpus-next/ as rules-same.mjs reads them, without the unseen external-f*/external-fa* files,
// which this script never opens) and of perf38b's own cases (act-same-cases.json), each message
// also joined with the next; written to one JSON file so a change to the mechanics (screens,
// caches) can be compared with the file before it. Run from api/:
//   cd api && node --import tsx ../scripts/bench/act-same.mjs /tmp/before.json
//   … change …
//   cd api && node --import tsx ../scripts/bench/act-same.mjs /tmp/after.json /tmp/before.json
// With a second file it compares and exits 1 on any difference. `--cases` reads only the own cases;
// `--assess-every N` runs assessMessage (about 15 ms a message) on every Nth corpus message only
// (all of the own cases always), act.ts's readings on all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const args = process.argv.slice(2);
const casesOnly = args.includes('--cases');
const every = args.includes('--assess-every') ? Number(args[args.indexOf('--assess-every') + 1]) : 1;
const [outFile, compareWith] = args.filter((arg, at) => !arg.startsWith('--') && args[at - 1] !== '--assess-every');
if (!outFile) throw new Error('usage: act-same.mjs <out.json> [<before.json>] [--cases]');

const act = await import('../../api/src/advisor/safety/act.ts');
const { assessMessage } = await import('../../api/src/advisor/safety/assess.ts');
const root = new URL('../../api/src/advisor/safety/', import.meta.url).pathname;

function jsonlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonlFiles(path);
    // The unseen sets are measured by the lead only: never opened here.
    return name.endsWith('.jsonl') && !basename(name).startsWith('external-f') ? [path] : [];
  });
}

const sets = {
  'act-same-cases.json': JSON.parse(readFileSync(new URL('act-same-cases.json', import.meta.url), 'utf8')).cases.map(
    (c) => c.text,
  ),
};
if (!casesOnly)
  for (const file of [...jsonlFiles(join(root, 'corpus')), ...jsonlFiles(join(root, 'corpus-next'))].sort())
    sets[file.slice(root.length)] = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        const sample = JSON.parse(line);
        if (typeof sample.text === 'string') return [sample.text];
        return (sample.messages ?? []).filter((m) => m.role === 'user').map((m) => m.content);
      });

const read = (text, assessed) => {
  const safety = assessed ? assessMessage(text) : { labels: [], rules: [], scores: null };
  return [
    JSON.stringify(act.actIn(text)),
    act.actShape(text),
    act.ordinaryErrand(text),
    act.playedOut(text),
    act.ventsAnger(text),
    act.brushesOff(text),
    safety.labels.join(','),
    safety.rules.join(','),
    JSON.stringify(safety.scores),
  ].join('|');
};

const start = performance.now();
const cpuStart = process.cpuUsage();
const results = {};
let messages = 0;
for (const [name, texts] of Object.entries(sets)) {
  results[name] = texts.map((text, index) => {
    const next = texts[index + 1];
    const assessed = name === 'act-same-cases.json' || index % every === 0;
    return [read(text, assessed), next === undefined ? '' : read(`${text} ${next}`, assessed)];
  });
  messages += texts.length;
}
const cpu = process.cpuUsage(cpuStart);
console.error(
  `${messages} messages in ${Object.keys(results).length} files, ${Math.round(performance.now() - start)} ms, CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms`,
);
writeFileSync(outFile, JSON.stringify(results));

if (compareWith) {
  const before = JSON.parse(readFileSync(compareWith, 'utf8'));
  let differences = 0;
  let compared = 0;
  for (const name of new Set([...Object.keys(before), ...Object.keys(results)]))
    for (let index = 0; index < Math.max(before[name]?.length ?? 0, results[name]?.length ?? 0); index += 1) {
      compared += 1;
      if (JSON.stringify(before[name]?.[index]) !== JSON.stringify(results[name]?.[index])) {
        differences += 1;
        if (differences <= 20) console.error(`differs: ${name} line ${index + 1}`);
      }
    }
  console.error(differences === 0 ? `identical (${compared} messages)` : `${differences} differences of ${compared}`);
  process.exit(differences === 0 ? 0 : 1);
}
