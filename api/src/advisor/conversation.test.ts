// Scripted conversations of 5–7 turns in German and English, sent as the public chat sends them
// (history only, no phase: the coach reads the phase from its own last question). Each checks
// what makes a coach feel human in the first minutes: the phase moves on when the user answers,
// no question comes twice, every reply asks exactly one, replies and their openings vary, the
// reflection is a short core phrase and not the whole message, and knowledge is not repeated.
import { replyPhase } from './coach';
import { coachPhases, type AdvisorMeta, type CoachPhase } from './types';
import { engineConversation } from '../test/advisor-engine';

/** Runs a script; `carryPhase` passes the phase on as the premium chat does. */
const converse = (turns: readonly string[], lang: 'de' | 'en', carryPhase = false) =>
  engineConversation(turns, lang, { carryPhase });

const question = (text: string) => text.trim().split(/\n\n/).at(-1) ?? '';
const quoteOf = (text: string) => /[„“]([^“”]+)[“”]/.exec(text.split(/\n\n/)[0] ?? '')?.[1] ?? null;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const rank = (phase: CoachPhase | null) => coachPhases.indexOf(phase as CoachPhase);
const lowContent = /^(ok|okay|weiß nicht|keine ahnung|i don't know|no idea|hm+)$/i;

interface Script {
  name: string;
  lang: 'de' | 'en';
  turns: string[];
  /** Knowledge entries the conversation should draw on (in any turn). */
  knowledge?: string[];
}

const scripts: Script[] = [
  {
    name: 'silent meetings',
    lang: 'de',
    turns: [
      'In unseren Meetings sagt niemand etwas.',
      'Es geht um mein Team, fünf Leute, eigentlich verstehen wir uns gut.',
      'Ich habe schon mal gefragt, warum keiner was sagt, aber es kam nichts.',
      'Es ist nicht laut, eher eisig.',
      'Mir ist wichtig, dass alle ihre Meinung sagen.',
      'Vielleicht könnten wir eine Runde am Anfang machen, in der jeder kurz was sagt.',
    ],
    knowledge: ['silence'],
  },
  {
    name: 'hiring and budget',
    lang: 'de',
    turns: [
      'Mein Mitgründer und ich streiten seit Wochen. Es geht vor allem um Einstellungen und Budget: Er will fünf Leute einstellen, ich halte das für zu riskant, und ehrlich gesagt bin ich erschöpft.',
      'Wir kennen uns seit dem Studium und haben zusammen gegründet.',
      'Ich habe es letzte Woche angesprochen, aber er meinte nur, ich sei zu vorsichtig.',
      'weiß nicht',
      'Im Moment reden wir kaum noch, es ist angespannt.',
      'Mir ist wichtig, dass wir genug Runway behalten.',
      'Wir könnten eine Grenze für die Runway festlegen.',
    ],
    knowledge: ['hiring-budget'],
  },
  {
    name: 'co-founder part-time',
    lang: 'de',
    turns: [
      'Meine Mitgründerin arbeitet nur noch nebenbei an unserem Startup, ich mache alles allein.',
      'Wir waren früher gute Freundinnen.',
      'Ich habe ihr gesagt, dass mich das stört, aber sie hat das Thema gewechselt.',
      'Es gab schon Streit, auch vor dem Team.',
      'Mir ist wichtig, dass die Arbeit fair verteilt ist.',
    ],
    knowledge: ['commitment'],
  },
  {
    name: 'equity',
    lang: 'de',
    turns: [
      'Wir streiten über die Beteiligung, mein Partner will plötzlich mehr Anteile.',
      'Ehrlich gesagt hatten wir nie ein gutes Verhältnis, eher ein geschäftliches.',
      'Wir haben einmal darüber geredet, das endete im Streit.',
      'Er droht inzwischen, die Firma zu verlassen.',
      'Mir ist Fairness wichtig, und dass die Firma überlebt.',
      'Vielleicht könnte ein Vesting helfen.',
    ],
    knowledge: ['equity-vesting'],
  },
  {
    name: 'remote friction',
    lang: 'de',
    turns: [
      'Seit wir remote arbeiten, gibt es nur noch Missverständnisse im Chat.',
      'Betroffen sind vor allem ich und unser CTO, früher haben wir uns super verstanden.',
      'Ich habe vorgeschlagen, mehr zu telefonieren, aber das ist versandet.',
      'Es ist eher frostig als laut.',
      'Mir ist wichtig, dass wir uns wieder aufeinander verlassen können.',
    ],
    knowledge: ['remote-hybrid'],
  },
  {
    name: 'hurtful feedback',
    lang: 'de',
    turns: [
      'Mein Chef hat mich im Weekly vor allen runtergemacht, das hat echt wehgetan.',
      'Wir arbeiten seit zwei Jahren zusammen, eigentlich mochte ich ihn.',
      'Ich habe noch nichts gesagt.',
      'Seitdem rede ich kaum mit ihm.',
      'Mir ist Respekt wichtig.',
      'Ich könnte ihn um ein Gespräch unter vier Augen bitten.',
    ],
    knowledge: ['feedback-hurts'],
  },
  {
    name: 'silent meetings',
    lang: 'en',
    turns: [
      'Nobody says anything in our meetings.',
      "It's my team of six, we actually get along well.",
      'I asked them once why nobody speaks up, but nothing came back.',
      'It is not loud, more like icy.',
      'It matters to me that everyone says what they think.',
      'Maybe we could start each meeting with a short round where everyone speaks.',
    ],
    knowledge: ['silence'],
  },
  {
    name: 'hiring and budget',
    lang: 'en',
    turns: [
      'My cofounder and I have been fighting for weeks. It is mostly about hiring and the budget: he wants to hire five people, I think we cannot afford it, and honestly I am exhausted.',
      'We have been friends since university and founded it together.',
      'I tried to talk to him last week but he just said I am too cautious.',
      'ok',
      'Right now we barely talk, it is tense.',
      'What matters to me is keeping enough runway.',
      'We could agree on a runway floor.',
    ],
    knowledge: ['hiring-budget'],
  },
  {
    name: 'underperforming co-founder',
    lang: 'en',
    turns: [
      "My co-founder doesn't deliver and keeps missing deadlines.",
      'We have known each other for ten years, he used to be reliable.',
      'I raised it twice, he promised to improve both times.',
      'There is a lot of tension now, and the team is starting to take sides.',
      'I need to be able to rely on him.',
    ],
    knowledge: ['underperformance'],
  },
  {
    name: 'strategy',
    lang: 'en',
    turns: [
      'We have completely different visions for where the company is going.',
      'It is between me and my two co-founders, we were close friends.',
      'We talked about it at an offsite, it ended in a shouting match.',
      'Since then we only talk in meetings.',
      'What matters to me is building something that lasts.',
      'We could test both directions for three months.',
    ],
    knowledge: ['strategy'],
  },
  {
    name: 'investor pressure',
    lang: 'en',
    turns: [
      'Our investors put huge pressure on us to hit the growth targets and my cofounder just caves in.',
      'My cofounder and I have worked together for three years, usually well.',
      'I brought it up after the last board meeting, he said we have no choice.',
      'We argue a lot more now.',
      'I need us to speak with one voice.',
      'We could prepare the next board meeting together.',
    ],
    knowledge: ['investor-pressure'],
  },
  {
    name: 'early employee',
    lang: 'en',
    turns: [
      'Our first employee feels sidelined by the new head of engineering.',
      'She has been with us since day one, we trust her a lot.',
      'I talked to her once, she said nobody listens to her anymore.',
      'She has started to complain to others in the team.',
      'It matters to me that she stays and feels valued.',
    ],
    knowledge: ['early-employee'],
  },
];

describe.each(scripts)('$lang: $name', ({ lang, turns, knowledge }) => {
  let metas: AdvisorMeta[];
  beforeAll(async () => {
    metas = await converse(turns, lang);
  });

  test('every reply is in the language of the user and asks exactly one question, at its end', () => {
    for (const meta of metas) {
      expect(meta.language).toBe(lang);
      // Link targets such as "/chat-advisor?handoff=1" are no questions.
      const prose = meta.text.replace(/\]\([^)]*\)/g, ']');
      expect((prose.match(/\?/g) ?? []).length).toBe(1);
      expect(meta.text.trim().endsWith('?')).toBe(true);
    }
  });

  test('the phase never goes back and moves on with every answer', () => {
    for (let i = 1; i < metas.length; i++) {
      const before = rank(metas[i - 1]!.phase);
      const now = rank(metas[i]!.phase);
      expect(now).toBeGreaterThanOrEqual(before);
      // An answer with content moves the conversation on, until the last phase.
      if (!lowContent.test(turns[i]!.trim()) && before < coachPhases.length - 1) expect(now).toBeGreaterThan(before);
    }
    expect(rank(metas.at(-1)!.phase)).toBeGreaterThanOrEqual(rank('interests'));
  });

  test('the phase the coach reads from its own question is the phase it reported', () => {
    for (const meta of metas) expect(replyPhase(meta.text)).toBe(meta.phase);
  });

  test('no question is asked twice, no reply repeats, openings vary from turn to turn', () => {
    const questions = metas.map((meta) => question(meta.text));
    expect(new Set(questions).size).toBe(questions.length);
    expect(new Set(metas.map((meta) => meta.text)).size).toBe(metas.length);
    const openings = metas.map((meta) => meta.text.slice(0, 14));
    for (let i = 1; i < openings.length; i++) expect(openings[i]).not.toBe(openings[i - 1]);
  });

  test('the reflection is a short core phrase in the user’s words, never a long message whole', () => {
    metas.forEach((meta, i) => {
      const quote = quoteOf(meta.text);
      if (quote === null) return; // a short answer ("ok") gets no quote
      expect(wordCount(quote)).toBeLessThanOrEqual(20);
      const said = turns[i]!;
      // The words are the user's (Markdown escaping aside).
      expect(said.replace(/\s+/g, ' ')).toContain(quote.replace(/ …$/, '').replace(/\\/g, '').slice(1, 20));
      if (wordCount(said) > 20) expect(wordCount(quote)).toBeLessThan(wordCount(said));
    });
  });

  test('knowledge fits the topic and no entry is repeated turn after turn', () => {
    const ids = metas.flatMap((meta) => meta.knowledge);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of knowledge ?? []) expect(ids).toContain(id);
  });
});

describe('phases from the history alone', () => {
  test('an answer to "who and how was the relationship" moves on to what was tried, and that is not asked again', async () => {
    const metas = await converse(
      [
        'Mein Mitgründer trifft alle wichtigen Entscheidungen allein, und ich fühle mich übergangen.',
        'Wir kennen uns seit dem Studium, eigentlich waren wir gute Freunde.',
        'Ich habe es einmal im Meeting angesprochen, aber er hat abgeblockt.',
      ],
      'de',
    );
    expect(metas.map((meta) => meta.phase)).toEqual(['parties', 'history', 'escalation']);
    expect(question(metas[2]!.text)).not.toMatch(/versucht|gesprochen/);
  });

  test('the same script gives the same phases with and without the phase carried over', async () => {
    const script = scripts[1]!;
    const fromHistory = await converse(script.turns, script.lang);
    const carried = await converse(script.turns, script.lang, true);
    expect(carried.map((meta) => meta.phase)).toEqual(fromHistory.map((meta) => meta.phase));
    expect(carried.map((meta) => meta.text)).toEqual(fromHistory.map((meta) => meta.text));
  });
});
