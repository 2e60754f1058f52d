// The offline coach's reply to a normal turn: reflect the user's own words and feelings, add
// what the knowledge base knows when it fits, recommend one of the product's tools, and ask
// exactly one open question that moves the conversation to its next phase. Deterministic: the
// same conversation always gets the same reply; choices among variants hash the user's words.
import { advisorHandoffPath } from '@cc/shared-contract';
import {
  conflictStyles,
  domainText,
  isConflictStyle,
  resultCategories,
  toolLinks,
  type AssessmentResult,
  type ToolId,
} from '@cc/shared-domain';
import {
  askedLanguage,
  coreQuote,
  hedgedGuess,
  coversPhase,
  escapeMarkdown,
  estimateStage,
  findFeelings,
  findParty,
  firstRoleplayLine,
  isClosing,
  isOwnStateOnly,
  userRole,
  givenReason,
  type GivenReason,
  isDirectQuestion,
  isLowContent,
  namedAnswer,
  isThanks,
  addressee,
  namedPersona,
  firstStep,
  statedPlan,
  talkTime as talkTimeIn,
  userFacts,
  userProposal,
  userRequest,
  isAffirmation,
  isCommand,
  settingClause,
  switchesLanguage,
  type Facts,
  type Party,
  type UserRequest,
} from './analysis';
import { artefactKind } from './artefact-kind';
import { correctionOf } from './correction';
import { artefactAnswer } from './artefacts';
import { knowledge, type KnowledgeEntry } from './knowledge';
import { addedIn } from './added';
import { closedQuestion, yesNoOf } from './answered';
import { aboutWhom, looseMatter, matterOf, pronounActor, settingName, togetherOf } from './matter';
import { personaReply } from './persona';
import { namesTopic, retrieve, type Hit } from './retrieval';
import { carriedTask, frameFor, namedCases, namedKinds, ownState } from './situation-fit';
import { relativeMain } from './relative';
import { capitalUnits, numberFactSaid } from './told-numbers';
import { composeIntro, fairIntro, ledNextStep, occasionIntro, toldSentence } from './asked';
import { strainAnswer } from './strain';
import {
  fold,
  foldPattern,
  foldedMonths,
  hash,
  monthsDe,
  monthsEn,
  quotedSpeech,
  sentences,
  shownInEither,
  weekdays,
  words,
} from './text';
import { topicTally } from './topic-tally';
import { afterCrisisKind } from './safety/after-crisis';
import { safetyTexts } from './safety/texts';
import { helpAnswer, isHelpRequest } from './help';
import { draftEdit, editedDraft, type DraftEdit } from './draft-edits';
import { splitAsks, toUser } from './second-ask';
import {
  asksRevision,
  constraintOf,
  labelledPurpose,
  purposeClause,
  quoteIsSubject,
  reworded,
  thanksStep,
  wishPurpose,
  type PurposeSlots,
} from './drafting';
import { texts, type AddedPhase, type AdvisorTexts, type AnsweredKind, type Question } from './texts';
import { actorClauses, actorOf, clientCase, irregularToReader, notVerbs, restate, type Actor } from './restate';
import {
  coachPhases,
  contextResults,
  type AdvisorInput,
  type AdvisorLink,
  type CoachPhase,
  type Lang,
  type StructuredHandoff,
  type StructuredSummary,
} from './types';

// A greeting before what the user tells ("Hello, …", "Grüezi, …", "Servus …").
const greetingLead =
  /^(hallo|hi|hey|hello|moin|servus|grüezi|griaß di|grüß gott|guten (morgen|tag|abend)|good (morning|afternoon|evening))[,!.]?\s+/i;

/** Where "talk to an expert" leads: the premium advisor, whose handoff prepares the request. */
export const expertPath = advisorHandoffPath;

export interface CoachReply {
  text: string;
  phase: CoachPhase;
  links: AdvisorLink[];
  knowledge: string[];
  glaslStage: number | null;
  summary?: StructuredSummary;
  handoff?: StructuredHandoff;
}

export function toolLink(id: ToolId, lang: Lang): AdvisorLink {
  return { id, path: toolLinks[id].path, label: domainText(lang, toolLinks[id].nameKey) };
}

export function expertLink(lang: Lang): AdvisorLink {
  return { id: 'expert', path: expertPath, label: texts[lang].links.expert };
}

/** The public expert directory, named as a directory (the handoff is "talk to an expert"). */
export function directoryLink(lang: Lang): AdvisorLink {
  return { id: 'experts', path: '/experts', label: texts[lang].links.directory };
}

const userTexts = (input: AdvisorInput) => input.messages.filter((m) => m.role === 'user').map((m) => m.content);
const assistantTexts = (input: AdvisorInput) =>
  input.messages.filter((m) => m.role === 'assistant').map((m) => m.content);

/** Every question template of a phase in both languages, with `{party}`/`{topic}` as wildcards. */
const phaseQuestionPatterns: readonly [CoachPhase, RegExp][] = coachPhases.flatMap((phase) =>
  (['de', 'en'] as const).flatMap((lang) => {
    const t = texts[lang];
    const templates: Question[] = [
      ...t.questions[phase],
      ...t.leadQuestions[phase],
      ...t.easyQuestions[phase],
      ...(t.partyQuestions[phase] ?? []),
      ...(t.topicQuestions[phase] ?? []),
      ...(phase === 'options' ? t.proposalQuestions.weigh : []),
      ...(phase === 'next_step'
        ? [
            ...t.proposalQuestions.bringUp,
            ...t.wrapUp,
            ...t.planQuestions.when,
            ...t.planQuestions.opening,
            ...t.planQuestions.fallback,
            ...t.planQuestions.offer,
          ]
        : []),
    ];
    // The question after a clause said back (restated) asks what the situation means to the user: still the situation.
    if (phase === 'situation')
      templates.push(
        ...[
          t.restated.party,
          t.restated.plain,
          t.restated.outcome,
          t.restated.outcomePlural,
          t.restated.aim,
          t.restated.aimPlural,
          t.restated.together,
          ...Object.values(t.restated.ask).flatMap((ask) => [ask.one, ask.several]),
          t.restated.aboutWhom.question,
          t.restated.settingOnly.question.replace('{name}', '{party}'),
          ...Object.values(t.restated.onTopic).map((text) => text.replace('{topic}', '{party}')),
        ].map((text) => ({ text, presumes: [] })),
      );
    // The question on what a later message added (added.ts) shows the phase it asks about: a new
    // person or a number what the user wants there, a worry how to keep it from coming, a decision
    // the next step. It is asked only where that phase is not behind the conversation's (the phase
    // never goes back), so it shows the phase the reply moves to.
    const added = t.added;
    const addedTemplates: Partial<Record<CoachPhase, string[]>> = {
      interests: [added.person.one, added.person.several, added.amount],
      options: [added.worry],
      next_step: [added.decision],
    };
    // An attempt, a deadline, a constraint: one wording per phase (coach28a).
    if (phase in added.attempt) {
      const at = phase as AddedPhase;
      (addedTemplates[phase] ??= []).push(
        added.attempt[at],
        added.deadline[at],
        added.constraint[at],
        added.thing[at],
        added.time[at],
        added.ahead[at],
        added.wish[at],
        added.refusal[at],
      );
    }
    templates.push(
      ...(addedTemplates[phase] ?? []).map((text) => ({
        text: text.replace(/\{(worry|decision|amount|deadline|thing|time|wish)\}/g, '{topic}'),
        presumes: [],
      })),
    );
    // The question after a yes or no to a closed question (answered.ts) stays in that question's phase.
    const answeredPhases: Record<AnsweredKind, CoachPhase> = {
      talked: 'history',
      talking: 'escalation',
      knownLong: 'parties',
      camps: 'escalation',
      written: 'parties',
    };
    for (const [kind, of] of Object.entries(answeredPhases) as [AnsweredKind, CoachPhase][])
      if (of === phase)
        templates.push(
          ...(['yes', 'no'] as const).map((answer) => ({
            text: t.answered.kinds[kind][answer].question,
            presumes: [],
          })),
        );
    // "geld" alone gets a question about money: the answer moved the conversation on to who and what.
    // The first reply's question for the kind of case (texts.situation) stands where the parties' questions do.
    if (phase === 'parties')
      templates.push(
        ...[...Object.values(t.topicFollowUp), ...Object.values(t.situation).map((entry) => entry.question)].map(
          (text) => ({ text, presumes: [] }),
        ),
      );
    return templates.map(({ text: template }): [CoachPhase, RegExp] => {
      const source = template
        .split(/\{party\}|\{topic\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?');
      return [phase, new RegExp(source)];
    });
  }),
);

/** The phase a reply of the coach asked about, read from its question; null for any other text. */
export function replyPhase(reply: string): CoachPhase | null {
  const question = reply.trim().split(/\n\n/).at(-1) ?? '';
  for (const [phase, pattern] of phaseQuestionPatterns) if (pattern.test(question)) return phase;
  return null;
}

/**
 * The phase reached before this turn: the caller's; else the phase of the last reply's question
 * (the public chat sends only the history); else one phase per earlier reply.
 */
export function previousPhase(input: AdvisorInput): CoachPhase | null {
  if (input.phase) return input.phase;
  const replies = assistantTexts(input);
  for (const reply of [...replies].reverse()) {
    const phase = replyPhase(reply);
    if (phase) return phase;
  }
  return replies.length === 0
    ? null
    : (coachPhases[Math.min(replies.length - 1, coachPhases.length - 1)] as CoachPhase);
}

/** The phase the caller passed or an earlier reply's question shows, or null (not counted from the replies). */
function shownPhase(input: AdvisorInput): CoachPhase | null {
  if (input.phase) return input.phase;
  for (const reply of [...assistantTexts(input)].reverse()) {
    const phase = replyPhase(reply);
    if (phase) return phase;
  }
  return null;
}

function nextPhase(previous: CoachPhase | null, latest: string, facts: Facts): CoachPhase {
  let next: CoachPhase;
  if (previous === null) {
    if (latest.split(/\s+/).length < 12) return 'situation';
    // A long first message tells the situation; when it also says who and how, go on to the history.
    next = coversPhase(latest, 'parties') ? 'history' : 'parties';
  } else {
    const index = coachPhases.indexOf(previous);
    if (index === coachPhases.length - 1) return previous;
    next = coachPhases[index + 1] as CoachPhase;
    // A message that already answers the next phase skips it (at most one phase per turn).
    if (next !== 'next_step' && coversPhase(latest, next)) next = coachPhases[index + 2] as CoachPhase;
  }
  // What was tried is known from an earlier message: no need to ask for it.
  if (next === 'history' && facts.tried) next = 'escalation';
  // A calm matter ("no drama") is not asked how heated it is.
  if (next === 'escalation' && facts.calm) next = 'interests';
  return next;
}

/** What a question asks for, read from its words (both languages), to skip what the user already said. */
const questionAsks: readonly [keyof Facts | 'step', RegExp][] = [
  ['when', /\b(bis wann|wann und wo|wann hatte|wann genau|by when|when and where|when could|when exactly)\b/],
  [
    'step',
    /(nachster konkreter schritt|kleiner schritt|diese woche tun|welche moglichkeiten siehst du|welche losung|next concrete step|small step|this week|which options do you see|which solution)/,
  ],
  [
    'party',
    /(wer ist an dem konflikt|wer ist beim thema|wer ist ausser euch|um wen geht es|who is involved|who besides you|who is it mainly about)/,
  ],
  [
    'tried',
    /(schon versucht|habt ihr schon einmal|bisher dagegen getan|letzter versuch|already tried|have you ever talked|talked about it yet|done about it so far|last attempt)/,
  ],
  ['opening', /(ersten satz|erster satz|erste satz|wie wurdest du beginnen|first sentence|how would you begin)/],
  ['fallback', /(plan b)/],
  ['support', /(dich dabei unterstutzen|mit wem konntest du zuerst|could support you|who could you talk to)/],
  ['topic', /(worum geht es im kern|what is it mainly about)/],
  ['since', /(wie lange|seit wann|how long|since when)/],
  ['talk', /(wie redet ihr im moment|wie sprecht ihr im moment|how do you talk)/],
  ['others', /(wer ist ausser euch noch betroffen|who else is affected)/],
  // The user made a proposal: no question sends them back to brainstorming.
  ['proposal', /(welche moglichkeiten|welche losung|which options|which solution)/],
];

/** Whether a question asks for something the user already told (a time, a plan, who, what was tried). */
function asksKnown(question: string, facts: Facts): boolean {
  const folded = fold(question);
  return questionAsks.some(([fact, pattern]) => {
    const known = fact === 'step' ? facts.plan !== null : Boolean(facts[fact]);
    return known && pattern.test(folded);
  });
}

interface QuestionContext {
  lang: Lang;
  phase: CoachPhase;
  party: Party | null;
  topic: string | null;
  seed: string;
  /** Every earlier reply: no question is asked twice in a conversation. */
  earlier: string;
  wrapUp: boolean;
  /** A short answer: an easier question of the same phase first. */
  low: boolean;
  facts: Facts;
  /** Working with the user's plan: when, how to open, what if it goes badly. */
  planMode: boolean;
  /** Working with the user's proposal: what it solves, what the other side says, how to bring it up. */
  proposalMode: boolean;
  /** Something heated happened (Glasl stage 3 or more): only then ask for the worst moment or for camps. */
  heated: boolean;
  /** The user is the one affected by harassment: no question that presumes two sides working it out. */
  oneSided: boolean;
}

/**
 * The same question in the other language, as far as it goes before a placeholder: after a switch
 * of language ("can we switch to English?") a question already asked is not asked again translated.
 */
function translated(question: string, lang: Lang): string[] {
  return translationPairs(lang)
    .filter(({ prefix, whole }) => (prefix.length >= 15 ? question.startsWith(prefix) : question === whole))
    .map(({ counterpart }) => counterpart);
}

interface TranslationPair {
  /** The question up to its first placeholder, and whole. */
  prefix: string;
  whole: string;
  /** The same question in the other language, up to its first placeholder. */
  counterpart: string;
}

/** Each pool's questions paired with the other language's by position; built once per language. */
const translationPairsByLang = new Map<Lang, TranslationPair[]>();

function translationPairs(lang: Lang): TranslationPair[] {
  const cached = translationPairsByLang.get(lang);
  if (cached) return cached;
  const other = texts[lang === 'de' ? 'en' : 'de'];
  const own = texts[lang];
  const pools = ['questions', 'easyQuestions', 'partyQuestions', 'topicQuestions', 'leadQuestions'] as const;
  const pairs: TranslationPair[] = [];
  for (const pool of pools)
    for (const phase of coachPhases) {
      const mine = (own[pool] as Record<CoachPhase, readonly Question[]>)[phase] ?? [];
      const theirs = (other[pool] as Record<CoachPhase, readonly Question[]>)[phase] ?? [];
      mine.forEach((candidate, i) => {
        const counterpart = (theirs[i]?.text ?? '').split('{')[0] as string;
        if (counterpart.length >= 15)
          pairs.push({ prefix: candidate.text.split('{')[0] as string, whole: candidate.text, counterpart });
      });
    }
  translationPairsByLang.set(lang, pairs);
  return pairs;
}

/** A question with `{party}` or `{topic}` filled in. */
const filled = (question: Question, placeholder: '{party}' | '{topic}', value: string): Question => ({
  ...question,
  text: question.text.replace(placeholder, value),
});

/** The reply's one question, what it presumes, and the phase it belongs to. */
function chooseQuestion(context: QuestionContext): Question & { phase: CoachPhase } {
  const { lang, phase, party, topic, seed, earlier, wrapUp, low, facts, planMode, proposalMode, heated, oneSided } =
    context;
  const t = texts[lang];
  // A question with a singular verb cannot name several people ("Weiß deine Kollegen …").
  const named = party && !party.plural ? party : null;
  const partyVariants = named ? (t.partyQuestions[phase] ?? []).map((q) => filled(q, '{party}', named.display)) : [];
  const topicVariants = topic ? (t.topicQuestions[phase] ?? []).map((q) => filled(q, '{topic}', topic)) : [];
  // Someone who leads or mediates is asked about the two of them first.
  const lead = facts.lead ? [...t.leadQuestions[phase]] : [];
  const own = wrapUp ? [...t.wrapUp] : [...lead, ...partyVariants, ...topicVariants, ...t.questions[phase]];
  // In order, each pool with its phase: the plan's questions, easier ones after a short answer,
  // the phase's own, then (when those are used up) a later phase's, never an earlier one's.
  const pools: { phase: CoachPhase; questions: Question[]; ordered?: boolean }[] = [];
  if (low) pools.push({ phase, questions: [...t.easyQuestions[phase]] });
  if (proposalMode) {
    // What it would solve and what the other side will say (while weighing options), then how to bring it up.
    const weigh = t.proposalQuestions.weigh
      .filter((q) => !(q.text.includes('{party}') && !named) && !(named && q.presumes.includes('twoSided')))
      .map((q) => filled(q, '{party}', named?.display ?? ''));
    if (phase === 'options') pools.push({ phase: 'options', questions: weigh, ordered: true });
    pools.push({ phase: 'next_step', questions: [...t.proposalQuestions.bringUp], ordered: true });
  }
  if (planMode) {
    const opening = t.planQuestions.opening
      .filter((q) => q.text.includes('{party}') === (named !== null))
      .map((q) => filled(q, '{party}', named?.display ?? ''));
    pools.push({
      phase: 'next_step',
      questions: [...t.planQuestions.when, ...opening, ...t.planQuestions.fallback, ...t.planQuestions.offer],
      ordered: true,
    });
  }
  pools.push({ phase, questions: own });
  for (const later of coachPhases.slice(coachPhases.indexOf(phase) + 1))
    pools.push({ phase: later, questions: [...(facts.lead ? t.leadQuestions[later] : []), ...t.questions[later]] });
  pools.push({ phase: 'next_step', questions: [...t.wrapUp] });
  // What a question presumes must hold: a fight for the worst moment, being a side for "wie redet ihr".
  const fits = (question: Question) =>
    (heated || !question.presumes.includes('heated')) &&
    !(oneSided && question.presumes.includes('twoSided')) &&
    !(facts.lead && question.presumes.includes('party')) &&
    (facts.lead || !question.presumes.includes('lead')) &&
    !(facts.calm && question.presumes.includes('conflict'));
  for (const pool of pools) {
    // A calm matter is not asked how heated it is.
    if (facts.calm && pool.phase === 'escalation') continue;
    const start = pool.ordered ? 0 : hash(`${seed}|${pool.phase}`) % pool.questions.length;
    for (let i = 0; i < pool.questions.length; i++) {
      const candidate = pool.questions[(start + i) % pool.questions.length] as Question;
      if (
        !earlier.includes(candidate.text) &&
        !translated(candidate.text, lang).some((other) => earlier.includes(other)) &&
        !asksKnown(candidate.text, facts) &&
        fits(candidate)
      )
        return { ...candidate, phase: pool.phase };
    }
  }
  return { ...(own[hash(seed) % own.length] as Question), phase };
}

/** The reflection's framing: none whose opening an earlier reply used, chosen by the user's words. */
function chooseReflection(
  lang: Lang,
  seed: string,
  earlier: string,
  templates: readonly string[] = texts[lang].reflect,
  weighty = true,
): string {
  // "„…“: Das nehme ich ernst." and "Das ist ein wichtiger Punkt" fit a feeling or a fight, not a fact.
  if (!weighty) templates = templates.filter((template) => !weightyFraming.test(template));
  const start = hash(seed) % templates.length;
  for (let i = 0; i < templates.length; i++) {
    const template = templates[(start + i) % templates.length] as string;
    const opening = template.split('{quote}')[0] as string;
    const closing = template.split('{quote}')[1] as string;
    // "„{quote}“: Das nehme ich ernst." opens with the quote: its closing marks it instead.
    const marker = opening.length > 2 ? opening : closing;
    if (!earlier.includes(marker)) return template;
  }
  return templates[start] as string;
}

const weightyFraming = /ernst|wichtiger Punkt|seriously|important point/;

/**
 * The conversation's topic: the first entry with a topic whose cues the user's messages name at
 * least `minCues` times. Questions that name it over several turns need two (one passing mention,
 * "fundraising" in a message about exhaustion, does not make the conversation about investors); a
 * draft names what the user just wrote about, one will do.
 */
/** Tips that speak to the founders as one side ("agree among yourselves first, then speak with one voice"). */
const foundersTogether = new Set(['investor-pressure']);
/**
 * Entries about the founding team itself (roles, decision rights, effort, equity, money, working
 * styles, a co-founder who does not deliver, an exit): no tip where the other side is outside it (a
 * supplier, a client, a consortium partner, an agency, a distributor, a VC) and no co-founder is
 * named ("Wenn ein Mitgründer nicht liefert" for a research institute, "Different working styles"
 * for a VC pushing growth).
 */
const teamTips = new Set([
  'roles',
  'decision-rights',
  'commitment',
  'equity-vesting',
  'money-salary',
  'underperformance',
  'working-styles',
  'exit',
]);
const outsideParty =
  /\b(\w*lieferant\w*|supplier\w*|vendor\w*|(unser\w*|our|my|mein\w*|der|the) (\w+ )?(kunde|kundin|client|customer)|konsortium\w*|consortium|institut\w*|\w*agentur\w*|agency|agencies|vertriebspartner\w*|distribut\w*|landlord|vermieter\w*|vcs?|venture capital\w*|fonds|fund|lead investor|hotel group|winzer\w*|weingut)\b/;
const cofounderNamed = /\b(mitgrunder\w*|co ?founder\w*|cofounder\w*|grundungspartner\w*|gesellschafter\w*)\b/;
/** The conversation is about a party outside the founding team, with no co-founder named (folded). */
function outsideTeam(users: readonly string[]): boolean {
  const all = fold(users.join('\n'));
  return outsideParty.test(all) && !cofounderNamed.test(all);
}
/** A founder without a co-founder (folded): "solo founder", "ich gründe allein". */
const soloFounder =
  /\b(solo ?founder|solo ?grunder\w*|only founder|einzige\w* grunder\w*|(ich )?grunde allein|founded (it )?alone|i(m| am) (a )?solo)\b/;

/** Entries about the talk itself (listening, preparing, the escalation model): no subject for a draft. */
const aboutTheTalk = new Set(['active-listening', 'prepare-conversation', 'glasl']);

/** What a draft is about: the conversation's topic, unless that is the talk itself. */
function draftTopic(users: readonly string[], lang: Lang): string | null {
  const entry = conversationTopic(
    users.filter((text) => !aboutTheTalk.has(retrieve(text, lang, { limit: 1 })[0]?.entry.id ?? '')),
    lang,
    1,
  );
  const label = entry?.topic?.[lang];
  if (!entry || !label) return null;
  return topicInOwnWords(users, lang, entry, label) ?? label;
}

/** A noun after an article or a possessive ("building a side project"), English. */
const englishNoun = /\b(?:a|an|the|his|her|their|our|my|this|that)\s+((?:[a-z]+[ -])?[a-z]+)\b/gi;
/** A capitalised word inside a sentence (a German noun: "arbeitet nur noch Teilzeit"). */
const germanNoun = /(?<=[\p{Ll},]\s)\p{Lu}\p{Ll}{3,}\b/gu;

/**
 * The topic of a message to the other person in the user's own words: "about the side project", not
 * the knowledge base's label "about commitment", which the user never said and which fits anyone.
 * Only a noun the user wrote that is one of the entry's keywords; the label when the user used it.
 */
function topicInOwnWords(users: readonly string[], lang: Lang, entry: KnowledgeEntry, label: string): string | null {
  const said = ` ${users.map(fold).join(' ')} `;
  if (
    fold(label)
      .split(' ')
      .some((word) => word.length >= 4 && said.includes(` ${word}`))
  )
    return null;
  const keys = fold(entry[lang].keywords)
    .split(' ')
    .filter((word) => word.length >= 5);
  // "salaries" is the keyword "salary": a plural ending is no other word.
  const stem = (word: string) => fold(word).replace(/(ies|es|s)$/, '');
  const isKey = (word: string) =>
    keys.some(
      (key) =>
        fold(word) === key || fold(word).startsWith(key) || (stem(word).length >= 5 && key.startsWith(stem(word))),
    );
  for (const text of users) {
    if (lang === 'en') {
      // "the salaries before": the phrase may end in a word after the noun; then the noun alone.
      // The people of the conflict ("the founders") are no topic to talk about.
      const noun = [...text.matchAll(englishNoun)]
        .map((match) => match[1] as string)
        .map((phrase) => {
          const parts = phrase.split(/[ -]/);
          if (isKey(parts.at(-1) ?? '')) return phrase;
          return parts.length === 2 && isKey(parts[0] as string) ? parts[0] : undefined;
        })
        .find((phrase) => phrase !== undefined && !/\b(co-?founders?|founders?|partners?|team|people)$/i.test(phrase));
      if (noun) return `the ${noun.toLowerCase()}`;
    } else {
      const noun = [...text.matchAll(germanNoun)]
        .map((match) => match[0])
        .find((word) => keys.some((key) => fold(word).includes(key)));
      if (noun) return `das Thema ${noun}`;
    }
  }
  return null;
}

function conversationTopic(users: readonly string[], lang: Lang, minCues: 1 | 2): KnowledgeEntry | null {
  return topicTally(users, lang).find((seen) => seen.entry.topic && seen.cues >= minCues)?.entry ?? null;
}

/** One line per result the user has, for the first reply of a premium session. */
export function resultLines(
  results: readonly AssessmentResult[],
  lang: Lang,
  t: AdvisorTexts['results'] = texts[lang].results,
): string[] {
  const lines: string[] = [];
  for (const result of results) {
    try {
      if (result.type === 'conflict-analysis' && resultCategories.includes(result.primary)) {
        const stage = result.escalation?.stage ?? 1;
        lines.push(
          t.analysis(
            domainText(lang, `analysis.categories.${result.primary}.name`),
            stage,
            domainText(lang, `analysis.escalation.stages.${stage}.name`),
          ),
        );
      } else if (result.type === 'conflict-style' && isConflictStyle(result.dominant)) {
        const least = conflictStyles.includes(result.leastUsed) ? result.leastUsed : result.dominant;
        lines.push(
          t.style(
            domainText(lang, `style.styles.${result.dominant}.name`),
            domainText(lang, `style.styles.${least}.name`),
          ),
        );
      } else if (result.type === 'values' && Array.isArray(result.top) && result.top.length > 0) {
        lines.push(t.values(result.top.map((v) => domainText(lang, `values.values.${v}.name`)).join(', ')));
      }
    } catch {
      // A stored result of an unknown shape is skipped, never an error in the chat.
    }
  }
  return lines;
}

function memoryLine(input: AdvisorInput, lang: Lang): string | null {
  const memories = input.premium?.memories ?? [];
  const latest = memories.at(-1);
  if (!latest) return null;
  const words = latest.summary.replace(/\s+/g, ' ').trim().split(' ');
  const summary = words.length > 30 ? `${words.slice(0, 28).join(' ')} …` : words.join(' ');
  const date = latest.date ? formatDate(latest.date, lang) : undefined;
  return texts[lang].memory(summary.replace(/\?/g, ''), date);
}

function formatDate(iso: string, lang: Lang): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** The most fitting tool not yet linked in this conversation. */
function chooseTool(hits: Hit[], phase: CoachPhase, latest: string, earlier: string): ToolId | null {
  const candidates: ToolId[] = [];
  for (const hit of hits) if (hit.entry.tool) candidates.push(hit.entry.tool);
  if (/kost|cost/i.test(latest)) candidates.push('cost-calculator');
  // Without a reason in the message, a tool for the phase, once per conversation: a coach, not a catalogue.
  const linkedBefore = Object.values(toolLinks).some((tool) => earlier.includes(`](${tool.path})`));
  if (!linkedBefore && (phase === 'escalation' || phase === 'parties')) candidates.push('conflict-analysis');
  if (!linkedBefore && phase === 'interests') candidates.push('values-radar');
  return candidates.find((id) => !earlier.includes(toolLinks[id].path)) ?? null;
}

/** What the coach offered in its last question, to be done when the user says yes. */
export type Offer = 'draft' | 'rehearse' | 'structure' | 'record' | 'prepare';
const offerCue =
  /^(Sollen wir|Soll ich|Magst du|Möchtest du|Willst du|Shall we|Shall I|Should I|Should we|Would you like|Do you want)\b/;
const offerKinds: readonly [Offer, RegExp][] = [
  ['rehearse', /durchspielen|ausprobieren|üben|proben|play through|try out|practi[cs]e|rehearse/i],
  ['draft', /Sätze|Satz|formulieren|Entwurf|sentences|draft|word it/i],
  ['structure', /Ablauf|structure|agenda/i],
  ['record', /festhalten|aufschreiben|write down/i],
  ['prepare', /vorbereiten|prepare/i],
];
/** The request an offer turns into when the user says yes (record and prepare have their own texts). */
const offerRequests: Record<Offer, UserRequest | null> = {
  draft: 'compose',
  rehearse: 'practise',
  structure: 'structure',
  record: null,
  prepare: null,
};

/** The offer in the last reply's question ("Sollen wir daraus die ersten zwei Sätze machen?"), or null. */
export function offeredIn(lastReply: string): Offer | null {
  const question = lastReply.trim().split(/\n\n/).at(-1) ?? '';
  if (!offerCue.test(question)) return null;
  return offerKinds.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

/** Whether the last reply quoted the user's previous answer, itself a few words: then the next one is not echoed. */
function echoedShortAnswer(users: readonly string[], lastReply: string): boolean {
  const previous = users.at(-2);
  const before = lastReply.split('\n\n').slice(0, -1).join('\n');
  return previous !== undefined && words(previous).length <= 6 && /[„“]/.test(before);
}

/** Concrete advice for "what would you do?": the topic's tip, else its points, else a general way in. */
function adviceFor(users: readonly string[], lang: Lang, earlier: string, party: Party | null, helper = false): string {
  const t = texts[lang];
  // One who helps two others gets the helper's way in, not a side's tip.
  if (helper) return t.options.helper.slice(0, 2).join(' ');
  const usable = (text: string) => !earlier.includes(text) && !/[„“”"?]/.test(text);
  for (const text of [...users].reverse()) {
    const hit = retrieve(text, lang, { limit: 1 })[0];
    if (!hit || hit.cues === 0) continue;
    const entry = hit.entry[lang];
    if (usable(entry.tip)) return entry.tip;
    const points = entry.points.filter(usable).slice(0, 2);
    if (points.length > 0) return points.join(' ');
  }
  return t.generalAdvice.replace('{party}', party?.display ?? t.roleplay.defaultCounterpart);
}

/** "Ich fang an: '…'", "I'll start: \"…\"": the quote in the request is the user's first line, not someone else's words. */
const startsWithOwnLine =
  /\b(ich fang\w* (mal |gleich )?an|ich beginne|ich starte|mein erster satz|i(?:'|’)?ll (start|go first|begin|open)|i will (start|go first|begin|open)|me first|here goes|my (first|opening) line)\b/i;

/** An idea the user names and likes: "a time-boxed test … sounds like something she'd go for", "ein fester Jour fixe klingt gut". */
const pitchedIdea =
  /^((?:a|an|the|ein|eine|einen|der|die|das)\s.{8,120}?)\s+(?:actually\s+|really\s+|eigentlich\s+)?(?:sounds|klingt|seems|wäre|ware)\b/i;
const fillerStart = /^(?:(?:ok|okay|also|gut|so|yes|ja|alright)\b[\s,.!]*)+/i;

/**
 * What the asked-for message is for, in the user's words as the writer says it: "… mit der ich das
 * Gespräch am Freitag ankündige" → "das Gespräch am Freitag ankündigen", "… that suggests a prep
 * before every call" → "suggest a prep before every call", "asking for 20 minutes" → "ask for 20 minutes".
 */
export function composePurpose(request: string, lang: Lang): string | null {
  const text = request.trim().replace(/[.!?\s]+$/, '');
  // "…, ich will ihm einen festen Liefertag vorschlagen", "I want to recommend that they …".
  const wish = wishPurpose(text, lang, formalReader(request, lang));
  if (wish) return wish;
  if (lang === 'de') {
    const match = /\b(?:mit|in) (?:der|dem|denen) ich (.+) (\p{Ll}+)e$/u.exec(text);
    // "an das ganze Team, dass wir das klären und die Roadmap bis Freitag steht": what the message says.
    // Not "ohne dass es nach Hinhalten klingt", and only in the request's own sentence.
    const that = /,\s*(?:\p{L}+,?\s+){0,4}?(?<!\b(?:ohne|so|als|damit) )dass ([^?!.]{6,})$/u.exec(text);
    const formal = formalReader(request, 'de');
    // Said of someone in the third person ("dass er …") it cannot be said to the reader.
    // The reader as an object ("dass ich mit ihm reden will") is "you" to them: "mit dir" (formal "mit Ihnen").
    // "dass er die Stelle nicht bekommt": the reader as the subject, "dass du die Stelle nicht bekommst".
    const female = femaleReader.test(text);
    // To a formal reader ("an unsere Steuerberaterin, dass sie die Belege an mich schickt") the
    // reader as the subject is "Sie" with the plural verb ("dass Sie die Belege an mich schicken").
    const subject =
      that && /^(er|sie)\s/.test(that[1] as string)
        ? formal
          ? /^sie\s/.test(that[1] as string) === female
            ? formalSubject(that[1] as string, female)
            : null
          : readerAsSubject(that[1] as string, formal, female)
        : null;
    if (!match && that && subject)
      return `${tellingVerb(subject, text.slice(0, that.index + that[0].length - (that[1] as string).length))}, dass ${subject}`;
    if (!match && that && !/\ber\b/.test(that[1] as string))
      // To a woman ("an sie", "an meine Kollegin"): "mit ihr" in the clause is "mit dir" too.
      return `${tellingVerb(that[1] as string, text.slice(0, that.index + that[0].length - (that[1] as string).length))}, dass ${toGermanReader(
        that[1] as string,
        formal,
        female && !/\b(ihm|ihn)\b/.test(that[1] as string),
      )}`;
    // "…, ob er als Mentor mitmachen möchte": asked of the reader ("ob Sie … möchten", "ob du … möchtest").
    const whether = /,?\s*ob (er|sie) ([^?!.]{4,}) (\p{Ll}+)$/u.exec(text);
    const verb = whether ? askedVerb(whether[3] as string, formal) : null;
    if (!match && whether && verb)
      return `${formal ? 'Sie' : 'dich'} fragen, ob ${formal ? 'Sie' : 'du'} ${toGermanReader(whether[2] as string, formal, whether[1] === 'sie')} ${verb}`;
    // "in der ich das vorschlage": a pronoun alone says nothing; the user's wish or proposal says it.
    if (!match || /^(das|es|dies|dieses|ihm|ihr|ihn|sie)$/i.test(match[1] as string)) return null;
    return `${match[1]} ${match[2]}en`;
  }
  // "a message to Tom that he doesn't get the lead role": the reader as the subject, said to them.
  const aboutReader = /\b(?:that|saying that) ((?:he|she)\s+\p{L}.{3,})$/iu.exec(text);
  const toYou = aboutReader ? englishReaderAsSubject(aboutReader[1] as string) : null;
  if (toYou) return `let you know that ${toYou}`;
  // "asking him to fix it by Friday", "asking her to send requests through me": asked of the reader, "ask you to …".
  const asking = /\basking (.+)$/u.exec(text);
  if (asking)
    return `ask ${/^(him|her|them)\b/.test(asking[1] as string) ? toEnglishReader(asking[1] as string) : asking[1]}`;
  // "inviting them to a joint meeting", "reminding him that he promised …", "moving our call to
  // Friday", "turning down his request": said to the reader, "them" / "he" is "you".
  const acting =
    /\b(invit|remind|thank|apologi[sz]|mov|declin|turn|confirm|offer)ing( down)? ((?:him|her|them)\b.{2,}|.{4,})$/u.exec(
      text,
    );
  if (acting && (acting[1] !== 'turn' || acting[2])) {
    const verb = `${acting[1]}${/^(invit|mov|declin|apologi[sz])$/.test(acting[1] as string) ? 'e' : ''}${acting[2] ?? ''}`;
    const rest = (acting[3] as string)
      .replace(/^(both of them|them both|the two of them)\b/, 'you both')
      .replace(/^(him|her|them)\b/, 'you')
      .replace(/\bthat (he|she|they)\b/, 'that you');
    return `${verb} ${rest}`;
  }
  // "explaining that we want to wait until Q1", "announcing the new rule", "proposing we talk after the weekly".
  const doing = /\b(explain|announc|propos|suggest|say|tell|lett)ing (.{4,})$/u.exec(text);
  if (doing) {
    const verb = {
      explain: 'explain',
      announc: 'announce',
      propos: 'propose',
      suggest: 'suggest',
      say: 'say',
      tell: 'tell',
      lett: 'let',
    }[doing[1] as string] as string;
    // "telling him that …": said to the reader, "him" is "you"; so is the reader the request
    // addresses ("write her a message saying that I'd like a meeting with her") further on.
    const said = (doing[2] as string).replace(/^(him|her|them)\b/, 'you');
    return `${verb} ${addressedPronoun(text.slice(0, doing.index), said) ? toEnglishReader(said) : said}`;
  }
  // "a quick text to Nina that I'll be twenty minutes late": news for the reader, said as such.
  const news = /\b(?:that|saying that) ((?:i|we)(?:'ll|’ll|'m|’m|'ve|’ve|'d|’d)?\s+\p{L}.{3,})$/iu.exec(text);
  // "that we sort it out next week": something to do together is suggested, not told as news.
  if (news && /^we\s/i.test(news[1] as string) && togetherEn.test(news[1] as string))
    return `suggest that ${toEnglishReader(news[1] as string)}`;
  if (news) return `let you know that ${toEnglishReader(news[1] as string)}`;
  const match = /\b(?:that|which) (\p{Ll}+s) (.+)$/u.exec(text);
  // "write that as a short message": "as", "is", "this" are no verbs.
  if (!match || /^(as|is|was|has|his|its|this|does|yes|us)$/.test(match[1] as string)) return null;
  // "announces" → "announce", "sets" → "set", "pushes" → "push"; so is every verb after "and"
  // ("declines dinners and keeps things professional" → "decline dinners and keep things professional").
  const base = (verb: string) => (/(ss|sh|ch|x|z|o)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1));
  const rest = (match[2] as string).replace(/\b(and|or) (\p{Ll}+s)\b/gu, (_, and: string, verb: string) =>
    /(ss|us|is|ics)$/.test(verb) ? `${and} ${verb}` : `${and} ${base(verb)}`,
  );
  return `${base(match[1] as string)} ${rest}`;
}

/**
 * Whether the English request addresses its reader by a pronoun ("write her a message", "an email to
 * him", "a note for them") and `clause` speaks of no one else by another: then that pronoun in the
 * clause is the reader ("with her" → "with you").
 */
function addressedPronoun(request: string, clause: string): boolean {
  const reader = /\b(?:write|send|text|message|email|mail|drop|to|for)\s+(him|her|them)\b/i
    .exec(request)?.[1]
    ?.toLowerCase();
  if (!reader) return false;
  const others = {
    him: /\b(her|hers|them|their)\b/i,
    her: /\b(him|his|them|their)\b/i,
    them: /\b(him|his|her|hers)\b/i,
  }[reader];
  return others !== undefined && !others.test(clause) && new RegExp(`\\b${reader}\\b`, 'i').test(clause);
}

/** Doing something together in English ("sort out", "talk", "sit down", "meet"). */
const togetherEn =
  /\b(sort|talk|discuss|meet|sit down|go through|look at|agree|settle|figure out|plan|review|revisit|catch up)\b/i;
/** Doing something together ("klären", "besprechen", "uns zusammensetzen"). */
const together =
  /\b(klären|klaeren|besprechen|bereden|reden|sprechen|treffen|zusammensetzen|anschauen|ansehen|durchgehen|festlegen|vereinbaren|regeln|einigen|überlegen|planen)\b/i;

/**
 * How the coach says a German "dass …" to the reader: a date moved is news ("kurz Bescheid geben"),
 * a person's no, a limit or a rule from now on is said clearly ("klar sagen"), something to do
 * together is proposed ("vorschlagen"), anything else briefly ("kurz sagen"); "klar sagen" before a postponement or an apology reads like a conflict.
 */
function tellingVerb(clause: string, before = ''): string {
  // "freundlich, aber klar, dass …": the user asked for it said clearly.
  if (/\b(klar|deutlich|unmissverständlich|bestimmt)\b/i.test(before)) return 'klar sagen';
  if (/\b(verschieb|verschob|verleg|absag|abgesagt)\w*/i.test(clause)) return 'kurz Bescheid geben';
  // "dass wir das nächste Woche klären": something to do together is proposed, not told.
  if (/^wir\b/i.test(clause.trim()) && together.test(clause)) return 'vorschlagen';
  // A no said of a person (who will not, or must not any more); "dass die Heizung nicht geht" is news.
  if (
    /\b(nicht|kein\w*|nie|nur noch|ab jetzt|ab sofort|künftig|aufhören|grenze)\b/i.test(clause) &&
    /\b(ich|wir|du|er|sie|ihr|man|mich|uns|dich|ihn)\b/i.test(clause)
  )
    return 'klar sagen';
  return 'kurz sagen';
}

/** A verb at the end of an "ob …" clause said to the reader: "möchte" → "möchtest" / "möchten"; null when unknown. */
function askedVerb(verb: string, formal: boolean): string | null {
  return irregularToReader[verb]?.[formal ? 1 : 0] ?? null;
}

/**
 * A clause about the reader in the third person said to them: "ihn" → "dich" / "Sie", "ihm" →
 * "dir" / "Ihnen", "seine" → "deine" / "Ihre"; a woman's "sie" / "ihre" only when the reader is
 * one (`female`), and never a "sie" that opens the clause (the subject, maybe "they").
 */
export function toGermanReader(clause: string, formal: boolean, female: boolean): string {
  let text = clause
    .replace(/\b(mit|bei|von|zu|für|an) (ihm)\b/g, (_, p: string) => `${p} ${formal ? 'Ihnen' : 'dir'}`)
    .replace(/\bihm\b/g, formal ? 'Ihnen' : 'dir')
    .replace(/\bihn\b/g, formal ? 'Sie' : 'dich')
    .replace(/\bsein(e|en|em|er|es)?\b/g, (_, end: string | undefined) => `${formal ? 'Ihr' : 'dein'}${end ?? ''}`);
  if (female)
    text = text
      .replace(
        /\bihr(e|en|em|er|es)?(?= \p{Lu})/gu,
        (_, end: string | undefined) => `${formal ? 'Ihr' : 'dein'}${end ?? ''}`,
      )
      .replace(/\b(mit|bei|von|zu|für) ihr\b/g, (_, p: string) => `${p} ${formal ? 'Ihnen' : 'dir'}`)
      .replace(/(?<!^)(?<!\b(?:dass|weil|ob|wenn|als|und|aber) )\bsie\b/g, formal ? 'Sie' : 'dich');
  return text;
}

/**
 * A German clause whose subject is the reader in the third person, said to them ("er die Stelle
 * nicht bekommt" → "du die Stelle nicht bekommst"): the finite verb at the end of a "dass"/"ob"
 * clause takes the "du" form; other mentions go through `toGermanReader`. Null when the verb is
 * not certain (a strong verb, a formal reader whose plural verb is not guessed) or the clause does
 * not start with its subject.
 */
export function readerAsSubject(clause: string, formal: boolean, female: boolean): string | null {
  const found = /^(er|sie)\s+(.+?)\s+(\p{Ll}+)$/u.exec(clause.trim());
  // The subject must be the reader: "er" for a man, "sie" for a woman ("ihr sagen, dass er …" is someone else).
  if (!found || formal || (found[1] === 'sie') !== female) return null;
  const verb = found[3] as string;
  // "dass er pünktlich kommen soll": a demand reported, not news to say to the reader as it stands.
  if (/^(soll|sollte)$/.test(verb)) return null;
  // The "er" form already carries a changed vowel ("nimmt", "hält"): its "du" form adds the s
  // ("nimmst", "hältst"); after s, ß, z or x the two are the same ("heißt", "sitzt").
  const du =
    irregularToReader[verb]?.[0] ??
    (!/^\p{Ll}{3,}t$/u.test(verb)
      ? null
      : /[sßzx]t$/.test(verb)
        ? verb
        : // "hält", "rät", "gilt", "tritt": the stem's own t stays ("hältst").
          /(ält|ät|ilt|itt)$/.test(verb)
          ? `${verb}st`
          : `${verb.slice(0, -1)}st`);
  if (!du) return null;
  const middle = toGermanReader(found[2] as string, false, female);
  // A further third person ("er die Stelle bekommt, die sie wollte") stays unclear: not said.
  if (/\b(er|sie|ihm|ihn)\b/.test(middle)) return null;
  return `du ${middle} ${du}`;
}

/**
 * An English clause whose subject is the reader ("he doesn't get the role", "she is moving the
 * call") said to them: "you don't get the role", "you are moving the call"; null when the verb
 * after the subject is not one it can say for "you".
 */
export function englishReaderAsSubject(clause: string): string | null {
  const found = /^(he|she)\s+(\p{Ll}+n['’]t|\p{Ll}+)\b(.*)$/u.exec(clause.trim());
  if (!found) return null;
  const verb = found[2] as string;
  const forms: Record<string, string> = {
    is: 'are',
    was: 'were',
    has: 'have',
    does: 'do',
    "doesn't": "don't",
    'doesn’t': 'don’t',
    "isn't": "aren't",
    "wasn't": "weren't",
    "hasn't": "haven't",
  };
  const modal = /^(can|could|will|would|should|must|might|may|can't|won't|wouldn't|shouldn't|couldn't)$/.test(verb);
  const you =
    forms[verb] ??
    (modal
      ? verb
      : /[^s]s$/.test(verb) && verb.length > 3
        ? verb
            .replace(/ies$/, 'y')
            .replace(/(ss|sh|ch|x|o)es$/, '$1')
            .replace(/s$/, '')
        : null);
  if (!you) return null;
  const rest = toEnglishReader(found[3] as string);
  if (/\b(he|she|him|his|her)\b/i.test(rest)) return null;
  return `you ${you}${rest}`;
}

/** A clause about the reader in the third person said to them: "send her the update" → "send you the update", "his demo" → "your demo". */
export function toEnglishReader(clause: string): string {
  return clause
    .replace(/\b(him|them)\b/g, 'you')
    .replace(
      /\bher\b(?=\s+(?:the|a|an|my|our|this|that|in|at|on|to|for|before|after|about|with|from|during|and|again|yesterday|today|last|off|up|down|out|in|back|over|know)\b|\s*[,.;!?]|\s*$)/g,
      'you',
    )
    .replace(/\b(his|her|their)\b/g, 'your')
    .replace(/\b(himself|herself|themselves)\b/g, 'yourself');
}

/** A request for an apology ("Entschuldigung an Jonas", "a quick apology to Maya", "sorry note"), folded. */
const apologyAsked = /\b(entschuldig\w*|tut mir leid|sorry|apolog\w*)\b/;

/** The reader of a German message is a woman ("an meine Kollegin Sara", "an Frau Berger", "an die Mitgründerin"). */
// "eine Nachricht an sie" (lower case: "she", not the formal "Sie"; not "an sie beide").
const femaleReader =
  /\b(?:an|für) (?:(?:meine|unsere|die) (?:\p{L}+ )?\p{L}+in\b|Frau\b)|\b\p{Ll}+in \p{Lu}\p{Ll}+\b|\ban sie\b(?! (?:beide|alle|zwei|drei|und)\b)/u;

/**
 * What the apology is for, said to the reader: "…, weil ich ihn gestern vor dem Kunden kritisiert
 * habe" → "es tut mir leid, dass ich dich gestern vor dem Kunden kritisiert habe", "for snapping at
 * him in the standup" → "I'm sorry for snapping at you in the standup"; the apology alone when the
 * request says nothing of what happened.
 */
function apologyLine(request: string, lang: Lang, formal: boolean): string {
  const a = texts[lang].compose.apology;
  const text = request.trim().replace(/[.!?\s]+$/, '');
  if (lang === 'de') {
    const female = femaleReader.test(text);
    const clause = /\b(?:dafür,?\s*)?(?:dass|weil|da) ([^?!.]{4,160})$/u.exec(text)?.[1];
    if (clause) return a.that(toGermanReader(clause, formal, female), formal);
    const thing = /\bfür ((?:mein|meine|meinen|das|den|die)\b[^?!.,]{3,80})$/u.exec(text)?.[1];
    if (thing) return a.thing(toGermanReader(thing, formal, female), formal);
    return a.none(formal);
  }
  const found = /\b(for|that|about) ([^?!.]{3,160})$/u.exec(text.slice(Math.max(0, text.search(/\b(apolog|sorry)/i))));
  if (!found) return a.none(formal);
  const said = toEnglishReader((found[2] as string).replace(/,?\s*(please|pls|thanks)$/i, ''));
  return found[1] === 'that' ? a.that(said, formal) : a.thing(said, formal);
}

/** The last clause of what the user did, with its subject ("Ich leite ein Team und habe X abgesagt" → "Ich habe X abgesagt"). */
function ownClause(what: string, lang: Lang): string {
  const parts = what.split(lang === 'de' ? /,?\s+und\s+/ : /,?\s+and\s+/);
  const last = (parts.at(-1) as string).trim();
  if (lang === 'de') return /^ich\b/i.test(last) ? last : parts.length > 1 ? `ich ${last}` : last;
  return /^i\b/i.test(last) ? last : parts.length > 1 ? `I ${last}` : last;
}

/**
 * What the user did as the clause of an apology ("es tut mir leid, dass …", "I am sorry that …"):
 * German puts the finite verb last ("Ich habe das Meeting verpasst" → "ich das Meeting verpasst
 * habe", "Als Investor habe ich X verschoben" → "ich X verschoben habe"); null when the clause is
 * not of that simple shape.
 */
function reasonWhat(what: string, lang: Lang): string | null {
  const clause = toReader(ownClause(what, lang), lang);
  if (lang === 'en') return /^i\b/i.test(clause) ? clause : null;
  const found =
    /^ich (\p{L}+) (.+)$/iu.exec(clause) ??
    /^\p{L}+(?: \p{L}+){0,3} (habe|hatte|bin|war|konnte|musste|wollte) ich (.+)$/iu.exec(clause);
  if (!found || words(found[2] as string).length < 2) return null;
  return toGermanReader(`ich ${found[2]} ${found[1]}`, false, false);
}

/** The other side named in what the user did, said to them ("I snapped at my co-founder" → "at you"). */
function toReader(clause: string, lang: Lang): string {
  if (lang === 'en')
    return clause.replace(
      /\b(?:my|our) (?:co-?founder|cofounder|business partner|partner|manager|boss|lead|team lead|colleague|designer|investor)\b/gi,
      'you',
    );
  return clause
    .replace(
      /\b(?:meinem|unserem|meiner|unserer) (?:Mitgründer\w*|Chef\w*|Kolleg\w*|Teamleiter\w*|Geschäftspartner\w*|Investor\w*)/g,
      'dir',
    )
    .replace(
      /\b(?:meinen|unseren|meine|unsere) (?:Mitgründer\w*|Chef\w*|Kolleg\w*|Teamleiter\w*|Geschäftspartner\w*|Investor\w*)/g,
      'dich',
    );
}

/** The reason the user gave, said to the reader: "Der Grund war, dass …" / "The reason was that …", or with what was done. */
function reasonSentence(reason: GivenReason, lang: Lang, formal: boolean, withWhat: boolean): string {
  const t = texts[lang].compose;
  // The reason stays in the user's words: its pronouns are other people ("one of them was ill").
  const why = reason.why;
  if (!withWhat) return t.reason(why);
  const what = toReader(ownClause(reason.what, lang), lang);
  return t.background(what.charAt(0).toUpperCase() + what.slice(1), why);
}

/**
 * A draft with the reason the user gave in an earlier message ("… weil mein Zug festhing"): the
 * reader hears what happened and why, after the draft's first sentence. Not when the request sets
 * the number of sentences; a chat message stays short (its middle sentences give way).
 */
function withReason(draft: string, reason: GivenReason, lang: Lang, form: DraftForm): string {
  if (form.count !== null || form.bullets) return draft;
  const line = escapeMarkdown(reasonSentence(reason, lang, false, true));
  const cut = draft.search(/[.!](?=\s)/);
  if (cut < 0) return draft;
  const head = draft.slice(0, cut + 1);
  // The rest as written (an email's sign-off stays on its own line).
  let rest = draft.slice(cut + 1).trim();
  const joined = () => `${head} ${line} ${rest}`;
  // A draft stays at four sentences at most (a chat message at 58 words): the middle gives way.
  const tooLong = () =>
    joined().split(/(?<=[.!?])\s+/).length > 4 || ((form.brief || form.reschedule) && words(joined()).length > 58);
  while (/[.!?]\s+\S/.test(rest) && tooLong()) rest = rest.replace(/^[^.!?]*[.!?]\s+/, '');
  return joined();
}

/** An apology to one reader: the greeting, what it is for, that it was the user's doing and will not happen again. */
function apologyDraft(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  form: DraftForm,
  reason: GivenReason | null,
): string {
  const f = texts[lang].compose.form;
  const a = texts[lang].compose.apology;
  const request = users.at(-1) ?? '';
  const titled = titledName.exec(request)?.[1] ?? null;
  const name = titled ?? addressee(request, users.join('\n')) ?? partyName(users, party) ?? null;
  const formal = formalReader(request, lang);
  const greeting = f.greeting(name?.replace(/^Herrn\b/, 'Herr') ?? null, formal || (form.email && lang === 'en'));
  const line = apologyLine(request, lang, formal);
  // The request says nothing of what happened, an earlier message did ("Ich habe das Meeting
  // verpasst, weil …"): what the user did and why, and no "that was on me" for a reason they gave.
  const what = reason && line === a.none(formal) ? reasonWhat(reason.what, lang) : null;
  const body = reason
    ? [
        what ? a.that(what, formal) : line,
        reasonSentence(reason, lang, formal, what === null && line === a.none(formal)),
        a.reasonRepair(formal),
      ].join(' ')
    : [line, a.repair].join(' ');
  if (!form.email) return escapeMarkdown(`${greeting} ${body}`);
  // After the greeting on its own line German goes on in lower case ("es tut mir leid"), English does not.
  return escapeMarkdown(`${greeting}\n${body}\n${f.signOff}`);
}

/** The form of a message the user asked for, read from the request (folded). */
export interface DraftForm {
  /** To the whole team ("Slack-Nachricht an das ganze Team", "a post for the whole team"). */
  team: boolean;
  /** An email: a greeting and a sign-off. */
  email: boolean;
  /** "drei Sätze", "the first two sentences", "maximal drei Sätze": how many sentences. */
  count: number | null;
  /** "nochmal auf Englisch", "can you write that in German?": the language of the draft, when named. */
  lang: Lang | null;
  /** A chat message (Slack, WhatsApp, a DM) or one asked short: greeting, purpose, close, nothing more. */
  brief: boolean;
  /** "in Stichpunkten", "in bullet points": the draft as a list. */
  bullets: boolean;
  /** A date moved or cancelled ("das Meeting verschieben", "postpone the call"): no conflict lines. */
  reschedule: boolean;
}
const chatChannel =
  /\b(slack|whats ?app|signal|telegram|sms|dm|teams nachricht|textnachricht|text message|chat nachricht|direct message)\b/;
// "brief" only as an adjective: "the brief changed", "one brief" are a design brief.
const briefAsked = /\b(kurz\w*|knapp\w*|short|quick)\b|\bbrief (message|note|text|email|mail|reply|update)\b/;
const bulletsAsked = /\b(stichpunkt\w*|aufzahlung\w*|als liste|bullet\w*|as a list|in a list)\b/;
const rescheduleAsked =
  /\b(verschieb\w*|verschob\w*|verleg\w*|absag\w*|postpon\w*|reschedul\w*|cancel\w*|push (back )?(the |our )?(\w+ )?(meeting|call|offsite|session)|mov(e|ing) (\w+ ){0,3}(meeting|call|offsite|session|planning|sync|1 1|one on one|dinner|appointment|talk)\w*)\b/;
const teamAudience =
  /\b(ganze\w* team|ans team|an das team|an (unser|mein)\w* team|an alle|ans ganze|(nachricht|mail|post|text|update|was|etwas) (fur (das|unser) team|furs team)|in den team ?channel|whole team|entire team|to (the|my|our) team(?! (lead|leader|manager))|(message|mail|post|note|update|announcement) for (the|my|our) team(?! (lead|leader|manager))|to everyone|to all (of )?(staff|employees|the team)|company ?wide|team ?wide|in (the|our) (general|team) channel)\b/;
/** A message to one person by name ("an Jonas", "to Herrn Albers"): not to the team, whatever it is about. */
const singleAddressee =
  /\b(?:an|to) (?:(?:Frau|Herrn?|Mr\.?|Ms\.?|Mrs\.?|Dr\.?) )?(?!(?:Team|Alle|Everyone)\b)\p{Lu}\p{Ll}+/u;
const countWord: Record<string, number> = {
  einem: 1,
  one: 1,
  single: 1,
  1: 1,
  zwei: 2,
  two: 2,
  drei: 3,
  three: 3,
  vier: 4,
  four: 4,
  2: 2,
  3: 3,
  4: 4,
};
/**
 * "in einem Satz", "one sentence", "a single line", "in zwei Sätzen", "max. 2 sentences" (folded).
 * "einen Satz, mit dem ich anfangen kann" and "ein paar Sätze" ask for an opening, not a count.
 */
const countAsked =
  /\b(1|2|3|4|einem|zwei|drei|vier|one|single|two|three|four) (\w+ ){0,2}(satz|satze|satzen|sentences?|lines?|zeilen?)\b/;

/** A request up to what the message is to say ("…, dass …", "… that …", "… saying …"), folded. */
function beforeWhatItSays(folded: string): string {
  return folded.split(/\b(?:dass|ob|that|saying|telling|explaining|asking|about|uber|wegen)\b/)[0] as string;
}

export function draftForm(request: string): DraftForm {
  const folded = fold(request);
  const count = countAsked.exec(folded)?.[1];
  return {
    // Whom it is for comes before what it says: "an unseren Investor, dass Anfragen an das Team
    // künftig über mich laufen" is to the investor, "an email to Sam saying the whole team …" to Sam.
    team: teamAudience.test(beforeWhatItSays(folded)) && !singleAddressee.test(request),
    email: /\b(e ?mail|mail)\b/.test(folded),
    count: count ? (countWord[count] ?? null) : null,
    lang: askedLanguage(request),
    brief: chatChannel.test(folded) || briefAsked.test(folded),
    bullets: bulletsAsked.test(folded),
    reschedule: rescheduleAsked.test(folded),
  };
}

/**
 * An outside reader named by role, not by name ("an unseren Investor", "an die Steuerberatung",
 * "an den Beirat"): a German email to them says "Sie" and "Guten Tag,". A co-founder, a colleague
 * or the team keep "du".
 */
const outsideReader = new RegExp(
  foldPattern(
    '\\b(an|für) (unseren|unsere|unser|unserem|den|die|das|dem|meinen|meine|meinem) (neue\\w* |\\w+ )?(investor\\w*|geldgeber\\w*|kapitalgeber\\w*|beirat|board|aufsichtsrat|vorstand|steuerberat\\w*|kanzlei|anwalt|anwältin|rechtsanwalt\\w*|notar\\w*|bank|kund\\w*|vermieter\\w*|behörde|lieferant\\w*|partnerfirma|agentur|personalabteilung|hr abteilung)\\b',
  ),
);

/**
 * An institution or a stranger's office ("an die Hausverwaltung", "an das Finanzamt", "an die
 * Steuerberaterin", "to our landlord", "to the tax office"): "Sie" and a neutral greeting in any
 * channel, no talk of "a common line" (folded).
 */
const institution = new RegExp(
  foldPattern(
    '\\b(an|für|to|for) (unseren|unsere|unser|unserem|den|die|das|dem|meinen|meine|meinem|our|my|the) (neue\\w* |new |\\w+ )?(hausverwaltung|verwaltung|finanzamt|\\w*amt|behörde|versicherung|krankenkasse|steuerberat\\w*|buchhalt\\w*|universität|hochschule|schule|stadt|gemeinde|jobcenter|arbeitsagentur|gericht|ihk|vermieter\\w*|hausmeister\\w*|makler\\w*|bank|sparkasse|professor\\w*|dozent\\w*|landlord|landlady|property manag\\w*|building manag\\w*|tax (advisor|adviser|office|consultant|authorit\\w*)|accountant|insurer|insurance\\w*|authorit\\w*|city|council|irs|hmrc|notary|university|professor|school)\\b',
  ),
);

/** A reply to a message that hurt ("hat mir eine verletzende Mail geschrieben … darauf zu antworten", "help me write a reply"). */
const replyAsked = /\b(antwort\w*|zu antworten|reply|respond|response|answer)\b/;
const hurtful =
  /\b(verletz\w*|krank\w*|gemein\w*|unverschamt\w*|beleidig\w*|herablassend\w*|angegriffen|vorwurfsvoll\w*|hurtful|hurt|harsh|rude|nasty|insult\w*|condescending|attack\w*|lazy|sloppy|faul|schlampig)\b/;

/** A draft whose matter is a contract (vesting, a cap table, shares transferred): the legal boundary stands beside it. */
const legalMatter =
  /\b(vesting|cliff|cap table|gesellschaftervertrag\w*|gesellschaftsvertrag\w*|beteiligungsvertrag\w*|shareholders? agreement|geschaftsanteil\w*|anteil\w* (\w+ ){0,2}(ubertrag|abtret)\w*|good leaver|bad leaver|leaver klausel\w*|esop|vsop)\b/;

/** A request to write a message about a contract matter (engine.ts shows the legal boundary beside the draft). */
export function draftOnLegalMatter(request: string): boolean {
  return userRequest(request) === 'compose' && legalMatter.test(fold(request));
}

/** "Frau Berger", "Herrn Professor Wagner", "Frau Dr. Keller", "Mr Jones": a name with a title, written to formally. */
const titledName =
  /\b((?:Frau|Herrn?|Mr\.?|Ms\.?|Mrs\.?)(?: (?:Prof\.|Professor(?:in)?|Dr\.))* \p{Lu}\p{Ll}+|(?:Prof\.|Professor(?:in)?|Dr\.) \p{Lu}\p{Ll}+)\b/u;

/** Whether a request writes to its reader formally: a title with a name, an institution, or (German email) a reader named by role. */
export function formalReader(request: string, lang: Lang): boolean {
  const folded = fold(request);
  return (
    titledName.test(request) ||
    institution.test(folded) ||
    (lang === 'de' && draftForm(request).email && outsideReader.test(folded))
  );
}

/**
 * A message in the asked form with what it is for ("Slack-Nachricht an das ganze Team, dass …",
 * "an email to Martin explaining that …"): the greeting, the purpose said to the reader, why it
 * matters (left out when shorter is asked), a close that fits the reader; an email is signed.
 */
function formDraft(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  form: DraftForm,
  purpose: string | null,
  short = false,
  formal = false,
  // Further sentences of a purpose read into slots (its other clauses, what it must not sound like).
  extra: readonly string[] = [],
  slotted = false,
): string {
  const c = texts[lang].compose;
  const f = c.form;
  const request = users.at(-1) ?? '';
  // "an beide", "to both of them": both by name when the user named them, in the plural.
  const both = !form.team && asksBoth(request);
  const names = both ? bothNames(request, users) : [];
  const titled = titledName.exec(request)?.[1] ?? null;
  const name =
    form.team || both ? null : (titled ?? addressee(request, users.join('\n')) ?? partyName(users, party) ?? null);
  // A German email to a reader named by role only ("an unseren Investor") says "Sie"; so does any
  // message to an institution ("an die Hausverwaltung", "to our landlord"), in both languages.
  const office = !name && institution.test(fold(request));
  const outside = (lang === 'de' && form.email && !name && outsideReader.test(fold(request))) || office;
  const to = form.team || both ? 'team' : ((titled || outside) && lang === 'de') || office ? 'formal' : 'one';
  const greeting = form.team
    ? f.teamGreeting
    : both
      ? `${c.bothGreeting(names.length === 2 ? names.join(lang === 'de' ? ' und ' : ' and ') : null)},`
      : // "an Herrn Schmidt": the greeting says "Herr Schmidt".
        f.greeting(
          name?.replace(/^Herrn\b/, 'Herr') ?? null,
          formal || titled !== null || outside || (form.email && lang === 'en'),
        );
  // A date moved: the times in the request are the old and the new date, not a time to talk.
  // A purpose that names its own time ("20 Minuten heute") is not followed by a second one.
  // A purpose read into slots names its time in compounds too ("am Dienstagabend", "Ende Januar", "next week").
  const timed =
    purpose !== null &&
    (talkTimeCue.test(purpose) ||
      /\b(heute|today|tonight|minuten|minutes)\b/i.test(purpose) ||
      (slotted && slottedTime.test(fold(purpose))));
  const when = form.team || form.reschedule || (timed && (!both || slotted)) ? null : talkTime(users, lang);
  // A time for one addressed formally ("Sie") is asked for, never "Lass uns … reden".
  const reader = both ? 'team' : to;
  // Moved to a time the message names ("auf nächste Woche", "to Friday"): whether that suits, not a new time.
  const movedTo =
    purpose !== null &&
    new RegExp(
      `\\b(auf|to|on|into) (den |the |die )?(nächste\\w*|next|kommende\\w*|morgen|tomorrow|${weekday}|\\d)`,
      'i',
    ).test(purpose);
  // To one reader: a purpose with its own time, or a chat message, closes short; the team and both keep their closes.
  const single = (!form.team && !both) || slotted;
  // To both, a purpose that already names the time ("dass wir uns am Freitag zu dritt zusammensetzen")
  // is closed by asking whether it suits, never with the same time again.
  const sameTime = timed && both && when !== null && purpose !== null && fold(purpose).includes(fold(when));
  const close = form.reschedule
    ? f[movedTo ? 'rescheduleTo' : 'reschedule'][reader]
    : (timed && single) || sameTime
      ? f.closeTimed[both ? 'both' : reader]
      : (form.brief && !form.email && single) || office
        ? f.closeBrief[reader]
        : both
          ? when
            ? c.bothWhen(when)
            : c.bothClose
          : when
            ? to === 'formal'
              ? f.formalWhen(when)
              : texts[lang].opening.when(when)
            : f.close[to];
  // Time asked for and nothing else ("asking for 20 minutes"): what for, the conversation's topic.
  const topic = conversationTopic(users, lang, 1)?.topic?.[lang];
  const aim =
    lang === 'en' && topic && purpose && /^ask for [^,]{1,30}$/.test(purpose) && !/\babout\b/.test(purpose)
      ? `${purpose} to talk about ${topic}`
      : purpose;
  // "in drei Sätzen", "maximal zwei Sätze": no more sentences than asked; the sign-off is none.
  // A chat message, a short one and a date moved get no why-sentence.
  const body = [
    `${greeting} ${f.purpose(aim ?? f.update, to)}`,
    ...extra,
    // A formal reader gets no "common line" sentence: that is said between partners, not to an office.
    // Nor does a purpose with sentences of its own: they say what matters.
    short || ((form.brief || form.reschedule) && !both) || to === 'formal' || extra.length > 0
      ? ''
      : f.context[form.team ? 'team' : both ? 'both' : 'one'],
    // Shorter again ("kürzer"), a message already without its why-sentence loses its close.
    short && (form.brief || form.reschedule || to === 'formal') && !both ? '' : close,
  ]
    .filter(Boolean)
    .slice(0, form.count ?? undefined);
  if (!form.email) return escapeMarkdown(body.join(' '));
  // An email is laid out as one: the greeting, the body and the sign-off each on a line of their
  // own (the chat keeps a single line break, remark-breaks).
  const text = escapeMarkdown(body.join(' '));
  const salutation = escapeMarkdown(greeting);
  return `${salutation}\n${text.slice(salutation.length).trim()}\n${f.signOff}`;
}

/** A draft as a list: its sentences, each a point, without the greeting line and the sign-off. */
function asBullets(draft: string): string {
  const lines = draft.split('\n');
  const body = lines.length > 1 ? lines.slice(1, -1).join(' ') : draft;
  // A greeting before the first sentence of a one-line draft ("Hi Jonas, I would like …") is no point.
  const points = sentences(body.replace(/^[^,.!?]{1,30},\s+(?=\p{L})/u, ''));
  return points.map((point) => `- ${point.charAt(0).toUpperCase()}${point.slice(1)}`).join('\n');
}

/** Whether a draft was written in a form (to the team, an email): "Kürzer" keeps the form. */
const inForm = (draft: string) =>
  (['de', 'en'] as const).some(
    (l) => draft.startsWith(texts[l].compose.form.teamGreeting) || draft.endsWith(texts[l].compose.form.signOff),
  );

/** A message to the user's own superior ("an meine Chefin", "to my manager"). */
const toSuperior =
  /\b(to|an) (my|meine|meinen|meinem|meiner) (manager|boss|team lead|lead|chef\w*|vorgesetzte\w*|teamleit\w*)\b/i;
/** The user's own superior, anywhere in a sentence ("talk to my manager", "mit meiner Chefin"). */
const ownSuperior = /\b(my|meine|meinen|meinem|meiner) (manager|boss|team lead|chef\w*|vorgesetzte\w*|teamleit\w*)\b/i;
/** The user speaks of a team around the two (a lead, HR, colleagues): the message says it affects the team. Friends, an advisor or a mediator do not. */
const teamAround =
  /\b(team\w*|leute|mitarbeite\w*|kolleg\w*|entwickler\w*|engineers?|reports|employees|staff|people|hr|personal\w*)\b/i;
/** A message asked for both sides at once (folded): "an beide", "an die beiden Gründer", "to both of them". */
const toBoth =
  /\b(an (die )?beiden?|an euch beide|fur (die )?beiden?|to (the )?both( of them)?|for both(?! of us)( of them)?|to each of them|to the two of them)\b/;
/** Two readers named in the request ("eine Nachricht an Marco und Aylin", "to Noor and Felix"): both at once, in the plural. */
const toTwoNamed = /\b(?:an|to|für|for) (\p{Lu}\p{Ll}+) (?:und|and) (\p{Lu}\p{Ll}+)\b/u;
/** Two named aside after who they are ("zwei meiner Leute, Lena und Kai, …", "two of my assistants, Mara and Joel, …"). */
const twoNamedAside = /, (\p{Lu}\p{Ll}+) (?:und|and) (\p{Lu}\p{Ll}+),/u;
const asksBoth = (request: string) => toBoth.test(fold(request)) || toTwoNamed.test(request);
/** The two readers: as the request names them, else as the user named them before. */
function bothNames(request: string, users: readonly string[]): string[] {
  const named = toTwoNamed.exec(request) ?? users.map((text) => twoNamedAside.exec(text)).find(Boolean);
  return named ? [named[1] as string, named[2] as string] : namedPeople(users);
}
/** "Mein Vorschlag wäre, dass …": the draft says "Mein Vorschlag wäre:" itself, never twice. */
const proposalLead =
  /^(mein vorschlag wäre|mein vorschlag ist|my proposal would be|my proposal is|my suggestion would be)[,:]?\s+/i;

/** The name after the party in what the user said: "meiner Mitgründerin Sarah" → "Sarah". */
function partyName(users: readonly string[], party: Party | null): string | undefined {
  return party ? users.join('\n').match(new RegExp(`${party.noun}\\s+(\\p{Lu}\\p{Ll}+)\\b`, 'u'))?.[1] : undefined;
}

/** A proposal or wish as a short quote without its closing punctuation. */
const quoted = (source: string, party: Party | null) =>
  coreQuote(source, party, { maxWords: 18 }).replace(/[?!.…\s]+$/, '');

/**
 * The user's plan for the two said to them as what the message is for: "I want to talk to both of
 * them together next week and explain how I'll decide" -> "talk to both of you together next week and
 * explain how I'll decide"; "Ich will mit beiden eine Regel finden" -> "mit euch beiden eine Regel
 * finden". Null when it is no plan of the user's own or speaks of one of them in the third person.
 */
function planForBoth(plan: string | null, lang: Lang): string | null {
  const text = plan?.trim().replace(/[.!]+$/, '') ?? '';
  if (lang === 'en') {
    const found =
      /^(?:i (?:want|would like|need|plan|intend) to|i['’]d like to|i['’]ll|i will|i['’]m going to|i am going to)\s+(.{6,})$/i.exec(
        text,
      );
    const words = found?.[1]
      ?.replace(/\bboth of them\b/gi, 'both of you')
      .replace(/\bthem\b/gi, 'you')
      .replace(/\bthey\b/gi, 'you');
    return words && !/\b(he|she|him|her|his)\b/i.test(words) ? words : null;
  }
  const found = /^ich (?:will|möchte|werde|würde gern)\s+(.{6,}\p{Ll}en)$/iu.exec(text);
  const words = found?.[1]
    ?.replace(/\bmit (?:den )?beiden\b/i, 'mit euch beiden')
    .replace(/\bmit ihnen\b/i, 'mit euch')
    .replace(/\bbeide\b/i, 'euch beide');
  return words && !/\b(er|ihn|ihm|sein\w*)\b/i.test(words) ? words : null;
}

/**
 * A proposal about the two said to them: "dass die beiden sich eine externe Moderation holen" →
 * "dass ihr euch eine externe Moderation holt", "that the two of them get a facilitator" → "that you
 * get a facilitator". Unchanged when it does not speak of them; the caller drops what still does.
 */
export function toBothOfYou(proposal: string): string {
  let text = proposal;
  if (/\bdass die beiden\b/i.test(text)) {
    text = text
      .replace(/\bdass die beiden\b/i, 'dass ihr')
      .replace(/\bsich\b/, 'euch')
      // the verb at the end of the clause: "holen" → "holt", "reden" → "redet"
      .replace(/(\p{Ll}+?)(e?)n([.!]?)$/u, (_, stem: string, _e: string, end: string) =>
        /[dt]$/.test(stem) ? `${stem}et${end}` : `${stem}t${end}`,
      );
  }
  return text
    .replace(/\bthat (the two of them|they both|both of them|they)\b/i, 'that you')
    .replace(/\bthemselves\b/i, 'yourselves');
}

/**
 * A short draft for "formulier mir 3-4 Sätze", "write the message to Maya for me": I-statements
 * built from what the user told (whom it is for, the topic, their proposal or wish), in the form
 * asked for, with no question mark inside (the reply asks its one question after it); the caller
 * marks it as a draft to adapt.
 */
function composeDraft(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  facts: Facts,
  affected = false,
  // A draft in the other language ("nochmal auf Englisch") leaves out the reason in the user's words.
  reasons = true,
): string {
  const t = texts[lang].compose;
  const latest = users.at(-1) ?? '';
  const reason = reasons && !affected ? givenReason(users) : null;
  // To the one who harasses the user: a boundary in their own words, no talk about "our work
  // together", no topic from the knowledge base and no request to meet.
  if (affected) {
    const purpose = composePurpose(latest, lang);
    const name = addressee(latest, users.join('\n'));
    const body = t.boundaryBody.replace('{address}', name ? `${name}, ` : '');
    const message = [
      name ? body : body.charAt(0).toUpperCase() + body.slice(1),
      purpose ? t.purpose(purpose) : '',
      t.boundaryClose,
    ];
    return escapeMarkdown(message.filter(Boolean).join(' '));
  }
  // "an das ganze Team, dass …", "an email to Martin explaining …": the asked form with what it is for.
  // An email is always one (greeting, body, sign-off), whatever the request says of its purpose.
  const form = draftForm(latest);
  const asked = requestPurpose(latest, lang);
  // "Schreib mir eine Nachricht an ihn, in der ich das vorschlage", "saying that", "Write that as a
  // message": what the user said before they will tell or propose is what the message says.
  // "Write her a message about it", "Kannst du mir dafür eine Mail formulieren?": a wish stated in
  // one of the three messages before ("I want to ask her for a written handover plan") is what it says.
  const wished =
    users
      .slice(-4, -1)
      .reverse()
      .map((text) => wishPurpose(text, lang, formalReader(latest, lang)))
      .find((found) => found !== null) ?? null;
  const stated = pointsBack(asked)
    ? (statedMessage(users, lang, formalReader(latest, lang)) ?? wished ?? pointedTo(asked, users, lang, facts))
    : asked === null
      ? wished
      : null;
  const purpose = stated ?? asked;
  // "Zweck: ein Treffen am Sonntag vorschlagen, nur wir zwei, ohne dass es nach Vorwurf klingt":
  // a purpose named under a label, after "damit"/"so that" or with what it must not sound like is
  // the message, read into slots (what, when, with whom, what not), before any template of a kind
  // ("ohne mich zu entschuldigen" asks for no apology).
  const slots = purposeSlotsOf(latest, lang, form);
  if (slots) {
    const extra = [...slots.more, ...(slots.constraint ? [slots.constraint] : [])];
    const drafted = formDraft(users, lang, party, form, slots.action, false, formalReader(latest, lang), extra, true);
    return reason ? withReason(drafted, reason, lang, form) : drafted;
  }
  // A reply to a message that hurt: thanks for it, the hurt as an I-statement, a talk offered.
  if (replyAsked.test(fold(latest)) && hurtful.test(fold(users.join(' ')))) {
    const f = t.form;
    const greeting = f.greeting(addressee(latest, users.join('\n')) ?? partyName(users, party) ?? null, false);
    // After the greeting on its own line an English email starts with a capital; inline it goes on in lower case.
    const reply =
      form.email && lang === 'en' ? t.hurtReply : t.hurtReply.charAt(0).toLowerCase() + t.hurtReply.slice(1);
    return escapeMarkdown(form.email ? `${greeting}\n${reply}\n${f.signOff}` : `${greeting} ${reply}`);
  }
  // "Entschuldigung an Jonas, weil …", "a quick apology to Maya for …": an apology, not a talk asked for.
  if (apologyAsked.test(fold(latest)) && !asksBoth(latest) && !form.team)
    return apologyDraft(users, lang, party, form, reason);
  // A chat message, a short one or a date moved, with what it is for, is said in a few lines.
  // A bare request for time ("asking for 20 minutes") with no topic to name keeps the full draft.
  const topic = conversationTopic(users, lang, 1);
  const briefFits = purpose !== null && (form.reschedule || words(purpose).length >= 5 || topic !== null);
  // News with no conflict in the conversation ("Nachricht an Lea, dass ich morgen später komme",
  // "a text to Nina that I'll be late", anything to an office) is a plain short message, not a talk asked for.
  // A request that comes alone: after a complaint the same words are part of the conflict.
  // The topic is read before the "dass"/"that": what the news is about ("dass der Drucker im Büro …")
  // is no conflict topic (the office would read as remote work).
  const before = latest.replace(/,?\s*\b(dass|that)\b[\s\S]*$/iu, '');
  const plain =
    purpose !== null &&
    !form.email &&
    ((users.length === 1 && conversationTopic([before], lang, 1) === null) || institution.test(fold(latest)));
  // A wish stated in the request itself ("Ich will ihm eine feste Übergabe um 18 Uhr vorschlagen")
  // is the message too: the form's greeting and close around it, not the long talk template.
  const ownWish = asked !== null && wishPurpose(latest, lang, formalReader(latest, lang)) !== null;
  if (
    ((stated !== null || ownWish) && !asksBoth(latest)) ||
    form.team ||
    form.email ||
    (asksBoth(latest) && purpose) ||
    ((form.brief || form.reschedule) && briefFits) ||
    plain
  ) {
    const drafted = formDraft(users, lang, party, plain ? { ...form, brief: true } : form, purpose);
    return reason ? withReason(drafted, reason, lang, plain ? { ...form, brief: true } : form) : drafted;
  }
  // "eine Nachricht an beide", "an email to both of them": one message to both sides, in the plural.
  if (asksBoth(latest)) {
    // A proposal that speaks of the two in the third person ("dass die beiden …") cannot be said to them.
    const spoken = facts.proposal ? toBothOfYou(facts.proposal) : null;
    const own = spoken !== null && !/\b(die beiden|beide|er|sie|the two|they|he|she|them)\b/i.test(spoken);
    const proposal = own ? quoted(spoken ?? '', party) : '';
    // With nothing asked to say and no proposal, the user's own plan for the two is what the message says.
    const purpose = composePurpose(latest, lang) ?? (own ? null : planForBoth(facts.plan ?? facts.wish, lang));
    // The two by name when the user named them ("Sven sagt …, Aylin sagt …"), the time the user named.
    const names = bothNames(latest, users);
    const when = talkTime(users, lang);
    const body = t.bothBody
      .replace('{greeting}', t.bothGreeting(names.length === 2 ? names.join(lang === 'de' ? ' und ' : ' and ') : null))
      .replace('{team}', teamAround.test(users.join('\n')) ? t.bothTeam : '');
    const both = [
      // "eine kurze Nachricht an beide": the greeting with what is noticed, then the time; no middle.
      // With what it is for, the long middle would say the same twice.
      form.brief || purpose ? (sentences(body)[0] as string) : body,
      purpose ? t.purpose(purpose) : proposal ? t.wish(proposal.replace(proposalLead, '')) : '',
      when ? t.bothWhen(when) : t.bothClose,
    ];
    const drafted = escapeMarkdown(both.filter(Boolean).join(' '));
    return reason ? withReason(drafted, reason, lang, form) : drafted;
  }
  // An employee writing to their own manager speaks as a colleague, not as the one who leads.
  const lead = facts.lead && !toSuperior.test(latest);
  const body = composeBody(users, lang, party, facts, lead, purpose, 'compose');
  // "in einem Satz", "max. 2 sentences": no more sentences than asked.
  const drafted = escapeMarkdown(form.count === null ? body : sentences(body).slice(0, form.count).join(' '));
  return reason ? withReason(drafted, reason, lang, form) : drafted;
}

/**
 * "Was würdest du als nächsten Schritt vorschlagen?" after a draft asked with its purpose: send it
 * to its reader and hold the talk it proposes. Null when no draft request named a purpose, or the
 * question is about a case ("wenn er ablehnt", "if the trial shows she's right", "after that call").
 */
function purposeNextStep(users: readonly string[], lang: Lang, party: Party | null): string | null {
  const latest = users.at(-1) ?? '';
  if (/\b(wenn|falls|nach dem|nach der|if|after|when)\b/i.test(latest)) return null;
  for (const request of users.slice(0, -1).reverse().slice(0, 4)) {
    if (userRequest(request) !== 'compose') continue;
    const purpose = purposeClause(request, lang);
    if (!purpose) return null;
    const form = draftForm(request);
    const name =
      form.team || asksBoth(request)
        ? null
        : (titledName.exec(request)?.[1] ?? addressee(request, users.join('\n')) ?? partyName(users, party) ?? null);
    return escapeMarkdown(texts[lang].compose.nextFromPurpose(name, purpose.replace(/[„“”"]/g, '')));
  }
  return null;
}

/**
 * The first words of a talk about a message's purpose the user named in one of the four messages
 * before ("Ich will ihr vorschlagen, dass wir ab Montag …" → "Leonie, ich möchte dir vorschlagen,
 * dass wir ab Montag …"), with what it must not feel like when the question names it ("ohne dass er
 * sich bloßgestellt fühlt"); null when no draft request named a purpose.
 */
function purposeOpening(users: readonly string[], lang: Lang, party: Party | null): string | null {
  const latest = users.at(-1) ?? '';
  for (const request of users.slice(0, -1).reverse().slice(0, 4)) {
    if (userRequest(request) !== 'compose') continue;
    const form = draftForm(request);
    const several = form.team || asksBoth(request);
    const formal = formalReader(request, lang);
    const slots = purposeSlotsOf(request, lang, form);
    const action = slots?.action ?? wishPurpose(request, lang, formal);
    if (!action) return null;
    const titled = titledName.exec(request)?.[1] ?? null;
    const name = several
      ? null
      : formal
        ? (titled?.replace(/^Herrn\b/, 'Herr') ?? null)
        : (addressee(request, users.join('\n')) ?? partyName(users, party) ?? null);
    // What the question says it must not feel like, in the same words as a purpose's constraint.
    const reader = several ? 'team' : formal ? 'formal' : 'one';
    const not = constraintOf(latest, lang, reader);
    const said = texts[lang].compose.purpose(action);
    // "Omar, I would like …" keeps its capital "I"; German goes on in lower case.
    const opening = name
      ? `${name}, ${lang === 'de' ? said.charAt(0).toLowerCase() : said.charAt(0)}${said.slice(1)}`
      : said;
    return escapeMarkdown([opening, not ?? slots?.constraint ?? ''].filter(Boolean).join(' '));
  }
  return null;
}

/** The purpose a request names, read into slots for its reader: the team or both (ihr), one formally (Sie), one (du). */
function purposeSlotsOf(request: string, lang: Lang, form: DraftForm): PurposeSlots | null {
  const reader = form.team || asksBoth(request) ? 'team' : formalReader(request, lang) ? 'formal' : 'one';
  const slots = labelledPurpose(request, lang, reader);
  if (!slots || lang === 'en' || reader === 'team') return slots;
  // "Sie bitten, dass er mir Abzüge ankündigt", "…, damit er sich nicht überrumpelt fühlt": the
  // reader in the third person is the reader, said to them; a clause that cannot be said so is left out.
  const female = femaleReader.test(request);
  const formal = reader === 'formal';
  const clauses = slots.action.split(/(?=, (?:dass|ob|damit|weil|wenn|bevor|sodass) )/u);
  const spoken = clauses.map((clause, i) => {
    const third = i > 0 ? /^, (\p{Ll}+) ((?:er|sie)\s.+)$/u.exec(clause) : null;
    if (!third) return clause;
    const reflexive = (third[2] as string).replace(
      /^(er|sie) sich\b/,
      (_, p: string) => `${p} ${formal ? 'sich' : 'dich'}`,
    );
    const said = formal ? formalSubject(reflexive, female) : readerAsSubject(reflexive, false, female);
    return said ? `, ${third[1]} ${said}` : '';
  });
  return { ...slots, action: spoken.join('') };
}

/**
 * What the asked-for message is for, from the request's sentence that says it ("Ich muss Herrn
 * Schmidt eine E-Mail schreiben, dass … Kannst du mir die Mail formulieren?"), or what an email is
 * about ("email my co-founder about the pricing change", "eine Mail an Lea wegen der Rollen").
 */
function requestPurpose(request: string, lang: Lang): string | null {
  // "…, dass wir später liefern, in zwei Sätzen": the size asked for is no part of what it says.
  const text = request.replace(
    /,?\s*(?:in|mit|max\.?|maximal|höchstens|at most|no more than|in just)?\s*(?:\d|einem|zwei|drei|vier|one|two|three|four|a single)\s+(?:kurzen?\s+|short\s+)?(?:Sätzen?|Satz|sentences?|lines?|Zeilen?)\b/giu,
    '',
  );
  const parts = sentences(text);
  for (const part of [text, ...parts]) {
    const found = composePurpose(part, lang);
    if (found) return found;
  }
  // "eine Dankesnachricht an unser Team für den Einsatz beim Launch", "a thank-you note to Mia for
  // covering the demo": thanks said to the reader, not "where we stand".
  const thanked = /\b(?:dank\w*|thank[- ]you|thanks)\b[^.?!]*?\b(?:für|for) ([^.?!]{3,80})[.!]?\s*$/iu.exec(text)?.[1];
  if (thanked) {
    const form = draftForm(text);
    if (lang === 'en') return `thank you for ${toEnglishReader(thanked)}`;
    const reader = form.team ? 'euch' : formalReader(text, 'de') ? 'Ihnen' : 'dir';
    return `${reader} für ${toGermanReader(thanked, reader === 'Ihnen', false)} danken`;
  }
  // "an email to postpone tomorrow's meeting with my co-founder to Tuesday": what it moves, said to the reader.
  const moved =
    /\b(?:e-?mail|mail|message|note|text)\b.*?\bto (postpone|reschedule|cancel|move|push back) ([^?!.]{3,80})/iu.exec(
      text,
    );
  if (moved && lang === 'en')
    return `${moved[1]} ${(moved[2] as string).replace(/\s+with (?:my|our) (?:co-?founder|cofounder|partner)\b/i, '')}`;
  for (const part of parts) {
    const about =
      /\b(?:e-?mail|mail|message|nachricht)\b.*?\b(?:about|regarding|über|wegen) ((?:the|my|our|a|an|die|den|das|der|unsere\w*|meine\w*) [^,;?!.]{3,60})/iu.exec(
        part,
      )?.[1];
    if (!about || /\b(it|this|that|es|das hier)\s*$/i.test(about)) continue;
    if (lang === 'en') return `come back to ${about}`;
    // "wegen der Rollen" (genitive or dative) → "auf die Rollen": the purpose takes the accusative.
    return `kurz auf ${about.replace(/^der\b/, 'die').replace(/^des\b/, 'den')} eingehen`;
  }
  return null;
}

const weekday = `(?:${weekdays})`;
/**
 * A clause about the reader said to them formally ("er mir Abzüge bis Donnerstag ankündigt" → "Sie
 * mir Abzüge bis Donnerstag ankündigen"): the "Sie" form is the infinitive, certain for a regular
 * verb; a strong verb ("hält", "gibt") or a reported demand ("soll") gives null.
 */
function formalSubject(clause: string, female: boolean): string | null {
  const found = /^(er|sie)\s+(.+?)\s+(\p{Ll}+)$/u.exec(clause.trim());
  if (!found) return null;
  const verb = found[3] as string;
  if (
    /^(soll|sollte)$/.test(verb) ||
    /(hält|nimmt|gibt|liest|sieht|fährt|trägt|läuft|spricht|trifft|hilft|wird|weiß|isst|lässt|schläft|bricht|wirft|tritt|gilt|ist|hat)$/.test(
      verb,
    )
  )
    return null;
  const plural =
    irregularToReader[verb]?.[1] ?? (/[dt]et$/.test(verb) ? verb.replace(/et$/, 'en') : verb.replace(/t$/, 'en'));
  if (!/en$/.test(plural)) return null;
  return `Sie ${toGermanReader(found[2] as string, true, female)} ${plural}`;
}

/** A time inside a purpose, compounds included ("dienstagabend", "mittwochvormittag", "ende januar", "next week") (folded). */
const slottedTime = new RegExp(
  `\\b${weekday}|\\b(nachste woche|diese woche|ende (${foldedMonths})|next week|this week|tomorrow|morgen|\\d{1,2} (uhr|pm|am))\\b`,
);

/** When the user will talk, in their words: "am Freitag um 16 Uhr", "on Friday at 10", "morgen", "next Tuesday". */
/**
 * A time named by what comes before or after it, not by a day ("nächste Woche", "nach meinem
 * Urlaub", "Ende des Monats", "in zwei Wochen", "after the launch", "by the end of the month",
 * "in the first week of January"): kept in a draft as the user said it, never turned into "this week".
 */
const relativeTime = [
  `(?:nächste|nächsten|kommende|kommenden|übernächste|übernächsten) (?:woche|monat)`,
  `(?:bis )?(?:zum )?(?:ende|anfang|mitte) (?:des monats|der woche|nächster woche|nächsten monats|des quartals|(?:${monthsDe}))`,
  `in (?:zwei|drei|vier|2|3|4) wochen`,
  `nach (?:dem|meinem|unserem|deinem|seinem|ihrem) (?:urlaub|launch|release|board-?meeting|meeting|wochenende|umzug|quartalsabschluss|jour fixe|offsite|termin)`,
  `nach (?:der|meiner|unserer|seiner|ihrer) (?:messe|elternzeit|deadline|konferenz|reise|dienstreise|abgabe|teamsitzung)`,
  `nach (?:ostern|weihnachten|pfingsten|neujahr|silvester)|nach den (?:ferien|feiertagen)|vor der teamsitzung`,
  `(?:gleich )?übermorgen|im (?:${monthsDe})`,
  `(?:early |late )?next (?:week|month)`,
  `(?:by |at |before |until )?the (?:end|beginning|start|middle) of (?:the |next )?(?:week|month|quarter|${monthsEn})`,
  `the day after tomorrow|in (?:${monthsEn})`,
  `(?:at the )?end of (?:${monthsEn})|early (?:${monthsEn})|(?:in )?the first week of (?:${monthsEn}|the month)`,
  `in (?:two|three|four|2|3|4) weeks`,
  `after (?:the|my|our|his|her) (?:holidays|holiday|vacation|break|launch|release|board meeting|trade fair|offsite|conference|trip|grant deadline|deadline|fundraise|round)`,
  `once the (?:quarter|round|launch|release) (?:closes|is (?:done|over|out))`,
].join('|');
const talkTimeCue = new RegExp(
  `(?<!(?<![\\p{L}])(?:last|letzten|vergangenen|letzte|seit|since|every|jeden|den|the) )(?<![\\p{L}\\p{N}])((?:am |on |next |nächsten |kommenden |this |diesen )?${weekday}(?: (?:morning|afternoon|evening)| (?:um|at) \\d{1,2}(?:[:.]\\d\\d)?(?: ?uhr| ?am| ?pm)?)?|(?:morgen|tomorrow)(?: (?:um|at) \\d{1,2}(?:[:.]\\d\\d)?(?: ?uhr| ?am| ?pm)?)?|am \\d{1,2}\\. (?:${monthsDe})|(?:on|before) the \\d{1,2}(?:st|nd|rd|th)|vor dem \\d{1,2}\\.|${relativeTime})(?![\\p{L}\\p{N}])`,
  'iu',
);

/**
 * After a meeting of any name ("nach der Beiratssitzung im März", "nach dem Strategiemeeting", "after
 * the board meeting in March"): the talk's time when the sentence names no other.
 */
const eventTimeCue = new RegExp(
  `(?<![\\p{L}\\p{N}])(nach (?:der|dem|unserer|unserem) [\\p{L}-]*(?:sitzung|meeting|runde|konferenz|messe|klausur)(?: im (?:${monthsDe}))?|after (?:the|our) [\\p{L}-]*(?:meeting|session|review|offsite)(?: in (?:${monthsEn}))?)(?![\\p{L}\\p{N}])`,
  'iu',
);

/** A time in German words ("am Freitag um 10", "morgen"): a draft in English says it in English. "am" only before a day or a date, never "10 am". */
const germanTime = new RegExp(
  `\\b(am(?= (?:${weekday}|\\d{1,2}\\.))|um|uhr|morgen|nächste\\w*|kommende\\w*|diese\\w*|\\p{L}+tag|mittwoch|januar|februar|märz|mai|juni|juli|oktober|dezember)\\b`,
  'iu',
);

/**
 * The time the user named for the talk (the latest statement that has one), or null; with `lang`,
 * a time named in the other language ("am Donnerstag" for a draft in English) is said in `lang`.
 */
export function talkTime(users: readonly string[], lang?: Lang): string | null {
  const found = talkTimeOf(users);
  if (!found || !lang || germanTime.test(found) === (lang === 'de')) return found;
  // Not translatable ("on the 3rd at 10 am" has no German form here): the user's own words, never no time.
  return talkTimeIn(users, lang) ?? found;
}

// A time that is one by itself ("um 10", "next Tuesday", "morgen") stands; a bare day in a sentence
// told in the past ("came to me in tears on Friday", "cried on Monday") is no time for the talk.
// "got" after "have"/"'ve"/"has" ("I've got a call on the 3rd") is the present, not the past.
const timedCue = /\b(um|at|next|nächsten|kommenden|this|diesen|morgen|tomorrow)\b/i;
const pastCue =
  /\b(came|went|told|(?<!\b(?:have|has|'ve|’ve|'s|’s|we|i|you|they) )got|had|made|took|gave|saw|met|kam|ging|rief|stood|\w{3,}ed)\b/i;
// Said in the past: German "was" is "what" ("wer was entscheidet"), so "was"/"were" count only in English.
const pastGerman = /\b(war|waren|hatte|hatten|passiert|sagte|meinte|gestern|letztes mal)\b/i;
const pastEnglish = /\b(was|were|happened|said|did|yesterday|last time|ago)\b/i;
const germanWords = /\b(ich|du|wir|und|mit|nicht|ist|der|das|dem|wer|möchte|soll|sie|er|ihm|ihr)\b/i;
// A talk, a meeting or a message about one ("reden", "zusammensetzen", "1:1", "sit down", "call"):
// a time in a question that asks for a draft is the talk's time only with one of these.
const talkWord =
  /\b(rede[nt]?|redest|sprech\w*|besprech\w*|gespräch\w*|klär\w*|treff\w*|zusammensetz\w*|zusammen ?setzen|telefonier\w*|termin\w*|ansprechen|durchgehen|jour fixe|talk\w*|meet\w*|sit down|call|chat|catch up|discuss\w*|go through|1:1|one-on-one|sync|set up)\b/i;
// A deadline ("bis Ende Dezember muss ich …", "they need an answer by the 20th") is no time to talk,
// unless the same sentence plans the talk ("wir müssen bis Freitag reden").
const deadlineCue =
  /\b(muss|müssen|musst|sonst|frist|deadline|spätestens|must|needs?|have to|has to|due|expires?|otherwise|or else)\b/i;

function talkTimeOf(users: readonly string[]): string | null {
  for (const text of [...users].reverse()) {
    const asked = /\?\s*$/.test(text.trim());
    // "The last time was on Tuesday", "gestern": a time in the past is no time for the talk.
    const sentence =
      sentences(text).find((part) => talkTimeCue.test(part)) ??
      sentences(text).find((part) => eventTimeCue.test(part)) ??
      text;
    // A question names the talk's time only when it plans the talk or asks for the message that sets
    // it up ("kannst du mir eine Nachricht schreiben, dass ich nächste Woche mit ihm reden will?");
    // "Was mache ich, wenn er nächste Woche wieder absagt?" names none.
    if (asked && !talkWord.test(sentence)) continue;
    if (pastGerman.test(sentence) || (!germanWords.test(sentence) && pastEnglish.test(sentence))) continue;
    const match = talkTimeCue.exec(sentence) ?? eventTimeCue.exec(sentence) ?? (asked ? null : talkTimeCue.exec(text));
    const found = match?.[1];
    if (!match || !found) continue;
    // "has to be up by Friday", "muss bis Freitag stehen": a deadline, not the talk's time.
    const deadline =
      (/^(bis|by|until)\b/i.test(found) ||
        /\b(bis|by|until|spätestens)\s+(?:zum\s+)?$/i.test(match.input.slice(0, match.index))) &&
      deadlineCue.test(sentence) &&
      !talkWord.test(sentence);
    if (deadline) continue;
    // A bare day in a sentence that plans nothing ("came to me in tears on Friday", "will den
    // Sonntag für die Familie") is no time for the talk.
    if (!timedCue.test(found) && pastCue.test(sentence)) continue;
    const time = found.replace(
      /^(Am|On|Next|This|Bis|By|Before|Until|Nach|After|In|At|Early|Late|Im|Vor|Gleich)\b/,
      (word) => word.toLowerCase(),
    );
    // "Tuesday at 2", "Freitag": a bare weekday gets its preposition ("on Tuesday at 2", "am Freitag").
    return new RegExp(`^${weekday}`, 'i').test(time)
      ? `${/^\p{Lu}/u.test(time) && /tag|woch/i.test(time) ? 'am' : 'on'} ${time}`
      : time;
  }
  return null;
}

const notAPerson =
  /^(Ich|Du|Er|Sie|Es|Wir|Ihr|Das|Der|Die|Den|Dem|Was|Wie|Wer|Und|Aber|Mein\w*|Unser\w*|Dein\w*|I|You|He|She|It|We|They|This|That|The|What|How|Who|And|But|My|Our|Your|Team|Geld|Board|CEO|CTO|COO|CFO|HR)$/;
/** Whom the user names doing or saying something ("Sven sagt …", "Leo thinks …", "Lena will …"): up to two names. */
export function namedPeople(users: readonly string[]): string[] {
  const names: string[] = [];
  for (const text of users)
    for (const match of text.matchAll(
      /(?<![-\p{L}]|\b(?:der|die|das|den|dem|ein|eine|unser\w*|mein\w*|the|a|an|our|my)\s)(?:(?<=,\s)(\p{Lu}\p{Ll}{1,})\s+(?:nicht|not)\b|(\p{Lu}\p{Ll}{1,})\s+(?:und|and)\s+\p{Lu}\p{Ll}+\s+(?:sagt|says|will|wants|meint|think|findet|haben|have|geben|give|streiten|fight|argue|reden|talk|sind|are|wollen|want)\b)/gu,
    )) {
      const name = (match[1] ?? match[2]) as string;
      if (!notAPerson.test(name) && !names.includes(name)) names.push(name);
    }
  for (const text of users)
    for (const match of text.matchAll(
      /(?<!\b(?:der|die|das|den|dem|ein|eine|unser\w*|mein\w*|the|a|an|our|my)\s)\b(\p{Lu}\p{Ll}{1,})\s+(?:sagt|says|will|wants|meint|thinks|findet|hat|has|würde|would|redet|talks|kommt|hält|keeps|feels|fühlt|blames|beschuldigt|wirft|arbeitet|works|entscheidet|decides|blockiert|blocks)\b/gu,
    )) {
      const name = match[1] as string;
      if (!notAPerson.test(name) && !names.includes(name)) names.push(name);
    }
  // "Lina and Bo" where one of them was seen doing something: both are people.
  for (const text of users)
    for (const match of text.matchAll(/\b(\p{Lu}\p{Ll}+)\s+(?:und|and|&)\s+(\p{Lu}\p{Ll}+)\b/gu)) {
      const pair = [match[1], match[2]] as string[];
      if (pair.some((name) => names.includes(name)) && !pair.some((name) => notAPerson.test(name)))
        for (const name of pair) if (!names.includes(name)) names.push(name);
    }
  return names.slice(0, 2);
}

/**
 * A first sentence in the user's own situation ("Gib mir einen Satz, mit dem ich anfangen kann"):
 * to the person they named, about the conversation's topic, with their wish and the time they
 * named; one who helps two others opens for both, by name, without taking a side.
 */
function openingDraft(users: readonly string[], lang: Lang, party: Party | null, facts: Facts): string {
  // "Wie spreche ich das bei ihm an, ohne dass er sich bloßgestellt fühlt?" after a draft asked with
  // its purpose: the opening says that purpose to the reader, never a template of another role.
  const fromPurpose = purposeOpening(users, lang, party);
  if (fromPurpose) return fromPurpose;
  const t = texts[lang];
  const all = users.join('\n');
  const latest = users.at(-1) ?? '';
  const topic = draftTopic(users, lang);
  // Whom the user will talk to, from their plan ("I'm going to talk to my manager tomorrow", "mit Paula"):
  // one person gets a message to one, a superior the colleague's words, not the helper's.
  const plan = facts.plan ?? '';
  const superior = ownSuperior.test(plan) || ownSuperior.test(latest);
  const talkWith = /\b(?:mit|to|with)\s+(\p{Lu}\p{Ll}+)\b/u;
  // "open that with the COO", "mit unserem CTO": one reader named by title; the greeting names nobody.
  const withTitle =
    /\b(?:mit|to|with) (?:the|our|my|dem|unserem|unserer|meinem|meiner|der) (?:CEO|COO|CTO|CFO|CPO|VP \p{Lu}\p{Ll}+|Head of \p{Lu}\p{Ll}+)\b/u;
  const titled = withTitle.test(latest) || withTitle.test(plan) ? '' : null;
  const one = addressee(latest, all) ?? latest.match(talkWith)?.[1] ?? plan.match(talkWith)?.[1] ?? titled ?? null;
  if (superior) return composeBody(users, lang, party, facts, false);
  if (facts.lead && !one && titled === null) {
    const names = namedPeople(users);
    const address = names.length === 2 ? `${names.join(lang === 'de' ? ' und ' : ' and ')}, ` : '';
    const body = t.opening.helperBoth.replace('{address}', address);
    // The helper's own proposal for the two ("dass die beiden sich eine Moderation holen"), said to them.
    const spoken = facts.proposal ? toBothOfYou(facts.proposal) : null;
    const proposal =
      spoken && !/\b(die beiden|beide|er|sie|the two|they|he|she|them)\b/i.test(spoken)
        ? t.compose.wish(quoted(spoken, party).replace(proposalLead, ''))
        : '';
    return [
      address ? body : body.charAt(0).toUpperCase() + body.slice(1),
      topic ? t.opening.helperTopic(topic) : '',
      proposal,
    ]
      .filter(Boolean)
      .join(' ');
  }
  // What the user said they will propose or ask ("Ich will sie fragen, ob …") is what the opening says.
  // To one named by title (the COO) a lead speaks as a colleague, not as the one who leads.
  return composeBody(
    users,
    lang,
    party,
    facts,
    facts.lead && titled === null,
    statedMessage(users, lang),
    'opening',
    one || null,
  );
}

/** A meeting with a group the user leads ("im Meeting", "in the weekly"): the lines are said to all (folded). */
const groupMeeting = /\b(meeting|weekly|standup|stand up|all hands|retro|runde|team ?call|jour fixe)\b/;

/**
 * The opening as many sentences as asked ("Gib mir drei Sätze", "the first two sentences"): the
 * draft's own first, then the next ones of a talk; one who leads a meeting gets lines for the group.
 */
function sizedOpening(draft: string, request: string, lang: Lang, facts: Facts): { text: string; several: boolean } {
  const t = texts[lang].opening;
  const { count } = draftForm(request);
  // Several lines for a meeting the user leads ("drei Sätze fürs Meeting"); one opening stays the opening.
  if (count === null) return { text: draft, several: false };
  const group = facts.lead && groupMeeting.test(fold(request));
  const own = group ? [...t.meeting] : sentences(draft);
  const lines = [...own, ...t.more.filter((line) => !own.includes(line))].slice(0, count);
  return { text: lines.join(' '), several: lines.length > 1 };
}

/** What the user's plan says they will tell the other ("ich sag ihr, dass …", "tell him that …"), without the closing stop. */
function toldIn(plan: string): string | null {
  const rest =
    /\b(?:tell|sagen|sag|sage|erklären|explain)\s+(?:[\p{L}\d.:]+,?\s+){0,5}?(?:that|dass)\s+(.{6,})$/iu.exec(
      plan.trim(),
    )?.[1];
  // Said of the other in the third person ("wenn er sie selbst einträgt", "if she is late"), it cannot be said to them.
  if (!rest || /\b(er|sie|ihm|ihn|ihr|ihre\w*|sein\w*|he|she|him|her|his|hers)\b/i.test(rest)) return null;
  return rest.replace(/[.!\s]+$/, '');
}

/** A verb of saying in German with the case the reader takes: "dir vorschlagen", "dich fragen". */
const germanSaying: Record<string, 'dative' | 'accusative'> = {
  vorschlagen: 'dative',
  sagen: 'dative',
  anbieten: 'dative',
  erklären: 'dative',
  klarmachen: 'dative',
  mitteilen: 'dative',
  fragen: 'accusative',
  bitten: 'accusative',
};
// "Ich will ihm vorschlagen, dass …", "Mein Plan ist, sie zu fragen, ob …", "ich werde ihr sagen, dass …".
const germanIntent =
  /\b(?:ich (?:will|möchte|werde|würde|wollte|muss)|mein plan ist,?|ich habe vor,?|ich überlege,?)\s+(?:[\p{L}.\d]+\s+){0,5}?(?:zu\s+)?(vorschlagen|sagen|anbieten|erklären|klarmachen|mitteilen|fragen|bitten)\s*,\s*(dass|ob)\s+([^?!]{6,})$/iu;
// "I want to agree with him that …", "I'm thinking of proposing that …", "I want to ask him to …",
// "I'd like to send them a short email proposing …". "I'd", "I'm", "I'll" have no space before
// their apostrophe (the old " 'd like" never matched), in either apostrophe.
const englishIntent =
  /\b(?:i(?: (?:want|need|plan|intend|would like|am going)|['’]d like|['’]m going)|i['’]?m planning|i['’]?m thinking of|i['’]ll|i will|my plan is)\s+(?:to\s+)?(?:[\p{L}\d'’-]+\s+){0,6}?(propos(?:e|ing)|suggest(?:ing)?|tell(?:ing)?|ask(?:ing)?|agree(?:ing)?|offer(?:ing)?|explain(?:ing)?)\s+(?:(him|her|them)\s+|with (him|her|them)\s+)?(?:(straight|directly|openly)\s+)?((?:that|to|whether|if|for)\s+[^?!]{6,}|[^?!]{6,})$/iu;

/**
 * What the user said they will tell, propose or ask the other side, said to that reader as the
 * purpose of a message ("Ich will ihm vorschlagen, dass wir jede Ausgabe über 500 Euro gemeinsam
 * freigeben" → "dir vorschlagen, dass wir …"; "I want to ask him to hand me the next two podcast
 * invites" → "ask you to hand me …"). A request that points back ("in der ich das vorschlage",
 * "saying that", "dafür", "write that as a message") means this. The latest such statement before
 * the request; null when none or when it speaks of the reader in the third person, which the
 * draft cannot say to them.
 */
export function statedMessage(users: readonly string[], lang: Lang, formal = false): string | null {
  for (const text of users.slice(0, -1).reverse()) {
    for (const sentence of sentences(text).reverse()) {
      const clean = sentence.trim().replace(/[.!\s]+$/, '');
      if (lang === 'de') {
        const found = germanIntent.exec(clean);
        if (!found) continue;
        const verb = (found[1] as string).toLowerCase();
        const female =
          /\b(ihr|sie)\s+(?:[\p{L}.\d]+\s+){0,4}?(?:zu\s+)?(vorschlagen|sagen|anbieten|erklären|klarmachen|mitteilen|fragen|bitten)\b/iu.test(
            clean,
          );
        const said = found[3] as string;
        const clause = /^(er|sie)\s/.test(said)
          ? readerAsSubject(said, formal, female)
          : toGermanReader(said, formal, female);
        // Still someone in the third person ("wenn sie den Antrag schreibt"): not said to the reader.
        if (clause === null || /\b(er|sie|ihm|ihn|sein\w*)\b/.test(clause)) return null;
        const reader = germanSaying[verb] === 'accusative' ? (formal ? 'Sie' : 'dich') : formal ? 'Ihnen' : 'dir';
        return `${reader} ${verb}, ${found[2]} ${clause}`;
      }
      const found = englishIntent.exec(clean);
      if (!found) continue;
      const verb = (found[1] as string)
        .toLowerCase()
        .replace(/ing$/, '')
        .replace(/^(propos|agre)$/, '$1e');
      const said = (found[5] as string).replace(/^that\s+/i, '');
      // "tell her that he was rude": he is someone else, not the reader.
      const reader = (found[2] ?? found[3])?.toLowerCase();
      const sameOne = !reader || reader === 'them' || (reader === 'her') === /^she\s/i.test(said);
      const subject = /^(he|she)\s/i.test(said) && sameOne ? englishReaderAsSubject(said) : null;
      const rest = `${/^that\s/i.test(found[5] as string) ? 'that ' : ''}${subject ?? toEnglishReader(said)}`;
      if (/\b(he|she|they|him|his|her|them|their)\b/i.test(rest)) return null;
      const withReader = found[2] || found[3] ? (verb === 'agree' ? 'agree with you' : `${verb} you`) : verb;
      // "agree with him that …" is agreed together; "ask him to hand me …" is asked of the reader.
      return `${withReader}${found[4] ? ` ${found[4]}` : ''} ${rest}`;
    }
  }
  return null;
}

/** What the user says was agreed or decided ("we agreed that whoever did the work presents it"). */
const agreedThat =
  /\b(?:agreed|decided|settled on|vereinbart|abgemacht|beschlossen|geeinigt)\b,?\s+(?:(?:darauf|on it),?\s+)?(?:that|dass)\s+([^.?!]{6,})/iu;

/**
 * An English purpose that points back ("announce that rule", "announce the new format") said with
 * what it points to: what the user said was agreed ("announce that whoever did the work presents
 * it"), else the plan they told ("announce the new format: first separate sessions, then …").
 */
function pointedTo(asked: string | null, users: readonly string[], lang: Lang, facts: Facts): string | null {
  if (lang !== 'en' || asked === null) return null;
  const verb = asked.split(' ')[0] as string;
  const agreed = users
    .slice(0, -1)
    .reverse()
    .map((text) => agreedThat.exec(text)?.[1])
    .find(Boolean);
  if (agreed) return `${verb} that ${toEnglishReader(agreed.trim())}`;
  const plan = facts.plan?.trim().replace(/[.!\s]+$/, '');
  // Only a pointer with a noun ("the new format") names a plan; "say that" could mean anything.
  if (!plan || !/^\p{L}+ (the (new|same)|that|this) \p{L}+/u.test(asked) || /\b(he|she|him|her)\b/i.test(plan))
    return null;
  return `${asked.replace(/,.*$/, '')}: ${plan.charAt(0).toLowerCase()}${plan.slice(1)}`;
}

/** A purpose that only points back ("say that", "announce that rule", "das vorschlagen", "ask for that"). */
export function pointsBack(purpose: string | null): boolean {
  if (purpose === null) return true;
  // German puts the verb last: "das vorschlagen", "dafür werben".
  if (/^(das|es|dies\p{L}*|dafür|darüber)\s+\p{L}+$/u.test(purpose.trim())) return true;
  // "announce that rule, friendly, no names": what follows the comma says how, not what.
  const rest = (purpose.split(/[,;:]/)[0] as string).replace(/^(?:dir |dich |euch |Ihnen |you )?\p{L}+\s+/u, '');
  return (
    /^(?:(?:for|about|über|zu)\s+)?(that|this|it|so|the (?:new|same) \p{L}+|that \p{L}+|das|dies\p{L}*|es|dafür|darüber|den vorschlag|die regel)\b/iu.test(
      rest,
    ) && words(rest).length <= 4
  );
}

/** The body of a message to one person: the name, the topic, the user's wish or proposal, the time they named. */
function composeBody(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  facts: Facts,
  lead: boolean,
  purpose: string | null = null,
  template: 'compose' | 'opening' = 'opening',
  to: string | null = null,
  override: string | null = null,
): string {
  const t = texts[lang];
  const latest = users.at(-1) ?? '';
  const all = users.join('\n');
  const name = to ?? addressee(latest, all) ?? partyName(users, party);
  const topic = draftTopic(users, lang) ?? t.compose.noTopic;
  // "a time-boxed test … sounds like something she might go for. how would I pitch that": the idea to pitch.
  const pitched = sentences(latest)
    .map((sentence) => pitchedIdea.exec(sentence.replace(fillerStart, ''))?.[1])
    .find(Boolean);
  const wishSource = pitched ?? facts.proposal ?? facts.wish;
  // "I want to tell her that if it happens again, I'll take over …": what the plan says to tell goes in the message.
  const told = !wishSource && facts.plan ? toldIn(facts.plan) : null;
  const wish = wishSource
    ? quoted(wishSource, party)
        .replace(/\?/g, '')
        // "Mein Vorschlag wäre, dass …": the draft says "Mein Vorschlag wäre:" itself, never twice.
        .replace(proposalLead, '')
    : '';
  // A wish already said as the user's own sentence ("Ich wünsche mir, dass …", "What I want is …") stands as it is.
  const ownSentence = wish !== '' && !pitched && !facts.proposal && /^(ich|mir|what i|i)\b/i.test(wish);
  const wishLine = ownSentence ? `${wish.charAt(0).toUpperCase()}${wish.slice(1)}.` : wish ? t.compose.wish(wish) : '';
  const base = override
    ? override
    : lead
      ? t.compose.leadBody
      : template === 'compose'
        ? t.compose.body
        : topic === t.compose.noTopic || purpose
          ? t.opening.sideNoTopic
          : t.opening.side;
  let body = base.replace('{address}', name ? `${name}, ` : '').replace('{topic}', topic);
  if (!name) body = body.charAt(0).toUpperCase() + body.slice(1);
  const when = talkTime(users, lang);
  const toldLine = told ? t.compose.told(escapeMarkdown(told)) : '';
  const middle = purpose ? t.compose.purpose(purpose) : wishLine || toldLine;
  // A message that already says when ("dass wir das nächste Woche klären") is not closed with "this week".
  // A purpose that names the talk's time ("dass wir Mitte Dezember darüber reden") is not followed
  // by the same time again: the close asks whether it suits.
  const timeSaid = when !== null && purpose !== null && fold(middle).includes(fold(when));
  const close =
    template === 'compose'
      ? timeSaid
        ? t.compose.form.closeTimed.one
        : when
          ? t.opening.when(when)
          : namesAWhen.test(fold(middle))
            ? t.compose.closeOpen
            : t.compose.close
      : when && !timeSaid
        ? t.opening.when(when)
        : '';
  return [body, middle, close].filter(Boolean).join(' ');
}

/** A time said in the message itself (folded): a week, a month, a day, "bis Freitag", "end of the month". */
const namesAWhen = new RegExp(
  `\\b(woche|wochenende|monat\\w*|quartal|heute|morgen|ubermorgen|week|weekend|month|quarter|today|tonight|tomorrow|${weekday})\\b`,
  'i',
);

/** Direct and short, or warmer: read from how the user asked ("kürzer", "zu weich" / "zu förmlich", "too cold"). */
const wantsWarmer =
  /\b(lockerer|warmer|weicher|sanfter|freundlicher|personlicher|weniger (form\w*|vorwurf\w*|hart|scharf|anklagend|aggressiv|streng|fordernd)|less (accusatory|blaming|harsh|aggressive|pushy|demanding)|gentler|friendlier|zu (formlich|formell|steif|hart|kalt|glatt)|warmer|softer|more (casual|personal|relaxed)|less formal|too (formal|stiff|harsh|cold|corporate))\b/;

/** "förmlicher", "more formal", "more professional" (folded). */
const wantsFormal =
  /\b(formlicher|formeller|professioneller|sachlicher|more (formal|professional|businesslike)|less (casual|informal))\b/;

/** Where the user asked for the draft being worked on (a message or a first sentence), or -1. */
function draftRequestAt(users: readonly string[]): number {
  for (let i = users.length - 2; i >= 0; i--) {
    const asked = userRequest(users[i] as string);
    if (asked === 'compose' || asked === 'opening') return i;
  }
  return -1;
}

/**
 * "nochmal auf Englisch", "can you write that in German?": the draft asked for last, written again
 * in that language (the reply around it stays in the conversation's); the user's own wording of a
 * wish or a plan is left out, it is in the other language.
 */
function translatedDraft(users: readonly string[], target: Lang, lang: Lang): string {
  const at = draftRequestAt(users);
  const origin = at >= 0 ? users.slice(0, at + 1) : users.slice(0, -1);
  const party = findParty(origin, lang);
  const facts = { ...userFacts(origin, party), plan: null, proposal: null, wish: null };
  const draft =
    userRequest(origin.at(-1) ?? '') === 'opening'
      ? escapeMarkdown(openingDraft(origin, target, party, facts))
      : composeDraft(origin, target, party, facts, false, false);
  return `${texts[lang].revise.inLanguage[target]}\n\n_${draft}_`;
}

/**
 * The last draft again as the user asked for it ("Kürzer bitte", "zu förmlich", "nee, zu weich"):
 * a new first sentence, direct or warmer, with the user's own wish or proposal and the time they named.
 */
function revisedDraft(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  facts: Facts,
  lastReply: string,
): string {
  const previous = [...lastReply.matchAll(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/g)].at(-1)?.[1] ?? '';
  // A draft written for a purpose the user stated ("Zweck: …", "ich will ihm … vorschlagen", "…,
  // dass …") keeps it: "wärmer", "kürzer", "klarer", "more formal" change the register of that very
  // draft, never rebuild it from the conversation's topic (which dropped the Sunday and "just us two").
  const at = draftRequestAt(users);
  const request = at >= 0 ? (users[at] as string) : '';
  const purposeful =
    request !== '' &&
    userRequest(request) === 'compose' &&
    (purposeSlotsOf(request, lang, draftForm(request)) !== null || requestPurpose(request, lang) !== null);
  // A draft the user has already given a name, a time, a cut or an addition keeps them: the tone is
  // changed on that very draft, never rebuilt from the conversation (which read "Add that …" as a proposal).
  const edited = at >= 0 && users.slice(at + 1, -1).some((text) => draftEdit(text) !== null);
  if ((purposeful || edited) && previous) {
    const latest = users.at(-1) ?? '';
    const changed = reworded(previous.replace(/\\(.)/g, '$1'), latest, lang, draftForm(fold(latest)).count);
    const folded = fold(latest);
    const kind = wantsFormal.test(folded) ? 'formal' : wantsWarmer.test(folded) ? 'warm' : 'direct';
    if (changed) return `${texts[lang].revise.intros[kind]}\n\n_${escapeMarkdown(changed)}_`;
  }
  const fresh = freshRevision(users, lang, party, facts, lastReply);
  // The draft again from the conversation keeps the draft's subject (a name, the proposal); where
  // it would lose it (the apology rewritten as "you both matter to me"), the draft itself is changed.
  const subject = words(previous).filter((word) => word.length >= 5 && !draftTemplateWords(lang).has(word));
  const kept = words(fresh).filter((word) => subject.includes(word));
  // A revision of a revision ("give me a 3 line version", then "less formal please") changes the draft
  // the user is working on; rebuilt from the conversation it drifted to another one (coach38b).
  const revisedBefore = Object.values(texts[lang].revise.intros).some((intro) => lastReply.startsWith(intro));
  if (!revisedBefore && (subject.length === 0 || kept.length * 2 >= Math.min(subject.length, 4))) return fresh;
  const latest = users.at(-1) ?? '';
  const changed = reworded(previous.replace(/\\(.)/g, '$1'), latest, lang, draftForm(fold(latest)).count);
  if (!changed) return fresh;
  const folded = fold(latest);
  const kind = wantsFormal.test(folded) ? 'formal' : wantsWarmer.test(folded) ? 'warm' : 'direct';
  return `${texts[lang].revise.intros[kind]}\n\n_${escapeMarkdown(changed)}_`;
}

/**
 * The last draft with the name, the time, the dropped part or the added sentence the user just
 * gave; what is to be dropped but not in the draft is said so, with the draft as it stands.
 */
function editAnswer(edit: DraftEdit, lang: Lang, lastReply: string): string {
  const previous = ([...lastReply.matchAll(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/g)].at(-1)?.[1] ?? '').replace(
    /\\(.)/g,
    '$1',
  );
  const changed = editedDraft(previous, edit, lang);
  const edits = texts[lang].revise.edits;
  const intro = changed || edit.kind !== 'drop' ? edits[edit.kind] : edits.notThere;
  return `${intro}\n\n_${escapeMarkdown(changed ?? previous)}_`;
}

/** "make the note less formal", "mach die Nachricht kürzer": the draft just written, not a new one. */
const draftNamed =
  /\b(the|this|that|die|diese|den|das) (note|message|email|e-mail|mail|text|draft|nachricht|e-mail|mail|entwurf)\b/i;

/** Words of the coach's own draft templates (folded): they say nothing of a draft's subject. */
const templateWordsByLang = new Map<Lang, Set<string>>();
function draftTemplateWords(lang: Lang): Set<string> {
  let found = templateWordsByLang.get(lang);
  if (!found) {
    const strings: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(texts[lang].compose);
    collect(texts[lang].revise);
    found = new Set(strings.flatMap((text) => words(text)));
    templateWordsByLang.set(lang, found);
  }
  return found;
}

/** The draft again, written anew from the conversation as the user asked for it. */
function freshRevision(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  facts: Facts,
  lastReply: string,
): string {
  const t = texts[lang];
  const latest = fold(users.at(-1) ?? '');
  // "Kürzer bitte, maximal drei Sätze": no more sentences than asked.
  const count = draftForm(latest).count;
  const capped = (message: string) => (count === null ? message : sentences(message).slice(0, count).join(' '));
  const formal = wantsFormal.test(latest);
  const warm = !formal && wantsWarmer.test(latest);
  // "kürzer und weniger vorwurfsvoll", "shorter and softer": the warm draft is the short one, too.
  const kind = formal
    ? 'formal'
    : warm && /\b(kurzer|knapper|shorter|brief\w*)\b/.test(latest)
      ? 'gentle'
      : warm
        ? 'warm'
        : 'direct';
  const previous = [...lastReply.matchAll(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/g)].at(-1)?.[1] ?? '';
  // A message in a form (to the team, an email) stays in it: the same request again, without the context sentence.
  const at = draftRequestAt(users);
  if (inForm(previous) && at >= 0) {
    const origin = users.slice(0, at + 1);
    const request = origin.at(-1) ?? '';
    const form = { ...draftForm(request), count: count ?? draftForm(request).count };
    const message = formDraft(origin, lang, party, form, composePurpose(request, lang), true, formal);
    return `${t.revise.intros[kind]}\n\n_${message}_`;
  }
  // A draft to both (addressed in the plural) stays one to both.
  const both =
    /^(Hallo|Hi)\b|^\p{Lu}\p{Ll}+ (und|and) \p{Lu}\p{Ll}+,|\b(euch beiden|ihr beiden|ihr beide|both of you|you both|thank you both)\b/u.test(
      previous,
    );
  if (both) {
    const names = namedPeople(users);
    const address = names.length === 2 ? `${names.join(lang === 'de' ? ' und ' : ' and ')}, ` : '';
    const body = t.revise[warm ? 'bothWarm' : 'bothDirect'].replace('{address}', address);
    const when = talkTime(users, lang);
    const message = [
      address ? body : body.charAt(0).toUpperCase() + body.slice(1),
      when ? t.compose.bothWhen(when) : '',
    ];
    return `${t.revise.intros[kind]}\n\n_${capped(escapeMarkdown(message.filter(Boolean).join(' ')))}_`;
  }
  // The name the last draft opened with stays.
  const to = previous.match(/^(\p{Lu}\p{Ll}+),/u)?.[1] ?? null;
  let message = composeBody(
    users,
    lang,
    party,
    facts,
    false,
    null,
    'opening',
    to,
    t.revise[formal ? 'formal' : warm ? 'warm' : 'direct'],
  );
  // One sentence alone is no message: the way to meet goes after it.
  if (sentences(message).length < 2) message = `${message} ${t.compose.close}`;
  // Softer: the user's demand becomes a wish ("Ich will, dass …" → "Ich wünsche mir, dass …").
  if (warm)
    message = message.replace(/\bIch will, dass\b/, 'Ich wünsche mir, dass').replace(/\bI want\b/, 'I would like');
  return `${t.revise.intros[kind]}\n\n_${escapeMarkdown(capped(message))}_`;
}

/** Options the user asks for: their own proposal first, then the topic's points, then general ones (a helper's for a helper). */
function optionsAnswer(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  facts: Facts,
  earlier: string,
): string {
  const t = texts[lang];
  const items: string[] = [];
  const own = facts.proposal ?? facts.wish;
  if (own && !facts.lead)
    items.push(
      t.options.own(
        coreQuote(own, party, { maxWords: 18 })
          .replace(/[?!.…\s]+$/, '')
          .replace(/\?/g, ''),
      ),
    );
  const entry = conversationTopic(users, lang, 1);
  const point = entry?.[lang].points.find((text) => !earlier.includes(text) && !/[„“”"?]/.test(text));
  if (point && !facts.lead) items.push(point);
  for (const general of facts.lead ? t.options.helper : t.options.side) if (items.length < 3) items.push(general);
  // "so what would a fair split look like": the options are named as ways to that (coach38b, asked.ts).
  const intro = fairIntro(users.at(-1) ?? '', lang) ?? t.options.intro;
  return [intro, ...items.map((item, i) => `${i + 1}. ${escapeMarkdown(item)}`)].join('\n');
}

/** What the user is after, as a short quote: their proposal, else their wish, else their plan. */
const aimOf = (facts: Facts, party: Party | null) => {
  const source = facts.proposal ?? facts.wish;
  return source
    ? quoted(source, party)
        .replace(/\?/g, '')
        .replace(proposalLead, '')
        // "What I want is for the two of us to agree …" → "for the two of us to agree …"
        .replace(
          /^(what i (really )?(want|need|would like) is|what matters to me is|i (want|would like|need|wish)( that)?|i'd like|ich (möchte|will|wünsche mir|brauche|hätte gern),?|mir ist wichtig,?)\s+/i,
          '',
        )
    : null;
};

/** "Fass mal zusammen, was wir haben", "can you summarise what we've got": a recap in the user's words. */
function recapAnswer(users: readonly string[], lang: Lang, party: Party | null, facts: Facts): string {
  const r = texts[lang].recap;
  // The first message that tells the situation (not a request to the coach, not a short answer).
  const told = users.filter(
    (text) => words(text).length >= 5 && userRequest(text) === null && !/\?\s*$/.test(text.trim()),
  );
  const situation = told.slice(0, 2).map((text) => coreQuote(text, party, { isKey: namesTopic }));
  // What the user wants or needs, said after the situation ("what I need is a transition plan: …").
  const wantCue = /\b(need|want|would like|wichtig|brauche|möchte|wünsche|plan)\b/i;
  const wants = told
    .slice(2)
    .flatMap((text) =>
      words(text).length <= 40 && wantCue.test(text)
        ? [text]
        : sentences(text).filter((sentence) => wantCue.test(sentence)),
    )
    .map((sentence) =>
      words(sentence).length <= 40
        ? escapeMarkdown(sentence.trim().replace(/[.!\s]+$/, ''))
        : coreQuote(sentence, party, { maxWords: 24 }),
    );
  const when = talkTime(users, lang);
  const section = (label: string, items: readonly string[]) =>
    items.length > 0 ? `**${label}:**\n${[...new Set(items)].map((item) => `- ${item}`).join('\n')}` : '';
  return [
    r.intro,
    section(r.situation, situation),
    section(r.want, [...(facts.wish ? [quoted(facts.wish, party)] : []), ...wants]),
    section(r.proposal, facts.proposal ? [quoted(facts.proposal, party)] : []),
    section(r.plan, facts.plan ? [planQuote(facts.plan, party, { maxWords: 24 })] : []),
    when ? `**${r.when}:** ${when}` : '',
    facts.opening && facts.fallback ? '' : r.open,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** "Worauf sollte ich noch achten?", "anything else I should watch out for?": three points from what the user said. */
function pointersAnswer(
  users: readonly string[],
  lang: Lang,
  party: Party | null,
  facts: Facts,
  earlier: string,
): string {
  const p = texts[lang].pointers;
  // A proposal inside the plan ("Ich schlag ihm vor, dass wir ein Vesting … machen") is the proposal.
  const inPlan = facts.plan
    ? /\b(?:vor|propose|suggest|offer|anbieten),?\s+((?:dass|that)\s.{6,})$/iu.exec(facts.plan.trim())?.[1]
    : undefined;
  const aim = aimOf(facts, party) ?? (inPlan ? escapeMarkdown(inPlan.replace(/[.!\s]+$/, '')) : null);
  const when = talkTime(users, lang);
  const entry = conversationTopic(users, lang, 1);
  const topicPoint = entry?.[lang].points.find((point) => !earlier.includes(point) && !/[„“”"?]/.test(point));
  const items = [
    (facts.proposal || inPlan) && aim ? p.proposal(aim) : aim ? p.wish(aim) : topicPoint,
    p.listen,
    when ? p.when(when) : p.close,
  ].filter((item): item is string => Boolean(item));
  if (items.length < 3 && topicPoint && !items.includes(topicPoint)) items.splice(1, 0, topicPoint);
  return [p.intro, ...items.map((item, i) => `${i + 1}. ${escapeMarkdown(item)}`)].join('\n');
}

/** The user reports the talk took place ("we had the talk yesterday", "ich hab heute mit ihm gesprochen"), folded. */
const talkHappened =
  /\b(we had (the|our|a|that) (\w+ )?(talk|conversation|meeting|mediation|chat|1 1|one on one)|(had|did) the (talk|conversation|mediation)|we (talked|spoke)( \w+){0,3} (yesterday|today|this morning|last night|earlier|on \w+day)|i (talked|spoke) (to|with) (him|her|them|\w+) (yesterday|today|this morning|last night|earlier)|(ich )?hab\w* (heute|gestern|vorhin|jetzt) (\w+ ){0,2}(mit (ihm|ihr|ihnen|\w+) )?(gesprochen|geredet)|wir haben (heute|gestern|vorhin|jetzt|endlich) (\w+ ){0,2}(gesprochen|geredet)|wir hatten (das|unser|ein|den) (\w+ )?(gesprach|termin|treffen|meeting|call)|das gesprach (war|lief|ist gelaufen|ging|hat stattgefunden))\b/;
/** "noch nicht", "haven't", "not yet": the talk is still ahead (folded). */
const notYet = /\b(nicht|kein\w*|not|havent|haven t|hasnt|hasn t|didnt|didn t|never|nie|noch gar)\b/;

/** The talk took place, said without a negation in the words before or in the statement ("We haven't had the talk yet"). */
function toldHappened(text: string): boolean {
  const folded = fold(text);
  const match = talkHappened.exec(folded);
  if (!match) return false;
  const before = folded.slice(0, match.index).split(' ').slice(-3).join(' ');
  const after = folded
    .slice(match.index + match[0].length)
    .split(' ')
    .slice(0, 3)
    .join(' ');
  return !notYet.test(`${before} ${match[0]}`) && !/\b(yet|noch nicht)\b/.test(after);
}

/**
 * It went badly, said of the talk itself (folded): someone left, it escalated, nothing came of it,
 * "it didn't go well", "lief nicht gut", "ging schief", it got worse.
 */
const talkWentBadly =
  /\b(went (badly|bad|wrong|terribly|south|sideways|off the rails)|badly|walked out|left (halfway|the room|early)|blew up|escalated|fell apart|backfired|(didnt|did not|didn t) (go|end|work|turn out) (well|great|good|so well|too well|as (planned|hoped|expected))|(got|made (it|things)) worse|worse than (before|expected|i thought)|schlecht (gelaufen|lief|ausgegangen)|lief (\w+ )?schlecht|(lief|ging|war|ist|lauft) (\w+ ){0,2}nicht (so |besonders |wirklich |sehr |gerade )?(gut|toll|super|rund|optimal|gut gelaufen|gut ausgegangen)|nicht (so |besonders |wirklich |sehr |gerade )?gut (gelaufen|ausgegangen|gegangen)|(ging|ist|lief) (\w+ )?schief|schief ?(gegangen|gelaufen)|in die hose|schlimmer (als vorher|als davor|geworden)|eskaliert|abgebrochen|rausgegangen|rausgelaufen|nichts (gebracht|rausgekommen))\b/;
/** A verdict that may be about anything ("not great", "ein Desaster", "terrible", "mies"): the talk's only when said of it (`ofTheTalk`). */
const badVerdict =
  /\b((not|wasnt|was not|wasn t) (so |that |too |very |really )?(great|good|well|productive|helpful|fine|ok|okay)|(a |an |total |complete |absolute )*(disaster|catastrophe|mess|trainwreck|train wreck|nightmare)|terrible|awful|horrible|(ein |eine |totales |totale |komplettes |komplette )*(desaster|katastrophe|reinfall|fiasko|debakel)|katastrophal|furchtbar|schrecklich|mies)\b/;
/** A sentence about the talk ("the talk was …", "es war …") or a bare comment after it ("Not great."), folded. */
const ofTheTalk =
  /\b(talk|conversation|meeting|chat|call|mediation|session|gesprach\w*|treffen|termin|sitzung|mediation|it (was|wasnt|went|got|turned)|es (war|lief|ging|wurde)|das (war|lief|ging))\b/;
/** It went well, without a negation ("it went really well", "lief gut", "gut gelaufen"), folded. */
const talkWentWell =
  /\b(went (really |very |super |quite |pretty |so |surprisingly |actually )?(well|great|good|fine|ok|okay)|(lief|ging|war) (echt |richtig |wirklich |ganz |sehr |ziemlich |uberraschend |super |eigentlich )?(gut|super|toll|prima|okay|ok)( gelaufen)?|gut gelaufen|went better than)\b/;

/**
 * How the user says the talk went: "badly" for what only a bad talk is ("walked out", "lief nicht
 * gut"); an explicit "went well" / "lief gut" wins over a verdict that may be about something else
 * ("I feel terrible that I waited", "die Zahlen sind mies"); such a verdict counts when said of the
 * talk or alone ("Not great.").
 */
function toldBadly(text: string): boolean {
  const said = sentences(text).map(fold);
  if (said.some((sentence) => talkWentBadly.test(sentence))) return true;
  if (said.some((sentence) => talkWentWell.test(sentence))) return false;
  return said.some(
    (sentence) => badVerdict.test(sentence) && (ofTheTalk.test(sentence) || sentence.split(' ').length <= 4),
  );
}

/** Whether the talk already took place, and how it went, from what the user told. */
export function afterTalk(users: readonly string[]): 'good' | 'badly' | null {
  const told = users.filter(toldHappened);
  if (told.length === 0) return null;
  return users.slice(users.indexOf(told[0] as string)).some(toldBadly) ? 'badly' : 'good';
}

/** The talk is still ahead, said in so many words ("noch nicht mit ihm gesprochen", "haven't talked to her yet"), folded. */
const aheadCue =
  /\b(noch nicht (\w+ ){0,3}(gesprochen|geredet|getroffen|angesprochen)|(gesprach|talk|conversation) (ist|is|steht) (noch |still )?(nicht passiert|ahead|bevor|coming up|not happened)|vor dem gesprach|before the talk|(havent|haven t|have not|didnt|didn t|did not|hasnt|hasn t) (\w+ ){0,2}(talked|spoken|met|raised it|brought it up)|not (talked|spoken) (to|with) (him|her|them|\w+) yet)\b/;

/** The user says the talk has not taken place yet (and no later message says it did). */
export function talkAhead(users: readonly string[]): boolean {
  if (afterTalk(users) !== null) return false;
  return users.some((text) => {
    const folded = fold(text);
    return aheadCue.test(folded) || (talkHappened.test(folded) && !toldHappened(text));
  });
}

/** "What's my next step then?": the user's own plan, else their wish as a talk to propose, and what to prepare. */
function nextStepAnswer(users: readonly string[], lang: Lang, party: Party | null, facts: Facts): string {
  const n = texts[lang].nextStep;
  // After the talk the next step is what follows it, not the talk again.
  const after = afterTalk(users);
  if (after) return after === 'badly' ? n.afterBadly : n.after;
  // Before the talk the next step is the talk itself, prepared: how to open, what to ask, when.
  if (talkAhead(users)) return n.before(escapeMarkdown(openingDraft(users, lang, party, facts)), talkTime(users, lang));
  const dative = party?.dative ?? texts[lang].party.fallback;
  const aim = aimOf(facts, party);
  const when = aim && /\b(before|by|until|bis|vor|am|on)\b.*\d/i.test(aim) ? null : talkTime(users, lang);
  const step = facts.plan
    ? n.plan(planQuote(facts.plan, party, { maxWords: 24 }))
    : aim
      ? n.wish(dative, aim, when)
      : n.plain(dative, when);
  return `${step} ${n.prepare}`;
}

/** A one-word answer that names a topic ("geld", "Rollen", "equity"): which one, for its own question. */
const topicWords: readonly [keyof AdvisorTexts['topicFollowUp'], RegExp][] = [
  ['salary', /^(gehalt|gehalter|salary|salaries|lohn|pay)$/],
  ['money', /^(geld|money|budget|kohle|finanzen|finances|cash|ausgaben|spending)$/],
  ['roles', /^(rolle|rollen|roles?|aufgaben|zustandigkeit\w*|responsibilit\w*|entscheidungen|decisions)$/],
  ['commitment', /^(einsatz|commitment|engagement|zeit|time|effort|arbeitszeit|workload)$/],
  ['equity', /^(anteile?|equity|vesting|shares?|beteiligung)$/],
];
function oneWordTopic(text: string): keyof AdvisorTexts['topicFollowUp'] | null {
  const folded = fold(text).trim();
  return topicWords.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

/**
 * A one-word answer as the coach says it back: "mein"/"my" turned, an article or a common English
 * word in lower case ("die Schichtplanung", "seniority"), a name as written ("Tomasz").
 */
function namedSaid(answer: string, users: readonly string[], lang: Lang): string {
  const said = restate(answer, lang) ?? answer;
  const [first, ...rest] = said.split(' ');
  if (rest.length > 0) return [first?.toLowerCase(), ...rest].join(' ');
  if (lang === 'de') return said;
  // An English word written with a capital inside an earlier sentence is a name.
  const name = new RegExp(`\\S\\s+${said}\\b`).test(users.slice(0, -1).join(' '));
  return name ? said : said.toLowerCase();
}

/** A numbered plan is quoted by its first step, the user's own words; any other by its core. */
function planQuote(text: string, party: Party | null, options: Parameters<typeof coreQuote>[2]): string {
  const step = firstStep(text);
  return step ? escapeMarkdown(step) : coreQuote(text, party, options);
}

/** The user doubts themselves after harassment ("nothing really happened", "bilde ich mir das ein"): folded. */
const selfDoubt =
  /\b(if (this|it|that) (even )?counts|counts? as anything|nothing (really |much )?happened|making (too much|a big deal)|out of proportion|(ob|ob das|das) (uberhaupt )?zahlt|nichts (wirklich |weiter |richtig )?passiert|bild\w* (ich )?mir (das )?(nur )?ein|einbildung|zu empfindlich|too sensitive|overreact\w*|uberreagier\w*|ubertreib\w*)\b/;

/** The user says what they want ("ich will, dass …", "I'd like …"). */
const ownWishDe = /\b(ich|wir) (will|möchte|wollen|möchten|würde gern|hätte gern|wünsche)\b/i;
// "I'd like" has no space before its "'d" (the old pattern's " 'd like" never matched), in either apostrophe.
const ownWishEn = /\b(i|we)(?: (?:want|would like|wish)|['’]d like)\b/i;

/** A retrieval score that names an entry's topic without a cue (the index's words alone). */
const clearScore = 16;

/** A tip written for founders ("Streitpunkte unter Gründern", "co-founder disputes"). */
const founderTip = /gründer|founder/i;

// "… und behauptet jetzt", "… and claims": a clause cut before what was said is no situation to say back.
const cutBeforeSpeech = /\b(behauptet|sagt|meint|findet|schreibt|says|claims|thinks|said|wrote)( \p{L}+)?$/iu;

const titledActorStart = /^(?:Dr\.|Prof\.|Herr|Frau|Mr\.?|Mrs\.?|Ms\.?)(?: Dr\.)? \p{Lu}[\p{L}-]+ \p{Ll}/u;

/**
 * Whether someone a pronoun could stand for is told before `at` ("Our old supervisor now claims …
 * and he wants 20%"): then "He wants 20%" said back alone loses whom it means. Nothing before it, a
 * greeting or the user's setting ("I lead a lab. She keeps …") is no antecedent.
 */
function antecedentBefore(told: string, at: number): boolean {
  const before = told.slice(0, Math.max(at, 0)).replace(greetingLead, '').trim();
  return before !== '' && !sentences(before).every((sentence) => settingClause(sentence.replace(/[.!?]+$/, '')));
}

/** The user's clause said back from the coach's side: someone who did something, or the user's own act. */
function restatedClause(quote: string, told: string, lang: Lang, party: Party | null): string | null {
  const said = restate(quote, lang);
  if (!said || cutBeforeSpeech.test(said) || words(said).length < 5) return null;
  // Cut inside a sentence ("I'm a designer at a 9-person startup and the two founders | keep …"):
  // said back without its verb it is no clause. "Eurem Beirat, gesprochen": no subject either.
  const at = told.toLowerCase().indexOf(quote.toLowerCase().trim());
  const rest = at >= 0 ? told.slice(at + quote.trim().length) : '';
  if (
    /^\s*[\p{L}\p{N}]/u.test(rest) &&
    !/^\s*(und|aber|oder|sondern|obwohl|weil|während|and|but|or|although|because|while)\b/iu.test(rest)
  )
    return null;
  // "…, Aylin, für sein Nebenprojekt": names set off by commas belong to the clause; "between our
  // designer | and our head of product": a pair cut in two.
  if (/^\s*,\s*\p{Lu}\p{Ll}+(\s+(und|and)\s+\p{Lu}\p{Ll}+)?\s*,/u.test(rest)) return null;
  if (/,\s*\p{Lu}\p{Ll}+\s+(und|and)\s+\p{Lu}\p{Ll}+$/u.test(quote.trim())) return null;
  // ("… carry messages between them" names both already.)
  if (/\b(between|zwischen)\b(?!.*\b(and|und)\b)(?! (them|us|ihnen|uns|each other)\b)/iu.test(quote)) return null;
  // "Seit er …", "since she …" open a subordinate clause; "Seit dem Streit …", "Since the launch …"
  // name a time before the main clause and say back whole (coach29).
  if (
    /^(eurem|deinem|euren|deinen|dem|den|because|weil)\b/i.test(said) ||
    (/^(since|seit)\b/i.test(said) &&
      !/^(seit (dem|der|den|einem|einer|zwei|drei|vier|wochen|monaten|jahren|\d)|since (the|last|two|three|four|\d))\b/i.test(
        said,
      ))
  )
    return null;
  // A phrase with nobody in it ("Business Class nach New York") is no one's act to say back.
  const shifted = fold(said) !== fold(quote);
  // "Dr. Klein will neue Räume mieten", "Zwei Teamleiter streiten sich …": someone acts in it, said back as it is.
  return shifted ||
    (party !== null && fold(said).includes(fold(party.noun))) ||
    titledActorStart.test(said) ||
    actorOf(said, lang) !== null ||
    (pronounActor(said, lang) !== null && !antecedentBefore(told, at))
    ? said
    : null;
}

// "Der Koch, ein ruhiger Typ namens Erwin, redet …", "One of them, Tomasz, always takes …": a short
// subject, who it is set off by commas (a name or a noun phrase, no pronoun), then the clause goes
// on with its verb.
const appositionStart =
  /^((?:\S+ ){0,4}\S+), ((?:\p{Lu}|(?:ein|eine|einer|der|die|das|a|an|the|my|our|mein|meine|unser|unsere) )[^,]{1,40}), (?=\p{Ll})/u;
const pronounWord = /^(ich|du|er|sie|es|wir|ihr|man|i|you|he|she|it|we|they)(['’]\p{L}+)?$/iu;
// A finite verb: German by its ending or a few short forms, English an auxiliary, a form in -s or
// -ed, a contraction or a common past form. A clause without one ("Over lunch on Friday",
// "Eigentlich lieber auf Deutsch") is a phrase, not a fact.
const germanVerbForm =
  /^(\p{Ll}+(?:t|st|en|te|ten|ern|eln)|ist|war|hat|wird|sind|wurde|wäre|sei|will|kann|muss|soll|darf|mag|weiß|gibt|geht)$/u;
const englishVerbForm =
  /^(is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|should|must|might|may|\p{Ll}+n't|\p{Ll}+['’](s|re|ve|d|ll|m)|\p{Ll}{2,}s|\p{Ll}{2,}ed|broke|went|came|got|took|made|said|told|left|ran|began|fell|gave|kept|sent|lost|found|put|quit|became|drove|wrote|spoke|bought|brought|felt|paid|won|knew|saw|forgot)$/u;
// English words that are no verb: in -s, or an adverb or quantifier after a pronoun ("they all", "we just").
const englishNoVerb = /^(all|both|just|only|also|never|always|still|really|often|even|now|then|too|each|so)$/i;
// English words in -s that are no verb.
const englishNotVerb =
  /^(this|his|its|yes|less|plus|across|always|perhaps|sometimes|news|business|process|access|class|boss|thanks|series|sales|hours|days|weeks|months|years|costs)$/i;
// Subordinating words that are prepositions too: "Seit dem Sommer …", "Since the outage in May …"
// name a time; "Seit er …", "since she …" open a clause that cannot stand alone.
const timeOpener = /^(seit|bis|nach|vor|since|until|after|before)$/i;
// What cannot open a fact of its own: a question word, a guess or an idea, a short "because".
const noFactStart =
  /^(was|wie|wer|wo|warum|wieso|vielleicht|evtl|what|how|who|where|why|which|maybe|perhaps|ok|okay|bc|cuz|coz)$/i;
// Where the rest after the cut is what was said, asked or planned ("…, dass …", "…, als ob …",
// "…, that …", "…, to …"), the clause before it is cut short.
const restLeadsOn =
  /^(?:(?:mit|auf|an|für|von|über|bei|with|for|about|on|to|of) )?(dass|ob|als|wie|was|wer|wem|wen|wo|wann|warum|zu|um|that|whether|what|how|who|whom|which|why|where|when|if|as|like|to)\b/i;
// "…, ihn darauf anzusprechen", "…, erst mal zwei Sorten zu testen": the rest is the clause's object.
const restInfinitive = /(\bzu \p{Ll}+|\p{Ll}+zu\p{Ll}{2,}en)$/u;
// What someone says follows the clause ("Und dann sagt er noch, ich soll …", "Jetzt heißt es im
// Flur, …", "Der eine wirft dem anderen vor, er …"); a German verb's particle at the end ("… vor")
// leaves the rest as its object.
const speechBefore =
  /\b(sagt|sagte|gesagt|meint|meinte|gemeint|behauptet|schreibt|fragt|heißt es|hieß es|says|said|claims|asks|asked|tells|told)\b|\s(vor|an|aus|ein|mit|auf|fest|her|hin)$/i;
// A clause that ends on a verb of saying, knowing, agreeing or a bare copula needs what follows it.
const endsOpen =
  /\b(gesagt|gemeint|erzählt|gefragt|geschrieben|angeboten|vorgeschlagen|versprochen|vereinbart|abgemacht|getan|versucht|entschieden|vorgenommen|sagen|wissen|vorschlagen|anbieten|wollen|weiß|will|sagt|ist|sind|war|mehr|noch|said|told|asked|promised|agreed|suggested|offered|tried|decided|wanted|know|knows|says|is|are|was|were)$/i;

/**
 * A later statement's fact in the coach's words (coach31, issue 22): the first clause of its first
 * sentence, person turned ("mein" -> "dein", "I" -> "you"), short and not quoted ("Zuerst war es im
 * März", "Die Stationsleitung, Frau Kühn, macht das nur bei dir", "The market is in the next town").
 * Null where it would be no fact of its own (a fragment, a subordinate clause, a question word, no
 * verb, cut before what it leads into, too long) or restate.ts cannot shift it for certain: then it
 * is quoted as before.
 */
function saidFact(told: string, lang: Lang): string | null {
  const sentence = (sentences(told)[0] ?? '').trim().replace(/[.!;:]+$/, '');
  const apposed = appositionStart.exec(sentence);
  if (apposed && [apposed[1], apposed[2]].some((part) => pronounWord.test((part ?? '').split(' ')[0] ?? '')))
    return null;
  const cut = /[,;:]\s|(?<!\d)[.!?]\s/g;
  cut.lastIndex = apposed ? apposed[0].length : 0;
  const at = cut.exec(sentence)?.index ?? -1;
  const clause = at >= 0 ? sentence.slice(0, at) : sentence;
  const rest = at >= 0 ? sentence.slice(at + 1).trim() : '';
  const list = clause.split(/\s+/);
  if (list.length < 4 || list.length > 14 || /["„“”‘]/.test(clause)) return null;
  const [first = '', second = ''] = list;
  if (noFactStart.test(first)) return null;
  if (subordinateStart.test(first) && !(timeOpener.test(first) && !pronounWord.test(second))) return null;
  const restClause = rest.split(/[,;]/)[0]?.trim() ?? '';
  if (
    sentence.charAt(at) === ':' ||
    restLeadsOn.test(rest) ||
    restInfinitive.test(restClause) ||
    (rest !== '' && (endsOpen.test(clause) || speechBefore.test(clause)))
  )
    return null;
  // "Versucht hab ich", "Am Dienstag gehen wir zusammen …": restate.ts does not always find the
  // verb before "ich"/"wir", so such a German clause stays quoted.
  if (lang === 'de' && list.slice(1).some((word) => /^(ich|wir)$/i.test(word))) return null;
  const said = restate(clause, lang);
  if (!said || cutBeforeSpeech.test(said)) return null;
  // The subject is not the verb, unless it carries one ("It's been …", "They're …"); in English the
  // word after a subject pronoun is its verb ("Now they refuse …", "we barely talk").
  const tokens = said.split(/\s+/).map((word) => word.replace(/[,;:]+$/, ''));
  const afterPronoun = (i: number) =>
    lang === 'en' &&
    /^(they|we|you|i|he|she|it)$/i.test(tokens[i - 1] ?? '') &&
    /^\p{Ll}{2,}$/u.test(tokens[i] ?? '') &&
    !englishNoVerb.test(tokens[i] ?? '');
  const verbs = tokens.filter((word, i) => i > 0 || /['’](s|re|ve|d|ll|m)$/.test(word));
  return tokens.some((_, i) => afterPronoun(i)) ||
    verbs.some((word) =>
      lang === 'de'
        ? germanVerbForm.test(word) && !notVerbs.test(word)
        : englishVerbForm.test(word) && !englishNotVerb.test(word),
    )
    ? said
    : null;
}

/**
 * Whether a clause opens its sentence ("Die Stammgäste haben …", "Honestly I feel …"): one cut from
 * the middle ("… vor, ihm am Freitag vorzuschlagen", "…, just the two of us", "…, Amara, now has to
 * share …") has no subject of its own and said back it would be a fragment, so it stays quoted.
 */
function opensSentence(clause: string, told: string): boolean {
  const at = told.toLowerCase().indexOf(clause.toLowerCase().trim());
  if (at < 0) return false;
  const before = told.slice(0, at).trim();
  return (
    before === '' ||
    // "Es ist angespannt, wir reden nur noch das Nötigste", "It's tense, we barely talk": a main
    // clause of its own after a comma opens with its subject pronoun and a verb (coach29).
    (/,$/.test(before) && /^(wir|ich|er|sie|we|i|he|she|they) \p{Ll}/iu.test(clause.trim())) ||
    /[.!?:;]$/.test(before) ||
    /(^|[.!?:;]\s*)(honestly|to be honest|actually|well|and|but|so|ok|okay|ehrlich gesagt|eigentlich|also|und|aber|naja|tja|ok|okay)[,\s]*$/i.test(
      before,
    )
  );
}

/** What a clause says after the one who acts in it ("Zwei deiner Monteure, Kai und Ben, | weigern sich …"): no matter is read in who acts. */
function afterActor(clause: string, actor: Actor | null): string {
  const at = actor ? clause.toLowerCase().indexOf(actor.who.toLowerCase()) : -1;
  return at >= 0 ? `… ${clause.slice(at + (actor as Actor).who.length)}` : clause;
}

/** A clause that cannot stand alone: it opens with a subordinating word. */
const subordinateStart =
  /^(weil|wenn|dass|ob|seit|seitdem|als|obwohl|während|bis|nachdem|bevor|damit|sodass|because|when|since|if|that|while|whereas|although|though|until|after|before|unless|as)\b/i;

/** A clause that ends where what is said, asked or known begins ("…, dass …", "… that …"). */
const leadsInto =
  /\b(sagen|erzählen|fragen|erklären|wissen|klarmachen|beibringen|mitteilen|tell|say|ask|explain|know)$/i;

/** An idea the user offers ("wir könnten …", "maybe I suggest we …"): taken up as theirs, in their words. */
const offeredIdea =
  /\b(wie wäre es|wie wärs|könnten wir|könnte man|man könnte|wir könnten|eine idee wäre|mein vorschlag|ein kompromiss|vielleicht (ein|eine|feste|klare|sollten|könnten)|ich schlage|schlage ich|what if we|how about|we could|could we|maybe we|maybe i|maybe (a|an|some)|my proposal|one option|i suggest|i'd suggest|i would suggest)\b/i;

/** Words of the other language in a clause: said back from the coach's side, they would mix two languages. */
const otherTongue: Record<Lang, RegExp> = {
  de: /\b(the|and|is|are|you|my|we|it|this|that|with|of|don't|i'm)\b|\bI\b/,
  en: /[äöüß]|\b(und|der|die|das|ist|ich|nicht|mit|wir|aber|auch|sich|mein\w*|unser\w*)\b/i,
};

/** A first sentence asked for by name ("Einstiegssatz", "ersten Satz", "an opening line"), folded. */
const openingLineAsked =
  /\b(einstiegssatz\w*|einstiegsworte|anfangssatz\w*|ersten satz|ersten satze|opening (line|sentence|words)|first (line|sentence|words)|opener)\b/;

export interface CoachOptions {
  /** The safety layer already pointed to the experts this turn: no second expert hint. */
  expertAlreadyLinked?: boolean;
  /** A possible urgent signal got the short note above the reply: no plan, proposal, tip or tool this turn. */
  caution?: boolean;
}

export function coachReply(input: AdvisorInput, lang: Lang, options: CoachOptions = {}): CoachReply {
  const t = texts[lang];
  const users = userTexts(input);
  const latest = users.at(-1) ?? '';
  const replies = assistantTexts(input);
  const earlier = replies.join('\n');
  const lastReply = replies.at(-1) ?? '';
  const party = findParty(users, lang);
  const previous = previousPhase(input);
  // "ja gerne", "yes pls", "ok mach" after an offer ("Sollen wir daraus die ersten zwei Sätze
  // machen?"): what was offered comes now, never the yes reflected back.
  const offer = isAffirmation(latest) ? offeredIn(lastReply) : null;
  // "nochmal auf Englisch", "can you write that in German?" right after a draft: that draft in the language asked for.
  const hasDraft = /(^|\n\n)_[^_]+_(\n\n|$)/.test(lastReply);
  const askedLang = draftForm(latest).lang;
  const translateTo =
    hasDraft && askedLang !== null && askedLang !== lang && words(latest).length <= 16 ? askedLang : null;
  // "shorter" right after a draft changes it: no short answer.
  // "Kürzer bitte, wir duzen uns", "tone it down a little", "cut it to two lines": any short wish
  // about the draft's length or tone right after it (a new message asked is no revision).
  // "Dr. Albers.", "30. Oktober.", "ohne die Entschuldigung", "add that I want an answer by Monday"
  // right after a draft: that draft changed, never the answer quoted back as the core.
  // ("Danke, schick ich morgen früh raus" is the user's own step, no cut.)
  const edit =
    hasDraft && !asksRevision(latest) && userRequest(latest) === null && !thanksStep(latest) && !isClosing(latest)
      ? draftEdit(latest)
      : null;
  const reviseAsked =
    hasDraft &&
    (edit !== null ||
      userRequest(latest) === 'revise' ||
      (asksRevision(latest) && (userRequest(latest) !== 'compose' || draftNamed.test(latest))));
  // A turn that neither takes up an offer nor changes the last draft.
  const plainTurn = offer === null && translateTo === null && !reviseAsked;
  // "Dienstalter.", "The rota." right after the coach's question: an answer to go on from, not
  // "nothing to go on" (coach37); "Geld", "roles" keep their own topic question.
  // "Burnout.", "Die Kinder.", "Lack of sleep." to the coach's question: the answer, taken as it is and
  // not asked what it has to do with it; the phase's next question follows (coach38, strain.ts).
  const strain =
    plainTurn && lastReply.trim().endsWith('?') && !oneWordTopic(latest) ? strainAnswer(latest, lang) : null;
  const oneWord =
    plainTurn && strain === null && lastReply.trim().endsWith('?') && !oneWordTopic(latest)
      ? namedAnswer(latest, lang)
      : null;
  // The one-word answer as the coach says it back.
  const said = oneWord === null ? null : escapeMarkdown(namedSaid(oneWord, users, lang));
  const low = plainTurn && oneWord === null && strain === null && isLowContent(latest);
  // "nö" to "Habt ihr schon darüber gesprochen?", "yep" to "Are you still talking normally?": an answer.
  const closed = low && replies.length > 0 ? closedQuestion(lastReply, lang) : undefined;
  const yesNo = closed ? yesNoOf(latest) : null;
  const answeredKind = yesNo && closed ? closed.kind : null;
  const thanks = offer === null && isThanks(latest);
  // "geld", "roles" as a whole answer (null otherwise): a topic named, not something to reflect.
  const latestTopicWord = oneWordTopic(latest);
  const asking = !low && isDirectQuestion(latest);
  // Help with the wording, a decision, where to start, "am I overreacting": answered first.
  const read = offer ? offerRequests[offer] : translateTo || reviseAsked ? 'revise' : low ? null : userRequest(latest);
  // "Kürzer bitte" changes the last draft; without one there is nothing to change.
  // "kannst du es kürzer formulieren?" with no draft yet: the draft itself.
  // "a better first two sentences": as many sentences as asked, in the user's situation.
  // "Kannst du mir einen Einstiegssatz formulieren?", "write me an opening line": the first sentence
  // for the talk, not a message to send.
  const asked0 =
    read === 'revise' && !hasDraft
      ? 'compose'
      : (read === 'wording' && draftForm(latest).count !== null) ||
          (read === 'compose' && openingLineAsked.test(fold(latest)))
        ? 'opening'
        : read;
  const facts = userFacts(users, party);
  // "Nein, das meinte ich nicht, es geht um …": a correction of the coach, taken before anything else is read into it.
  const correction = replies.length > 0 ? correctionOf(latest) : null;
  // While crisis help is active in the conversation the turn is about the person, not the
  // conflict: no proposal and no plan is worked with ("vielleicht" is no proposal there anyway).
  // The short note this turn counts too: "I'll put him in the hospital" is no plan to time.
  const crisisShown = options.caution === true || shownInEither(earlier, (l) => texts[l].crisis.lines[0] as string);
  // The harassment answer was given (the user is the one affected): no two-sided coaching after it.
  // Self-doubt is met with "Du übertreibst nicht" (once), never "ob du überreagierst, kann ich nicht beurteilen".
  const affected = shownInEither(earlier, (l) => safetyTexts[l].harassment.intro);
  const care0 = safetyTexts[lang].harassmentCoaching;
  const validate =
    affected && !earlier.includes(care0.validate) && (asked0 === 'overreacting' || selfDoubt.test(fold(latest)));
  const request = affected && asked0 === 'overreacting' ? null : asked0;
  // A proposal of the user's own is worked with, even when it is phrased as a question.
  const proposal = low || request || crisisShown || correction !== null ? null : userProposal(latest);
  // A plan the user states is worked with; the follow-up stays with it until it is complete.
  const planMode =
    !crisisShown &&
    correction === null &&
    facts.plan !== null &&
    !asking &&
    (facts.planIsNew || previous === 'next_step');
  const proposalMode = proposal !== null && !(planMode && facts.planIsNew);
  // What a request says the message or talk must not feel like ("ohne dass er sich bloßgestellt
  // fühlt", "without her feeling accused") is a worry about the talk, no sign of escalation.
  const stage = estimateStage(
    users.map((text) => (userRequest(text) !== null ? text.replace(/\b(?:ohne|without)\b[^.!?]*/giu, '') : text)),
  );
  const phase =
    planMode && facts.planIsNew
      ? 'next_step'
      : proposalMode
        ? previous === 'options' || previous === 'next_step'
          ? 'next_step'
          : 'options'
        : low || thanks || asking || request || offer
          ? (previous ?? 'situation')
          : nextPhase(previous, latest, facts);
  // "stop asking me how I feel": no feeling is reflected for the rest of the conversation.
  const noFeelings = users.some((text) => userRequest(text) === 'concrete');
  // Right after the crisis reply the person comes first: no tip, no tool, no conflict question.
  // A message that plainly goes on with the conflict (a question or a request) is coached: the help stays above the reply, the conflict is not put off.
  // One of the last two replies is the crisis reply or its follow-up.
  const recentReplies = replies.slice(-2).join('\n');
  const afterCrisisReply = (['de', 'en'] as const).some(
    (l) =>
      recentReplies.includes(texts[l].crisis.intro.slice(0, 60)) ||
      safetyTexts[l].crisisFollowUp.some((variant) => recentReplies.includes(variant.question)),
  );
  const goesOnWithConflict = asking || request !== null;
  const afterCrisis = afterCrisisReply && !goesOnWithConflict;
  const seed = users.join('\n');
  const blocks: string[] = [];
  const knowledgeIds: string[] = [];
  const links: AdvisorLink[] = [];

  // The first reply of a session refers to earlier sessions (premium) and the latest results (the
  // stored ones, or the one a result page handed to the public chat).
  if (replies.length === 0) {
    const memory = input.mode === 'premium' ? memoryLine(input, lang) : null;
    if (memory) blocks.push(memory);
    const results = resultLines(contextResults(input), lang);
    if (results.length > 0) blocks.push(results.join(' '));
  }

  // "Danke, schick ich morgen früh raus", "Thanks, I'll bring it to Thursday's sync": the user's own
  // step named in the coach's words and the time they said, never the thanks quoted, no question.
  const step = replies.length > 0 && !request && !afterCrisis ? thanksStep(latest) : null;
  if (step)
    return {
      text: t.closing.step(step.kind, step.when),
      phase: previous ?? 'next_step',
      links: [],
      knowledge: [],
      glaslStage: stage,
    };

  // "Passt, danke", "I think we're good": a short goodbye with what they take away, no new question.
  // A thank-you alone ("ok danke", "Cool, thanks") is never quoted back: a short close and the offer to go on.
  const thanksAlone = thanks && !latest.includes('?') && !afterCrisis;
  if (replies.length > 0 && !request && (isClosing(latest) || thanksAlone)) {
    const plan = facts.plan
      ? planQuote(facts.plan, party, { maxWords: 24, isKey: (clause) => statedPlan(clause) !== null })
      : '';
    return {
      text: isClosing(latest) ? (plan ? t.closing.withPlan(plan) : t.closing.plain) : t.closing.thanks(plan || null),
      phase: previous ?? 'next_step',
      links: [],
      knowledge: [],
      glaslStage: stage,
    };
  }

  // A message only about the user's own state ("einfach nur platt nach dieser Woche") has no
  // conflict topic: the state acknowledged and one question about what would relieve it, no tip,
  // no conflict tool and no question about the other side.
  if (!request && !asking && offer === null && !afterCrisis && isOwnStateOnly(latest)) {
    const state = ownState(latest);
    const ack = state && !earlier.includes(t.ownState[state]) ? t.ownState[state] : t.stateOnly.ack;
    const question = t.stateOnly.questions.find((text) => !earlier.includes(text)) ?? t.stateOnly.questions[0];
    return {
      text: `${ack}\n\n${question}`,
      phase: previous ?? 'situation',
      links: [],
      knowledge: [],
      glaslStage: stage,
    };
  }

  // An ordinary message (no request, plan, proposal or question alone): reflected below, or, on
  // the first reply with a topic the knowledge base knows, named in the coach's own words.
  let ordinary: { reflection: string; feelingText: string | null; quote?: string; told?: string } | null = null;
  let artefact: { text: string; question: string } | null = null;
  let correctedActor: ReturnType<typeof actorOf> = null;
  if (request === 'practise') {
    // "Kann ich das mit dir üben?", "Kannst du mal Jana spielen?": the role-play starts at once;
    // the next turns are the rehearsal.
    const yes =
      t.requests.practise.answers.find((answer) => !earlier.includes(answer)) ?? t.requests.practise.answers[0];
    // "meiner Mitgründerin Sarah": the name goes with the party ("deine Mitgründerin Sarah").
    const name = partyName(users, party);
    // "Kannst du mal Jana spielen?": the person named in the request is the persona.
    const persona = namedPersona(latest);
    const counterpart =
      persona ?? (party ? `${party.accusative}${name ? ` ${name}` : ''}` : t.roleplay.defaultCounterpart);
    // "Ich fang an: '…'": the user's first line is answered in role instead of the persona's opening.
    const line = startsWithOwnLine.test(latest) ? firstRoleplayLine(latest) : null;
    const answer = line ? personaReply(line, lang, seed, replies) : t.roleplay.chatOpening;
    return {
      text: `${yes} ${t.roleplay.chatIntro(escapeMarkdown(counterpart))}\n\n${answer}`,
      phase: previous ?? 'next_step',
      links: [],
      knowledge: [],
      glaslStage: stage,
    };
  }
  if (offer === 'record' || offer === 'prepare') {
    blocks.push(t.offers[offer]);
  } else if (validate) {
    blocks.push(care0.validate);
  } else if (request === 'suggest' || request === 'concrete' || request === 'repair') {
    // After a draft written for a purpose the user named, the next step is built from it: whom to
    // send it to and the talk it proposes (when, with whom, in the user's words), not the topic's tip.
    const fromPurpose = request === 'suggest' ? purposeNextStep(users, lang, party) : null;
    // Something concrete from what the coach knows of the topic, never the insult quoted back.
    const advice = fromPurpose ?? adviceFor(users, lang, earlier, party, facts.lead);
    const answers = fromPurpose
      ? [fromPurpose]
      : t.requests[request].answers.map((answer) => answer.replace('{advice}', advice));
    const fresh = t.requests[request].answers.findIndex(
      (answer) => !earlier.includes(answer.split('{advice}')[0] as string),
    );
    blocks.push(answers[Math.max(fresh, 0)] as string);
  } else if (request && isHelpRequest(request)) {
    // A structure, what to do until then, what if it goes wrong, an honest view, a choice.
    const answer = helpAnswer(request, { latest, lang, party, facts, stage, earlier });
    if (!earlier.includes(answer.slice(0, 60))) blocks.push(answer);
  } else if (request === 'revise') {
    blocks.push(
      translateTo
        ? translatedDraft(users, translateTo, lang)
        : edit
          ? editAnswer(edit, lang, lastReply)
          : revisedDraft(users, lang, party, facts, lastReply),
    );
  } else if (request === 'opening') {
    // A first sentence in the user's own situation, never a template with gaps; "drei Sätze" gets three.
    const sized = sizedOpening(openingDraft(users, lang, party, facts), latest, lang, facts);
    const intro = sized.several
      ? t.compose.intro
      : (occasionIntro(latest, lang) ??
        t.opening.intros.find((text) => !earlier.includes(text)) ??
        t.opening.intros[0]);
    blocks.push(`${intro}\n\n_${escapeMarkdown(sized.text)}_`);
  } else if (request === 'options') {
    blocks.push(optionsAnswer(users, lang, party, facts, earlier));
  } else if (request === 'recap') {
    blocks.push(recapAnswer(users, lang, party, facts));
  } else if (request === 'pointers') {
    blocks.push(pointersAnswer(users, lang, party, facts, earlier));
  } else if (request === 'nextstep') {
    blocks.push(ledNextStep(nextStepAnswer(users, lang, party, facts), latest, lang));
  } else if (request === 'artefact') {
    // An agenda, a checklist, rules, a template, talking points, scenarios …: written from what the
    // user told (who, when, what it is about), with its own question after it.
    const told = users.find(
      (text) => words(text).length >= 6 && userRequest(text) === null && !/\?\s*$/.test(text.trim()),
    );
    // The clause where something happens, not the user's introduction ("I sit on the board of …").
    const core = told
      ? coreQuote(told, party, { maxWords: 18, isKey: (clause) => !/^(i|ich|wir|we)\b/i.test(clause.trim()) })
      : '';
    const matter = core
      ? `${lang === 'de' ? '„' : '“'}${core.replace(/[?!.…\s]+$/, '')}${lang === 'de' ? '“' : '”'}`
      : null;
    artefact = artefactAnswer({
      kind: artefactKind(latest) ?? 'checklist',
      latest,
      users,
      lang,
      party,
      name: partyName(users, party),
      facts,
      when: talkTime(users, lang),
      matter,
    });
    blocks.push(artefact.text);
  } else if (request) {
    // The user's own draft ("here's my draft: '…' too cold?") is worked with; a request made
    // again gets a shorter answer, never the first one word for word.
    const { answers } = t.requests[request];
    // "einen Call zum Thema „wie wir nach dem Umzug arbeiten“": a quote that names the subject is no draft.
    const draft =
      request === 'wording' || request === 'compose'
        ? [...latest.matchAll(quotedSpeech)]
            .filter((match) => !quoteIsSubject(latest, match.index))[0]
            ?.slice(2)
            .find(Boolean)
        : undefined;
    // A few words in quotation marks ("nicht wieder nur 'passt schon'") are someone's words, not a draft.
    const first = draft ? sentences(draft)[0]?.replace(/[.!?…\s]+$/, '') : undefined;
    const opening = first && words(first).length >= 4 ? first : undefined;
    if (opening) blocks.push(t.requests.draft.replace('{quote}', escapeMarkdown(opening)));
    else if (request === 'compose') {
      // "… und sag mir, wann ich sie schicken soll": the message from the first request alone, the second answered after it.
      const asks = splitAsks(latest);
      if (asks?.second.kind === 'options') blocks.push(optionsAnswer(users, lang, party, facts, earlier));
      // (After options the message request reads its form and purpose well from the whole message.)
      const alone = asks && asks.second.kind !== 'options' ? [...users.slice(0, -1), asks.first] : users;
      const draft = composeDraft(alone, lang, party, facts, affected);
      // "in Stichpunkten", "in bullet points": the draft's sentences as a list, without greeting and sign-off.
      blocks.push(
        draftForm(latest).bullets && !affected
          ? `${t.compose.bulletsIntro}\n\n${asBullets(draft)}`
          : `${composeIntro(latest, lang) ?? t.compose.intro}\n\n_${draft}_`,
      );
      if (asks?.second.kind === 'when') blocks.push(t.secondAsk.sendWhen);
      else if (asks?.second.kind === 'whether') blocks.push(t.secondAsk.whether(toUser(asks.second.clause, lang)));
      else if (asks?.second.kind === 'whatif')
        blocks.push(helpAnswer('whatif', { latest: asks.second.text, lang, party, facts, stage, earlier }));
    } else {
      const answer = answers.find((text) => !earlier.includes(text.split('\n\n')[0] as string));
      // The example is a first sentence in the user's own situation, never a template with gaps.
      // "wie sag ich ihm höflich, dass ich am Wochenende nicht erreichbar bin": the example says that (asked.ts).
      const told = request === 'wording' ? toldSentence(latest, lang) : null;
      if (answer)
        blocks.push(
          answer.replace('{example}', `_${escapeMarkdown(told ?? openingDraft(users, lang, party, facts))}_`),
        );
    }
  } else if (thanks) {
    blocks.push(t.thanks);
  } else if (low && yesNo) {
    // The answer said back, in words no earlier reply used (none when both were used).
    const ack = answeredKind
      ? t.answered.kinds[answeredKind][yesNo].ack
      : t.answered[yesNo].find((line) => !earlier.includes(line));
    if (ack && !earlier.includes(ack)) blocks.push(ack);
  } else if (strain !== null) {
    const strainSaid = escapeMarkdown(namedSaid(strain, users, lang));
    const acks = t.strainAnswer.map((ack) => ack.replace('{answer}', strainSaid));
    blocks.push(acks.find((ack) => !earlier.includes(ack.slice(0, 24))) ?? (acks[0] as string));
  } else if (said !== null) {
    blocks.push(t.namedAnswer.ack.replace('{answer}', said));
  } else if (low) {
    // A different way in each time, never the same words twice: when every framing was used,
    // the easier question stands alone.
    const start = hash(seed) % t.lowContent.length;
    const fresh = t.lowContent.map((_, i) => t.lowContent[(start + i) % t.lowContent.length] as string);
    const framing = fresh.find((line) => !earlier.includes(line));
    // "ja gerne", "go on" with nothing offered: no "Kein Problem, …" for a yes, the question goes on.
    if (framing && !(isAffirmation(latest) && words(latest).length > 1)) blocks.push(framing);
  } else if (planMode && facts.planIsNew) {
    // A plan is quoted whole where it fits ("…, dass wir ein Vesting über 4 Jahre machen und die Differenz … ausgleichen").
    const quote = planQuote(latest, party, { isKey: (clause) => statedPlan(clause) !== null, maxWords: 24 });
    blocks.push(chooseReflection(lang, seed, earlier, t.planAck).replace('{quote}', quote));
  } else if (proposalMode && proposal) {
    const quote = coreQuote(proposal, party, { isKey: (clause) => userProposal(clause) !== null, maxWords: 18 });
    blocks.push(chooseReflection(lang, seed, earlier, t.proposalAck).replace('{quote}', quote));
  } else if (asking && sentences(latest).filter((sentence) => words(sentence).length > 2).length <= 1) {
    // A question alone ("Wie bereite ich das vor?", "egal. wie teilen wir den Pitch auf?") is not reflected back.
  } else if (latestTopicWord !== null) {
    // "geld", "roles": not echoed back ("Ich höre vor allem heraus: „Geld“"); the question asks about that topic.
  } else if (correction !== null) {
    // "Nein, das meinte ich nicht, es geht um …": the correction taken and the corrected basis said
    // back from the coach's side, never the user's words quoted (a clause that cannot be said back: the thanks alone).
    // "Er mischt sich in meine Produktplanung ein, nicht ich in seinen Vertrieb": the first clause where the whole cannot be said back.
    const said = correction ? (restate(correction, lang) ?? restate(correction.split(/[,;]/)[0] ?? '', lang)) : null;
    correctedActor = said ? actorOf(said, lang) : null;
    const basis = said ? t.corrected.basis.replace('{clause}', escapeMarkdown(said.replace(/[.!]+$/, ''))) : '';
    ordinary = { reflection: [t.corrected.ack, basis].filter(Boolean).join(' '), feelingText: null };
  } else if (words(latest).length <= 6 && echoedShortAnswer(users, lastReply)) {
    // Note-style answers ("firmenkarte. hotels, essen") are not echoed back whole every turn.
  } else {
    // What the user tells the coach to do ("Mach es kürzer", "write a Slack post …") is no core to reflect.
    const told = sentences(latest)
      .filter((sentence) => !isCommand(sentence) && !switchesLanguage(sentence))
      .join(' ');
    const feeling = noFeelings ? undefined : findFeelings(told)[0];
    // "Idk, I guess old habits", "Keine Ahnung, vielleicht …": the guess without its hedges, said as a guess.
    const hedged = hedgedGuess(told, lang);
    const core = hedged?.text ?? told;
    const quote = core ? coreQuote(core, party, { preferFacts: feeling !== undefined, isKey: namesTopic }) : '';
    const weighty = feeling !== undefined || estimateStage([latest]) !== null;
    // A later statement is said back from the coach's side ("Du hast ihn schon im letzten 1:1
    // angesprochen", "your head chef changes the rota …"), not quoted: what it adds (a person, an
    // attempt, a date, a feeling) is then named in the coach's own words (issue 22, coach27b). Only
    // a whole clause that restate.ts can shift for certain; otherwise it is quoted as before.
    // Someone else's words in single quotes ("he went 'ach komm …'") and a clause with words of the
    // other language ("weiß nicht, sorry, I don't know") stay the user's own, quoted.
    const plain = quote.replace(/\\(.)/g, '$1');
    const said =
      quote &&
      replies.length > 0 &&
      !asking &&
      !options.caution &&
      !/(^|\s)['‘‚]/.test(plain) &&
      !otherTongue[lang].test(plain) &&
      !offeredIdea.test(latest) &&
      // A hedged guess stays the user's guess, quoted as one ("Du vermutest: „…“").
      !hedged?.guess &&
      opensSentence(plain, told)
        ? restatedClause(plain, told, lang, party)
        : null;
    // Where the core clause cannot be said back, the statement's first fact is, short, in the coach's
    // words (a time, a fact with no one acting, a subject set off by a name): quoted, what the turn
    // added stood only in the user's words (coach31).
    const fact =
      said === null &&
      quote &&
      replies.length > 0 &&
      !asking &&
      !options.caution &&
      !/(^|\s)['‘‚]/.test(told) &&
      !otherTongue[lang].test(told) &&
      !offeredIdea.test(latest) &&
      !hedged
        ? saidFact(told, lang)
        : null;
    // A short answer of facts and numbers ("60/40, er hat die 60", "like 20-30 min, 3 times a week")
    // is said back whole, person turned, not quoted (coach38b, told-numbers.ts).
    const numbers =
      said === null &&
      fact === null &&
      quote &&
      replies.length > 0 &&
      !asking &&
      !options.caution &&
      !/(^|\s)['‘‚]/.test(told) &&
      !otherTongue[lang].test(told) &&
      !offeredIdea.test(latest) &&
      !hedged
        ? numberFactSaid(told, lang)
        : null;
    const saidBack0 = said ?? fact ?? numbers;
    const saidBack = saidBack0 && lang === 'de' ? capitalUnits(saidBack0) : saidBack0;
    const reflection = saidBack
      ? chooseReflection(lang, seed, earlier, t.reflectSaid).replace('{quote}', escapeMarkdown(saidBack))
      : quote
        ? chooseReflection(lang, seed, earlier, hedged?.guess ? t.reflectGuess : t.reflect, weighty).replace(
            '{quote}',
            quote,
          )
        : '';
    // A reflection that already names the feeling in the coach's words ("Das macht dich echt wütend.",
    // "You are disappointed.") is followed by the need behind it, not by the same feeling again.
    const named = feeling ? fold(lang === 'de' ? feeling.de : feeling.en) : '';
    const stem = named.slice(0, Math.max(5, named.length - 2));
    // Only a reflection in the coach's words: a quote ("„Sie fühlt sich kontrolliert“") is the
    // user's, and the feeling sentence is then the first the coach says of it.
    const repeated = feeling !== undefined && stem.length >= 4 && saidBack !== null && fold(saidBack).includes(stem);
    const feelingText = feeling
      ? repeated
        ? t.feelingNeed(lang === 'de' ? feeling.needDe : feeling.needEn)
        : lang === 'de'
          ? t.feeling(feeling.de, feeling.needDe)
          : t.feeling(feeling.en, feeling.needEn)
      : null;
    ordinary = { reflection, feelingText, quote, told };
  }

  // Knowledge for what the latest message is about, each entry once per conversation.
  // Only a topic the message names in its own phrases: a shared word with an entry's text
  // ("seed stage" and Glasl's stages) is no reason for a tip.
  // A plan the user just stated is worked with, not answered with a tip (its words name many topics).
  // A correction puts the facts right: no new tip or tool read from its words.
  const retrieving = !(
    correction !== null ||
    low ||
    strain !== null ||
    thanks ||
    request ||
    offer ||
    proposalMode ||
    afterCrisis ||
    options.caution ||
    (planMode && facts.planIsNew)
  );
  // A sentence that only switches the language ("let me switch to English") names no topic.
  const topicText = sentences(latest)
    .filter((sentence) => !switchesLanguage(sentence))
    .join(' ');
  const retrieved = retrieving ? retrieve(topicText, lang).filter((hit) => hit.cues > 0) : [];
  const fits = (hit: Hit) =>
    !(foundersTogether.has(hit.entry.id) && (facts.lead || users.some((text) => soloFounder.test(fold(text))))) &&
    !(teamTips.has(hit.entry.id) && outsideTeam(users)) &&
    !earlier.includes(t.tipIntro(hit.entry[lang].title)) &&
    !earlier.includes(t.pointsIntro(hit.entry[lang].title));
  // The first reply to an ordinary message is useful at once: the situation in the coach's own
  // words, the knowledge entry's thought for it and a question that moves this case forward,
  // never the user's words echoed back with a stock question (issue 22, held-out4). Only a topic
  // the message names in a cue: a score alone ("plan every sprint") gave tips beside the point.
  // A frame for the message's direction (situation-fit.ts: the user leaving or accused, …), else the reflection.
  // A case named outright (unequal effort, a decision taken alone, family in the company, anger
  // kept in, two others at odds told by one who leads) is the entry's case even where no cue of the
  // entry's own names it ("während mein Mitgründer um sechs den Laptop zuklappt").
  const named = replies.length === 0 && retrieving ? namedCases(topicText, facts.lead) : [];
  const hits: Hit[] = [
    ...retrieved,
    ...(replies.length === 0 && retrieving ? namedKinds(topicText, facts.lead) : [])
      .filter((id) => !retrieved.some((hit) => hit.entry.id === id))
      .flatMap((id) => knowledge.filter((entry) => entry.id === id).map((entry) => ({ entry, score: 0, cues: 1 }))),
  ];
  const found = hits.find((hit) => fits(hit) && named.includes(hit.entry.id)) ?? hits.find(fits);
  // An investor or board member who tells of the founders in a first message no cue reads: the
  // investor's way (the board, the updates, the founders directly) is the thought for any topic.
  // No frame: the entry's frame speaks of an investor who presses the user.
  const roleEntry =
    !found && ordinary !== null && replies.length === 0 && retrieving && !asking && userRole(users) === 'investor'
      ? knowledge.find((entry) => entry.id === 'investor-pressure')
      : undefined;
  // A first message no cue reads but whose words the retrieval index scores high for one entry
  // ("building his own AI note-taking app" and commitment's side projects): that entry's thought.
  // Only a clear score: a low one ("plan every sprint") gave tips beside the point.
  const scoredEntry =
    !found && !roleEntry && ordinary !== null && replies.length === 0 && retrieving && !asking
      ? retrieve(topicText, lang, { minScore: clearScore, limit: 1 }).find(fits)
      : undefined;
  const top: Hit | undefined = found ?? (roleEntry ? { entry: roleEntry, score: 0, cues: 0 } : scoredEntry);
  const frame =
    ordinary !== null && replies.length === 0 && !asking && !options.caution && found
      ? frameFor(found.entry.id, latest, facts.lead)
      : null;
  const situation = frame ? t.situation[frame] : undefined;
  // "… and I'm doing all the investor calls alone": what the user carries alone is named after the frame.
  const carried = situation ? carriedTask(latest, lang) : null;
  // "Ich komme gerade aus einer langen Nachtschicht, und jetzt …": the user's own state first, once.
  const state = ownState(latest);
  const stateText = state && !earlier.includes(t.ownState[state]) ? t.ownState[state] : '';
  // The first reply to an ordinary message that is no known situation, whether or not a knowledge
  // entry matched (the restatement then stands for the quoted reflection) ("hat auf der Bits & Pretzels unser
  // Produkt vorgestellt", "wants to move the company to Lisbon"): who did what, said back from the
  // coach's side instead of quoted, and a question about what matters to the user in it.
  // A core cut from its sentence ("Zwei meiner Entwickler, Sven und Aylin") cannot be said back:
  // then the first whole sentence that can ("Zwei deiner Entwickler, Sven und Aylin, gehen sich …").
  // "Mein Chef, der mir jeden Abend Aufgaben schickt, erwartet …": the matter of the relative clause
  // said back as the main clause ("Dein Chef schickt dir jeden Abend Aufgaben und erwartet …"), not
  // the person alone (coach38, relative.ts).
  const relativeSaid =
    ordinary?.quote && !situation && replies.length === 0 && !asking && !options.caution
      ? (sentences(ordinary.told ?? '')
          .map((sentence) => relativeMain(sentence, lang))
          // Built with its subject, so no check for someone acting: "Ein Koch will …" is said back too.
          .map((built) => (built ? { said: restate(built.main, lang), subjectWords: built.subjectWords } : null))
          .find(
            (built): built is { said: string; subjectWords: number } => !!built?.said && words(built.said).length >= 5,
          ) ?? null)
      : null;
  const greeted =
    ordinary?.quote && !situation && replies.length === 0 && !asking && !options.caution
      ? (relativeSaid?.said ??
        restatedClause(ordinary.quote, ordinary.told ?? '', lang, party) ??
        sentences(ordinary.told ?? '')
          // Who the user is or where they work ("Ich bin Praxismanagerin in …", "I co-own a clinic …")
          // is the setting, not the conflict told after it.
          .filter((sentence) => !settingClause(sentence.replace(/[.!?]+$/, '')))
          // A title in the other language ("Head of Operations") stays the user's quote, not the coach's words.
          .filter(
            (sentence) =>
              words(sentence).length <= 32 &&
              !(lang === 'de' ? /\b(of|the|and|for)\b/i : /\b(der|die|das|und|für)\b/i).test(sentence),
          )
          .map((sentence) => restatedClause(sentence, sentence, lang, party))
          .find((said): said is string => said !== null) ??
        // "Wir kriegen uns jedes Mal in die Haare, wenn …, weil …": a sentence too long or too
        // tangled to say back whole still has its main clause before the first comma (coach29).
        sentences(ordinary.told ?? '')
          .map((sentence) => sentence.split(/,\s+/)[0] as string)
          // Not a clause that only leads into what follows ("ich muss ihm sagen, dass …"), nor one
          // written all in lower case, whose German nouns would be said back small.
          .filter(
            (clause) =>
              !subordinateStart.test(clause) &&
              !leadsInto.test(clause) &&
              (lang !== 'de' || /\s\p{Lu}/u.test(clause)) &&
              !settingClause(clause),
          )
          .map((clause) => restatedClause(clause, ordinary.told ?? '', lang, party))
          .find((said): said is string => said !== null) ??
        null)
      : null;
  // "Hello, you manage a home care service …": the greeting is no part of what is said back.
  const restated = greeted?.replace(greetingLead, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase()) || null;
  // An opening that tells only who the user is ("Du leitest HR …", "You run a franchise …") says
  // back the clause of the message where someone else acts, when it has one; whoever acts in the
  // clause said back is asked about by the user's own words for them ("euer Vertriebsleiter",
  // "your biggest client"), on any topic, instead of a question that fits any message.
  // Nothing said back at all (a clause that cannot be, a setting sentence): the clause where someone acts.
  // "You and your cofounder are splitting …": the user is half of a subject of two, no setting;
  // the clause where the other acts alone would cut the subject ("Your cofounder are …", coach38b).
  const acting =
    (restated && /^(du|ihr|you)\b/i.test(restated) && !/^(du|you) (und|and)\b/i.test(restated)) ||
    (!restated && ordinary?.quote && !situation && replies.length === 0 && !asking && !options.caution)
      ? actorClauses(ordinary?.told ?? '', lang).find(({ said }) => !settingClause(said))
      : undefined;
  const saidBack = acting?.said ?? restated;
  const actor = acting?.actor ?? (restated ? actorOf(restated, lang) : null);
  // No knowledge entry knows the topic: the matter in the user's own nouns ("Ofenstraße", "render
  // farm") gets a thought of the coach's own and a question only this conversation could get, instead
  // of a good outcome in general, which fits any conflict (issue 22, coach23a). Where a knowledge
  // entry gives the thought, the matter still makes the question this conversation's own (coach24b).
  // "Dein Mitgründer und du streitet über …": no one acts alone; the matter is read from the pair.
  const atOdds = ordinary && saidBack && !actor && !situation ? togetherOf(saidBack, lang) : null;
  // "He keeps rewriting your copy …", "Sie blockiert jede Code-Review …": a pronoun is whom the matter's question names.
  const pronoun = ordinary && saidBack && !actor && !atOdds && !situation ? pronounActor(saidBack, lang) : null;
  const acts: Actor | null = actor ?? pronoun;
  // "Wir streiten uns …", "We keep fighting …" said back as "Ihr …"/"You …": the user and the other
  // side together, whose matter is read after "ihr"/"you" and whose question asks for both (coach29).
  const weSaid =
    ordinary !== null &&
    saidBack !== null &&
    !situation &&
    !acts &&
    !atOdds &&
    (lang === 'de' ? /^Ihr\s/ : /^You\s/).test(saidBack) &&
    /^(wir|we)\b/i.test((ordinary.told ?? '').replace(greetingLead, '').trim());
  const pair: Actor | null = weSaid
    ? { who: lang === 'de' ? 'ihr' : /^You both\b/.test(saidBack ?? '') ? 'you both' : 'you', plural: true }
    : null;
  const strictMatter =
    ordinary && saidBack && !situation
      ? acts
        ? matterOf(saidBack, acts, lang)
        : atOdds
          ? matterOf(saidBack, atOdds.pair, lang)
          : pair
            ? matterOf(saidBack, pair, lang)
            : null
      : null;
  // No matter read after the one who acts, or no one acting named ("Nobody … does the dishes", "Eine
  // Kollegin tauscht ständig Schichten …"), and no knowledge entry on the topic: the user's own nouns,
  // read loosely from the clause said back, else from the whole message, so the question is this
  // conversation's own instead of one any conflict could get (coach29).
  const looseLabel =
    ordinary && saidBack && !situation && !strictMatter && !top && replies.length === 0 && !asking && !options.caution
      ? (looseMatter(
          // The matter of a relative clause said back is read after its subject ("Ein Koch | will die Hygieneregeln …").
          relativeSaid && saidBack === relativeSaid.said && !acts
            ? saidBack.split(' ').slice(relativeSaid.subjectWords).join(' ')
            : afterActor(saidBack, acts),
          lang,
        ) ??
        sentences(ordinary.told ?? '')
          .map((sentence) => looseMatter(sentence, lang))
          .find((label): label is string => label !== null) ??
        null)
      : null;
  const matter = strictMatter ?? (looseLabel ? { kind: 'act' as const, label: looseLabel } : null);
  // Whom the matter's question names: the one who acts, or the other side of the pair.
  const matterParty = acts ?? atOdds?.other ?? null;
  // "…, es geht um unseren Gebietsleiter": only the person is named, the conflict not told yet.
  const whom =
    ordinary && replies.length === 0 && !top && !situation && !asking && !options.caution
      ? aboutWhom(ordinary.told ?? '', lang)
      : null;
  // Only where the user stands, with someone named: what is going on between the two is asked.
  const settingOnlyName =
    ordinary && replies.length === 0 && !top && !situation && !asking && !options.caution && !matter && !whom && !actor
      ? settingName((ordinary.told ?? '').replace(greetingLead, ''), lang, settingClause)
      : null;
  if (ordinary) {
    const opening = situation
      ? [situation.frame, carried ? t.carried(carried) : ''].join(' ').trim()
      : saidBack
        ? [
            t.restated.opening.replace('{clause}', escapeMarkdown(saidBack)),
            matter && !top ? t.restated.thought[matter.kind].replace('{topic}', escapeMarkdown(matter.label)) : '',
            whom ? t.restated.aboutWhom.thought.replace('{party}', escapeMarkdown(whom.accusative)) : '',
            settingOnlyName ? t.restated.settingOnly.thought.replace('{name}', escapeMarkdown(settingOnlyName)) : '',
          ]
            .filter(Boolean)
            .join(' ')
        : ordinary.reflection;
    // Told of a hard night, the feeling read from it ("exhausted … relief") says the same again.
    const reflected = [stateText, opening, stateText ? '' : ordinary.feelingText].filter(Boolean).join(' ');
    if (reflected) blocks.push(reflected);
  }
  if (top && asking) {
    const entry = top.entry[lang];
    blocks.push([t.pointsIntro(entry.title), ...entry.points.map((point) => `- ${point}`)].join('\n'));
    knowledgeIds.push(top.entry.id);
  } else if (top && frame !== 'mediation/lead') {
    // One who leads and watches two others gets the step in the frame; the entry's tip speaks to the parties.
    // A tip that speaks to founders ("unter Gründern", "co-founder disputes") gives one who is no
    // founder the step of their role: an employee's own lead, a lead's feedback talk, the board.
    const role = founderTip.test(top.entry[lang].tip) ? userRole(users) : null;
    blocks.push(`${t.tipIntro(top.entry[lang].title)} ${role ? t.roleSteps[role] : top.entry[lang].tip}`);
    knowledgeIds.push(top.entry.id);
  }

  // From stage 4 a mediator helps: say so once, with the way to the experts.
  // After harassment no tool and no mediator: the conflict analysis and mediation are two-sided.
  // While crisis help is active no tool either: the person comes first.
  if (afterCrisis) {
    // What the message says about reaching out decides the note: no praise for steps nobody took.
    const note = t.afterCrisis.notes[afterCrisisKind(latest)];
    if (!earlier.includes(note)) blocks.push(note);
  } else if (affected || crisisShown) {
    // no tool, no mediator
  } else if (stage !== null && stage >= 4 && !earlier.includes(expertPath) && !options.expertAlreadyLinked) {
    blocks.push(
      `${t.mediatorHint(stage, domainText(lang, `analysis.escalation.stages.${stage}.name`))} [${t.links.expert}](${expertPath})`,
    );
    links.push(expertLink(lang));
  } else if (
    !low &&
    strain === null &&
    !thanks &&
    !request &&
    correction === null &&
    latestTopicWord === null &&
    !offer &&
    !proposalMode &&
    !Object.values(toolLinks).some((tool) => earlier.includes(`](${tool.path})`))
  ) {
    // One tool hint per conversation: a coach, not a catalogue.
    const tool = chooseTool(hits, phase, latest, earlier);
    if (tool) {
      const link = toolLink(tool, lang);
      blocks.push(t.toolHint(link.label, link.path));
      links.push(link);
    }
  }

  const topic = conversationTopic(users, lang, 2)?.topic?.[lang] ?? null;
  const wrapUp = previous === 'next_step' && phase === 'next_step' && !low && !asking;
  const after = request === 'nextstep' ? afterTalk(users) : null;
  const ahead = request === 'nextstep' && talkAhead(users);
  const ownQuestions = after
    ? t.nextStep[after === 'badly' ? 'afterBadlyQuestions' : 'afterQuestions']
    : ahead
      ? // A time the user named is not asked for again.
        t.nextStep.beforeQuestions.slice(talkTime(users, lang) ? 1 : 0)
      : request
        ? t.requests[request].questions
        : [];
  const own = ownQuestions.find((question) => !earlier.includes(question) && !asksKnown(question, facts));
  // "geld", "roles" as a whole answer: one question about that topic.
  const wordTopic = !request && !offer ? latestTopicWord : null;
  const topicQuestion =
    wordTopic && !earlier.includes(t.topicFollowUp[wordTopic]) ? t.topicFollowUp[wordTopic] : undefined;
  // A one-word answer: the question goes on from it, in the first wording no earlier reply used.
  const namedQuestion =
    said !== null
      ? t.namedAnswer.questions
          .map((question) =>
            question.replace('{answer}', said).replace('{Answer}', said.charAt(0).toUpperCase() + said.slice(1)),
          )
          .find((question) => !earlier.includes(question))
      : undefined;
  const care = afterCrisis
    ? [t.afterCrisis.question, t.afterCrisis.next].find((question) => !earlier.includes(question))
    : options.caution && !request && !earlier.includes(t.cautionQuestion)
      ? t.cautionQuestion
      : undefined;
  // While the user is the one affected by harassment: the record, their safety, their pace, who
  // supports them; the pace question comes with the offer of a human expert.
  // A plan of the user's own keeps its questions (when, how to open, what if it goes badly).
  const affectedQuestion =
    affected && !planMode ? care0.questions.find((question) => !earlier.includes(question)) : undefined;
  if (affectedQuestion === care0.questions[2] && !earlier.includes(care0.expert('', '').slice(0, 40))) {
    const link: AdvisorLink = input.mode === 'premium' ? expertLink(lang) : directoryLink(lang);
    blocks.push(care0.expert(link.label, link.path));
    links.push(link);
  }
  const given = (text: string) => ({ text, presumes: [] as Question['presumes'], phase });
  const situationQuestion =
    situation && !earlier.includes(situation.question) && !asksKnown(situation.question, facts)
      ? situation.question
      : undefined;
  // What the user wants is asked unless they said it ("ich will …", "I want …"): then what the other side is after.
  const wantSaid = (lang === 'de' ? ownWishDe : ownWishEn).test(ordinary?.told ?? '');
  const actorQuestion = actor
    ? t.restated[wantSaid ? (actor.plural ? 'aimPlural' : 'aim') : actor.plural ? 'outcomePlural' : 'outcome'].replace(
        '{party}',
        escapeMarkdown(actor.who),
      )
    : undefined;
  // No one acts alone in the clause: the user and the other side at odds ("Meine Mitgründerin und ich
  // streiten …") are asked what they would have to agree on; the other side the message names
  // otherwise ("dein Mitgründer") is asked about as above.
  const together = party && !facts.lead && (lang === 'de' ? /\bund ich\b/i : /\band I\b/).test(ordinary?.told ?? '');
  const partyQuestion =
    party && !facts.lead
      ? together
        ? t.restated.together.replace('{party}', lang === 'de' ? party.dative : party.display)
        : t.restated[party.plural ? 'outcomePlural' : 'outcome'].replace('{party}', party.display)
      : undefined;
  // Written on behalf of a client ("Ich coache eine Gründerin, deren Mitgründer …"): the question is
  // about the client's situation, a good outcome for the client and what their counterpart would do.
  const client = ordinary && replies.length === 0 && !situation && !asking ? clientCase(latest, lang) : null;
  const clientQuestion = client
    ? t.restated[client.actor.plural ? 'clientOutcomePlural' : 'clientOutcome']
        .replace('{client}', t.restated.client[client.female ? 'female' : 'male'])
        .replace('{party}', escapeMarkdown(client.actor.who))
    : undefined;
  // After a correction whoever acts in the corrected basis is asked about, not the question before it.
  const correctedQuestion = correctedActor
    ? [
        t.restated[correctedActor.plural ? 'outcomePlural' : 'outcome'].replace(
          '{party}',
          escapeMarkdown(correctedActor.who),
        ),
      ].find((question) => !earlier.includes(question))
    : undefined;
  // An open question needs whom it concerns: the one who acts, else the other side the message names.
  const askParty = matterParty ?? (party && !facts.lead ? { who: party.display, plural: party.plural } : null);
  const matterKey =
    matter?.kind === 'whether'
      ? askParty
        ? 'whether'
        : null
      : facts.lead
        ? 'lead'
        : pair
          ? 'pair'
          : matterParty
            ? (matter?.kind ?? null)
            : 'alone';
  const matterQuestion =
    matter && matterKey
      ? t.restated.ask[matterKey][askParty?.plural ? 'several' : 'one']
          .replace('{topic}', escapeMarkdown(matter.label))
          .replace('{party}', escapeMarkdown(askParty?.who ?? ''))
      : undefined;
  // A later message that adds a worry, a new person or a number: the question names it instead of
  // a phase question any turn could get (issue 22, coach26a; added.ts).
  const added =
    ordinary?.told && replies.length > 0 && !asking && !planMode && !proposalMode && !request && !options.caution
      ? addedIn(ordinary.told, users.slice(0, -1), lang)
      : null;
  const addedQuestion = added
    ? added.kind === 'worry'
      ? t.added.worry.replace('{worry}', escapeMarkdown(added.text))
      : added.kind === 'decision'
        ? t.added.decision.replace('{decision}', escapeMarkdown(added.text))
        : added.kind !== 'person' && added.kind !== 'amount'
          ? phase in t.added[added.kind]
            ? t.added[added.kind][phase as AddedPhase].replace(
                /\{(deadline|thing|time|wish)\}/,
                escapeMarkdown(added.text),
              )
            : undefined
          : added.kind === 'person'
            ? t.added.person[added.plural ? 'several' : 'one'].replace(/\{party\}/g, escapeMarkdown(added.text))
            : t.added.amount.replace('{amount}', escapeMarkdown(added.text))
    : undefined;
  const shown = addedQuestion ? replyPhase(addedQuestion) : null;
  const addedPhase = shown && coachPhases.indexOf(shown) >= coachPhases.indexOf(phase) ? shown : null;
  // A first message on a topic of the knowledge base whose matter the clause said back does not
  // name ("kriegen uns bei jeder Produktentscheidung in die Wolle", "wants to leave and join a big
  // tech company"): the question names that topic and whom it concerns, never a good outcome in
  // general, which fits any conflict (issue 22, coach28b). Not for the investor's own way (roleEntry):
  // "investor pressure" is not what an investor who watches the founders is about.
  const onTopicLabel =
    ordinary &&
    replies.length === 0 &&
    top &&
    !roleEntry &&
    !situation &&
    !matterQuestion &&
    !asking &&
    !options.caution
      ? (top.entry.topic?.[lang] ?? null)
      : null;
  const concerned =
    acts ?? atOdds?.other ?? (party && !facts.lead ? { who: party.display, plural: party.plural } : null);
  const onTopicQuestion = onTopicLabel
    ? (facts.lead
        ? t.restated.onTopic.lead
        : concerned
          ? t.restated.onTopic[concerned.plural ? 'several' : 'one'].replace('{party}', escapeMarkdown(concerned.who))
          : t.restated.onTopic.alone
      ).replace('{topic}', escapeMarkdown(onTopicLabel))
    : undefined;
  const restatedQuestion =
    clientQuestion ??
    (whom ? t.restated.aboutWhom.question.replace('{party}', escapeMarkdown(whom.nominative)) : undefined) ??
    (settingOnlyName
      ? t.restated.settingOnly.question.replace('{name}', escapeMarkdown(settingOnlyName))
      : undefined) ??
    matterQuestion ??
    onTopicQuestion ??
    (restated ? (actorQuestion ?? partyQuestion ?? t.restated.plain) : actorQuestion);
  // A question about the person (after a crisis note, the harassment answer or a caution) asks for
  // no phase: the phase stays where it was, as the next turn reads it from the history ("ok" right
  // after such a reply must not move it).
  const held = (text: string) => ({
    text,
    presumes: [] as Question['presumes'],
    // Only a phase the history shows: one counted from the number of replies moves on by itself, so
    // with none shown (the harassment answer's questions show none) the phase stays at the start.
    phase: replyPhase(text) ?? shownPhase(input) ?? 'situation',
  });
  // After a yes or no to a closed question: the question that goes on from that answer.
  const answeredFollowUp = yesNo && answeredKind ? t.answered.kinds[answeredKind][yesNo].question : undefined;
  const answeredQuestion = answeredFollowUp && !earlier.includes(answeredFollowUp) ? answeredFollowUp : undefined;
  const asked = care
    ? held(care)
    : affectedQuestion
      ? held(affectedQuestion)
      : artefact && !earlier.includes(artefact.question)
        ? given(artefact.question)
        : own
          ? given(own)
          : correctedQuestion
            ? given(correctedQuestion)
            : situationQuestion
              ? { text: situationQuestion, presumes: [] as Question['presumes'], phase: 'parties' as CoachPhase }
              : restatedQuestion
                ? { text: restatedQuestion, presumes: [] as Question['presumes'], phase: 'situation' as CoachPhase }
                : topicQuestion
                  ? { text: topicQuestion, presumes: [] as Question['presumes'], phase: 'parties' as CoachPhase }
                  : namedQuestion
                    ? given(namedQuestion)
                    : answeredQuestion
                      ? { text: answeredQuestion, presumes: [] as Question['presumes'], phase }
                      : addedQuestion && addedPhase && !earlier.includes(addedQuestion)
                        ? { text: addedQuestion, presumes: [] as Question['presumes'], phase: addedPhase }
                        : chooseQuestion({
                            lang,
                            phase,
                            party,
                            topic,
                            seed,
                            earlier,
                            wrapUp,
                            low,
                            facts,
                            planMode,
                            proposalMode,
                            heated: (stage ?? 0) >= 3,
                            oneSided: affected && !planMode,
                          });
  // When the questions for the person affected are used up, the phase's question, but never one
  // that is two-sided (steps fair to both sides, a joint talk, working well together later): the
  // choice leaves those out; when nothing else is left, the pace question.
  const question = affected && !planMode && asked.presumes.includes('twoSided') ? care0.questions[2] : asked.text;
  blocks.push(question as string);

  return { text: blocks.join('\n\n'), phase: asked.phase, links, knowledge: knowledgeIds, glaslStage: stage };
}
