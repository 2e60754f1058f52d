// "The rules decide as before": `classifySafety` of every message in the safety corpus files a
// helper may read (corpus/ and corpus-next/, without the unseen external-f*/external-fa* files,
// which this script never opens), with and without act.ts's readings, and of each message joined
// with the next (as the spread check joins a window), written to one JSON file so a change to the
// rules' mechanics (pre-filters, caches) can be compared with the file before it. Run from api/:
//   cd api && node --import tsx ../scripts/bench/rules-same.mjs /tmp/before.json
//   … change …
//   cd api && node --import tsx ../scripts/bench/rules-same.mjs /tmp/after.json /tmp/before.json
// With a second file it compares and exits 1 on any difference, naming the file and line.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const [outFile, compareWith] = process.argv.slice(2);
if (!outFile) throw new Error('usage: rules-same.mjs <out.json> [<before.json>]');

const { classifySafety } = await import('../../api/src/advisor/safety/rules.ts');
const root = new URL('../../api/src/advisor/safety/', import.meta.url).pathname;

function jsonlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonlFiles(path);
    // The unseen sets are measured by the lead only: never opened here.
    return name.endsWith('.jsonl') && !basename(name).startsWith('external-f') ? [path] : [];
  });
}

const start = performance.now();
const results = {};
let messages = 0;
for (const file of [...jsonlFiles(join(root, 'corpus')), ...jsonlFiles(join(root, 'corpus-next'))].sort()) {
  const texts = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const sample = JSON.parse(line);
      if (typeof sample.text === 'string') return [sample.text];
      return (sample.messages ?? []).filter((m) => m.role === 'user').map((m) => m.content);
    });
  const name = file.slice(root.length);
  results[name] = texts.map((text, index) => {
    const next = texts[index + 1];
    const read = (t, acts) => classifySafety(t, acts).rules.join(',');
    return [read(text, true), read(text, false), next === undefined ? '' : read(`${text} ${next}`, true)];
  });
  messages += texts.length;
}
console.error(
  `${messages} messages in ${Object.keys(results).length} files, ${Math.round(performance.now() - start)} ms`,
);
writeFileSync(outFile, JSON.stringify(results));

if (compareWith) {
  const before = JSON.parse(readFileSync(compareWith, 'utf8'));
  let differences = 0;
  for (const name of new Set([...Object.keys(before), ...Object.keys(results)]))
    for (let index = 0; index < Math.max(before[name]?.length ?? 0, results[name]?.length ?? 0); index += 1)
      if (JSON.stringify(before[name]?.[index]) !== JSON.stringify(results[name]?.[index])) {
        differences += 1;
        if (differences <= 20) console.error(`differs: ${name} line ${index + 1}`);
      }
  console.error(differences === 0 ? 'identical' : `${differences} differences`);
  process.exit(differences === 0 ? 0 : 1);
}
