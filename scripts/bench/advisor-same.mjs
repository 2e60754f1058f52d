// "No decision changed": what the advisor decides and answers, written to one JSON file so the
// file before a change to the engine's mechanics (caches, pre-filters, workers) can be compared
// with the file after it. Run from api/ (tsx compiles the engine):
//   cd api && node --import tsx ../scripts/bench/advisor-same.mjs /tmp/before.json
//   … change …
//   cd api && node --import tsx ../scripts/bench/advisor-same.mjs /tmp/after.json /tmp/before.json
// With a second file it compares and exits 1 on any difference, naming the part and the sample's
// index (never a message: the external sets are unseen). Written: every corpus sample's
// assessConversation (all splits, external files included), the safety evaluation of the test and
// external splits (it reads the same messages again: from whatever the engine keeps), the coach's
// conversation evaluation (evaluation/evaluate.ts), and each part's time (on stderr as it goes).
import { readFileSync, writeFileSync } from 'node:fs';

const [outFile, compareWith] = process.argv.slice(2);
if (!outFile) throw new Error('usage: advisor-same.mjs <out.json> [<before.json>]');

const { loadCorpus } = await import('../../api/src/advisor/safety/dataset.ts');
const { evaluate: evaluateSafety } = await import('../../api/src/advisor/safety/evaluate.ts');
const { assessConversation } = await import('../../api/src/advisor/safety/assess.ts');
const { evaluate: evaluateCoach } = await import('../../api/src/advisor/evaluation/evaluate.ts');

const corpus = loadCorpus();
console.error('loaded');
const timed = async (fn) => {
  const start = performance.now();
  const value = await fn();
  return { value, ms: Math.round(performance.now() - start) };
};
const decisions = () => corpus.map((sample) => assessConversation(sample.messages));
const safety = () =>
  Object.fromEntries(
    ['test', 'external'].map((split) => [split, evaluateSafety(corpus.filter((sample) => sample.split === split))]),
  );
const parts = {};
const times = {};
for (const [name, fn] of [
  ['decisions', decisions],
  ['safety', safety],
  ['coach', evaluateCoach],
]) {
  const { value, ms } = await timed(fn);
  times[name] = ms;
  parts[name] = JSON.parse(JSON.stringify(value));
  console.error(`${name}: ${ms} ms`);
}
writeFileSync(outFile, `${JSON.stringify(parts)}\n`);
console.log(JSON.stringify({ samples: corpus.length, times }));

if (compareWith) {
  const before = JSON.parse(readFileSync(compareWith, 'utf8'));
  let differences = 0;
  for (const name of Object.keys(parts)) {
    const a = before[name];
    const b = parts[name];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (Array.isArray(a) && Array.isArray(b)) {
      const changed = b.flatMap((item, i) => (JSON.stringify(item) === JSON.stringify(a[i]) ? [] : [i]));
      console.error(`${name}: ${changed.length} of ${b.length} differ (indexes ${changed.slice(0, 20).join(', ')})`);
    } else console.error(`${name}: differs`);
    differences += 1;
  }
  console.log(differences ? `DIFFERENT in ${differences} part(s)` : 'identical');
  if (differences) process.exitCode = 1;
}
