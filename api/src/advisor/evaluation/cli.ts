// Runs the conversation evaluation and writes its result as JSON to stdout, for
// `npm run bench -- --only coach` (scripts/bench/coach.mjs): node --import tsx src/advisor/evaluation/cli.ts
import { evaluate } from './evaluate';

const started = performance.now();
const result = await evaluate();
process.stdout.write(`${JSON.stringify({ ...result, durationMs: Math.round(performance.now() - started) })}\n`);
