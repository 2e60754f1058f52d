// The scripted conversations through the real engine, every reply scored with the rubric: each
// check must hold on at least 95 % of the replies it applies to (the bench's budget, too:
// `npm run bench -- --only coach`). A failing check names the replies that broke it.
import { safetyCategories } from '../types';
import { conversationSets, evaluate, rubricBudget, type EvaluationResult } from './evaluate';
import { checkReply, isShortAnswer, reflectionOf, rubricChecks, statesPlan, type EvaluatedTurn } from './rubric';

let result: EvaluationResult;
beforeAll(async () => {
  result = await evaluate();
});

test('at least 40 conversations of 4-10 turns in both languages, 10 of them held out', () => {
  const all = conversationSets.flatMap((set) => set.conversations);
  expect(all.length).toBeGreaterThanOrEqual(40);
  expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  for (const conversation of all) {
    expect(conversation.turns.length).toBeGreaterThanOrEqual(4);
    expect(conversation.turns.length).toBeLessThanOrEqual(10);
  }
  expect(all.filter((c) => c.lang === 'de').length).toBeGreaterThanOrEqual(15);
  expect(all.filter((c) => c.lang === 'en').length).toBeGreaterThanOrEqual(15);
  expect(conversationSets.find((set) => set.name === 'held-out')?.conversations.length).toBeGreaterThanOrEqual(10);
});

// The handoff for "I want to talk to a real person" comes from the safety layer's `human`
// category; until it exists the safety check is reported by the bench, not enforced here.
const enforced = rubricChecks.filter(
  (check) => check !== 'safety' || (safetyCategories as readonly string[]).includes('human'),
);

test.each(enforced)('the rubric check "%s" holds on at least 95 %% of the replies', (check) => {
  const tally = result.checks.all![check];
  const failures = result.conversations.flatMap((conversation) =>
    conversation.replies.flatMap((reply) =>
      reply.checks
        .filter((c) => c.check === check && !c.pass)
        .map((c) => `${conversation.id} #${reply.turn}: ${c.reason}`),
    ),
  );
  expect(tally.applied).toBeGreaterThan(0);
  if (tally.passed / tally.applied < rubricBudget) expect(failures).toEqual([]);
});

describe('the rubric itself fails what it should', () => {
  const turn = (user: string, text: string, extra: Partial<EvaluatedTurn['meta']> = {}): EvaluatedTurn => ({
    action: 'reply',
    user,
    lang: 'en',
    meta: {
      action: 'reply',
      language: 'en',
      languageSource: 'message',
      phase: 'history',
      safety: null,
      safetyCategories: [],
      links: [],
      knowledge: [],
      glaslStage: null,
      provider: 'offline',
      help: [],
      endsRoleplay: false,
      fallback: false,
      text,
      ...extra,
    },
  });
  const failed = (turns: EvaluatedTurn[]) =>
    checkReply(turns, turns.length - 1)
      .filter((c) => !c.pass)
      .map((c) => c.check);

  test('a reflection cut inside "1:1" or a number, and a mixed-language reply', () => {
    expect(
      failed([turn('We fight in our weekly 1:1 about it.', 'You say: “We fight in our weekly 1”.\n\nWhy?')]),
    ).toContain('reflection');
    expect(failed([turn('We raised 1.2M last year.', 'You say: “We raised 1”.\n\nWhy?')])).toContain('reflection');
    expect(failed([turn('My Mitgründer ignores me.', 'Does your Mitgründer know?')])).toContain('language');
  });

  test('asking for a time the user gave, and moving the phase on "idk"', () => {
    const plan = turn(
      'I will talk to him on Thursday after the standup.',
      'x\n\nWhen could you talk this through with him?',
    );
    expect(failed([plan])).toEqual(expect.arrayContaining(['known', 'plan']));
    const before = turn('We argue a lot.', 'x\n\nHow long has this been going on?');
    const short = turn('idk', 'y\n\nWhat really matters to you here?', { phase: 'interests' });
    expect(failed([before, short])).toContain('short');
  });

  test('its readers', () => {
    expect(isShortAnswer('weiß nicht')).toBe(true);
    expect(isShortAnswer('k')).toBe(true);
    expect(statesPlan('Ich werde ihn am Donnerstag ansprechen.')).toBe(true);
    expect(statesPlan('Ich will, dass er mir zuhört.')).toBe(false);
    expect(reflectionOf('Du sagst: „Er hört nicht zu“.\n\nWas dann?')).toBe('Er hört nicht zu');
  });
});
