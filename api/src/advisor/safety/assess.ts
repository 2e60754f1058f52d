// The safety decision for a message and for a conversation: the trained classifier (model.ts)
// decides, the curated rules (rules.ts) give a second opinion, and the decision errs toward help.
//
// For the urgent labels (crisis, danger, violence), by the classifier's highest urgent score:
//   - with evidence (concepts.ts `evidenceLevel`: a concept beyond its everyday words, two
//     concepts, or a crisis rule) at or above `flag`: help first, no coaching;
//   - at or above `gentle` (with evidence), `hinted` (everyday words of one concept only: "Angst",
//     "bricht") or `unbacked` (none): a short note with the crisis lines above the coaching reply
//     (an ambiguous signal costs little to answer gently); help first always needs evidence;
//   - a crisis rule counts as evidence unless the classifier finds the message all but safe
//     (below `allButSafe`: "our burn rate is suicidal" is a metaphor).
// Harassment and "is this a human?" come from the classifier; legal and medical from the
// classifier or the rules; high escalation (Glasl 6-9) from the rules alone.
import { fold, sentences } from '../text';
import { conceptsOfText, evidenceLevel, harassmentEvidence, urgentEvidence } from './concepts';
import { classifySafety } from './rules';
import { safetyModel, type SafetyModel, type Scores } from './model';
import { isUrgentLabel, safetyLabels, urgentLabels, type SafetyLabel } from './labels';

/** The concept whose own words are evidence of "is this a human?". */
const humanEvidence = new Set(['HUMAN']);

export interface MessageSafety {
  /** Labels that hold for the message (urgent ones first, in label order). */
  labels: SafetyLabel[];
  /** An ambiguous urgent signal: a gentle note with the crisis lines, then the coaching reply. */
  gentle: boolean;
  /** Glasl 6-9 signals (threats, sabotage, lawyers only): a mediator is suggested. */
  highEscalation: boolean;
  scores: Scores;
  /** Ids of the rules that fired (for tests and logs, never shown). */
  rules: string[];
}

export const isUrgent = (safety: Pick<MessageSafety, 'labels'>) => safety.labels.some(isUrgentLabel);

/** Below this urgent score a message that a crisis rule flags is a metaphor ("our burn rate is suicidal"). */
export const allButSafe = 0.05;

/**
 * Help first without evidence: from this score with everyday words of one urgent concept, and
 * from the higher one with none (a short sentence can score high on little: "Ich hab auch ein
 * Leben, also theoretisch." 0.88 gets the gentle note, not help first that stays for the rest).
 */
export const helpFirstHinted = 0.8;

/** Help first for a crisis rule without an evidence concept needs this score. */
export const ruleHelpFirst = 0.2;
export const helpFirstUnbacked = 0.9;

/** A note (harassment, legal, medical, "human?") without evidence needs at least this score unless trained otherwise. */
export const withoutEvidence = 0.7;

/** Which labels' own vocabulary a message has (a score without it needs the `unbacked` threshold). */
export interface Evidence {
  /** Evidence of its own (a concept beyond its everyday words, or two concepts in a sentence). */
  urgent: boolean;
  /** Evidence from the concepts alone (without the rules). */
  urgentConcepts: boolean;
  /** Only everyday words of one urgent concept: the score needs the `hinted` threshold. */
  urgentHint: boolean;
  harassment: boolean;
  harassmentHint: boolean;
  /** The legal concepts and a question (a case-specific legal question asks something). */
  legal: boolean;
  /** The message asks something: a legal note needs it, with or without the legal concepts. */
  asks: boolean;
  medical: boolean;
  human: boolean;
  /** A crisis rule fired (rules.ts). */
  ruleSaysCrisis: boolean;
}

export function evidenceOf(text: string, ruled = classifySafety(text), across = false): Evidence {
  const parts = sentences(text);
  const concepts = conceptsOfText(parts);
  const ruleSaysCrisis = ruled.categories.includes('crisis');
  // Two urgent concepts anywhere in a message are evidence ("Sachen verschenkt … nicht mehr da"); two
  // harassment concepts only in one sentence (a long rant names a mother and a mouth apart).
  const urgentLevel = evidenceLevel(parts, urgentEvidence, true);
  const harassmentLevel = evidenceLevel(parts, harassmentEvidence, across);
  // A legal note needs a question: a case-specific legal question asks something (a question
  // mark, or a sentence that opens as a question); "ob sie kündigen kann" in a plan asks nothing.
  const asks =
    text.includes('?') ||
    parts.some((sentence) =>
      /^(darf|durfen|kann|konnen|muss|mussen|ist das|can|could|may|must|is it|is that|am i|are we|do i|do we|does)\b/.test(
        fold(sentence),
      ),
    ) ||
    /\b(legally|rechtlich|ob (ich|wir|man|das)|whether|frage mich|wonder|wondering|(will|mochte|wissen) wissen|want to know|(is|gibt) (there|es))\b/.test(
      fold(text),
    );
  return {
    urgent: ruleSaysCrisis || urgentLevel === 'strong',
    urgentConcepts: urgentLevel === 'strong',
    urgentHint: !ruleSaysCrisis && urgentLevel === 'hint',
    harassment: harassmentLevel === 'strong',
    harassmentHint: harassmentLevel === 'hint',
    legal: asks && concepts.has('LEGAL'),
    asks,
    medical: concepts.has('MEDICAL'),
    // "in person", "our AI feature", "a real person from HR" are everyday: only a bot, a human or the
    // person behind this chat is evidence of the question.
    human: evidenceLevel(parts, humanEvidence) === 'strong',
    ruleSaysCrisis,
  };
}

/** The decision for one user message. Pure and deterministic. */
export function assessMessage(text: string, model: SafetyModel = safetyModel()): MessageSafety {
  const scores = model.score(text);
  const found = new Set<SafetyLabel>();

  const topUrgent = [...urgentLabels].sort((a, b) => scores[b] - scores[a])[0]!;
  const urgentScore = scores[topUrgent];
  const { flag, gentle: gentleFrom = flag, unbacked = withoutEvidence } = model.thresholds[topUrgent]!;
  const { hinted = unbacked } = model.thresholds[topUrgent]!;
  const ruled = classifySafety(text);
  const evidence = evidenceOf(text, ruled);
  const { ruleSaysCrisis } = evidence;
  // Help first needs evidence (concepts.ts `evidenceLevel`: one everyday word is none; a crisis
  // rule is evidence) or a high score (`helpFirstHinted`, `helpFirstUnbacked`); below it the gentle
  // note, from `hinted` when the message has everyday words of one urgent concept ("Angst",
  // "bricht"), else from `unbacked`.
  // A message the classifier finds all but safe gets nothing even when a crisis rule fired ("our
  // burn rate is suicidal" is a metaphor).
  const metaphor = ruleSaysCrisis && urgentScore < allButSafe;
  // A rule alone is a second opinion: help first from `ruleHelpFirst` ("Die Firma bringt dich noch
  // um, sagt meine Freundin im Spaß" scores 0.07: the gentle note); with concepts from `flag`.
  const helpFirstFrom = evidence.urgentConcepts
    ? flag
    : ruleSaysCrisis
      ? Math.max(flag, ruleHelpFirst)
      : evidence.urgentHint
        ? helpFirstHinted
        : helpFirstUnbacked;
  let urgent = !metaphor && urgentScore >= helpFirstFrom;
  let gentle =
    !urgent && !metaphor && urgentScore >= (evidence.urgent ? gentleFrom : evidence.urgentHint ? hinted : unbacked);
  // Harassment that reads like danger ("grabbed me at the dinner"): the harassment help, with the
  // crisis lines as a note, unless the classifier finds the danger stronger than the harassment.
  const {
    flag: harassmentFrom,
    unbacked: harassmentUnbacked = withoutEvidence,
    hinted: harassmentHinted = harassmentUnbacked,
  } = model.thresholds.harassment!;
  const harassment =
    scores.harassment >=
    (evidence.harassment
      ? harassmentFrom
      : Math.max(harassmentFrom, evidence.harassmentHint ? harassmentHinted : harassmentUnbacked));
  // The harassment reply replaces the coaching reply and shows the gentle note only then; a
  // weaker urgent signal beside harassment ("threatens to fire her") adds nothing.
  if (urgent && harassment && topUrgent !== 'crisis' && scores.harassment > urgentScore && !ruleSaysCrisis) {
    urgent = false;
    gentle = true;
  } else if (harassment) gentle = false;
  if (urgent)
    for (const label of urgentLabels)
      if (scores[label] >= Math.min(flag, gentleFrom) || label === topUrgent) found.add(label);
  // The notes: a message without the label's own vocabulary ("Danke, das hilft"
  // is no medical question) needs the higher `unbacked` score.
  if (harassment) found.add('harassment');
  for (const label of ['human', 'medical', 'legal'] as const) {
    const { flag: from, unbacked: fromUnbacked = withoutEvidence } = model.thresholds[label]!;
    const asked = label !== 'legal' || evidence.asks;
    if (asked && scores[label] >= (evidence[label] ? from : Math.max(from, fromUnbacked))) found.add(label);
  }
  if (ruled.categories.includes('legal')) found.add('legal');
  if (ruled.categories.includes('medical')) found.add('medical');

  const labels = safetyLabels.filter((label) => found.has(label));
  return {
    labels,
    gentle,
    highEscalation: ruled.categories.includes('high_escalation'),
    scores,
    rules: ruled.rules,
  };
}

/** Help that stays visible once a conversation had its signal. */
export type LastingHelp = 'crisis' | 'harassment';

export interface ConversationSafety {
  /** The latest user message. */
  latest: MessageSafety;
  /** Help that earlier messages of the conversation made lasting (shown with every later reply). */
  lasting: LastingHelp[];
  /**
   * An urgent signal spread over the last user messages that none shows alone and the latest adds
   * to ("I gave my bike away." … "After Friday I won't need anything any more."): answered gently.
   */
  spread: boolean;
}

/** How many of the latest user messages are read together for a signal spread over turns. */
const spreadWindow = 3;

/**
 * The decision for a conversation at its latest user message: that message's own decision, the
 * lasting help earlier messages left, and signals spread over the last few messages.
 */
export function assessConversation(
  userTexts: readonly string[],
  model: SafetyModel = safetyModel(),
): ConversationSafety {
  const latest = assessMessage(userTexts.at(-1) ?? '', model);
  const earlier = userTexts.slice(0, -1).map((text) => assessMessage(text, model));
  const lasting: LastingHelp[] = [];
  if (earlier.some(isUrgent)) lasting.push('crisis');
  if (earlier.some((safety) => safety.labels.includes('harassment'))) lasting.push('harassment');

  // A spread signal is one that no single message of the window shows (each was answered on its
  // own) and that the latest message adds to: the window scores at the flag threshold, with the
  // evidence of the messages together, and without the latest message it did not. Otherwise one
  // long earlier message ("fresh-de-baby-rant") would re-flag every later "ja".
  let spread = false;
  const recent = userTexts.slice(-spreadWindow);
  const recentEarlier = earlier.slice(-(spreadWindow - 1));
  if (
    recent.length > 1 &&
    !isUrgent(latest) &&
    !latest.gentle &&
    !lasting.includes('crisis') &&
    !recentEarlier.some((safety) => isUrgent(safety) || safety.gentle)
  ) {
    const joined = recent.join('\n');
    const together = model.scoreWhole(joined);
    const before = model.scoreWhole(recent.slice(0, -1).join('\n'));
    spread =
      evidenceOf(joined, classifySafety(joined), true).urgent &&
      urgentLabels.some(
        (label) => together[label] >= model.thresholds[label]!.flag && before[label] < model.thresholds[label]!.flag,
      );
  }
  return { latest, lasting, spread };
}
