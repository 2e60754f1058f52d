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
  coversPhase,
  estimateStage,
  findFeelings,
  findParty,
  isDirectQuestion,
  isLowContent,
  isThanks,
  keyQuote,
  type Party,
} from './analysis';
import { retrieve, type Hit } from './retrieval';
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

/** A retrieval hit this strong is worth a tip in a normal turn. */
const tipThreshold = 6;

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

/** The phase reached before this turn: the caller's, or one phase per earlier reply. */
export function previousPhase(input: AdvisorInput): CoachPhase | null {
  if (input.phase) return input.phase;
  const replies = assistantTexts(input).length;
  return replies === 0 ? null : (coachPhases[Math.min(replies - 1, coachPhases.length - 1)] as CoachPhase);
}

function nextPhase(previous: CoachPhase | null, latest: string): CoachPhase {
  if (previous === null) return latest.split(/\s+/).length >= 12 ? 'parties' : 'situation';
  const index = coachPhases.indexOf(previous);
  if (index === coachPhases.length - 1) return previous;
  let next = coachPhases[index + 1] as CoachPhase;
  // A message that already answers the next phase skips it (at most one phase per turn).
  if (next !== 'next_step' && next !== 'parties' && coversPhase(latest, next)) {
    next = coachPhases[index + 2] as CoachPhase;
  }
  return next;
}

function chooseQuestion(lang: Lang, phase: CoachPhase, party: Party | null, seed: string, lastReply: string): string {
  const t = texts[lang];
  const partyVariants = party ? (t.partyQuestions[phase] ?? []).map((q) => q.replace('{party}', party.display)) : [];
  const variants = [...partyVariants, ...t.questions[phase]];
  const start = hash(`${seed}|${phase}`) % variants.length;
  // Never the very question of the previous reply.
  for (let i = 0; i < variants.length; i++) {
    const candidate = variants[(start + i) % variants.length] as string;
    if (!lastReply.includes(candidate)) return candidate;
  }
  return variants[start] as string;
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
  for (const hit of hits) if (hit.entry.tool && hit.score >= tipThreshold / 2) candidates.push(hit.entry.tool);
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
    const reflection = pick(t.reflect, seed).replace('{quote}', keyQuote(latest, party));
    const feeling = findFeelings(latest)[0];
    const feelingText = feeling
      ? lang === 'de'
        ? t.feeling(feeling.de, feeling.needDe)
        : t.feeling(feeling.en, feeling.needEn)
      : null;
    blocks.push(feelingText ? `${reflection} ${feelingText}` : reflection);
  }

  const hits = low || thanks ? [] : retrieve(users.slice(-2).join(' '), lang);
  const top = hits.find((hit) => !earlier.includes(t.tipIntro(hit.entry[lang].title)));
  if (top && asking) {
    const entry = top.entry[lang];
    blocks.push([t.pointsIntro(entry.title), ...entry.points.map((point) => `- ${point}`)].join('\n'));
    knowledgeIds.push(top.entry.id);
  } else if (top && top.score >= tipThreshold) {
    blocks.push(`${t.tipIntro(top.entry[lang].title)} ${top.entry[lang].tip}`);
    knowledgeIds.push(top.entry.id);
  }

  // From stage 4 a mediator helps: say so once, with the way to the experts.
  if (stage !== null && stage >= 4 && !earlier.includes(expertPath) && !options.expertAlreadyLinked) {
    blocks.push(
      `${t.mediatorHint(stage, domainText(lang, `analysis.escalation.stages.${stage}.name`))} [${t.links.expert}](${expertPath})`,
    );
    links.push(expertLink(lang));
  } else if (!low && !thanks) {
    const tool = chooseTool(hits, phase, latest, earlier);
    if (tool) {
      const link = toolLink(tool, lang);
      blocks.push(t.toolHint(link.label, link.path));
      links.push(link);
    }
  }

  const question =
    previous === 'next_step' && phase === 'next_step' && !low && !asking
      ? pick(t.wrapUp, seed)
      : chooseQuestion(lang, phase, party, seed, lastReply);
  blocks.push(question);

  return { text: blocks.join('\n\n'), phase, links, knowledge: knowledgeIds, glaslStage: stage };
}
