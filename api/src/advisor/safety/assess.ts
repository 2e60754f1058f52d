// The safety decision for a message and for a conversation: the trained classifier (model.ts)
// decides, the curated rules (rules.ts) give a second opinion, and the decision errs toward help.
//
// For the urgent labels (crisis, danger, violence), by the classifier's highest urgent score:
//   - at or above the `flag` threshold: help first, no coaching;
//   - at or above `gentle`: a short note with the crisis lines above the coaching reply (an
//     ambiguous signal costs little to answer gently);
//   - a crisis rule that fired raises the decision one step: from the gentle band to help first,
//     and from below it to the gentle note, unless the classifier is sure the message is safe
//     (below half the gentle threshold: "our burn rate is suicidal" is a metaphor).
// Harassment and "is this a human?" come from the classifier; legal and medical from the
// classifier or the rules; high escalation (Glasl 6-9) from the rules alone.
import { fold, sentences } from '../text';
import { conceptsOfText, harassmentEvidence, urgentEvidence } from './concepts';
import { classifySafety } from './rules';
import { safetyModel, type SafetyModel, type Scores } from './model';
import { isUrgentLabel, safetyLabels, urgentLabels, type SafetyLabel } from './labels';

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

/** Help first (urgent labels) without evidence needs at least this score. */
export const withoutEvidence = 0.7;

/** Which labels' own vocabulary a message has (a score without it needs the `unbacked` threshold). */
export interface Evidence {
  urgent: boolean;
  harassment: boolean;
  /** The legal concepts and a question (a case-specific legal question asks something). */
  legal: boolean;
  /** The message asks something: a legal note needs it, with or without the legal concepts. */
  asks: boolean;
  medical: boolean;
  human: boolean;
  /** A crisis rule fired (rules.ts). */
  ruleSaysCrisis: boolean;
}

export function evidenceOf(text: string, ruled = classifySafety(text)): Evidence {
  const concepts = conceptsOfText(sentences(text));
  const ruleSaysCrisis = ruled.categories.includes('crisis');
  // A legal note needs a question: a case-specific legal question asks something (a question
  // mark, or a sentence that opens as a question); "ob sie kündigen kann" in a plan asks nothing.
  const asks =
    text.includes('?') ||
    sentences(text).some((sentence) =>
      /^(darf|durfen|kann|konnen|muss|mussen|ist das|can|could|may|must|is it|is that|am i|are we|do i|do we|does)\b/.test(
        fold(sentence),
      ),
    ) ||
    /\b(legally|rechtlich|ob (ich|wir|man|das)|whether|frage mich|wonder|wondering|(will|mochte|wissen) wissen|want to know|(is|gibt) (there|es))\b/.test(
      fold(text),
    );
  return {
    urgent: ruleSaysCrisis || [...concepts].some((concept) => urgentEvidence.has(concept)),
    harassment: [...concepts].some((concept) => harassmentEvidence.has(concept)),
    legal: asks && concepts.has('LEGAL'),
    asks,
    medical: concepts.has('MEDICAL'),
    human: concepts.has('HUMAN'),
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
  const ruled = classifySafety(text);
  const evidence = evidenceOf(text, ruled);
  const { ruleSaysCrisis } = evidence;
  // Without evidence the classifier must be surer: the gentle note from `unbacked`, help first
  // only from `withoutEvidence`. A crisis rule raises the decision unless the classifier finds
  // the message all but safe ("our burn rate is suicidal"): help first from half the flag
  // threshold, the gentle note from an eighth of it.
  let urgent = evidence.urgent
    ? urgentScore >= flag || (ruleSaysCrisis && urgentScore >= flag / 2)
    : urgentScore >= Math.max(flag, withoutEvidence);
  let gentle =
    !urgent &&
    (evidence.urgent
      ? urgentScore >= gentleFrom || (ruleSaysCrisis && urgentScore >= flag / 8)
      : urgentScore >= unbacked);
  // Harassment that reads like danger ("grabbed me at the dinner"): the harassment help, with the
  // crisis lines as a note, unless the classifier finds the danger stronger than the harassment.
  const { flag: harassmentFrom, unbacked: harassmentUnbacked = withoutEvidence } = model.thresholds.harassment!;
  const harassment =
    scores.harassment >= (evidence.harassment ? harassmentFrom : Math.max(harassmentFrom, harassmentUnbacked));
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
   * An urgent signal spread over the last user messages that none shows alone ("I gave my bike
   * away." … "After Friday I won't need anything any more."): answered gently.
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

  let spread = false;
  const recent = userTexts.slice(-spreadWindow);
  if (recent.length > 1 && !isUrgent(latest) && !latest.gentle && !lasting.includes('crisis')) {
    const together = model.scoreWhole(recent.join('\n'));
    spread = urgentLabels.some((label) => together[label] >= model.thresholds[label]!.flag);
  }
  return { latest, lasting, spread };
}
