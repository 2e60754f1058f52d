// The coach part of `npm run bench`: the scripted conversations of the advisor evaluation
// (api/src/advisor/evaluation/) through the real engine with the offline coach, every reply
// scored with the rubric. Prints each conversation's score and every failing reply. Budget:
// each rubric check holds on at least 95 % of the replies it applies to.
import { runApiScript } from './run-tsx.mjs';
import { budgetTable, logBudgets, measuredOn } from './report.mjs';

const budget = 0.95;

/** Runs the evaluation in its own process (tsx compiles the api's TypeScript) and reads its JSON. */
function runEvaluation() {
  return runApiScript('src/advisor/evaluation/cli.ts', { LOG_LEVEL: 'error' });
}

const percent = (passed, applied) => (applied === 0 ? '-' : `${((100 * passed) / applied).toFixed(1)} %`);

export async function benchCoach() {
  const evaluation = await runEvaluation();
  const sets = Object.keys(evaluation.checks);
  const budgets = Object.entries(evaluation.checks.all)
    .filter(([, tally]) => tally.applied > 0)
    .map(([check, tally]) => ({
      name: `rubric check "${check}"`,
      limit: `>= ${budget * 100} % of ${tally.applied} replies`,
      actual: `${percent(tally.passed, tally.applied)} (${tally.passed}/${tally.applied})`,
      pass: tally.passed / tally.applied >= budget,
    }));
  const conversations = evaluation.conversations.map((conversation) => ({
    id: conversation.id,
    set: conversation.set,
    score: `${conversation.passed}/${conversation.applied}`,
    failures: conversation.replies.flatMap((reply) =>
      reply.checks
        .filter((check) => !check.pass)
        .map((check) => ({ turn: reply.turn, check: check.check, reason: check.reason, user: reply.user })),
    ),
  }));
  return {
    conversations,
    sets: Object.fromEntries(sets.map((set) => [set, evaluation.checks[set]])),
    durationMs: evaluation.durationMs,
    replies: evaluation.conversations.reduce((sum, c) => sum + c.replies.length, 0),
    budgets,
    pass: budgets.every((check) => check.pass),
  };
}

export function printCoach(result, log = console.log) {
  log('');
  log(`  ${result.conversations.length} conversations, ${result.replies} replies in ${result.durationMs} ms`);
  for (const conversation of result.conversations) {
    log(`  ${conversation.score.padStart(7)}  ${conversation.set.padEnd(8)} ${conversation.id}`);
    for (const failure of conversation.failures)
      log(`             ✖ #${failure.turn} ${failure.check}: ${failure.reason}`);
  }
  log('  Per set (passed/applied):');
  for (const [set, tally] of Object.entries(result.sets))
    log(
      `    ${set.padEnd(8)} ${Object.entries(tally)
        .filter(([, t]) => t.applied > 0)
        .map(([check, t]) => `${check} ${t.passed}/${t.applied}`)
        .join(', ')}`,
    );
  logBudgets(result.budgets, log);
}

export function coachMarkdown(result) {
  const p = result.provenance;
  const checks = Object.keys(result.sets.all).filter((check) => result.sets.all[check].applied > 0);
  const failures = result.conversations.flatMap((c) =>
    c.failures.map((f) => `- \`${c.id}\` #${f.turn} **${f.check}**: ${f.reason.replace(/\|/g, '\\|')}`),
  );
  return [
    `${measuredOn(p)} ` +
      `(Node ${p.node}; ${result.conversations.length} scripted conversations, ${result.replies} replies, offline coach, ${result.durationMs} ms).`,
    '',
    `| set | ${checks.join(' | ')} |`,
    `|---|${checks.map(() => '---').join('|')}|`,
    ...Object.entries(result.sets).map(
      ([set, tally]) =>
        `| ${set} | ${checks.map((check) => (tally[check].applied ? `${tally[check].passed}/${tally[check].applied}` : '-')).join(' | ')} |`,
    ),
    '',
    ...budgetTable(result.budgets),
    '',
    failures.length ? `Failing replies:\n\n${failures.join('\n')}` : 'No failing replies.',
  ].join('\n');
}
