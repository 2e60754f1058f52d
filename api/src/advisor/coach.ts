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
  estimateStage,
  findFeelings,
  findParty,
  isDirectQuestion,
  isLowContent,
  isThanks,
  type Party,
} from './analysis';
import type { KnowledgeEntry } from './knowledge';
import { namesTopic, retrieve, type Hit } from './retrieval';
import { hash, pick } from './text';
import { texts } from './texts';
import {
  coachPhases,
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
      ...(t.partyQuestions[phase] ?? []),
      ...(t.topicQuestions[phase] ?? []),
      ...(phase === 'next_step' ? t.wrapUp : []),
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

function nextPhase(previous: CoachPhase | null, latest: string): CoachPhase {
  if (previous === null) {
    if (latest.split(/\s+/).length < 12) return 'situation';
    // A long first message tells the situation; when it also says who and how, go on to the history.
    return coversPhase(latest, 'parties') ? 'history' : 'parties';
  }
  const index = coachPhases.indexOf(previous);
  if (index === coachPhases.length - 1) return previous;
  let next = coachPhases[index + 1] as CoachPhase;
  // A message that already answers the next phase skips it (at most one phase per turn).
  if (next !== 'next_step' && coversPhase(latest, next)) {
    next = coachPhases[index + 2] as CoachPhase;
  }
  return next;
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
}

function chooseQuestion({ lang, phase, party, topic, seed, earlier, wrapUp }: QuestionContext): string {
  const t = texts[lang];
  const partyVariants = party ? (t.partyQuestions[phase] ?? []).map((q) => q.replace('{party}', party.display)) : [];
  const topicVariants = topic ? (t.topicQuestions[phase] ?? []).map((q) => q.replace('{topic}', topic)) : [];
  const own = wrapUp ? [...t.wrapUp] : [...partyVariants, ...topicVariants, ...t.questions[phase]];
  // When a phase's questions are used up, a later phase's (never an earlier one's) or a wrap-up.
  const later = coachPhases.slice(coachPhases.indexOf(phase) + 1).flatMap((p) => t.questions[p]);
  const pools = [own, [...later, ...t.wrapUp]];
  for (const pool of pools) {
    const start = hash(`${seed}|${phase}`) % pool.length;
    for (let i = 0; i < pool.length; i++) {
      const candidate = pool[(start + i) % pool.length] as string;
      if (!earlier.includes(candidate)) return candidate;
    }
  }
  return own[hash(seed) % own.length] as string;
}

/** The reflection's framing: none whose opening an earlier reply used, chosen by the user's words. */
function chooseReflection(lang: Lang, seed: string, earlier: string): string {
  const templates = texts[lang].reflect;
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
    const entry = retrieve(text, lang, { limit: 1 })[0]?.entry;
    if (entry?.topic) return entry;
  }
  return null;
}

/** One line per result the user has, for the first reply of a premium session. */
export function resultLines(results: readonly AssessmentResult[], lang: Lang): string[] {
  const t = texts[lang].results;
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
  if (phase === 'escalation' || phase === 'parties') candidates.push('conflict-analysis');
  if (phase === 'interests') candidates.push('values-radar');
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
  const phase = low || thanks || asking ? (previous ?? 'situation') : nextPhase(previous, latest);
  const stage = estimateStage(users);
  const seed = users.join('\n');
  const blocks: string[] = [];
  const knowledgeIds: string[] = [];
  const links: AdvisorLink[] = [];

  // Premium: the first reply of a session refers to earlier sessions and the latest results.
  if (input.mode === 'premium' && replies.length === 0) {
    const memory = memoryLine(input, lang);
    if (memory) blocks.push(memory);
    const results = resultLines(input.premium?.results ?? [], lang);
    if (results.length > 0) blocks.push(results.join(' '));
  }

  if (thanks) {
    blocks.push(t.thanks);
  } else if (low) {
    blocks.push(pick(t.lowContent, seed));
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
  const hits = low || thanks ? [] : retrieve(latest, lang);
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
  if (stage !== null && stage >= 4 && !earlier.includes(expertPath) && !options.expertAlreadyLinked) {
    blocks.push(
      `${t.mediatorHint(stage, domainText(lang, `analysis.escalation.stages.${stage}.name`))} [${t.links.expert}](${expertPath})`,
    );
    links.push(expertLink(lang));
  } else if (!low && !thanks && !Object.values(toolLinks).some((tool) => lastReply.includes(`](${tool.path})`))) {
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
  blocks.push(chooseQuestion({ lang, phase, party, topic, seed, earlier, wrapUp }));

  return { text: blocks.join('\n\n'), phase, links, knowledge: knowledgeIds, glaslStage: stage };
}
