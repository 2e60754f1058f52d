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

/** A score this high calls for help even when no evidence concept backs it. */
const withoutEvidence = 0.5;

/** The decision for one user message. Pure and deterministic. */
export function assessMessage(text: string, model: SafetyModel = safetyModel()): MessageSafety {
  const scores = model.score(text);
  const found = new Set<SafetyLabel>();
  const above = (label: SafetyLabel) => scores[label] >= model.thresholds[label]!.flag;

  const topUrgent = [...urgentLabels].sort((a, b) => scores[b] - scores[a])[0]!;
  const urgentScore = scores[topUrgent];
  const { flag, gentle: gentleFrom = flag } = model.thresholds[topUrgent]!;
  const ruled = classifySafety(text);
  const ruleSaysCrisis = ruled.categories.includes('crisis');
  const concepts = conceptsOfText(sentences(text));
  const evidence = ruleSaysCrisis || [...concepts].some((concept) => urgentEvidence.has(concept));
  // Without evidence only a score the classifier is all but sure of counts.
  const urgent = evidence
    ? urgentScore >= flag || (ruleSaysCrisis && urgentScore >= gentleFrom)
    : urgentScore >= withoutEvidence;
  const gentle =
    evidence && !urgent && (urgentScore >= gentleFrom || (ruleSaysCrisis && urgentScore >= gentleFrom / 2));
  if (urgent)
    for (const label of urgentLabels)
      if (scores[label] >= Math.min(flag, gentleFrom) || label === topUrgent) found.add(label);
  const harassmentBacked = [...concepts].some((concept) => harassmentEvidence.has(concept));
  if (harassmentBacked ? above('harassment') : scores.harassment >= withoutEvidence) found.add('harassment');
  // Notes need their own vocabulary in the message too ("Danke, das hilft" is no medical
  // question), and a legal note a question: a case-specific legal question asks something.
  const asks =
    text.includes('?') ||
    /\b(darf|durfen|kann|konnen|can|could|may|allowed|legally|rechtlich|ob|whether)\b/.test(fold(text));
  if (above('human') && (concepts.has('HUMAN') || scores.human >= withoutEvidence)) found.add('human');
  if (above('medical') && (concepts.has('MEDICAL') || scores.medical >= withoutEvidence)) found.add('medical');
  if (above('legal') && asks && (concepts.has('LEGAL') || scores.legal >= withoutEvidence)) found.add('legal');
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
