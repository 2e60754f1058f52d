// The safety part of `npm run bench`: the advisor's safety decision (the trained classifier, the
// rules and the conversation state, api/src/advisor/safety/) on the corpus's test split, families
// never trained on, and on the external set written by other authors. Prints precision and
// recall per category and language. Budgets (the test split): crisis and danger recall >= 99 %,
// violence, harassment, legal, medical and "human?" >= 95 %, hard negatives answered with the
// crisis reply <= 5 %, everyday messages with crisis lines <= 10 %. The external set is printed
// only.
import { runApiScript } from './run-tsx.mjs';
import { logBudgets } from './report.mjs';

function runEvaluation() {
  return runApiScript('src/advisor/safety/cli.ts');
}

const percent = (value) => `${(100 * value).toFixed(1)} %`;

export async function benchSafety() {
  const { splits, durationMs, samples } = await runEvaluation();
  const budgets = splits.test.checks.map((check) => ({
    name: check.name,
    limit: `${check.name.startsWith('hard') || check.name.startsWith('everyday') ? '<=' : '>='} ${percent(check.budget)}`,
    actual: percent(check.value),
    pass: check.pass,
  }));
  return { splits, durationMs, samples, budgets, pass: budgets.every((check) => check.pass) };
}

function table(evaluation) {
  return evaluation.categories.map((c) => ({
    category: c.category,
    lang: c.lang,
    positives: c.positives,
    recall: percent(c.recall),
    strict: percent(c.recallStrict),
    precision: percent(c.precision),
  }));
}

export function printSafety(result, log = console.log) {
  log('');
  log(`  ${result.samples} corpus messages; evaluated in ${result.durationMs} ms`);
  for (const [split, { evaluation }] of Object.entries(result.splits)) {
    log(
      `  ${split} split (${evaluation.samples} messages): category / lang / positives / recall (help shown) / recall (help first) / precision`,
    );
    for (const row of table(evaluation))
      log(
        `    ${row.category.padEnd(11)} ${row.lang.padEnd(4)} ${String(row.positives).padStart(4)}  ${row.recall.padStart(8)}  ${row.strict.padStart(8)}  ${row.precision.padStart(8)}`,
      );
    for (const n of [...evaluation.negatives, ...evaluation.ordinary].filter((n) => n.lang === 'all'))
      log(
        `    safe messages (${evaluation.negatives.includes(n) ? 'hard' : 'everyday'}): ${n.count}, crisis reply ${n.asCrisis}, gentle note ${n.gentle}, any label ${n.anyLabel}`,
      );
  }
  logBudgets(result.budgets, log, 'Budgets (test split)');
}

export function safetyMarkdown(result) {
  const p = result.provenance;
  const lines = [
    `Measured ${p.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${p.commit ?? 'unknown'}\` (${result.samples} corpus messages).`,
    '',
  ];
  for (const [split, { evaluation }] of Object.entries(result.splits)) {
    lines.push(`**${split} split** (${evaluation.samples} messages)`, '');
    lines.push(
      '| category | lang | positives | recall (help shown) | recall (help first) | precision |',
      '|---|---|---|---|---|---|',
    );
    for (const row of table(evaluation))
      lines.push(
        `| ${row.category} | ${row.lang} | ${row.positives} | ${row.recall} | ${row.strict} | ${row.precision} |`,
      );
    for (const n of [...evaluation.negatives, ...evaluation.ordinary].filter((n) => n.lang === 'all'))
      lines.push(
        '',
        `Safe messages (${evaluation.negatives.includes(n) ? 'hard negatives' : 'everyday'}): ${n.count}, crisis reply ${n.asCrisis}, gentle note ${n.gentle}, any label ${n.anyLabel}.`,
      );
    lines.push('');
  }
  lines.push('| budget (test split) | limit | measured | result |', '|---|---|---|---|');
  for (const check of result.budgets)
    lines.push(`| ${check.name} | ${check.limit} | ${check.actual} | ${check.pass ? 'PASS' : '**FAIL**'} |`);
  return lines.join('\n');
}
