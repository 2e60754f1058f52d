// Prints the safety evaluation of the test split and the external set as one JSON line, for the
// bench (`npm run bench -- --only safety`, scripts/bench/safety.mjs).
import { loadCorpus } from './dataset';
import { checkBudgets, evaluate } from './evaluate';

const corpus = loadCorpus();
const started = Date.now();
const splits = Object.fromEntries(
  (['test', 'external'] as const).map((split) => {
    const evaluation = evaluate(corpus.filter((sample) => sample.split === split));
    return [split, { evaluation, checks: checkBudgets(evaluation) }];
  }),
);
process.stdout.write(`${JSON.stringify({ splits, durationMs: Date.now() - started, samples: corpus.length })}\n`);
