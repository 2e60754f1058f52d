// The offline coach's reply to a normal turn: reflect the user's own words and feelings, add
// what the knowledge base knows when it fits, recommend one of the product's tools, and ask
// exactly one open question that moves the conversation to its next phase. Deterministic: the
// same conversation always gets the same reply; choices among variants hash the user's words.
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
  coreQuote,
  coversPhase,
  escapeMarkdown,
  estimateStage,
  findFeelings,
  findParty,
  isDirectQuestion,
  isLowContent,
  isThanks,
  statedPlan,
  userFacts,
  userRequest,
  type Facts,
  type Party,
} from './analysis';
import type { KnowledgeEntry } from './knowledge';
import { namesTopic, retrieve, type Hit } from './retrieval';
import { fold, hash, quotedSpeech, sentences } from './text';
import { texts, type AdvisorTexts } from './texts';
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

/** Where "talk to an expert" leads: the premium advisor, whose handoff prepares the request. */
export const expertPath = '/chat-advisor?handoff=1';

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

const userTexts = (input: AdvisorInput) => input.messages.filter((m) => m.role === 'user').map((m) => m.content);
const assistantTexts = (input: AdvisorInput) =>
  input.messages.filter((m) => m.role === 'assistant').map((m) => m.content);

/** Every question template of a phase in both languages, with `{party}`/`{topic}` as wildcards. */
const phaseQuestionPatterns: readonly [CoachPhase, RegExp][] = coachPhases.flatMap((phase) =>
  (['de', 'en'] as const).flatMap((lang) => {
    const t = texts[lang];
    const templates = [
      ...t.questions[phase],
      ...t.easyQuestions[phase],
      ...(t.partyQuestions[phase] ?? []),
      ...(t.topicQuestions[phase] ?? []),
      ...(phase === 'next_step'
        ? [...t.wrapUp, ...t.planQuestions.when, ...t.planQuestions.opening, ...t.planQuestions.fallback]
        : []),
    ];
    return templates.map((template): [CoachPhase, RegExp] => {
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
    /(wer ist an dem konflikt|wer ist beim thema|um wen geht es|who is involved|who besides you|who is it mainly about)/,
  ],
  [
    'tried',
    /(schon versucht|habt ihr schon einmal|bisher dagegen getan|letzter versuch|already tried|have you ever talked|talked about it yet|done about it so far|last attempt)/,
  ],
  ['opening', /(ersten satz|erster satz|erste satz|wie wurdest du beginnen|first sentence|how would you begin)/],
  ['fallback', /(plan b)/],
  ['support', /(dich dabei unterstutzen|mit wem konntest du zuerst|could support you|who could you talk to)/],
  ['topic', /(worum geht es im kern|what is it mainly about)/],
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
}

/** The reply's one question and the phase it belongs to. */
function chooseQuestion(context: QuestionContext): { question: string; phase: CoachPhase } {
  const { lang, phase, party, topic, seed, earlier, wrapUp, low, facts, planMode } = context;
  const t = texts[lang];
  // A question with a singular verb cannot name several people ("Weiß deine Kollegen …").
  const named = party && !party.plural ? party : null;
  const partyVariants = named ? (t.partyQuestions[phase] ?? []).map((q) => q.replace('{party}', named.display)) : [];
  const topicVariants = topic ? (t.topicQuestions[phase] ?? []).map((q) => q.replace('{topic}', topic)) : [];
  const own = wrapUp ? [...t.wrapUp] : [...partyVariants, ...topicVariants, ...t.questions[phase]];
  // In order, each pool with its phase: the plan's questions, easier ones after a short answer,
  // the phase's own, then (when those are used up) a later phase's, never an earlier one's.
  const pools: { phase: CoachPhase; questions: string[]; ordered?: boolean }[] = [];
  if (low) pools.push({ phase, questions: [...t.easyQuestions[phase]] });
  if (planMode) {
    const opening = t.planQuestions.opening
      .filter((q) => q.includes('{party}') === (named !== null))
      .map((q) => q.replace('{party}', named?.display ?? ''));
    pools.push({
      phase: 'next_step',
      questions: [...t.planQuestions.when, ...opening, ...t.planQuestions.fallback],
      ordered: true,
    });
  }
  pools.push({ phase, questions: own });
  for (const later of coachPhases.slice(coachPhases.indexOf(phase) + 1))
    pools.push({ phase: later, questions: [...t.questions[later]] });
  pools.push({ phase: 'next_step', questions: [...t.wrapUp] });
  for (const pool of pools) {
    const start = pool.ordered ? 0 : hash(`${seed}|${pool.phase}`) % pool.questions.length;
    for (let i = 0; i < pool.questions.length; i++) {
      const candidate = pool.questions[(start + i) % pool.questions.length] as string;
      if (!earlier.includes(candidate) && !asksKnown(candidate, facts))
        return { question: candidate, phase: pool.phase };
    }
  }
  return { question: own[hash(seed) % own.length] as string, phase };
}

/** The reflection's framing: none whose opening an earlier reply used, chosen by the user's words. */
function chooseReflection(lang: Lang, seed: string, earlier: string, templates = texts[lang].reflect): string {
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

/** The conversation's topic for questions: the first user message whose best entry has one. */
function conversationTopic(users: readonly string[], lang: Lang): KnowledgeEntry | null {
  for (const text of users) {
    const hit = retrieve(text, lang, { limit: 1 })[0];
    if (hit?.entry.topic && hit.cues > 0) return hit.entry;
  }
  return null;
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

export interface CoachOptions {
  /** The safety layer already pointed to the experts this turn: no second expert hint. */
  expertAlreadyLinked?: boolean;
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
  const low = isLowContent(latest);
  const thanks = isThanks(latest);
  const asking = !low && isDirectQuestion(latest);
  // Help with the wording, a decision, where to start, "am I overreacting": answered first.
  const request = low ? null : userRequest(latest);
  const facts = userFacts(users, party);
  // A plan the user states is worked with; the follow-up stays with it until it is complete.
  const planMode = facts.plan !== null && !asking && (facts.planIsNew || previous === 'next_step');
  const phase =
    planMode && facts.planIsNew
      ? 'next_step'
      : low || thanks || asking || request
        ? (previous ?? 'situation')
        : nextPhase(previous, latest, facts);
  const stage = estimateStage(users);
  // Right after the crisis reply the person comes first: no tip, no tool, no conflict question.
  const afterCrisis = replies
    .slice(-2)
    .some((reply) => (['de', 'en'] as const).some((l) => reply.includes(texts[l].crisis.intro.slice(0, 60))));
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

  if (request) {
    // The user's own draft ("here's my draft: '…' too cold?") is worked with; a request made
    // again gets a shorter answer, never the first one word for word.
    const { answers } = t.requests[request];
    const draft = request === 'wording' ? [...latest.matchAll(quotedSpeech)][0]?.slice(2).find(Boolean) : undefined;
    const opening = draft ? sentences(draft)[0]?.replace(/[.!?…\s]+$/, '') : undefined;
    if (opening) blocks.push(t.requests.draft.replace('{quote}', escapeMarkdown(opening)));
    else {
      const answer = answers.find((text) => !earlier.includes(text.split('\n\n')[0] as string));
      if (answer) blocks.push(answer);
    }
  } else if (thanks) {
    blocks.push(t.thanks);
  } else if (low) {
    // A different way in each time, never the same words twice: when every framing was used,
    // the easier question stands alone.
    const start = hash(seed) % t.lowContent.length;
    const fresh = t.lowContent.map((_, i) => t.lowContent[(start + i) % t.lowContent.length] as string);
    const framing = fresh.find((line) => !earlier.includes(line));
    if (framing) blocks.push(framing);
  } else if (planMode && facts.planIsNew) {
    const quote = coreQuote(latest, party, { isKey: (clause) => statedPlan(clause) !== null });
    blocks.push(chooseReflection(lang, seed, earlier, t.planAck).replace('{quote}', quote));
  } else if (asking && sentences(latest).length === 1) {
    // A question alone ("Wie bereite ich das vor?", "ok und was kostet das") is not reflected back.
  } else {
    const feeling = findFeelings(latest)[0];
    const quote = coreQuote(latest, party, { preferFacts: feeling !== undefined, isKey: namesTopic });
    const reflection = chooseReflection(lang, seed, earlier).replace('{quote}', quote);
    const feelingText = feeling
      ? lang === 'de'
        ? t.feeling(feeling.de, feeling.needDe)
        : t.feeling(feeling.en, feeling.needEn)
      : null;
    blocks.push(feelingText ? `${reflection} ${feelingText}` : reflection);
  }

  // Knowledge for what the latest message is about, each entry once per conversation.
  // Only a topic the message names in its own phrases: a shared word with an entry's text
  // ("seed stage" and Glasl's stages) is no reason for a tip.
  const hits = low || thanks || request || afterCrisis ? [] : retrieve(latest, lang).filter((hit) => hit.cues > 0);
  const top = hits.find(
    (hit) =>
      !earlier.includes(t.tipIntro(hit.entry[lang].title)) && !earlier.includes(t.pointsIntro(hit.entry[lang].title)),
  );
  if (top && asking) {
    const entry = top.entry[lang];
    blocks.push([t.pointsIntro(entry.title), ...entry.points.map((point) => `- ${point}`)].join('\n'));
    knowledgeIds.push(top.entry.id);
  } else if (top) {
    blocks.push(`${t.tipIntro(top.entry[lang].title)} ${top.entry[lang].tip}`);
    knowledgeIds.push(top.entry.id);
  }

  // From stage 4 a mediator helps: say so once, with the way to the experts.
  if (afterCrisis) {
    blocks.push(t.afterCrisis.note);
  } else if (stage !== null && stage >= 4 && !earlier.includes(expertPath) && !options.expertAlreadyLinked) {
    blocks.push(
      `${t.mediatorHint(stage, domainText(lang, `analysis.escalation.stages.${stage}.name`))} [${t.links.expert}](${expertPath})`,
    );
    links.push(expertLink(lang));
  } else if (
    !low &&
    !thanks &&
    !request &&
    !Object.values(toolLinks).some((tool) => lastReply.includes(`](${tool.path})`))
  ) {
    // A tool at most every other reply: a coach, not a catalogue.
    const tool = chooseTool(hits, phase, latest, earlier);
    if (tool) {
      const link = toolLink(tool, lang);
      blocks.push(t.toolHint(link.label, link.path));
      links.push(link);
    }
  }

  const topic = conversationTopic(users, lang)?.topic?.[lang] ?? null;
  const wrapUp = previous === 'next_step' && phase === 'next_step' && !low && !asking;
  const own = request ? t.requests[request].questions.find((question) => !earlier.includes(question)) : undefined;
  const care = afterCrisis && !earlier.includes(t.afterCrisis.question) ? t.afterCrisis.question : undefined;
  const asked = care
    ? { question: care, phase }
    : own
      ? { question: own, phase }
      : chooseQuestion({ lang, phase, party, topic, seed, earlier, wrapUp, low, facts, planMode });
  blocks.push(asked.question);

  return { text: blocks.join('\n\n'), phase: asked.phase, links, knowledge: knowledgeIds, glaslStage: stage };
}
