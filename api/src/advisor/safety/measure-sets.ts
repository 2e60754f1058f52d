// Measures the safety decision on named corpus files or on the test split, without loading any other
// file (the unseen sets external-f*.jsonl are never read). Run from api/:
//   node --import tsx src/advisor/safety/measure-sets.ts external-s26a.jsonl      one held-out file
//   node --import tsx src/advisor/safety/measure-sets.ts --test                    the test split
//   node --import tsx src/advisor/safety/measure-sets.ts --test --skip=w25-,w26a-  its files of before
//   node --import tsx src/advisor/safety/measure-sets.ts --own-external            every external-s*/h* file
// Prints per label found (help shown) / foundStrict (help first) / positives, and for safe
// messages the crisis reply, the gentle note and any label. `--missed` lists the misses too.
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { corpusDir, loadCorpus } from './dataset';
import { evaluate } from './evaluate';

const args = process.argv.slice(2);
const unseen = (file: string) => /^external-fa?\d/.test(file);
const all = readdirSync(corpusDir).filter((file) => file.endsWith('.jsonl') && !unseen(file));
const named = args.filter((arg) => !arg.startsWith('--'));
// --skip=w25-,w26a- leaves out files by prefix (the test split as it was before a corpus change).
const skipped = (
  args
    .find((arg) => arg.startsWith('--skip='))
    ?.slice(7)
    .split(',') ?? []
).filter(Boolean);
const files = args.includes('--test')
  ? all.filter((file) => !file.startsWith('external-') && !skipped.some((prefix) => file.startsWith(prefix)))
  : args.includes('--own-external')
    ? all.filter((file) => file.startsWith('external-'))
    : all.filter((file) => named.includes(file));
if (files.some(unseen) || files.length === 0) throw new Error('no readable file named');

const dir = mkdtempSync(path.join(tmpdir(), 'safety-measure-'));
for (const file of files) symlinkSync(path.join(corpusDir, file), path.join(dir, file));
const samples = loadCorpus(dir).filter((sample) => !args.includes('--test') || sample.split === 'test');
rmSync(dir, { recursive: true });

const log = (line: string) => process.stdout.write(`${line}\n`);
const evaluation = evaluate(samples);
log(`${files.length} file(s), ${samples.length} messages`);
for (const c of evaluation.categories)
  if (c.positives > 0)
    log(
      `${c.category.padEnd(10)} ${c.lang.padEnd(3)} found ${c.found}/${c.positives}  foundStrict ${c.foundStrict}/${c.positives}`,
    );
for (const [kind, results] of [
  ['safe (hard)', evaluation.negatives],
  ['safe (everyday)', evaluation.ordinary],
] as const)
  for (const n of results)
    if (n.count > 0)
      log(`${kind} ${n.lang.padEnd(3)} ${n.count}: crisis ${n.asCrisis}, note ${n.gentle}, any ${n.anyLabel}`);
if (args.includes('--missed'))
  for (const c of evaluation.categories)
    if (c.lang === 'all') for (const text of c.missed) log(`missed ${c.category}: ${text}`);
