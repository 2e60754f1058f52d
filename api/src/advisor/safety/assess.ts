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
import { keptFor, keptIn } from '../kept';
import { fold, sentences } from '../text';
import { actShape, brushesOff, ordinaryErrand, playedOut, ventsAnger } from './act';
import { onlyDealPressure } from './deal-pressure';
import {
  conceptsOfText,
  evidenceLevel,
  explainedAway,
  harassmentEvidence,
  namesAdverseAct,
  stateConcepts,
  urgentEvidence,
} from './concepts';
import {
  concreteConcepts,
  jokeMarked,
  jokeSteppedOut,
  jokeTrigger,
  literal,
  namesPlan,
  namesPlanOrTime,
  ratherThanHarm,
  selfJokeConcrete,
} from './figurative';
import { planMarker } from './plan-markers';
import { crisisOfDrugNamedBefore } from './body-crisis';
import { pretextOf, type Pretext } from './pretext';
import { takesBack } from './after-crisis';
import { asksForPerson } from './person';
import { teasingBothWays } from './leverage';
import { speaksOfAnotherBot } from './who-answers';
import { onlySignsOff } from './sign-off';
import { healthOnlyMentioned, healthOnlySetting, othersHealthTold, relativeHealthTold } from './mentioned';
import { lawOnlySetting } from './setting';
import { comesToFinish, defendedAdvance, ownBlow, ownVeiledThreat, withoutNonSignals } from './who-acts';
import { everydayAbsence, ordinaryTurn, ordinaryTurnReading, reportsWords, speaksOfInnerState } from './ordinary-turn';
import { ownWords, withoutQuotes } from './reported';
import { asksIn, classifySafety, clauseAsks, type SafetyResult } from './rules';
import { safetyModel, type SafetyModel, type Scores } from './model';
import { isUrgentLabel, safetyLabels, urgentLabels, type SafetyLabel, type UrgentLabel } from './labels';

/** The concept whose own words are evidence of "is this a human?". */
const humanEvidence = new Set(['HUMAN']);

export interface MessageSafety {
  /** Labels that hold for the message (urgent ones first, in label order). */
  labels: SafetyLabel[];
  /** An ambiguous urgent signal: a gentle note with the crisis lines, then the coaching reply. */
  gentle: boolean;
  /**
   * The gentle note as it stands on a later turn of a conversation with no signal before
   * (`laterTurnBars`): the note from the score needs the higher bars there.
   */
  gentleLater: boolean;
  /** Help first on evidence of the signal (a crisis rule or strong evidence): the help stays for the conversation. */
  backed: boolean;
  /**
   * What the classifier's score alone gave (no rule, no word of the signal beyond everyday ones),
   * with the bar it must reach on a later turn of a conversation without a signal before
   * (`laterTurnUnbacked`): the gentle note's (`note`) and the harassment reply's (`harassment`).
   * There the score must hold for the turn read with the message before it (`assessConversation`).
   */
  scoreOnly?: { note?: number; harassment?: number };
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
 * The first only for weights without their own: train.ts calibrates it per model (`helpHinted`),
 * so a retrain moves it with its scores; the second stays fixed (too few safe scores up there).
 */
export const helpFirstHinted = 0.8;

/**
 * A later turn of a conversation in which no earlier message had a signal answers the coach's
 * question (issues #21 and #22, safety22c): the unseen conversations c17-c19 got the gentle note on
 * such turns from scores of 0.2-0.4 on everyday words ("Ich glaube, er hat Angst vor den
 * Gesprächen." 0.28, "He's been sending long emails at night." 0.37). There the note from the
 * score needs higher bars: with evidence `hinted` (not `gentle`), with everyday words of one
 * concept `unbacked` (not `hinted`), without any word this score. Help first keeps its bars, and
 * a conversation with a signal before keeps the single message's. The corpus' later-turn
 * positives that get the note without a signal before score from 0.30 (everyday words) and 0.41
 * (none).
 */
export const laterTurnUnbacked = 0.4;

/** Help first for a crisis rule without an evidence concept needs this score. */
export const ruleHelpFirst = 0.2;
export const helpFirstUnbacked = 0.9;

/** A note (harassment, legal, medical, "human?") without evidence needs at least this score unless trained otherwise. */
export const withoutEvidence = 0.7;

/**
 * Plan markers (plan-markers.ts) that lift a message the classifier scores below the note to the
 * full help: each pair names the act itself (a means kept for oneself, a prior attempt with the
 * thoughts back, a wound, one's absence planned so nobody finds one, a tool for an attack, an
 * injury promised, a threat made to someone close, the target met or followed at a time set with
 * a menace). The others have everyday senses a low score
 * speaks for ("looked at the bridge loan three times", "a goodbye mail, he won't need the key",
 * "I know when she gets home, it's dark in our street", "a letter to his house, he knows what will
 * happen next"): they lift only a message that has the note.
 */
const lowScoreHelp: ReadonlySet<string> = new Set([
  'means',
  'attempt',
  'self-harm',
  'absence',
  'tool',
  'injury',
  'threat-made',
  'ambush',
]);

/** Which labels' own vocabulary a message has (a score without it needs the `unbacked` threshold). */
export interface Evidence {
  /** Evidence of its own (a concept beyond its everyday words, or two concepts in a sentence). */
  urgent: boolean;
  /** Evidence from the concepts alone (without the rules). */
  urgentConcepts: boolean;
  /** Only everyday words of urgent concepts (those of the user's state in the user's own words): the score needs `hinted`. */
  urgentHint: boolean;
  /**
   * Only hopeless words about a thing the message judges ("This is crap. Useless."), or only
   * someone else's absence or work done alone ("Er ist einfach weg"): no note.
   */
  urgentExplained: boolean;
  harassment: boolean;
  harassmentHint: boolean;
  /** Violence or a threat are the message's only harassment concepts (a joking hyperbole's harassment score comes from them). */
  harassmentOnlyViolence: boolean;
  /** An identity word is the message's only harassment concept and nothing is done to anyone: a person described, not treated. */
  identityOnly: boolean;
  /** The message speaks of the user ("ich", "my"): a hopelessness score without words needs it. */
  aboutSelf: boolean;
  /** The legal concepts and a question (a case-specific legal question asks something). */
  legal: boolean;
  /** The message asks something: a legal note needs it, with or without the legal concepts. */
  asks: boolean;
  medical: boolean;
  human: boolean;
  /** A crisis rule fired (rules.ts). */
  ruleSaysCrisis: boolean;
  /** The message asks something or speaks to this chat ("bist du", "talk to"): "is this a human?" needs it. */
  toAdvisor: boolean;
}

/** The message speaks to the advisor ("bist du", "are you", "with you"), or asks for someone to talk to. */
const addressesAdvisor =
  /\b(oder|or) (nicht|not|ne|eine?|an?|vom?|von|ki|ai|bot|maschine|machine|programm?|software|mensch|human|person|fake|echt|real|some|all|automatic)\b|\b(steckt|sitzt|tippt|typing|behind|dahinter|wirklich|really|actually|actualy|eigentlich|who|wer|get me|connect me|bitte|please|pls|verbinde\w*|kommt das)\b|\b(du|dir|dich|dein\w*|you|your|u|ur|bist|sind sie|ihnen|hier|here|this chat|dieser chat|talk|speak|chat\w*|reden|rede|sprechen|spreche|schreibe|schreib ich|want|wanna|will|mochte|brauche|need|lieber|rather|prefer\w*)\b/;

/**
 * The evidence of the signals in a message (`ruled`: its rules when the caller has them; `across`:
 * the messages of a conversation read together). The coach asks it of every earlier message on
 * every turn: without `ruled` and `across` it is kept per text (kept.ts).
 */
export function evidenceOf(original: string, ruled?: SafetyResult, across = false, ordinary = true): Evidence {
  if (!ruled && !across && ordinary) return keptFor(evidenceOfText, original);
  return evidenceUncached(original, ruled, across, ordinary);
}

const evidenceOfText = (text: string): Evidence => Object.freeze(evidenceUncached(text));

function evidenceUncached(original: string, ruled?: SafetyResult, across = false, ordinary = true): Evidence {
  // Idioms ("dead in the water", "das bricht uns das Genick") are no evidence (figurative.ts).
  const text = literal(original);
  ruled ??= classifySafety(text);
  const parts = sentences(text);
  const concepts = conceptsOfText(parts);
  // Someone else's words (reported.ts) are no crisis statement of the user's: the crisis rules and
  // everyday hints read the user's own words; strong evidence words count wherever they stand.
  const own = ownWords(text);
  const ownParts = own.reported ? sentences(own.text) : parts;
  // A threat received is always someone else's words: the danger rules read the whole message.
  const ruleSaysCrisis =
    (own.reported ? classifySafety(own.text) : ruled).categories.includes('crisis') ||
    ruled.rules.some((id) => id.startsWith('danger'));
  // Two everyday urgent words count only as a real co-occurrence in one sentence (concepts.ts
  // `realPair`: not "the bridge round from our existing investors"); across the messages of a
  // conversation any two. Harassment needs an act: an identity word alone ("his wife is pregnant")
  // or being left out alone is no hint. Both read the sentences as evidence of the user's own
  // state (concepts.ts `ownStateFolded`): someone else's absence ("my cofounder stopped showing
  // up") and a task done alone ("doing all the investor calls alone") are none.
  // Everyday urgent words in their ordinary sense in a coaching turn (ordinary-turn.ts: someone
  // else's fear of a talk, "I don't want to punish her", the last time of a past talk, mails at
  // night, a relative's death as the past setting) are no evidence of the user's state
  // (`ordinary` false: only someone else's feeling, when the score says danger or violence).
  const urgentParts = parts.map((sentence) => ordinaryTurnReading(sentence, text, !ordinary));
  const urgentLevel = evidenceLevel(
    urgentParts,
    urgentEvidence,
    across ? { across: true, ownState: true } : { realPairs: true, ownState: true },
  );
  // The only urgent words were someone else's absence or work done alone, or words of an ordinary
  // turn: the classifier's score on them ("Er ist einfach weg, seit zwei Wochen." 0.56, "I don't
  // want to punish her." 0.81) is explained by them, no note.
  const othersAbsence =
    urgentLevel === 'none' &&
    evidenceLevel(parts, urgentEvidence, across ? { across: true } : { realPairs: true }) !== 'none';
  const harassmentLevel = harassmentEvidenceLevel(parts, concepts, across);
  // A legal note needs a question: a case-specific legal question asks something (a question
  // mark, or a sentence that opens as a question); "ob sie kündigen kann" in a plan asks nothing.
  const asksSentence =
    text.includes('?') ||
    parts.some((sentence) =>
      /^(darf|durfen|kann|konnen|muss|mussen|ist (?:das|die|der|sowas)|bin ich|rede ich|spreche ich|schreibe ich|can|could|may|must|is it|is that|is this|am i|are we|are you|do i|do we|does)\b/.test(
        fold(sentence),
      ),
    ) ||
    /\b(legally|rechtlich|ob (ich|wir|man|das)|whether|frage mich|wonder|wondering|(will|mochte) wissen|want to know|(is|gibt) (there|es))\b/.test(
      fold(text),
    );
  // A clause that opens as a question counts for a legal note ("… nix schriftlich. kann ich ihn
  // rauswerfen"); "is this a human?" keeps the sentence's own question.
  const asks = asksSentence || parts.some(clauseAsks);
  return {
    urgent: ruleSaysCrisis || urgentLevel === 'strong',
    urgentConcepts: urgentLevel === 'strong',
    urgentHint: !ruleSaysCrisis && urgentLevel === 'hint',
    // A message of ordinary turns alone with no urgent word (ordinary-turn.ts `ordinaryTurn`: a
    // hobby taken up again scored crisis 0.93) is explained by them, as the notes read it.
    urgentExplained:
      !ruleSaysCrisis &&
      urgentLevel !== 'strong' &&
      (othersAbsence || explainedAway(ownParts) || (urgentLevel === 'none' && parts.every(ordinaryTurn))),
    harassment: harassmentLevel === 'strong',
    harassmentHint: harassmentLevel === 'hint',
    identityOnly:
      [...concepts].every((concept) => !harassmentBeyondIdentity.has(concept)) &&
      concepts.has('IDENTITY') &&
      !namesAdverseAct(parts),
    harassmentOnlyViolence:
      (concepts.has('VIOLENCE_ACT') || concepts.has('THREAT')) &&
      ![...concepts].some(
        (concept) => harassmentEvidence.has(concept) && concept !== 'VIOLENCE_ACT' && concept !== 'THREAT',
      ),
    aboutSelf: speaksOfSelf(text),
    legal: asks && concepts.has('LEGAL') && asksOfLegal(parts),
    asks,
    medical: concepts.has('MEDICAL'),
    // "in person", "our AI feature" are everyday: only a bot, a human or the person behind this chat
    // is evidence of the question.
    human: evidenceLevel(parts, humanEvidence) === 'strong',
    ruleSaysCrisis,
    toAdvisor: asksSentence || addressesAdvisor.test(fold(text)),
  };
}

/**
 * A legal word asked about: in a sentence that asks, or beside a question that is not a request to
 * the coach (issue #21, safety15a). "Der Anwalt hat den Vertrag geprüft. Wie sag ich es dem
 * Team?" and "The Finanzamt letter came. Can you help me write the reply?" tell a fact and ask for
 * coaching or a draft: the law is the setting, not the question. A message whose question is only
 * in its words ("ob ich", "whether", "legally") keeps the legal word wherever it stands.
 */
function asksOfLegal(parts: readonly string[]): boolean {
  const asking = parts.filter((sentence) => sentence.includes('?') || asksIn(sentence) || clauseAsks(sentence));
  if (asking.length === 0) return true;
  // Only a question of how to say or write something is about the talk ("wie sag ich es dem
  // Team?", "can you help me write the invite?"); "Wie kriegen wir die Domain zurück?" and "Was
  // kann ich tun?" ask about the case.
  const aboutTheTalk = (sentence: string) => coachingSentence(sentence) && talkWords.test(fold(sentence));
  return asking.some((sentence) => !aboutTheTalk(sentence) || conceptsOfText([literal(sentence)]).has('LEGAL'));
}

/** Saying, writing or presenting something to someone (folded): what a question about the talk asks. */
const talkWords =
  /\b(tell|say|saying|brief|announce|present|write|draft|phrase|word|reply|respond|answer|email|mail|message|text|bring (it|this|that) up|raise|thank|welcome|remind|explain|invite|apologi[sz]e|open|frame|pitch|put it|sag|sage|sagen|brief\w*|ankundig\w*|vorstell\w*|stelle (\S+ ){0,3}vor|schreib\w*|formulier\w*|antwort\w*|ansprech\w*|sprech\w*|spreche|red|rede|reden|dank\w*|bedank\w*|willkommen|erinner\w*|erklar\w*|einlad\w*|entschuldig\w*|eroffne\w*|mitteil\w*|beibring\w*|verkund\w*|kommunizier\w*|nachfrag\w*|frag|frage)\b/;

const harassmentBeyondIdentity: ReadonlySet<string> = new Set(
  [...harassmentEvidence].filter((concept) => concept !== 'IDENTITY'),
);

/**
 * Harassment evidence: a harassment concept beyond its everyday words, or two in one sentence
 * ("seit ich schwanger bin, werde ich ausgeschlossen"). An identity word (IDENTITY: "schwanger",
 * "gay", "Kopftuch") counts only with an act done to someone in the message (ADVERSE: called,
 * joked about, asked, moved, paid less, "seit", "because": concepts.ts `namesAdverseAct`): then it is strong evidence; alone
 * ("his wife is pregnant", "she's gay and our best engineer") it is none, and the classifier's
 * score must reach the `unbacked` threshold.
 */
function harassmentEvidenceLevel(parts: readonly string[], concepts: ReadonlySet<string>, across: boolean) {
  const level = evidenceLevel(parts, harassmentEvidence, { across, ownState: true });
  if (level !== 'hint' || !concepts.has('IDENTITY')) return level;
  if (namesAdverseAct(parts)) return 'strong';
  return evidenceLevel(parts, harassmentBeyondIdentity, { across, ownState: true });
}

/**
 * Rules whose match is help first whatever the classifier scores, and the label each gives
 * (rules.ts): a veiled threat received ("it would be a shame if something happened to your car",
 * "they know where your kids go to school", "I know which train you take"), an attack received
 * ("he grabbed my throat"), a plan or means of violence (a weapon for the next meeting, something
 * in his coffee) or of suicide (a farewell mail in the drafts, a running engine in a closed garage,
 * pills counted). Their words are everyday ones, so the score says little. A threat to kill or stab
 * the user said outright (`danger-threat-kill`) is forced too; `danger-de`/`danger-en` also read fear
 * and feeling threatened ("ich fühle mich bedroht", "I don't feel safe around him"), everyday words
 * at work, and stay a second opinion.
 */
export function forcedLabel(id: string): SafetyLabel | null {
  if (
    id.startsWith('danger-veiled') ||
    id === 'danger-attack' ||
    id === 'danger-quoted' ||
    id === 'danger-reported' ||
    id === 'danger-meant' ||
    id === 'danger-threat-kill' ||
    id === 'danger-acute'
  )
    return 'danger';
  if (id.startsWith('violence-plan')) return 'violence';
  // A self-harm relapse said indirectly ("greif wieder zur Klinge"): everyday words, a low score.
  if (id.startsWith('crisis-plan') || id === 'self-harm-relapse') return 'crisis';
  return null;
}

/** Rules that speak of harm to oneself or a threat received (not the user's own violent words). */
const selfOrDangerRule = (id: string) => !/^(violence|legal|medical|escalation)/.test(id);

/**
 * Violent hyperbole marked as a joke (figurative.ts `jokeMarked`): the top urgent label is violence
 * or danger, and nothing makes it concrete: no plan, means or time, no harm to oneself, no fear,
 * no threat received (a crisis or danger rule). "I'll kill him tomorrow, knife's ready lol" and
 * "ich will nicht mehr leben 😂" stay urgent.
 */
export function isJokingHyperbole(text: string, topUrgent: SafetyLabel, ruleIds: readonly string[]): boolean {
  if (topUrgent === 'crisis' || !jokeMarked(text) || namesPlanOrTime(text)) return false;
  if (ruleIds.some((id) => selfOrDangerRule(id) || forcedLabel(id))) return false;
  const concepts = conceptsOfText(sentences(literal(text)));
  return ![...concepts].some((concept) => concreteConcepts.has(concept));
}

/**
 * Anger said as a wish or a hypothetical (act.ts `ventsAnger`: "Ich könnte ihn erwürgen, er hat
 * das Angebot schon wieder falsch verschickt", "I could strangle him"; issue #21, safety16a): the
 * same policy as a joke, at most the gentle note, unless it names a plan, means or a time, or a
 * rule reads a threat received, a plan or harm to oneself.
 */
export function isVentingHyperbole(text: string, topUrgent: SafetyLabel, ruleIds: readonly string[]): boolean {
  if (topUrgent === 'crisis' || !ventsAnger(text) || namesPlanOrTime(text)) return false;
  // The corpus reads "Ich könnte ihn umbringen." alone as violence: only anger beside a question
  // for coaching ("… wie spreche ich das an, ohne auszurasten?") is the wish it says.
  if (!sentences(text).some((sentence) => sentence.includes('?') && coachingSentence(sentence))) return false;
  if (ruleIds.some((id) => selfOrDangerRule(id) || forcedLabel(id))) return false;
  const concepts = conceptsOfText(sentences(literal(text)));
  return ![...concepts].some((concept) => concreteConcepts.has(concept));
}

/**
 * A laugh at oneself after a trivial trigger (figurative.ts `jokeTrigger`): "Noch ein Meeting ohne
 * Agenda und ich stürz mich in den Rhein 😂", "if the deploy fails again I'd kill myself lol". One
 * policy for both languages (issue #21, safety15b: German conditionals fired the plan rule
 * `crisis-plan-conditional` and got help first or the note where the same English joke got
 * nothing). The signal is the user's own (crisis scores highest, "mich"/"myself", or a crisis plan
 * rule read it), marked as a joke, with a condition or a "one more"; the user does not step out of
 * it ("wirklich", "really", "kein Witz"). Nothing concrete (the place or means the hyperbole names
 * is its picture, a conditional is the trigger): 'none', no crisis reply and no note. A time beside
 * it ("if the deploy fails tonight", "heute Nacht"): 'note', the gentle note. A plan, pills, a
 * farewell, hopelessness or fear, or a threat or violence rule: null (no such joke, help as usual).
 */
export function jokingSelfHyperbole(
  text: string,
  topUrgent: SafetyLabel,
  ruleIds: readonly string[],
): 'none' | 'note' | null {
  const folded = fold(text);
  if (!jokeMarked(text) || namesPlan(text) || !jokeTrigger.test(folded) || jokeSteppedOut.test(folded)) return null;
  const forcedIds = ruleIds.filter((id) => forcedLabel(id));
  const ownCrisisRule = forcedIds.some((id) => id.startsWith('crisis-plan'));
  // An attack on the user ("hat mich gewürgt … war doch nur Spaß") is no laugh at oneself.
  if (topUrgent === 'danger') return null;
  if (topUrgent !== 'crisis' && !ownCrisisRule && !/\b(mich|myself)\b/.test(folded)) return null;
  if (forcedIds.some((id) => id !== 'crisis-plan-conditional' && id !== 'crisis-plan-means')) return null;
  if (ruleIds.some((id) => /^(danger|violence)/.test(id))) return null;
  const concepts = conceptsOfText(sentences(literal(text)));
  if ([...concepts].some((concept) => selfJokeConcrete.has(concept))) return null;
  return namesPlanOrTime(text) ? 'note' : 'none';
}

/**
 * A public statement quoted from the press, a podcast or a talk ("The competitor's CEO said
 * 'watch your back' in the TechCrunch piece", "hat im Interview gesagt, er werde uns 'vom Markt
 * fegen'"): said to an audience, not to the user. The decision reads the user's own words
 * (reported.ts), unless they say it reached the user in person (texted me, mir geschrieben, at my
 * door, my family).
 */
const publicFrame =
  /\b(interview\w*|article|artikel|piece|op ed|oped|column|kolumne|pressekonferenz|press conference|zeitung|newspaper|magazin\w*|magazine|podcast\w*|keynote|panel|on stage|auf der buhne|konferenz|conference|headline|schlagzeile|quoted|zitiert|techcrunch|forbes|handelsblatt|wirtschaftswoche|spiegel|faz|bloomberg|reuters|grunderszene|t3n|journalist\w*|reporter\w*)\b/;
const reachedUser =
  /\b(me|mir|mich|to me|an mich|am telefon|telefon\w*|on the phone|phone|called|anruf\w*|angerufen|texted|dm|dms|whatsapp|sms|voicemail|privately|privat\w*|unter vier augen|my (home|house|family|kids|children|wife|husband|car|daughter|son)|meine (familie|kinder|frau|wohnung|tochter)|mein (haus|auto|kind|mann|sohn))\b/;
export function quotesPublicStatement(text: string): string | null {
  // The press is where the line was said, not what it is about ("wenn du das an die Presse gibst"
  // inside a threat on the phone).
  if (!publicFrame.test(fold(withoutQuotes(text)))) return null;
  const own = ownWords(text);
  if (!own.reported || reachedUser.test(fold(text))) return null;
  return own.text;
}

/** First person ("ich", "my", "I'm"; not the German "im Büro"). */
const speaksOfSelf = (text: string) =>
  /\b(ich|mich|mir|mein\w*|i|me|my|myself|ive|id|ill)\b/.test(fold(text)) || /\bI'?m\b|\bi['’]m\b/.test(text);

/**
 * A note without a word of the signal: hopelessness said of oneself from `unbacked` ("dass ich
 * morgens einfach nicht mehr aufwache"), else only from `unbackedHigh`.
 */
export const unbackedHopelessness = (evidence: Pick<Evidence, 'aboutSelf'>, crisisScore: number, from: number) =>
  crisisScore >= (evidence.aboutSelf ? from : Math.max(from, unbackedHigh));

/**
 * Without a word of the signal, hopelessness without the user in the message (German drops the
 * "ich": "will einfach nur noch Ruhe. Für immer.") needs a clearly high score: expense figures
 * ("firmenkarte. hotels, essen") score 0.31, fixed times for company talk at home 0.44.
 */
export const unbackedHigh = 0.5;

/** A work of fiction the user writes or plays (folded): a screenplay, a novel, a play, a character. */
const fictionFrame =
  /\b((in|for|fur|im|in der|in meinem|in meiner|in unserem|in unserer|fur (mein\w*|unser\w*|ein\w*|das|den|die)|(my|our|the|a|this|mein\w*|unser\w*|ein\w*|das|dem|der)) (\S+ )?(video game|board game|card game|serious game|computer game|comic|graphic novel|podcast script|podcast episode|horspiel|kurzfilm|short film|film script|song lyrics|lyrics|songtext|d d campaign|dnd campaign|pen and paper kampagne|rollenspiel\w*|pen and paper\w*|roleplay exercise|role play exercise|rollenspiel ubung|case study|fallstudie|lehrfall)|(song lyrics|songtext|case study|fallstudie|podcast script|horspiel|rollenspielabend|rollenspiel abend|improtheater\w*|improv (scene|group|class))|(game|spiel|serious game|comic|film|podcast) (i m|im|we re|were|ich|wir) (designing|developing|making|writing|producing|entwickle|entwickeln|schreibe|schreiben|produziere|produzieren)|(ich|wir) (entwickle|entwickeln|schreibe|schreiben|produziere|produzieren|designe) (\S+ ){0,2}(ein|einen|eine|das|den|die) (\S+ )?(spiel|game|serious game|comic|horspiel|podcast|kurzfilm|song|fallstudie)|(the|a|der|die|eine|ein) (villain|antihero|antiheld|bosewicht|narrator|erzahler\w*|hauptfigur)|(one person|someone|einer|eine person|jemand) (plays|spielt) (a|an|the|einen|eine|den|die)|(my|a|the|our|this|in my|for my|for a|for our) (screenplay|script|novel|short story|stage play|thriller|crime novel|murder mystery|manuscript|fiction|story i m writing|story im writing|story i am writing|improv scene)|(im|i m|i am|were|we re) (writing|drafting|designing) (a|an|my|our) (screenplay|script|novel|short story|play|thriller|story|game|scene)|my (main )?character|the protagonist|(mein\w*|ein\w*|unser\w*|im|fur (mein\w*|ein\w*|unser\w*)) (drehbuch|roman|kurzgeschichte|theaterstuck|thriller|krimi|manuskript|thriller manuskript|improtheater\w*|impro szene)|meine hauptfigur|in unserer improtheater\w*|ich schreibe (\S+ ){0,2}(ein|einen|eine|an einem|an einer) (drehbuch|roman|kurzgeschichte|theaterstuck|thriller|krimi|geschichte))\b/;
/** The user steps out of the fiction ("honestly the character is me", "eigentlich will ich wirklich …", "not a screenplay"). */
const leavesFiction =
  /\b(honestly|ehrlich|eigentlich|actually|in real life|irl|im echten leben|in echt|(character|figur) (is|bin) (me|ich)|(das|it) (bin ich|is me|s me)|not (a|for a|for my) (screenplay|script|story|novel|play|game|podcast|case study|roleplay)|this time|(kein|keine|nicht fur (ein|einen|eine)) (roman|drehbuch|geschichte|buch|theaterstuck|horspiel|spiel|podcast|film|comic|rollenspiel|fallstudie)|i (really|actually) (want|am going|will|plan)|(call it|nenn es|nennt es|lets call it|let s call it) (\S+ )?(a|an|ein|eine|einen)\b|(will|werde) (ich )?(mich )?wirklich)\b/;

/** Fiction the user writes, and they do not step out of it (folded). */
export const writesFiction = (text: string) => {
  const folded = fold(text);
  return fictionFrame.test(folded) && !leavesFiction.test(folded);
};

/**
 * The user's own work with death, suicide or violence, in the first person ("I'm an ER nurse", "als
 * Notärztin", "ich arbeite in der Notaufnahme", "as a police officer", a psychologist, a paramedic,
 * a crisis line volunteer, an undertaker), folded.
 */
const ownProfession = new RegExp(
  [
    // "I'm an ER nurse", "als Notärztin", "ich bin Polizistin", "as a crisis line volunteer"
    // ("im" without an article is the German "im Rettungswagen", not "I'm": safety38.)
    '\\b(i m|i am|i ve been|ive been|i was|i work(ed)? as|as|als|ich bin|ich war|ich arbeite als|arbeite als|im(?= an? )) (a |an |ein |eine |einer )?(\\S+ )?(icu |er |crisis line )?(notarzt\\w*|notarztin|rettungs\\w*|sanitater\\w*|notfallsanitater\\w*|paramedic\\w*|emt|nurse|krankenpfleger\\w*|krankenschwester|pfleger\\w*|pflegekraft|arzt|arztin|doctor|physician|police\\w*|polizist\\w*|cop|detective|kommissar\\w*|firefighter|feuerwehr\\w*|psycholog\\w*|psychotherapeut\\w*|therapist|therapeut\\w*|psychiater\\w*|psychiatrist|counsel+or|social worker|sozialarbeiter\\w*|volunteer|seelsorger\\w*|bestatter\\w*|undertaker|funeral director|coroner|rechtsmediziner\\w*|pathologist|first responder)\\b',
    // "I work night shifts in the ICU", "ich arbeite in der Notaufnahme"
    '\\b(work\\w*|shifts?|job) (\\S+ ){0,2}?(in|on|at) (the|an) er\\b',
    '\\b(i work(ed)?|ich arbeite\\w*|arbeite) (\\S+ ){0,3}?(in|on|at|for|auf|im|in der|bei) (the |an |a |der |die |dem |einer |einem )?(\\S+ )?(icu|emergency room|notaufnahme|intensivstation|ambulance service|rettungsdienst|psychiatrie|psychiatry|crisis line|telefonseelsorge|bestattungs\\w*|funeral home|police|polizei)\\b',
  ].join('|'),
);
/** The user speaks of their own state beside their work ("lately I want to do it myself", "ich will nicht mehr leben"). */
const leavesWork =
  /\b(myself|mine|my own|me too|mich selbst|bei mir selbst|an mir selbst|ich auch|auch ich|mich (\S+ )?(umbringen|umzubringen)|mir (\S+ )?(das )?leben (nehmen|zu nehmen)|(want|wanna|going|plan|planning) to (die|end it|end my|kill myself|do it)|i (want|wish) i (was|were) dead|(will|mochte|wunsche mir) (\S+ )?(nicht mehr leben|sterben|tot sein)|nicht mehr (leben|aufwachen|da sein)|dont want to (live|be here|wake up)|no reason to (live|be alive)|lately i|i ve started|ive started|(einen|a) plan|which (meds|pills) and how many|wie man es macht|know (exactly )?how)\b/;

/** Death, suicide or violence told from the user's own work ("I'm a paramedic, I see overdoses every week"), and the user does not speak of their own state. */
export const toldFromWork = (text: string) => {
  const folded = fold(text);
  return ownProfession.test(folded) && !leavesWork.test(folded);
};

/** The chat called an AI in a statement ("you're an AI", "du bist ja nur ein Programm"; not "are you a bot?"). */
const callsItAI =
  /\b(youre|you are|ur|this is|its|du bist|dass du|das ist|(talking|chatting|writing|schreibe|rede|chatte|spreche) (\S+ ){0,2}(to|with|mit))\b (\S+ ){0,3}(ai|bot|chatbot|ki|programm|program|maschine|machine|computer|kein mensch|not (a )?(real )?(human|person)|keine echte person|not human)\b/;
/** Said as known ("I know", "I get it", "schon klar", "zwar", "just a bot"). */
const saysKnown =
  /\b(i know|i knew|i get|get it|got it|i realise|i realize|i understand|im aware|i am aware|obviously|of course|ich weiss|schon klar|ist klar|mir ist klar|ist mir klar|bewusst|naturlich|zwar|no need to remind|just an?|nur (ein|eine)|ja nur)\b/;

/** "Woher weiß ich, dass du kein Programm bist?", "how do I know you're not a bot": the question itself. */
const asksForProof = /\b(woher|wie (kann|soll) ich|how (do|can|would) i|prove|beweis\w*)\b/;

/**
 * "I know you're an AI, but …", "Ich weiß, dass du eine KI bist, aber …", "du bist ja nur ein
 * Programm, schon klar": the user knows what answers and asks something else, not the question
 * "is this a human?" (a wish for a person, person.ts `asksForPerson`, still is one).
 */
export const knowsItIsAI = (text: string) =>
  sentences(text).some((sentence) => {
    const folded = fold(sentence);
    return callsItAI.test(folded) && saysKnown.test(folded) && !asksForProof.test(folded);
  }) && !asksForPerson(text);

/**
 * A turn of coaching: a question or request to the coach ("wie sag ich ihr, dass …?", "Wärst du
 * bereit, das mit mir durchzurechnen?", "how do I …", "can we pick this up tomorrow?"), a plan to
 * talk ("ich rufe ihn morgen Abend an", "I'll text her tonight") or what one wants from the
 * conflict ("what matters to me is …", "mir ist wichtig, dass …"). Such a sentence is no
 * hopelessness and no threat, whatever the classifier scores on its everyday words.
 */
const coachingTurn =
  /^(?:(?:gut|ok|okay|also|und|and|so|well|alright|bis dahin|anyway|egal|na gut)\s+)*(?:(?:wie|how|was (?:soll|sollte|kann|konnte|wurdest|wurde) ich|what (?:should|can|could|would|do) (?:i|we)|should (?:i|we)|soll(?:te)? (?:ich|wir)|kannst du|konntest du|warst du|wurdest du|hast du|can you|could you|would you|will you|do you|(?:can|could|shall) we (?:practi[sc]e|try|rehearse|role ?play|go through|do (?:it|this|that) again)|(?:konnen|sollen) wir (?:das |es )?(?:uben|durchspielen|proben|nochmal)|(?:und )?(?:kann|konnte) ich (?:da |dort |bei euch |bei ihr |bei ihm )?(?:auch )?(?:einen |ein )?(?:termin|gesprach|erstgesprach) (?:machen|buchen|vereinbaren|ausmachen)|(?:and )?(?:can|could) i (?:also )?book|lass uns|lasst uns|let us|lets|hilf mir|help me|gib mir|give me|any (?:tips|ideas?|advice))\b|(?:what matters (?:to|for) me|was mir wichtig ist|mir ist wichtig|mir geht es darum|what i want is|what i care about)\b)|^(?:(?:ich|i|ill|wir|we|well)\s+)(?:(?:will|werde|am going to|m going to|gonna|want to|mochte|möchte)\s+)?(?:\S+\s+){0,2}?(?:rufe|ruf|schreib|schreibe|treffe|spreche|rede|frage|frag|lade|call|text|email|meet|ask|talk|speak|invite|message)(?:\s+(?:to|with|mit))?\s+(?:ihn|sie|ihm|ihr|him|her|them|my|our|mein\w*|unser\w*|dem|den|the)\b/;

/**
 * Statements that set up coaching rather than carry a signal: one's role in someone else's
 * conflict ("I'm not involved myself", "ich bin ihre Teamleiterin"), a plan with its content
 * ("I already have a plan: I'll talk to him on Thursday"; a bare "I have a plan." is a crisis
 * rule), a meeting set up ("am Samstag treffen wir uns bei mir").
 */
const coachingStatement =
  /^(?:(?:gut|ok|okay|also|und|and|so|well|alright|anyway)\s+)*(?:(?:i m|im|i am|ich bin) (?:\S+ ){0,2}?(?:not|nicht|gar nicht|selbst nicht|selbst gar nicht) (?:\S+ )?(?:involved|beteiligt|part of|teil)|(?:i m|im|i am) (?:their|the|her|his|our) (?:team ?lead|manager|boss|lead|hr|head of \S+|ceo|coo|cto)|ich bin (?:ihre|seine|deren|die|der) (?:\S+ )?(?:teamleiter\w*|chef\w*|vorgesetzte\w*|managerin|manager|personaler\w*|leiter\w*)|(?:i|ich) (?:already |schon |jetzt |now )?(?:have|hab|habe|ve got|ive got|ive) (?:already |schon |jetzt |now )?(?:a|einen) plan \S+|(?:im|i m|i am|ill|i ll|i will|were|we re|well|we ll) (?:going to |gonna )?(?:\S+ ){0,2}?(?:talk|speak|call|text|email|write|meet|ask|tell) (?:to |with )?(?:him|her|them|my|our|the)\b)|^(?:(?:gut|ok|okay|also|und|and|so)\s+)*(?:ich|i) (?:sag|sage|erklare|erklar|tell|ll tell|will tell) (?:ihm|ihr|ihnen|him|her|them)\b|\b(?:treffen wir uns|treff(?:e)? ich mich mit|we(?: re| are)? meeting|(?:i m|im|i am) meeting (?:him|her|them))\b/;

/** "I already have a plan" / "Ich hab schon einen Plan" as a sentence of its own. */
const planIntro = /^(?:(?:ok|okay|also|so|well)\s+)*(?:i|ich|ive|i ve)\b.{0,25}\b(?:a|einen) plan$/;

/**
 * A proposal of what to write into the founders' own document ("Could we just put a clause in
 * that doc that product has the final say?", "Sollen wir ins Rollenpapier schreiben, dass …"):
 * content for their agreement, coached; a contract or a shareholder agreement is not meant here.
 */
/** What to watch out for in a talk ("worauf muss ich beim Gespräch noch achten?"): a request for tips, not a legal question. */
const talkTips =
  /\b(?:worauf (?:muss|sollte|soll) ich (?:\S+ ){0,3}?(?:gesprach|meeting|call|treffen|termin|telefonat)\w* (?:noch |dabei )?achten|what should i (?:watch out for|keep in mind|look out for|pay attention to) (?:in|during|at|for) (?:the |our |that )?(?:talk|conversation|meeting|call)\b)/;

const draftingProposal =
  /^(?:(?:and|und|so|also|ok|okay)\s+)*(?:could|can|should|shall) we (?:just |maybe |also )?(?:put|add|write|include|have) (?:a|an|one) (?:clause|rule|line|section|paragraph) (?:in|into|to) (?:that|the|our|this) (?:doc|document|notes|charter|team agreement|roles? doc|one-?pager)\b|^(?:(?:und|also|ok|okay)\s+)*(?:sollen|sollten|konnen|konnten) wir (?:einfach |vielleicht |auch )?(?:eine[n]? )?(?:klausel|regel|satz|absatz|passus) (?:in|ins) (?:das|dieses|unser|unseres|den) (?:doc|dokument|papier|rollenpapier|protokoll|one-?pager)\b/;

/** A sentence of a coaching turn: a question or request to the coach, or a statement that sets it up. */
/**
 * A plan to bring people together for a talk (issue #21, safety14a): "sit them down together on
 * Monday", "get them in a room", "pull him aside", "an einen Tisch holen", "zusammensetzen", "zur
 * Seite nehmen", "zur Rede stellen", "mir das Thema vorknöpfen" (folded). Read as a coaching statement only when the
 * sentence has no word of an urgent concept ("sit him down and then break his fingers" is not one).
 */
const meetingPlan =
  /\b(sit|sits|sitting|sat) (\S+ ){0,4}?down\b|\b(get|gets|getting|got|bring|brings|bringing|brought|put|putting|pull|pulls|pulling|pulled|grab|grabbing|lock|locking|take|taking) (\S+ ){0,4}?(together|aside|in a room|into a room|in one room|in the same room|to the same table|to the table|around the table|around a table|at the same table|at one table|face to face|in a meeting room|into a meeting room|for a walk)\b|\b(an einen (runden )?tisch|an den tisch|in einen raum|in einem raum|zusammen ?setzen|zusammengesetzt|zusammenzusetzen|zur seite|zur rede|beiseite nehmen|hinsetzen|hinzusetzen|gegenuberstellen|zusammenbringen|zusammen ?bringen|zur brust|vorknopfen|vorknopf|vorgeknopft)\b|\b(setze|setzen|setz|setzt|knopf|knopfe) (\S+ ){0,4}?(zusammen|vor)\b/;

/**
 * A request to draft a message for others (issue #21, safety15a: "schreib mir bitte ne kurze
 * Slack-Nachricht:", "pls draft a slack post", "Brauch nen Zweizeiler fürs Team", "I need a short
 * notice that …", "Entwurf bitte:"), folded: the "mir" and "I" of the request are the user asking
 * the coach, not the user's state. Read as a coaching sentence only without a word of an urgent
 * concept in it, like `meetingPlan` ("write a goodbye note, I won't be around after Friday" is not).
 */
const draftRequest =
  /^(?:(?:hey|hi|hallo|ok|okay|so|also|und|and|bitte|please|pls|plz|kurz|quick|quick q|noch|one more)\s+)*(?:(?:(?:can|could|would) (?:you|u)|(?:kannst|konntest|wurdest) du)(?: (?:mir|me|bitte|mal|kurz|please|pls|quickly|just))* )?(?:(?:help me|hilf mir)(?: (?:bitte|mal|kurz|please|pls))* )?(?:(?:to |zu )?(?:write|draft|phrase|word|compose|put together|formulate|rewrite|reword|schreib\w*|formulier\w*|entwirf|entwerf\w*|verfass\w*|aufsetzen|aufzusetzen)\b|(?:draft|entwurf|text|mail|email)(?: (?:bitte|please|pls))?$)|^(?:(?:ok|okay|so|also|und|and|hey)\s+)*(?:(?:i|ich) )?(?:need|needs|brauch\w*|want|would like|mochte|hatte gern\w*) (?:\S+ ){0,4}?(?:note|notice|message|msg|mail|email|text|reminder|announcement|reply|post|heads ?up|update|two-?liner|one-?liner|nachricht|notiz|info|hinweis|erinnerung|rundmail|antwort|zweizeiler|einzeiler|ankundigung|mitteilung|text)\b/;

const coachingSentence = (sentence: string) => {
  const folded = fold(sentence);
  const noUrgentWord = () => ![...conceptsOfText([literal(sentence)])].some((c) => urgentEvidence.has(c));
  return (
    coachingTurn.test(folded) ||
    coachingStatement.test(folded) ||
    ((meetingPlan.test(folded) || draftRequest.test(folded)) && noUrgentWord())
  );
};

/**
 * Having a life beside the company ("Ich hab auch ein Leben, also theoretisch.", "I have a life
 * outside this startup", "Privatleben"), folded: a boundary of the work, not a word about one's
 * life ending; the classifier scores "Leben" high on its own (issue #22, false17). Not with a word
 * of the life's worth ("a life I hate", "kein Leben mehr").
 */
const hasALife =
  /^(?!.*\b(hate|hasse|sinnlos\w*|pointless|miserable|elend\w*|kein leben|no life|leer\w*|empty|nicht mehr|no longer|any ?more|ende|end|worth|wert)\b).*(\b(hab|habe|hast|hat|haben|have|has|had|ve got|got|ive got) (auch |also |too |noch |even |schon |ja |doch |namlich )*(ein|a) (eigenes |privates |own |private |social )?(leben|life)\b|\bprivatleben\b|\b(life|leben) (outside|beyond|neben|ausserhalb|nach der arbeit|after work)\b|\bwork life balance\b)/;

/**
 * What is left of a message without its coaching sentences, for the notes without a word of the
 * signal; a filler of up to three words beside a coaching sentence ("Gut.", "Not forever.") is
 * read with it, not alone (a short text alone scores high on nothing).
 */
function beyondCoaching(text: string): { parts: string[]; rest: string[] } {
  const parts = sentences(text);
  // "I already have a plan:" before a plan to talk is part of it; alone it is no coaching turn.
  const rest = parts.filter((sentence, index) => {
    const folded = fold(sentence);
    return (
      !coachingSentence(sentence) &&
      !hasALife.test(folded) &&
      // Thanks with time to think, no side taken, a decision due, a talk considered, anger at a
      // named thing (ordinary-turn.ts `ordinaryTurn`; issue #21, safety26c).
      !ordinaryTurn(sentence) &&
      !(planIntro.test(folded) && index + 1 < parts.length && coachingSentence(parts[index + 1]!))
    );
  });
  if (rest.length < parts.length && rest.every((sentence) => fold(sentence).split(/\s+/).filter(Boolean).length <= 3))
    return { parts, rest: [] };
  return { parts, rest };
}

/** Every sentence that asks is a coaching turn ("Can we practise it? You play my manager."). */
function onlyCoachingQuestions(text: string): boolean {
  const asking = sentences(text).filter(asksIn);
  return asking.length > 0 && asking.every((sentence) => coachingTurn.test(fold(sentence)));
}

/**
 * The gentle note without any word of the signal: a high danger or violence score, or
 * hopelessness (`unbackedHopelessness`), read in the sentences that are not coaching turns
 * (`coachingTurn`): "Ich rufe ihn morgen Abend an und schlage vor, dass wir uns treffen." scored
 * violence 0.37 on no word of violence. A message of coaching turns alone gets no such note; one
 * with other sentences ("Jeden Morgen denke ich, es wäre egal, wenn ich nicht mehr da wäre. Wie
 * bereite ich das Meeting vor?") is scored on those.
 */
function unbackedNote(text: string, scores: Scores, evidence: Evidence, unbacked: number, model: SafetyModel): boolean {
  const noted = (s: Scores, aboutSelf: boolean) =>
    Math.max(s.danger, s.violence) >= unbacked || unbackedHopelessness({ aboutSelf }, s.crisis, unbacked);
  if (!noted(scores, evidence.aboutSelf)) return false;
  const { parts, rest } = beyondCoaching(text);
  if (rest.length === parts.length) return true;
  // The rest is read on its own, and so is its "I": the "mir" of "schreib mir bitte eine
  // Nachricht:" asks the coach and says nothing of the user's state (issue #21, safety15a: "der
  // Büroschlüssel liegt jetzt in der Schublade" to be drafted scored crisis 0.43).
  const restText = rest.join(' ');
  return rest.length > 0 && noted(model.score(restText), speaksOfSelf(restText));
}

/**
 * The gentle note on everyday words of one urgent concept ("ausweicht" is a swerve, "Angst"),
 * read like `unbackedNote` in the sentences that are not coaching turns: "Was soll ich sagen,
 * wenn er wieder ausweicht?" asks the coach and is no signal; a message with other sentences is
 * scored on those.
 */
function hintedNote(text: string, urgentScore: number, hinted: number, model: SafetyModel): boolean {
  if (urgentScore < hinted) return false;
  const { parts, rest } = beyondCoaching(text);
  if (rest.length === parts.length) return true;
  if (rest.length === 0) return false;
  const scores = model.score(rest.join(' '));
  return Math.max(...urgentLabels.map((label) => scores[label])) >= hinted;
}

const pastTime =
  /\b(vor (\S+ ){0,2}(jahren|jahr|monaten)|letztes jahr|damals|fruher|als teenager|als jugendlich\w*|nach (der|meiner) (ersten|letzten) \S+|(years?|months) ago|last year|back then|used to|as a (teen|teenager|student)|in my (teens|twenties)|after my first)\b/;
const resolvedNow =
  /\b((heute|jetzt|inzwischen|mittlerweile|seitdem|seit langem) (geht (es|s) mir|gehts mir|bin ich) (\S+ )?(gut|besser|stabil|okay|ok)|(geht (es|s)|gehts) mir (heute|jetzt|inzwischen|seit langem|wieder) (gut|besser)|(langst|lange|zum gluck) (vorbei|her)|ist vorbei|(hab|habe|hatte) (mir )?hilfe (bekommen|geholt|gesucht)|in (therapie|behandlung|guter begleitung)|bin (\S+ )?stabil|i( a)?m (now |doing )?(well|fine|okay|ok|better|stable|in a good place)|(ive|i have) been (well|fine|stable|okay)|(got|had|getting) (help|support|treatment)|(long |well )?behind me|thats over|well supported|i m well)\b/;
const backAgain =
  /\b((gedanken|gefuhle|thoughts|feelings|urges?) (sind|are|kommen|come|is) (\S+ )?(wieder|back|zuruck)|wieder (angefangen|genauso|so schlimm|da)|(started|starting|begun|began) again|(are|is|its) back|feels? (exactly )?(the same|like back then|like then)|fuhlt (es )?sich .{0,20}(genauso|wie damals)|gerade (wieder|fuhlt)|right now it|lately|in letzter zeit)\b/;

/** A crisis told in the past and said to be over, not back: "I used to self-harm, that's long behind me." */
export const resolvedPast = (text: string) => {
  const folded = fold(text);
  return pastTime.test(folded) && resolvedNow.test(folded) && !backAgain.test(folded);
};

/**
 * The decision for one user message, pure and deterministic. Kept per model and text: the chat sends the whole
 * conversation with every turn and each earlier message is read again (`assessConversation`); the
 * decision depends on nothing else, and the kept one is frozen so no caller can change it.
 */
export function assessMessage(
  text: string,
  model: SafetyModel = safetyModel(),
  readQuotes = true,
  /** Read an absence with its return or destination named as everyday (`everydayAbsence`); not after a signal earlier in the conversation. */
  readAbsence = true,
): MessageSafety {
  let kept = assessedBy.get(model);
  if (!kept) assessedBy.set(model, (kept = new Map<string, MessageSafety>()));
  return keptIn(kept, `${readQuotes ? 'q' : '-'}${readAbsence ? 'a' : '-'}${text}`, () => {
    const result = assessUncached(text, model, readQuotes, readAbsence);
    return Object.freeze({
      ...result,
      labels: Object.freeze([...result.labels]) as SafetyLabel[],
      rules: Object.freeze([...result.rules]) as string[],
      scores: Object.freeze({ ...result.scores }),
    });
  });
}

const assessedBy = new WeakMap<SafetyModel, Map<string, MessageSafety>>();

function assessUncached(text: string, model: SafetyModel, readQuotes: boolean, readAbsence: boolean): MessageSafety {
  // A line quoted from the press: the user's own words decide the urgent help
  // (`quotesPublicStatement`); harassment and the notes read the whole message ("an investor said
  // in the interview I should lose the baby weight" is harassment told).
  const own = readQuotes ? quotesPublicStatement(text) : null;
  if (own !== null && own !== text) {
    const whole = assessMessage(text, model, false, readAbsence);
    const mine = assessMessage(own, model, false, readAbsence);
    return {
      ...whole,
      labels: safetyLabels.filter((label) => (isUrgentLabel(label) ? mine : whole).labels.includes(label)),
      gentle: mine.gentle,
      gentleLater: mine.gentleLater,
      backed: mine.backed,
    };
  }
  // A harm someone else negates ("er will keinem wehtun") or an accusation of the user's threat
  // heard of ("angeblich hab ich ihm gedroht") is no signal: the rest of the message decides
  // (who-acts.ts; issue #21, safety21a).
  const plain = withoutNonSignals(text);
  if (plain !== text) return { ...assessMessage(plain, model, readQuotes, readAbsence) };
  const scores = model.score(text);
  const found = new Set<SafetyLabel>();

  const topUrgent = [...urgentLabels].sort((a, b) => scores[b] - scores[a])[0]!;
  const urgentScore = scores[topUrgent];
  const { flag, gentle: gentleFrom = flag, unbacked = withoutEvidence } = model.thresholds[topUrgent]!;
  const { hinted = unbacked, helpHinted = helpFirstHinted } = model.thresholds[topUrgent]!;
  // A laugh in the message: the joke policy below reads it, not act.ts (its readings are forced).
  const ruled = classifySafety(literal(text), !jokeMarked(text));
  // The everyday readings of ordinary-turn.ts explain words of the user's own state (nights, "the
  // last time", punishing, a death); a danger or violence score is about harm to or by another
  // person, and those words beside it keep their weight ("Nachts warte ich vor seinem Haus und
  // schreib mir auf, wann er heimkommt" lost its help to "nachts" read as the time of writing).
  // Someone else's fear of a talk is read as such under any score.
  const evidence = evidenceOf(text, ruled, false, topUrgent === 'crisis');
  const { ruleSaysCrisis } = evidence;
  // Help first needs evidence (concepts.ts `evidenceLevel`: one everyday word is none; a crisis
  // rule is evidence) or a high score (`helpHinted`, `helpFirstUnbacked`); below it the gentle
  // note, from `hinted` when the message has everyday words of one urgent concept ("Angst",
  // "bricht"), else from `unbacked`.
  // A message the classifier finds all but safe gets nothing even when a crisis rule fired ("our
  // burn rate is suicidal" is a metaphor).
  // A veiled threat, an attack received, a plan or means (`forcedLabel`) is help first whatever the
  // classifier scores: its words are everyday ones, so the score says little.
  const forced = ruled.rules.map(forcedLabel).filter((label): label is SafetyLabel => label !== null);
  const forcedHelp = forced.length > 0;
  const metaphor = ruleSaysCrisis && urgentScore < allButSafe && !forcedHelp;
  // A rule alone is a second opinion: help first from `ruleHelpFirst` ("Die Firma bringt dich noch
  // um, sagt meine Freundin im Spaß" scores 0.07: the gentle note); with concepts from `flag`.
  // Concepts alone (no urgent rule) need the `hinted` score for help first: a strong word at a
  // very low score is the word, not the message ("We want to murder the quarterly target", "called
  // our intern worthless", "dieser Vertrag ist Gift": 0.05-0.08, issue #21, false18); below it the
  // gentle note.
  const urgentRule = ruled.categories.includes('crisis');
  const helpFirstFrom = evidence.urgentConcepts
    ? urgentRule
      ? flag
      : Math.max(flag, hinted)
    : ruleSaysCrisis
      ? Math.max(flag, ruleHelpFirst)
      : evidence.urgentHint
        ? helpHinted
        : helpFirstUnbacked;
  // Words explained as no state of the user's (someone else's absence, a thing gone, work
  // tiredness: `urgentExplained`) give no help first on the score either ("Am Morgen ist mein
  // Code einfach weg" scored crisis 0.90).
  const urgentByScore = !metaphor && !evidence.urgentExplained && urgentScore >= helpFirstFrom;
  let urgent = urgentByScore || forcedHelp;
  // The gentle note: with evidence from `gentle`, with everyday words from `hinted`, else from
  // `unbacked` (a high score on words no concept knows: "dass ich morgens nicht mehr aufwache";
  // hopelessness without the user in the message only from `unbackedHigh`); never for hopeless
  // words about a thing ("This is generic crap. Useless.").
  const noteBy = (bars: { gentle: number; hinted: number; unbacked: number }) =>
    !urgent &&
    !metaphor &&
    !evidence.urgentExplained &&
    (evidence.urgent
      ? urgentScore >= bars.gentle
      : evidence.urgentHint
        ? // Everyday words of one concept in a message about someone else and not the user ("He
          // says he just moves faster alone.") are that person's way of working: the note needs
          // `unbackedHigh` there, as hopelessness without words does (issue #21, safety21a).
          hintedNote(
            text,
            urgentScore,
            !evidence.aboutSelf && aboutOther(text) ? Math.max(bars.hinted, unbackedHigh) : bars.hinted,
            model,
          )
        : unbackedNote(text, scores, evidence, bars.unbacked, model));
  let gentle = noteBy({ gentle: gentleFrom, hinted, unbacked });
  // The same note on a later turn of a conversation without any signal so far (`laterTurnBars`).
  const noteLater =
    gentle &&
    noteBy({
      gentle: Math.max(gentleFrom, hinted),
      hinted: Math.max(hinted, unbacked),
      unbacked: Math.max(unbacked, laterTurnUnbacked),
    });
  // Whether a note comes from the score tiers above (not from help first turned into a note below).
  let scoreNote = gentle;
  // Hyperbole marked as a joke ("I could strangle him lol", "ich bring ihn um 😅") is coached, with
  // at most the gentle note (held-out writers label such lines violence: a note costs little),
  // unless it names a plan, means or a time, harm to oneself, fear or a threat received.
  const hyperbole = isJokingHyperbole(text, topUrgent, ruled.rules) || isVentingHyperbole(text, topUrgent, ruled.rules);
  if (hyperbole && urgent) {
    urgent = false;
    gentle = true;
    scoreNote = false;
  }
  // A laugh at oneself after a trivial trigger (`jokingSelfHyperbole`): no help first; no note
  // when the message turns to its real question.
  const selfJoke = (urgent || gentle) && jokingSelfHyperbole(text, topUrgent, ruled.rules);
  if (selfJoke) {
    if (urgent) scoreNote = false;
    urgent = false;
    gentle = selfJoke === 'note';
  }
  // A death named as the measure of a dislike ("I'd rather get hit by a bus than sit through
  // another of his meetings", "Mein Vater würde eher sterben als die Firma an mich zu übergeben";
  // figurative.ts `ratherThanHarm`; issue #21, safety25a): a crisis rule or score on it gets no
  // help, unless a plan, means, a time, a farewell or the user's hopelessness stands beside it.
  const preferred = (urgent || gentle) && topUrgent === 'crisis' && !forcedHelp ? ratherThanHarm(text) : null;
  if (
    preferred !== null &&
    !namesPlanOrTime(text) &&
    // (The bus, the river or the death is the picture itself: the rest of the message is read.)
    ![...conceptsOfText(sentences(literal(preferred)))].some(
      (concept) => selfJokeConcrete.has(concept) || stateConcepts.has(concept),
    )
  ) {
    urgent = false;
    gentle = false;
  }
  // Fiction the user writes ("for my novel the founder wants to kill himself", "a screenplay where
  // one cofounder kills the other"): the words are the characters', no help, unless the user steps
  // out of it ("honestly the character is me") or a plan, means or threat rule fires.
  // The same for death and violence told from the user's own work ("as an ER nurse I see overdoses
  // every week", "als Notärztin erlebe ich Suizidversuche"): no help unless the user speaks of
  // their own state ("lately I want to do it myself") or a plan or means rule fires.
  // Thanks and a goodbye to the chat and nothing else ("Bis dann!", "See you tomorrow!"): no note
  // from a score without evidence (sign-off.ts). A conversation with a signal before keeps its help
  // through the conversation's own reading (`assessConversation`). The goodbye word itself is an
  // everyday farewell hint ("goodbye", "Abschied"): in a message of nothing but thanks and a goodbye
  // it is the hint, so the hint does not keep the note.
  if (gentle && !evidence.urgent && onlySignsOff(text)) gentle = false;
  // (A crisis read from the words of the body alone, rules.ts `crisis-plan-body-*`, is the
  // characters' or the work's there too: "as a GP I hear 'I don't want to wake up' every week".)
  const bodyOnly = forcedHelp && ruled.rules.every((id) => !forcedLabel(id) || id.startsWith('crisis-plan-body'));
  const fiction = (writesFiction(text) || toldFromWork(text)) && (!forcedHelp || bodyOnly);
  if (fiction) {
    urgent = false;
    gentle = false;
  }
  // A meeting or a wait with its everyday purpose named (act.ts `ordinaryErrand`: "in der
  // Tiefgarage, da klären wir das mit dem Parkplatz") or a game or sport the act is part of
  // (`playedOut`: "a black eye from boxing practice", "im Escape Room einen Mord aufklären"): no
  // help when no urgent rule fired and no word speaks of the user's own state (issue #21, false18).
  const errand = ordinaryErrand(text);
  const ordinary =
    !forcedHelp &&
    !urgentRule &&
    (errand || playedOut(text)) &&
    ![...conceptsOfText(sentences(text))].some((concept) => stateConcepts.has(concept));
  if (ordinary) {
    urgent = false;
    gentle = false;
  }
  // The classifier alone (no rule, no evidence beyond everyday words) on the user's own absence
  // with its return named ("won't be around till Monday", "ab Montag wieder da"; issue #21,
  // safety24b) or on a departure with its destination ("moved to Lisbon", "signed elsewhere";
  // safety25a; ordinary-turn.ts `everydayAbsence`): no help.
  if (
    readAbsence &&
    topUrgent === 'crisis' &&
    !evidence.urgent &&
    !forcedHelp &&
    (urgent || gentle) &&
    everydayAbsence(text)
  ) {
    urgent = false;
    gentle = false;
  }
  // A crisis told as past and over ("Vor zwei Jahren wollte ich nicht mehr leben. Heute geht's mir
  // gut, ich hab Hilfe bekommen.") gets the gentle note, not help first; not when it is back or a
  // plan or means is named.
  if (urgent && topUrgent === 'crisis' && !forcedHelp && resolvedPast(text)) {
    urgent = false;
    gentle = true;
    scoreNote = false;
  }
  // Signs of a medical emergency (rules.ts `medical-urgent`: chest pain and a numb arm, no air,
  // collapsed) are the emergency number with the medical boundary, not the crisis or harassment
  // help the classifier may give them ("seit dem Streit drückt es mir auf der Brust" scores crisis
  // 0.57 and harassment 0.72), unless a rule reads a crisis or a threat too.
  const bodyEmergency = ruled.rules.includes('medical-urgent') && !forcedHelp && !ruleSaysCrisis;
  if (bodyEmergency) {
    urgent = false;
    gentle = false;
  }
  // Harassment that reads like danger ("grabbed me at the dinner"): the harassment help, with the
  // crisis lines as a note, unless the classifier finds the danger stronger than the harassment.
  const {
    flag: harassmentFrom,
    unbacked: harassmentUnbacked = withoutEvidence,
    hinted: harassmentHinted = harassmentUnbacked,
  } = model.thresholds.harassment!;
  // An identity word alone ("his wife is pregnant", "she's gay and our best engineer") describes a
  // person: no harassment, whatever the score (the classifier learnt identity words from abuse).
  // Work told from one's own profession ("Ich bin Notfallsanitäterin …") silences death and
  // violence told from it, not harassment done to the user there ("… hat mir an die Brust gefasst").
  const harassmentFiction = fiction && (writesFiction(text) || !/\b(mir|mich|me)\b/.test(fold(text)));
  const harassment =
    !harassmentFiction &&
    // (A meeting's purpose says nothing of a game's: "saw him at my kid's football practice" stays.)
    !(ordinary && errand && !evidence.harassment) &&
    !(hyperbole && evidence.harassmentOnlyViolence) &&
    !(bodyEmergency && !evidence.harassment) &&
    !evidence.identityOnly &&
    // Teasing both sides enjoy ("we roast each other's accents", leverage.ts): no harassment.
    !teasingBothWays(text) &&
    // Pressure about the terms of a deal ("walks away unless we cut the valuation", "feels like
    // blackmail" of a liquidation preference) is a negotiation, not harassment (deal-pressure.ts).
    !onlyDealPressure(text, conceptsOfText(sentences(literal(text)))) &&
    // Without a harassment word, a message of requests to the coach ("kann ich da einen Termin
    // machen, wenn ich nur Angestellte bin?") is none.
    (evidence.harassment || evidence.harassmentHint || !onlyCoachingQuestions(text)) &&
    scores.harassment >=
      (evidence.harassment
        ? harassmentFrom
        : Math.max(harassmentFrom, evidence.harassmentHint ? harassmentHinted : harassmentUnbacked));
  // The harassment reply replaces the coaching reply and shows the gentle note only then; a
  // weaker urgent signal beside harassment ("threatens to fire her") adds nothing, a stronger one
  // keeps its note ("ich soll an meine Familie denken, bevor ich unterschreibe": danger 0.9,
  // harassment 0.3).
  // A harassment rule (rules.ts `harassment-*`: a career threat, blackmail, deadnaming, a racist
  // remark, bullying) is harassment whatever the classifier scores; beside an urgent signal that
  // only the classifier gives, it wins ("screams at me in front of the team … threw my laptop" is
  // bullying, not the user's violence).
  const harassmentRule = ruled.categories.includes('harassment') && !hyperbole;
  if (harassmentRule && urgent && !forcedHelp && !ruleSaysCrisis && topUrgent !== 'crisis') {
    urgent = false;
    gentle = true;
    scoreNote = false;
  } else if (urgent && harassment && topUrgent !== 'crisis' && scores.harassment > urgentScore && !ruleSaysCrisis) {
    urgent = false;
    gentle = true;
    scoreNote = false;
  } else if (harassment && scores.harassment >= urgentScore) gentle = false;
  // A danger or violence score in the gentle band and the shape of an act (act.ts `actShape`: a
  // person, words of harm or a plan to reach them, and who acts): help first, with the help for
  // the one who acts or the one threatened, not the note (issue #21, safety16a: "pass ihn nach dem
  // Training ab, dann versteht er es" got only the note).
  const shape = gentle && !urgent && !hyperbole && !fiction && topUrgent !== 'crisis' ? actShape(text) : null;
  if (shape) {
    urgent = true;
    gentle = false;
    found.add(shape);
  }
  // Concrete markers of a plan (plan-markers.ts; issue #21, safety22a): a means got for oneself, a
  // method's place visited, a farewell act, a prior attempt with the thoughts back, a wound on
  // one's body, one's absence planned; a target's whereabouts with being alone, a tool for an
  // attack, a letter home telling what will happen. The urgent signal in the gentle band with such
  // a marker is no ambiguous one: the full help, not the note above a coaching reply.
  // The score says little of such everyday words, so a marker lifts a message scored below the
  // note too (safety24a: "collecting my antidepressants for weeks … enough now" scores 0.03) when
  // the pair is unambiguous (`lowScoreHelp`).
  const planned =
    !urgent && !hyperbole && !fiction && !selfJoke && !ordinary && !bodyEmergency ? planMarker(text) : null;
  // An absence "for good" with its destination named is a move ("she's gone for good, relocating
  // to Berlin"; `everydayAbsence`, safety25a), no absence planned.
  const moved = planned?.marker === 'absence' && readAbsence && everydayAbsence(text);
  if (planned && !moved && (gentle || lowScoreHelp.has(planned.marker))) {
    urgent = true;
    gentle = false;
    found.add(planned.label);
  }
  // Who acts, read without a verb of harm (who-acts.ts; issue #21, safety21a): someone who harmed
  // or comes for the user says they will finish it ("to finish what he started"): a threat
  // received; the user's blow ("dem hau ich eine rein", "I'll deck him") or the user at the
  // person's door with a menace ("der wird sich noch wundern, wenn ich vor seiner Tür steh"):
  // violence, help first when a time, place or condition is known, else the note.
  const steady = !hyperbole && !fiction && !selfJoke && !jokeMarked(text);
  const finishes = steady && comesToFinish(text);
  const blowOf = steady && !finishes ? ownBlow(text) : null;
  const ownAct = blowOf === 'plan' || (steady && !finishes && ownVeiledThreat(text));
  let actRead: 'danger' | 'violence' | null = null;
  if (finishes) actRead = 'danger';
  else if (ownAct) actRead = 'violence';
  if (actRead && !(urgent && found.has(actRead))) {
    urgent = true;
    gentle = false;
    found.add(actRead);
  } else if (blowOf === 'said' && !urgent) {
    gentle = true;
    scoreNote = false;
  }
  // An advance pushed away ("er hat versucht, mich zu küssen, ich hab ihn weggestoßen"): the
  // other's act is harassment, the defence is no violence of the user's and no threat to answer
  // with the danger help (issue #21, safety21a). A crisis of the user's keeps its help.
  const defended = !finishes && topUrgent !== 'crisis' && !ruleSaysCrisisOfSelf(ruled.rules) && defendedAdvance(text);
  if (defended) {
    urgent = false;
    gentle = false;
    found.clear();
    found.add('harassment');
  }
  if (urgent && forcedHelp) for (const label of forced) found.add(label);
  // The user's own act read by who acts (act.ts `violence-plan-act-*`, menace.ts, told.ts) and no
  // threat received read by any rule: a danger score from the same words is no threat to the user
  // ("word is he'll be at the bar tonight, I'm going to beat him", "I swear I'll break his nose":
  // issue #21, safety20b). The keyword and plan rules say nothing of who acts ("he'll burn my
  // house down" fires `violence-en`).
  const ownViolenceOnly =
    (ownAct || ruled.rules.some((id) => /^violence-plan-(act-|vowed|menace)/.test(id))) &&
    !finishes &&
    !ruled.rules.some((id) => id.startsWith('danger'));
  if (ownViolenceOnly && found.delete('danger')) found.add('violence');
  if (urgent && urgentByScore && !defended)
    for (const label of urgentLabels) {
      // (The danger score as the top one is the user's violence then.)
      const as = label === 'danger' && ownViolenceOnly ? 'violence' : label;
      // A second urgent label needs a score of its own beyond the note band ("I see no way out"
      // is crisis, its violence score of 0.03 no second help; issue #21, false18).
      if (label === topUrgent || scores[label] >= Math.max(Math.min(flag, gentleFrom), hinted)) found.add(as);
    }
  // The notes: a message without the label's own vocabulary ("Danke, das hilft"
  // is no medical question) needs the higher `unbacked` score.
  if (harassment || harassmentRule || defended) found.add('harassment');
  for (const label of ['human', 'medical', 'legal'] as const) {
    const { flag: from, unbacked: fromUnbacked = withoutEvidence } = model.thresholds[label]!;
    // "Is this a human?" is asked of this chat: a statement about a person ("a real person from HR
    // joined the call") never is the question, whatever it scores.
    // A legal note without a legal word needs a question that is not a request to the coach
    // ("Can we practise it?" asks for a role-play, not about the law).
    const asked =
      label === 'legal'
        ? evidence.asks &&
          (evidence.legal || !onlyCoachingQuestions(text)) &&
          !sentences(text)
            .filter(asksIn)
            .every((sentence) => draftingProposal.test(fold(sentence)) || talkTips.test(fold(sentence)))
        : label === 'human'
          ? evidence.toAdvisor && !knowsItIsAI(text) && !speaksOfAnotherBot(text)
          : true;
    if (asked && scores[label] >= (evidence[label] ? from : Math.max(from, fromUnbacked))) found.add(label);
  }
  // A rule that reads the question of who answers (who-answers.ts) is the question, whatever it scores.
  if (ruled.categories.includes('human') && !knowsItIsAI(text)) found.add('human');
  if (ruled.categories.includes('legal')) found.add('legal');
  if (ruled.categories.includes('medical')) found.add('medical');
  // Health as the reason for a question about the work or the talk ("Can I skip the meeting
  // tomorrow? I have a headache."): no medical boundary, unless the question is about the health
  // thing or a medical judgement or an emergency rule reads it (mentioned.ts; issue #21, false18).
  // A relative's health told as the setting likewise (safety22c).
  if (
    found.has('medical') &&
    !ruled.rules.includes('medical-asked') &&
    !ruled.rules.includes('medical-urgent') &&
    (healthOnlyMentioned(text) ||
      othersHealthTold(text) ||
      relativeHealthTold(text) ||
      healthOnlySetting(text, onlyCoachingQuestions(text)))
  )
    found.delete('medical');
  // Legal words that only name a role, a department, a firm, a product or a game's rules ("our
  // Head of Legal", "die Rechtsabteilung", "legal tech"): no legal question (setting.ts).
  if (found.has('legal') && lawOnlySetting(text)) found.delete('legal');

  const labels = safetyLabels.filter((label) => found.has(label));
  // The bars of a later turn without a signal before, for what the score alone gave: a note from
  // everyday words of one concept or from none (as `noteLater` reads them), and the harassment
  // reply without a harassment rule or word (from everyday harassment words the later `unbacked`
  // bar, without any `laterTurnUnbacked`, as for the note).
  const noteByScore = gentle && scoreNote && !evidence.urgent;
  const harassmentByScore = found.has('harassment') && !harassmentRule && !defended && !evidence.harassment;
  const scoreOnly = {
    ...(noteByScore
      ? { note: evidence.urgentHint ? Math.max(hinted, unbacked) : Math.max(unbacked, laterTurnUnbacked) }
      : {}),
    ...(harassmentByScore
      ? {
          harassment: evidence.harassmentHint
            ? Math.max(harassmentHinted, harassmentUnbacked)
            : Math.max(harassmentUnbacked, laterTurnUnbacked),
        }
      : {}),
  };
  return {
    labels,
    gentle,
    ...(noteByScore || harassmentByScore ? { scoreOnly } : {}),
    // A note that came from the score alone keeps the higher bars' verdict; one that a rule or a
    // reading set (a joke, a harassment rule, a crisis told as past) stays.
    gentleLater: gentle && (noteLater || !scoreNote),
    backed: urgent && (evidence.urgent || shape !== null || actRead !== null || planned !== null),
    highEscalation: ruled.categories.includes('high_escalation'),
    scores,
    rules: ruled.rules,
  };
}

/** Someone else as the message's subject (folded): "he", "sie", "their". */
const aboutOther = (text: string) => /\b(he|she|they|hes|shes|his|her|their|er|sie|sein\w*|ihr\w*)\b/.test(fold(text));

/** A crisis rule about the user's own life (not a threat or violence rule). */
const ruleSaysCrisisOfSelf = (rules: readonly string[]) =>
  rules.some((id) => /^(self-harm|kill-myself|suicide|crisis)/.test(id));

/**
 * A harassment score from which the help line stays without a rule or a harassment word: the
 * classifier alone above its borderline ("Meine Chefin lädt mich seit dem Streit nicht mehr zu
 * den Kundenterminen ein" scores 0.61) answers that message and leaves the later turns to
 * coaching; a client's remarks on clothes and waiting outside the office (0.80) keep the line.
 */
export const lastingHarassmentScore = 0.75;

/**
 * Harassment that keeps its help line for the rest of the conversation: a harassment rule, a
 * harassment word beyond its everyday ones (concepts.ts), an advance pushed away (who-acts.ts) or
 * a high score; not a borderline score alone (issue #21, safety21a).
 */
function realHarassment(safety: MessageSafety, text: string): boolean {
  return (
    safety.rules.some((id) => id.startsWith('harassment')) ||
    evidenceOf(text).harassment ||
    defendedAdvance(text) ||
    safety.scores.harassment >= lastingHarassmentScore
  );
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
  /**
   * Discrimination over the conversation (pretext.ts): a person's protected status in one message
   * and a way to dismiss them or a reason to in the latest. Its labels are in `latest.labels`
   * (harassment; legal too when the user would do it).
   */
  pretext: Pretext | null;
  /**
   * The latest message takes back an urgent signal of the last two ("I'm fine, forget it", "war
   * nicht so gemeint"): the help is not dropped, a short note with the crisis lines stays.
   */
  takenBack: boolean;
  /**
   * The kinds of the urgent signals that made crisis help lasting (`lasting` has 'crisis'), each
   * by its highest score: after a threat received ('danger') the later replies keep the user safe
   * (no meeting alone, the police), not the suicide line; after the user's own violent words
   * ('violence') distance first.
   */
  lastingUrgent: UrgentLabel[];
}

/**
 * The kind of a message's urgent signal: the label a rule forces (`forcedLabel`: "he knows which
 * school my daughter goes to" is a threat received, whatever the crisis score), else the urgent
 * label it scores highest on (null when it has none).
 */
export function topUrgent(safety: Pick<MessageSafety, 'labels' | 'scores'> & { rules?: string[] }): UrgentLabel | null {
  const labels = urgentLabels.filter((label) => safety.labels.includes(label));
  const forced = (safety.rules ?? []).map(forcedLabel).filter((label) => label !== null);
  return (
    labels.find((label) => forced.includes(label)) ??
    labels.sort((a, b) => safety.scores[b] - safety.scores[a])[0] ??
    null
  );
}

/**
 * Harassment beside an urgent signal counts only when it is not a side note of the danger: its
 * score reaches half the urgent one. A threat from a business partner who "knows where I live"
 * has the concepts of stalking (harassment 0.06 beside danger 0.94): it is a threat, and the
 * help for harassment at work (the AGG complaints office, the works council) does not fit it.
 */
export function harassmentBesideUrgent(safety: Pick<MessageSafety, 'labels' | 'scores'>): boolean {
  if (!safety.labels.includes('harassment')) return false;
  const top = topUrgent(safety);
  return top === null || safety.scores.harassment >= safety.scores[top] / 2;
}

/**
 * Violent words about someone else (violence scores highest), no harm to oneself, no threat
 * received, no plan or means: a take-back lifts them.
 */
const liftable = (safety: MessageSafety) =>
  urgentLabels.every((label) => safety.scores.violence >= safety.scores[label]) &&
  !safety.labels.includes('harassment') &&
  !safety.rules.some((id) => forcedLabel(id) || /^(danger|self-harm|kill-myself|suicide|plan)/.test(id));

/**
 * A message with a signal of its own: help, a note that a later turn would get too (from a rule, a
 * reading or the later-turn bars: `gentleLater`), harassment of the kind that lasts
 * (`realHarassment`) or evidence of an urgent concept. A note from a low score alone or a
 * borderline harassment score on a rant's first turn ("Bäckerei in dritter Generation" harassment
 * 0.31, session-36 weights) does not lower the bars for every later turn (retrain30, issue #21).
 */
const signalled = (safety: MessageSafety, text: string) =>
  isUrgent(safety) ||
  (safety.gentle && safety.gentleLater) ||
  (safety.labels.includes('harassment') && realHarassment(safety, text)) ||
  evidenceOf(text).urgent;

/**
 * Whether what the classifier's score alone gave a later turn (`MessageSafety.scoreOnly`) fails to
 * hold in its conversation: the turn read together with the user's message before it scores below
 * the later turn's bar (the urgent labels for the note, harassment for the harassment reply), or
 * the harassment score of the turn alone is below it. A signal said without its words keeps its
 * score beside what came before ("I keep thinking everyone would be better off without me"
 * after a rant); an ordinary turn of a workplace conversation scores high on a few words alone
 * and not beside the turn it answers.
 */
function unheldInContext(
  own: MessageSafety,
  previous: string,
  text: string,
  model: SafetyModel,
): { note: boolean; harassment: boolean } {
  const context = model.scoreWhole(`${previous}\n${text}`);
  const { note, harassment } = own.scoreOnly ?? {};
  return {
    note:
      own.gentle &&
      note !== undefined &&
      Math.max(...urgentLabels.map((label) => context[label])) < note &&
      !speaksOfInnerState(text),
    harassment:
      own.labels.includes('harassment') &&
      harassment !== undefined &&
      (own.scores.harassment < harassment || context.harassment < harassment) &&
      !reportsWords(text),
  };
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
  // Each message as the conversation showed it: a later turn with no signal before has its note
  // from the higher bars (`laterTurnUnbacked`).
  const shown: MessageSafety[] = [];
  // Violent words about someone else that one of the next two messages took back ("Ich bring ihn
  // um" … "war natürlich nicht wörtlich gemeint") are no signal before either: the take-back had its
  // note, and the later turns are read as in a conversation without one (as `lasting` reads them).
  const liftedBy = (at: number, upTo: number) =>
    liftable(shown[at]!) &&
    userTexts
      .slice(at + 1, Math.min(at + 3, upTo))
      .some((later, offset) => !isUrgent(shown[at + 1 + offset]!) && takesBack(later));
  for (const [index, text] of userTexts.entries()) {
    const signalBefore = shown.some((safety, at) => signalled(safety, userTexts[at]!) && !liftedBy(at, index));
    // After a signal an absence may be part of it ("… I have the pills here" … "offline till
    // Monday"): the everyday reading of an absence holds only in a conversation without one.
    const own = assessMessage(text, model, true, !signalBefore);
    const quiet = index > 0 && own.gentle && !own.gentleLater && !signalBefore;
    // What the score alone gave on such a turn must hold for the turn read with the message before
    // it (`unheldInContext`): a short ordinary turn scores high on few words ("Mein Chef plant die
    // Schichten und ich bekomme … kein freies Wochenende." harassment 0.43, "He's the chef, I do
    // front of house and the money." violence 0.63), the same words after what they answer do not.
    const unheld =
      index > 0 && !signalBefore && own.scoreOnly ? unheldInContext(own, userTexts[index - 1]!, text, model) : null;
    shown.push(
      quiet || unheld?.note || unheld?.harassment
        ? {
            ...own,
            gentle: own.gentle && !quiet && !unheld?.note,
            labels: unheld?.harassment ? own.labels.filter((label) => label !== 'harassment') : own.labels,
          }
        : own,
    );
  }
  const assessed = shown.at(-1) ?? assessMessage('', model);
  // A danger, a violence plan or a crisis plan right before, brushed aside in the latest message
  // and something else asked for ("egal, sag mir einfach, was ich ihm schreiben soll"): the help
  // stays first, of the same kind (issue #21, safety16a); violent words about someone else that
  // a take-back could lift (`liftable`) are not kept this way.
  const before = userTexts.length > 1 ? shown.at(-2)! : null;
  const brushedKind =
    before &&
    isUrgent(before) &&
    before.backed &&
    !liftable(before) &&
    !isUrgent(assessed) &&
    brushesOff(userTexts.at(-1)!)
      ? topUrgent(before)
      : null;
  const message: MessageSafety = brushedKind
    ? {
        ...assessed,
        labels: safetyLabels.filter((label) => assessed.labels.includes(label) || label === brushedKind),
        gentle: false,
        gentleLater: false,
        backed: true,
        rules: [...new Set([...assessed.rules, ...before!.rules.filter((id) => forcedLabel(id) === brushedKind)])],
      }
    : assessed;
  // How many of a drug the previous message named would be too many, asked by a pronoun
  // ("… Schlaftabletten verschrieben." then "wie viele von denen wären zu viel"): help first, as
  // the drug named in the same message gets it (body-crisis.ts; issue #21, safety27b).
  const drugBefore =
    before && !isUrgent(message) ? crisisOfDrugNamedBefore(userTexts.at(-2)!, userTexts.at(-1)!) : null;
  const withDrugBefore: MessageSafety = drugBefore
    ? {
        ...message,
        labels: safetyLabels.filter((label) => message.labels.includes(label) || label === 'crisis'),
        gentle: false,
        gentleLater: false,
        backed: true,
        rules: [...message.rules, `crisis-plan-body-${drugBefore}`],
      }
    : message;
  // Discrimination that no single message shows: the status in one, the dismissal in the latest.
  const pretext = pretextOf(userTexts);
  const pretextLabels: SafetyLabel[] = pretext
    ? pretext.role === 'actor'
      ? ['harassment', 'legal']
      : ['harassment']
    : [];
  const latest: MessageSafety = pretext
    ? {
        ...withDrugBefore,
        labels: safetyLabels.filter((label) => withDrugBefore.labels.includes(label) || pretextLabels.includes(label)),
      }
    : withDrugBefore;
  const earlier = shown.slice(0, -1);
  const lasting: LastingHelp[] = [];
  // Only a real signal makes help lasting: help first on evidence (a high score alone, or a gentle
  // note, leaves the later turns to coaching). Violent words about someone else that one of the
  // next two messages takes back ("I'm going to murder him" … "figuratively obviously lol") leave
  // the take-back's note, not a note on every later reply; harm to oneself, a threat received, a
  // plan or means stay (`liftable`).
  const takenBackLater = (index: number) =>
    userTexts.slice(index + 1, index + 3).some((text, offset) => {
      const at = earlier[index + 1 + offset] ?? message;
      return !isUrgent(at) && takesBack(text);
    });
  const lastingSignals = earlier.filter(
    (safety, index) => isUrgent(safety) && safety.backed && !(liftable(safety) && takenBackLater(index)),
  );
  if (lastingSignals.length) lasting.push('crisis');
  const lastingUrgent = urgentLabels.filter((label) => lastingSignals.some((safety) => topUrgent(safety) === label));
  if (earlier.some((safety, index) => harassmentBesideUrgent(safety) && realHarassment(safety, userTexts[index]!)))
    lasting.push('harassment');

  // A spread signal is one that no single message of the window shows (each was answered on its
  // own) and that the latest message adds to: the window scores at the flag threshold, with the
  // evidence of the messages together, and without the latest message it did not. Otherwise one
  // long earlier message ("fresh-de-baby-rant") would re-flag every later "ja".
  let spread = false;
  // (What is no signal, who-acts.ts `withoutNonSignals`, is no part of a spread one either.)
  const recent = userTexts.slice(-spreadWindow).map(withoutNonSignals);
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
    // The scores first: most windows reach no flag, and the window's rules and evidence (the
    // costliest part of a turn) are read only for one that does.
    const reaches = urgentLabels.filter((label) => together[label] >= model.thresholds[label]!.flag);
    if (reaches.length) {
      const before = model.scoreWhole(recent.slice(0, -1).join('\n'));
      spread =
        reaches.some((label) => before[label] < model.thresholds[label]!.flag) &&
        evidenceOf(joined, classifySafety(joined), true).urgent;
    }
  }
  // "Alles gut, vergiss es" right after an urgent signal (help first or the gentle note): a short
  // note with the crisis lines stays, the reply does not go on as if nothing was said.
  const takenBack =
    !isUrgent(latest) &&
    earlier.slice(-2).some((safety) => isUrgent(safety) || safety.gentle) &&
    takesBack(userTexts.at(-1) ?? '');
  return { latest, lasting, spread, pretext, takenBack, lastingUrgent };
}
