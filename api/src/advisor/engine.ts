// The advisor engine: validates a turn, runs the safety layer (safety/: a trained classifier, the
// rules as a second opinion, the conversation's state and, with a model provider, the model's own
// classification) and the language detection, and only then hands over to the configured
// provider. A crisis, danger or violence, harassment and "are you a human?" are answered here,
// at once and without any provider; the gentle note, the legal, medical and high-escalation
// boundaries are written here too, before the provider's text, and lasting help after it, so no
// model can leave them out. A model's text is checked before it is shown (safety/output-check.ts).
import type { AdvisorConfig } from '../platform/config';
import { bookingQuestion, userRequest } from './analysis';
import { directoryLink, draftOnLegalMatter, expertLink, expertPath } from './coach';
import { detectLanguage, type DetectedLanguage } from './language';
import { chunkText, OfflineProvider } from './offline-provider';
import { OpenAIProvider, type OpenAIProviderOptions } from './openai-provider';
import { chatRoleplay } from './premium';
import {
  assessConversation,
  assessMessage,
  evidenceOf,
  forcedLabel,
  harassmentBesideUrgent,
  isUrgent,
  topUrgent,
  type LastingHelp,
} from './safety/assess';
import {
  announcesOwnViolence,
  asksForJointTalk,
  asksForMessage,
  asksForTalkWithThem,
  reportsHarmToUser,
  speaksAs,
  suggestsJointTalk,
  type Gender,
} from './safety/after-help';
import { isSexual, reportsAboutSomeoneElse } from './safety/bystander';
import { isUrgentLabel, urgentLabels, type SafetyLabel, type UrgentLabel } from './safety/labels';
import { modelSafetyCheck, type ModelSafetyCheck } from './safety/model-check';
import { OutputCheck } from './safety/output-check';
import {
  asksAsTherapist,
  asksForHuman,
  asksForPersonOutOfRole,
  asksForPerson,
  asksWhetherHumanAnswers,
  withoutPersonRequest,
} from './safety/person';
import { asksAnything, classifySafety } from './safety/rules';
import type { Pretext, ProtectedStatus } from './safety/pretext';
import { safetyTexts } from './safety/texts';
import { fold, shownInEither, words } from './text';
import { texts } from './texts';
import {
  advisorInputSchema,
  safetyCategories,
  type AdvisorAction,
  type AdvisorEvent,
  type AdvisorInput,
  type AdvisorInputRaw,
  type AdvisorLink,
  type AdvisorMeta,
  type AdvisorProvider,
  type Lang,
  type SafetyCategory,
} from './types';

/** Stable codes for an invalid turn; the routes answer them as 4xx. */
export type AdvisorInputErrorCode = 'premium_required' | 'user_message_required' | 'message_too_long' | 'invalid_input';

export class AdvisorInputError extends Error {
  constructor(
    readonly code: AdvisorInputErrorCode,
    readonly issues: unknown[],
  ) {
    super(code);
  }
}

/** Parses a turn; throws AdvisorInputError with a stable code. */
export function parseAdvisorInput(raw: unknown): AdvisorInput {
  const parsed = advisorInputSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const known: AdvisorInputErrorCode[] = ['premium_required', 'message_too_long', 'user_message_required'];
  const code = known.find((c) => parsed.error.issues.some((issue) => issue.message === c)) ?? 'invalid_input';
  throw new AdvisorInputError(code, parsed.error.issues);
}

/**
 * The harassment help lines, and where the women's helpline (Hilfetelefon Gewalt gegen Frauen, for
 * violence against women) goes: `first` for sexual harassment or assault (German: before every
 * other line; English: after the line for Germany), `after` the Antidiskriminierungsstelle for
 * discrimination by a trait (religion, origin, age, pregnancy), where the ADS is the help that fits,
 * or not at all. A sexual-assault hotline (English: RAINN) only for sexual harassment or assault.
 */
function harassmentLines(lang: Lang, women: 'first' | 'after' | false, sexual: boolean): string[] {
  const t = safetyTexts[lang].harassment;
  const last = t.lines.length - 1;
  const lines = sexual ? [...t.lines.slice(0, last), ...t.sexualLines, ...t.lines.slice(last)] : [...t.lines];
  if (!women) return lines;
  const at = lang === 'de' && women === 'first' ? 0 : 1;
  return [...lines.slice(0, at), t.womenLine, ...lines.slice(at)];
}

/**
 * The urgent reply, the one way help comes first and no coaching follows: first words for the kind
 * of danger, the crisis lines, and help for harassment when it also applies. Signs of a medical
 * emergency (`medical`, or `body` beside another kind) get the emergency number in their own
 * words; alone they need no crisis lines. Help for danger is gender-neutral: the women's helpline
 * only when the user says she is a woman (`gender`).
 */
export function crisisText(
  lang: Lang,
  kind: UrgentKind = 'crisis',
  withHarassment = false,
  gender: Gender | null = null,
  answers: readonly string[] = [],
  body = false,
): string {
  const t = texts[lang].crisis;
  const s = safetyTexts[lang];
  const parts =
    kind === 'medical'
      ? [s.medicalIntro]
      : [
          kind === 'danger' ? s.dangerIntro : kind === 'violence' ? s.violenceIntro : t.intro,
          t.lines.map((line) => `- ${line}`).join('\n'),
          ...(body ? [s.medicalIntro] : []),
        ];
  // Harassment beside danger or violence: every line, the sexual-assault hotline included (as before).
  if (withHarassment)
    parts.push(
      `${s.harassment.helpTitle}\n${harassmentLines(lang, gender === 'woman' ? 'first' : false, true)
        .map((line) => `- ${line}`)
        .join('\n')}`,
    );
  // What the message also asked, answered after the help (a meeting with the person, a human).
  parts.push(...answers);
  if (kind !== 'medical') parts.push(t.outro);
  return parts.join('\n\n');
}

/**
 * After the full crisis reply, a message that still carries the signal: a short, personal
 * follow-up (what the user said is acknowledged, a direct and calm question about suicidal
 * thoughts and safety tonight, the lines in short form, nothing about the conflict). Null when no
 * full crisis reply came before, or every follow-up was used: then the full reply again.
 */
export function crisisFollowUp(lang: Lang, answeredEarlier: string): string | null {
  const gaveFullReply = shownInEither(answeredEarlier, (l) => texts[l].crisis.lines[0] as string);
  if (!gaveFullReply) return null;
  const s = safetyTexts[lang];
  const fresh = s.crisisFollowUp.find((variant) => !answeredEarlier.includes(variant.question));
  return fresh ? [fresh.ack, s.crisisFollowUpLines, fresh.question].join('\n\n') : null;
}

/**
 * The answer to a dismissal or a pretext for one whose real reason is a protected status, for the
 * user who would do it: why it is not coached, the law, the fair way, a human expert, one question.
 * Given in full once, then in short.
 */
export function pretextText(lang: Lang, status: ProtectedStatus, expert: AdvisorLink, answeredEarlier: string): string {
  const t = safetyTexts[lang].discrimination;
  const because = t.because[status];
  if (answeredEarlier.includes(t.fairPath))
    return [t.again(because, expert.label, expert.path), t.question].join('\n\n');
  return [t.refusal(because), t.law[status], t.fairPath, t.expert(expert.label, expert.path), t.question].join('\n\n');
}

/** The harassment or bystander answer with what the law says about the status, before its question. */
function withLaw(text: string, lang: Lang, pretext: Pretext | null): string {
  if (!pretext) return text;
  const parts = text.split('\n\n');
  parts.splice(-1, 0, safetyTexts[lang].discrimination.law[pretext.status]);
  return parts.join('\n\n');
}

/**
 * The reply to harassment, abuse or discrimination: why no joint talk, where to get help, a human
 * expert, one question. The women's helpline first for sexual harassment unless the user says he
 * is a man; after the ADS for other harassment when the user says she is a woman.
 */
export function harassmentText(lang: Lang, expert: AdvisorLink, gender: Gender | null = null, sexual = true): string {
  const t = safetyTexts[lang].harassment;
  const women = gender === 'man' ? false : sexual ? 'first' : gender === 'woman' ? 'after' : false;
  return [
    t.intro,
    t.whyNoJointTalk,
    `${t.helpTitle}\n${harassmentLines(lang, women, sexual)
      .map((line) => `- ${line}`)
      .join('\n')}`,
    t.record,
    t.expert(expert.label, expert.path),
    t.question,
  ].join('\n\n');
}

/**
 * The answer to harassment reported about someone else or by someone responsible for the team:
 * the duty to act and its order, advice, help for the person affected when it is sexual.
 */
export function bystanderText(lang: Lang, expert: AdvisorLink, sexual: boolean): string {
  const t = safetyTexts[lang].bystander;
  const lines = sexual ? [...t.lines, ...t.sexualLines] : t.lines;
  return [
    t.intro,
    t.whyNotTogether,
    `${t.stepsTitle}\n${t.steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}`,
    `${t.helpTitle}\n${lines.map((line) => `- ${line}`).join('\n')}`,
    t.expert(expert.label, expert.path),
    t.question,
  ].join('\n\n');
}

/**
 * The boundary notes for the non-crisis categories, in a fixed order. A note the
 * conversation already gave in full (`earlier`: the previous replies) is only referred to briefly.
 */
export function boundaryText(categories: readonly SafetyCategory[], lang: Lang, earlier = ''): string {
  const t = texts[lang].boundary;
  const brief = texts[lang].boundaryBrief;
  const parts: string[] = [];
  for (const kind of ['legal', 'medical', 'highEscalation'] as const) {
    const category = kind === 'highEscalation' ? 'high_escalation' : kind;
    const full = t[kind].replace('{expertPath}', expertPath);
    if (categories.includes(category))
      parts.push(earlier.includes(full) ? brief[kind].replace('{expertPath}', expertPath) : full);
  }
  return parts.join('\n\n');
}

// The safety layer labels a message legal or medical; the boundary is shown only where the user
// asks something (safety/rules.ts `asksAnything`, the one answer to "does this message ask?":
// "Nicht depressiv oder so, einfach müde" and "… keeps his unvested shares." ask nothing, "…
// nix schriftlich. kann ich ihn rauswerfen" does). Two questions are the coach's, not the law's
// or a doctor's: a bare request to the coach ("What should I do?", "gib mir drei Optionen"), and
// a short question right after the reply pointed to a human expert ("Was muss ich da
// vorbereiten?" is about that talk) unless a legal or medical rule names a matter of its own.
const shortQuestion = 6;

/** Whether a reply links to a human expert (the directory or the handoff). */
const linksToExpert = (reply: string) => reply.includes('](/experts') || reply.includes(`](${expertPath}`);

/** Whether a message labelled legal or medical asks about it (see above); `previousReply` is the coach's last reply. */
export function asksForBoundary(text: string, previousReply = ''): boolean {
  if (!asksAnything(text)) return false;
  const length = words(text).length;
  const ruled = classifySafety(text).categories;
  const matter = ruled.includes('legal') || ruled.includes('medical');
  // A request to the coach ("worauf muss ich beim Gespräch noch achten?") in a few words and
  // without a legal or medical rule of its own is the coach's.
  if (userRequest(text) !== null && (length <= shortQuestion || (length <= 10 && !matter))) return false;
  if (length > shortQuestion) return true;
  const aboutExpert = linksToExpert(previousReply);
  return !aboutExpert || matter;
}

export interface AdvisorEngine {
  readonly providerName: 'offline' | 'openai';
  /** Streams one reply. `input` is validated (throws AdvisorInputError before the first event). */
  reply(input: AdvisorInputRaw | AdvisorInput, options?: { signal?: AbortSignal }): AsyncIterable<AdvisorEvent>;
}

export interface EngineOptions {
  /** Replaces the configured provider (tests). */
  provider?: AdvisorProvider;
  openai?: OpenAIProviderOptions;
  /** Replaces the model's safety classification (tests); by default the openai provider's model is asked. */
  modelCheck?: ModelSafetyCheck | null;
  /** Called when the model's safety classification fails (never with the message). */
  onModelCheckError?: (error: unknown) => void;
}

/** One turn with the provider the configuration names (a new provider per call is cheap). */
export function runAdvisor(
  input: AdvisorInputRaw | AdvisorInput,
  options: { config: AdvisorConfig; signal?: AbortSignal } & EngineOptions,
): AsyncIterable<AdvisorEvent> {
  return createAdvisorEngine(options.config, options).reply(input, { signal: options.signal });
}

/** The latest user message, which decides language and safety ('' for actions without one). */
function latestUserText(input: AdvisorInput): string {
  const last = [...input.messages].reverse().find((m) => m.role === 'user');
  return last?.content ?? '';
}

/** The conversation's language so far: that of the latest earlier user message with a signal, or null. */
function conversationLanguage(input: AdvisorInput): Lang | null {
  const users = input.messages.filter((m) => m.role === 'user').slice(0, -1);
  for (const message of users.reverse()) {
    if (message.content.trim().split(/\s+/).length <= 2) continue;
    const found = detectLanguage(message.content, input.uiLanguage);
    if (found.source === 'message') return found.language;
  }
  return null;
}

/** The model's safety classification may hold the reply back this long at most. */
const modelCheckLimitMs = 4000;

export function createAdvisorEngine(config: AdvisorConfig, options: EngineOptions = {}): AdvisorEngine {
  const provider =
    options.provider ??
    (config.provider === 'openai' ? new OpenAIProvider(config.openai, options.openai) : new OfflineProvider());
  const modelCheck =
    options.modelCheck !== undefined
      ? options.modelCheck
      : config.provider === 'openai' && !options.provider
        ? modelSafetyCheck(config.openai, {
            timeoutMs: Math.min(config.openai.timeoutMs, modelCheckLimitMs),
            onError: options.onModelCheckError,
          })
        : null;
  return {
    providerName: provider.name,
    reply: (raw, { signal } = {}) => runTurn(parseAdvisorInput(raw), provider, modelCheck, signal),
  };
}

/** Help first and no coaching: a label that stops coaching, or signs of a medical emergency now. */
type UrgentKind = UrgentLabel | 'medical';

/** What the safety layer decided for one turn. */
interface TurnSafety {
  /** The contract's categories of the latest message, highest priority first. */
  categories: SafetyCategory[];
  /** Help first and no coaching: which kind of danger. */
  urgent: UrgentKind | null;
  harassment: boolean;
  human: boolean;
  /** "Can you be my therapist?" (safety/person.ts): the honest answer, never the role. */
  therapist: boolean;
  /** A user message says someone did or threatened violence to the user (after-help.ts `reportsHarmToUser`). */
  harmed: boolean;
  /** An ambiguous signal: the gentle note above the coaching reply. */
  gentle: boolean;
  /** Help that earlier messages made lasting. */
  lasting: LastingHelp[];
  /** Discrimination over the conversation (safety/pretext.ts): a dismissal for a protected status. */
  pretext: Pretext | null;
  /** The latest message takes back an urgent signal ("alles gut, vergiss es"): a short note with the crisis lines. */
  takenBack: boolean;
  /** The kinds of urgent signal that made crisis help lasting (safety/assess.ts `lastingUrgent`). */
  lastingUrgent: UrgentLabel[];
  /** Signs of a medical emergency now (safety/rules.ts `medical-urgent`): urgent `medical`, or its words beside another urgent kind. */
  urgentBody: boolean;
}

/** Actions whose latest user message is new and decides the turn (the others work on the history). */
const actionsWithNewMessage = new Set<AdvisorAction>(['reply', 'roleplay_turn', 'roleplay_start']);

function decide(input: AdvisorInput, modelFlags: readonly SafetyLabel[]): TurnSafety {
  const userTexts = input.messages.filter((m) => m.role === 'user').map((m) => m.content);
  const endsWithUser = input.messages.at(-1)?.role === 'user';
  const newMessage = endsWithUser && actionsWithNewMessage.has(input.action);
  // The scenario of a role-play is text the user wrote too.
  const scenario = input.action === 'roleplay_start' ? input.premium?.counterpart : undefined;
  const scenarioSafety = scenario ? assessMessage(scenario) : null;
  const history = newMessage ? null : assessConversation([...userTexts, scenario ?? '']);
  const reply = input.action === 'reply' && newMessage;
  // A request for a person or a therapist is read in a premium role-play turn too ("can I talk to
  // a real person instead?", "be my therapist"): it steps out of the role, as the chat answers it.
  const personTurn = reply || (input.action === 'roleplay_turn' && newMessage);
  // A request for a person or a therapist is no crisis signal itself ("ich will mit jemandem aus
  // Fleisch und Blut reden"): the signal is read on the rest of the message.
  const latestText = userTexts.at(-1) ?? '';
  // In a role-play only a wish said to the advisor ("kann ich mit einem echten Menschen reden?"),
  // never one said in the role ("ich will einen echten Mediator dazuholen").
  const personRequest =
    (reply && asksForHuman(latestText)) ||
    (personTurn && !reply && (asksForPersonOutOfRole(latestText) || asksAsTherapist(latestText)));
  const rest = personRequest ? withoutPersonRequest(latestText) : latestText;
  const assessed = personRequest ? [...userTexts.slice(0, -1), rest] : userTexts;
  const {
    latest,
    lasting,
    spread,
    pretext,
    takenBack,
    lastingUrgent: lastingKinds,
  } = history ?? assessConversation(assessed);
  const flags = personRequest && !rest ? modelFlags.filter((label) => !isUrgentLabel(label)) : modelFlags;
  // Without a new message (a summary, feedback, a draft) every user message is history: its
  // signals are lasting help, and only a role-play scenario can still call for help first.
  const labels = new Set<SafetyLabel>(newMessage ? [...latest.labels, ...flags] : []);
  for (const label of scenarioSafety?.labels ?? []) if (isUrgentLabel(label)) labels.add(label);
  const scores = scenarioSafety && !newMessage ? scenarioSafety.scores : latest.scores;
  // The user's own announced violence ("wenn sie den Deal platzen lässt, zünd ich ihr Auto an"),
  // read as harassment, as a threat received or not at all: the answer for violence, never the
  // victim's ("it is not your fault", "someone else is threatening you") nor coaching. A threat
  // received that a rule forces (safety/assess.ts `forcedLabel`) stays one.
  const rules = scenarioSafety && !newMessage ? scenarioSafety.rules : latest.rules;
  const ownViolence =
    reply && announcesOwnViolence(userTexts.at(-1) ?? '') && !rules.some((id) => forcedLabel(id) === 'danger');
  if (ownViolence) {
    if (!urgentLabels.some((label) => labels.has(label))) labels.delete('harassment');
    labels.add('violence');
  }
  // The kind of urgent signal: the one a rule forces (a threat received), else the highest score.
  // Violence done to the user ("my co-founder hit me", "er hat mich geschlagen") is a threat
  // received, never the user's own anger: the help for danger, now and lasting.
  const top = ownViolence ? 'violence' : topUrgent({ labels: [...labels], scores, rules });
  const harmedIn = userTexts.map(reportsHarmToUser);
  const labelled = top === 'violence' && !ownViolence && reply && harmedIn.at(-1) === true ? 'danger' : top;
  // Signs of a medical emergency now end the turn like any urgent signal ("Brustschmerzen, der
  // Pitch ist gleich" gets 112 and nothing about the pitch); a crisis, a threat or violence beside
  // them keeps its own help, with the emergency words added.
  const urgentBody = reply && rules.includes('medical-urgent');
  const urgent: UrgentKind | null = labelled ?? (urgentBody ? 'medical' : null);
  const harmed = harmedIn.includes(true) && !userTexts.some(announcesOwnViolence);
  const lastingUrgent = harmed
    ? [...new Set(lastingKinds.map((kind) => (kind === 'violence' ? 'danger' : kind)))]
    : lastingKinds;
  // Harassment beside an urgent signal only when it is more than a side note of the danger.
  const harassment =
    reply && labels.has('harassment') && (!urgent || harassmentBesideUrgent({ labels: [...labels], scores }));
  const categories = safetyCategories.filter((category) => {
    if (category === 'crisis') return Boolean(labelled);
    if (category === 'high_escalation') return reply && latest.highEscalation;
    if (category === 'harassment') return reply && harassment;
    return reply && labels.has(category);
  });
  return {
    categories,
    urgent,
    harassment,
    // In a role-play only the request itself (person.ts), never the classifier's label: the user
    // speaks in the role there ("lass uns HR dazuholen").
    human: (reply && labels.has('human')) || personRequest,
    therapist: personTurn && asksAsTherapist(latestText),
    harmed,
    // What is left of a request for a person ("Ich hätte gern einen Rückruf, heute wenn möglich"
    // leaves "heute wenn möglich") gets the gentle note only with a word of the signal: a short
    // fragment can score high on nothing.
    gentle: newMessage && !urgent && (latest.gentle || spread) && (!personRequest || restSignals(rest)),
    lasting,
    pretext: reply ? pretext : null,
    takenBack: newMessage && !urgent && takenBack,
    lastingUrgent,
    urgentBody,
  };
}

/** Whether what is left beside a request for a person still carries an urgent word. */
const restSignals = (rest: string) => {
  const evidence = evidenceOf(rest);
  return evidence.urgent || evidence.urgentHint;
};

/**
 * A wish to talk to a person ("lieber mit einem echten Menschen", "someone I can book"), not a
 * question about the advisor: read by safety/person.ts, or a wish in a message the safety layer
 * labelled human.
 */
const wantsPerson = (text: string) => {
  if (asksForPerson(text)) return true;
  const folded = fold(text);
  return (
    /\b(lieber|rather|prefer\w*|mochte|will|wurde gern\w*|would like|want to|wanna|book|buchen|termin|appointment|jemand\w*|someone|somebody|anyone|reden|sprechen|besprechen|talk|speak)\b/.test(
      folded,
    ) && !asksWhetherHumanAnswers(text)
  );
};

/** A message that only asks whether a human answers (a few words) gets the answer alone. */
const isOnlyTheQuestion = (text: string) => text.trim().split(/\s+/).length <= 14;

/**
 * The public chat's way to a human in a reply is the expert directory (its action row offers the
 * handoff form beside it, under another name); the premium chat drafts a request.
 */
function humanLink(input: AdvisorInput, lang: Lang): AdvisorLink {
  return input.mode === 'premium' ? expertLink(lang) : directoryLink(lang);
}

/** The user messages a summary may quote: none about a crisis or harassment (the summary can be mailed). */
function withoutSensitive(input: AdvisorInput): { input: AdvisorInput; leftOut: boolean } {
  if (input.action !== 'summary') return { input, leftOut: false };
  const messages: AdvisorInput['messages'] = [];
  let leftOut = false;
  let skipReply = false;
  for (const message of input.messages) {
    if (message.role === 'user') {
      const safety = assessMessage(message.content);
      skipReply = isUrgent(safety) || safety.labels.includes('harassment');
      if (skipReply) {
        leftOut = true;
        continue;
      }
    } else if (skipReply) {
      // The safety reply to a left-out message goes with it.
      skipReply = false;
      continue;
    }
    messages.push(message);
  }
  return { input: { ...input, messages }, leftOut };
}

/** Lasting help whose kind is not the user's own crisis: the gentle crisis note is not repeated under it. */
const otherLasting = (safety: TurnSafety) => safety.lastingUrgent.some((kind) => kind !== 'crisis');

/** The gentle note above the reply: not after a take-back (its own note), nor under the help a threat or violence left. */
const gentleShown = (safety: TurnSafety) => safety.gentle && !safety.takenBack && !otherLasting(safety);

/**
 * The help lines a crisis, a threat, violence or harassment earlier in the conversation made
 * lasting, each for its kind, briefly and above the reply (its one question stays last):
 * after a threat received the way to stay safe and the police, not the suicide line; after the
 * user's own violent words distance first; after a crisis the crisis lines (the gentle note
 * instead when the latest message has its own ambiguous signal). "Alles gut, vergiss es" right
 * after an urgent signal: the short note instead.
 */
function lastingHelpLines(
  safety: TurnSafety,
  lang: Lang,
  gender: Gender | null,
  bystanderShown: boolean,
  bystander: boolean,
): string[] {
  const s = safetyTexts[lang];
  const lines: string[] = [];
  // Crisis help is lasting exactly when an urgent signal made it so (safety/assess.ts): its kinds.
  const kinds = safety.lastingUrgent;
  if (safety.takenBack) lines.push(s.takenBack);
  else {
    if (kinds.includes('crisis') && !gentleShown(safety)) lines.push(s.crisisReminder);
    if (kinds.includes('danger')) lines.push(s.dangerReminder);
    if (kinds.includes('violence')) lines.push(s.violenceReminder);
  }
  if (bystanderShown && (bystander || safety.lasting.includes('harassment'))) lines.push(s.bystander.reminder);
  else if (safety.lasting.includes('harassment'))
    lines.push(gender === 'man' ? s.harassmentReminderNeutral : s.harassmentReminder);
  return lines;
}

/** A talk or meeting with the other side asked about, not a message to write to them. */
const asksToMeet = (text: string) => !asksForMessage(text) && asksForJointTalk(text);

/**
 * After a threat received (`threatened`) or harassment against the user (`affected`): a talk or
 * meeting with that person gets the advice against it and the safe way (after the bystander
 * answer, `reported`: no joint talk before the person affected is heard); after harassment a
 * message to the person gets a short, firm boundary in writing, and what to tell others a
 * factual, dated text. Null for anything else (the coach answers, guarded: see `withoutJointTalk`).
 */
function afterHelpAnswer(
  latest: string,
  lang: Lang,
  { threatened, affected, reported }: { threatened: boolean; affected: boolean; reported: boolean },
) {
  const s = safetyTexts[lang];
  const audience = asksForMessage(latest);
  const jointTalk = asksToMeet(latest);
  if (threatened && jointTalk) return [s.afterThreat.meeting, s.afterThreat.question].join('\n\n');
  // Someone responsible who reported it asks about sitting both down: not first, and why.
  if (reported && jointTalk) return [s.bystander.whyNotTogether, s.bystander.question].join('\n\n');
  if (!affected) return null;
  const h = s.afterHarassment;
  if (!audience && asksForTalkWithThem(latest)) return [h.jointTalk, h.jointTalkQuestion].join('\n\n');
  if (audience === 'them') return [h.boundaryIntro, h.boundaryDraft, h.boundaryWhy, h.boundaryQuestion].join('\n\n');
  if (audience === 'others') return [h.othersIntro, h.othersDraft, h.othersWhy, h.othersQuestion].join('\n\n');
  return null;
}

/**
 * A coaching reply after a threat or harassment without the sentences that propose a talk or a
 * meeting with that person ("Habt ihr schon einmal offen darüber gesprochen", "Let me know when
 * this week works for half an hour"); a draft that loses every sentence goes with its intro, and
 * when the closing question went, a question about the user's safety closes the reply.
 */
export function withoutJointTalk(text: string, lang: Lang): string {
  const paragraphs = text.split('\n\n');
  const lastAsked = paragraphs.at(-1)?.trim().endsWith('?') ?? false;
  const kept: string[] = [];
  for (const paragraph of paragraphs) {
    if (!suggestsJointTalk(paragraph)) {
      kept.push(paragraph);
      continue;
    }
    // A draft is in italics: its sentences are read without the marks, which are put back.
    const draft = /^_([^_]+)_$/.exec(paragraph.trim());
    const body = draft ? (draft[1] as string) : paragraph;
    const rest = (body.match(/[^.!?]+[.!?]+["”“]*\s*|[^.!?]+$/g) ?? [body])
      .filter((sentence) => !suggestsJointTalk(sentence))
      .join('')
      .trim();
    if (rest) kept.push(draft ? `_${rest}_` : rest);
    else if (kept.at(-1)?.trim().endsWith(':')) kept.pop();
  }
  if (lastAsked && !(kept.at(-1)?.trim().endsWith('?') ?? false)) kept.push(safetyTexts[lang].safeQuestion);
  return kept.join('\n\n');
}

function* emit(text: string): Generator<AdvisorEvent> {
  for (const chunk of chunkText(text, 12)) yield { type: 'delta', text: chunk };
}

async function* runTurn(
  input: AdvisorInput,
  provider: AdvisorProvider,
  modelCheck: ModelSafetyCheck | null,
  signal: AbortSignal | undefined,
): AsyncGenerator<AdvisorEvent> {
  const latest = latestUserText(input);
  const conversation = conversationLanguage(input);
  // One or two words ("nö", "jein", "k") say too little to switch the conversation's language.
  const detected: DetectedLanguage = !latest
    ? { language: input.uiLanguage, source: 'interface' }
    : conversation && latest.trim().split(/\s+/).length <= 2
      ? { language: conversation, source: 'message' }
      : detectLanguage(latest, conversation ?? input.uiLanguage);
  const lang = detected.language;
  const endsWithUser = input.messages.at(-1)?.role === 'user';
  // With a model provider the model classifies the message first (bounded by modelCheckLimitMs):
  // its flags add to the classifier's and the rules'.
  const modelFlags =
    modelCheck && endsWithUser && actionsWithNewMessage.has(input.action)
      ? await modelCheck.classify(latest, signal)
      : [];
  const safety = decide(input, modelFlags);
  const base = {
    action: input.action,
    language: lang,
    languageSource: detected.source,
    safety: safety.categories[0] ?? null,
    safetyCategories: safety.categories,
  };
  const written = (text: string, help: LastingHelp[], links: AdvisorLink[] = []): AdvisorMeta => ({
    ...base,
    phase: null,
    links,
    knowledge: [],
    glaslStage: null,
    provider: 'safety',
    fallback: false,
    text,
    help,
    endsRoleplay: input.action === 'roleplay_turn' || input.action === 'roleplay_start',
  });

  const userText = input.messages.flatMap((m) => (m.role === 'user' ? [m.content] : [])).join('\n');
  const answeredEarlier = input.messages.flatMap((m) => (m.role === 'assistant' ? [m.content] : [])).join('\n');
  // Help that is for one gender only (the women's helpline) fits only who the user says they are.
  const gender = speaksAs(userText);
  const s = safetyTexts[lang];
  if (safety.urgent) {
    // What the message also asked is answered after the help: a meeting with the person who
    // threatened the user (not alone, and how), a person or a therapist (the way to a human expert).
    const meeting = safety.urgent === 'danger' && asksToMeet(latest) ? [s.afterThreat.meeting] : [];
    const link = safety.human ? humanLink(input, lang) : null;
    const person = link
      ? [...(safety.therapist ? [s.therapist.answer] : []), s.human.afterCrisis(link.label, link.path)]
      : [];
    const followUp = safety.urgent === 'crisis' && !safety.harassment && crisisFollowUp(lang, answeredEarlier);
    const text = followUp
      ? [followUp, ...person].join('\n\n')
      : crisisText(lang, safety.urgent, safety.harassment, gender, [...meeting, ...person], safety.urgentBody);
    // Signs of a medical emergency alone bring no crisis lines, and so no crisis panel.
    const help: LastingHelp[] =
      safety.urgent === 'medical'
        ? [...new Set([...safety.lasting, ...(safety.harassment ? (['harassment'] as const) : [])])]
        : safety.harassment
          ? ['crisis', 'harassment']
          : ['crisis'];
    yield* emit(text);
    yield { type: 'done', meta: written(text, help, link ? [link] : []) };
    return;
  }
  // Harassment reported about someone else or by someone responsible: the bystander answer once,
  // then coaching on how to act, with its one line above.
  const bystanderShown = shownInEither(answeredEarlier, (l) => safetyTexts[l].bystander.intro);
  // A dismissal or a pretext for one whose real reason is a protected status (pregnancy, parental
  // leave, illness, disability, religion): the user who would do it is told why it is not coached.
  if (safety.pretext?.role === 'actor') {
    const link = humanLink(input, lang);
    const text = pretextText(lang, safety.pretext.status, link, answeredEarlier);
    yield* emit(text);
    yield { type: 'done', meta: { ...written(text, safety.lasting, [link]), endsRoleplay: false } };
    return;
  }
  const bystander =
    safety.harassment &&
    !safety.gentle &&
    (safety.pretext?.role === 'reported' || (!safety.pretext && reportsAboutSomeoneElse(latest, userText)));
  if (bystander && (!bystanderShown || safety.pretext)) {
    const link = humanLink(input, lang);
    const text = withLaw(bystanderText(lang, link, isSexual(userText)), lang, safety.pretext);
    yield* emit(text);
    yield { type: 'done', meta: { ...written(text, ['harassment'], [link]), endsRoleplay: false } };
    return;
  }
  if (safety.harassment && !bystander) {
    const link = humanLink(input, lang);
    // Harassment that also reads like danger ("grabbed me"): the crisis lines as a note above.
    const answer = withLaw(harassmentText(lang, link, gender, isSexual(userText)), lang, safety.pretext);
    const text = safety.gentle ? `${safetyTexts[lang].gentle}\n\n${answer}` : answer;
    const help: LastingHelp[] = safety.gentle ? ['crisis', 'harassment'] : ['harassment'];
    yield* emit(text);
    yield { type: 'done', meta: { ...written(text, help, [link]), endsRoleplay: false } };
    return;
  }
  // After a threat received or harassment against the user, the requests that must not be coached
  // as a two-sided conflict are answered here (safety/after-help.ts): a talk or meeting with that
  // person, a message to them, what to tell others. The lasting help line stays above.
  const threatened = safety.lastingUrgent.includes('danger') || safety.harmed;
  const affected = shownInEither(answeredEarlier, (l) => safetyTexts[l].harassment.intro);
  const lastingLines = lastingHelpLines(safety, lang, gender, bystanderShown, bystander);
  const afterHelp =
    input.action === 'reply' && endsWithUser
      ? afterHelpAnswer(latest, lang, { threatened, affected: affected && !bystanderShown, reported: bystanderShown })
      : null;
  if (afterHelp) {
    const text = [...lastingLines, afterHelp].join('\n\n');
    yield* emit(text);
    yield { type: 'done', meta: { ...written(text, safety.lasting), endsRoleplay: false } };
    return;
  }
  // "Was kostet das?", "kann ich einen Termin machen?", "how much is a session": the way to a
  // human expert (fees on each profile, a request, times the expert proposes), no coaching and no
  // conflict stage read into it.
  const booking =
    input.action === 'reply' && endsWithUser && chatRoleplay(input) === null
      ? bookingQuestion(latest, linksToExpert(answeredEarlier))
      : null;
  if (booking) {
    const link = directoryLink(lang);
    const t = texts[lang].booking;
    const text = answeredEarlier.includes(t.full('', '').slice(0, 50))
      ? t.brief(link.label, link.path)
      : t.full(link.label, link.path);
    const links = input.mode === 'premium' ? [link, expertLink(lang)] : [link];
    yield* emit(text);
    yield {
      type: 'done',
      meta: { ...written(text, safety.lasting, links), safety: null, safetyCategories: [], endsRoleplay: false },
    };
    return;
  }
  // "Can you be my therapist?": no role and no therapy, honestly said, the way to a human expert
  // and the offer to go on with the conflict (the gentle note above it only with its own signal).
  if (safety.therapist) {
    const link = humanLink(input, lang);
    const t = s.therapist;
    const text = [...(gentleShown(safety) ? [s.gentle] : []), t.answer, t.expert(link.label, link.path), t.goOn].join(
      '\n\n',
    );
    const help: LastingHelp[] =
      gentleShown(safety) && !safety.lasting.includes('crisis') ? [...safety.lasting, 'crisis'] : safety.lasting;
    yield* emit(text);
    yield { type: 'done', meta: { ...written(text, help, [link]), endsRoleplay: input.action === 'roleplay_turn' } };
    return;
  }
  // "Lieber mit einem echten Menschen", "someone I can book": the way to a person, and nothing
  // after it (no reflection of the wish, no tool, no coaching question).
  if (safety.human && wantsPerson(latest)) {
    const link = humanLink(input, lang);
    // Asked again ("then I'd rather talk to an actual mediator. how do I get one"): how it works,
    // never the same words twice.
    const again = answeredEarlier.includes(texts[lang].humanHandoff('', '').slice(0, 40));
    const handoff = again
      ? texts[lang].booking.full(directoryLink(lang).label, '/experts')
      : texts[lang].humanHandoff(link.label, link.path);
    // The rest of the message may have its own ambiguous signal: the gentle note above the way.
    const text = gentleShown(safety) ? `${s.gentle}\n\n${handoff}` : handoff;
    const directory = directoryLink(lang);
    const links = again && link.id !== 'experts' ? [directory, link] : [link];
    yield* emit(text);
    const help: LastingHelp[] =
      gentleShown(safety) && !safety.lasting.includes('crisis') ? [...safety.lasting, 'crisis'] : safety.lasting;
    yield { type: 'done', meta: { ...written(text, help, links), endsRoleplay: input.action === 'roleplay_turn' } };
    return;
  }
  if (safety.human && isOnlyTheQuestion(latest)) {
    const link = humanLink(input, lang);
    const t = safetyTexts[lang].human;
    const text = [t.answer, t.expert(link.label, link.path), t.goOn].join('\n\n');
    yield* emit(text);
    yield { type: 'done', meta: { ...written(text, safety.lasting, [link]), endsRoleplay: false } };
    return;
  }

  const prefixParts: string[] = [...lastingLines];
  const extraLinks: AdvisorLink[] = [];
  if (gentleShown(safety)) prefixParts.push(s.gentle);
  if (safety.human) {
    const link = humanLink(input, lang);
    prefixParts.push(`${s.human.answer} ${s.human.expert(link.label, link.path)}`);
    extraLinks.push(link);
  }
  const earlier = answeredEarlier;
  const lastReply = input.messages.findLast((m) => m.role === 'assistant')?.content;
  const shown = safety.categories.filter(
    (category) => (category !== 'legal' && category !== 'medical') || asksForBoundary(latest, lastReply),
  );
  // A message asked about a contract matter ("write an email about vesting") gets the draft and,
  // beside it, the legal boundary: the agreement itself is a lawyer's.
  if (input.action === 'reply' && !shown.includes('legal') && draftOnLegalMatter(latest)) shown.push('legal');
  const boundaries = boundaryText(shown, lang, earlier);
  if (boundaries) prefixParts.push(boundaries);
  if (safety.categories.includes('high_escalation')) extraLinks.push(expertLink(lang));
  const prefix = prefixParts.length ? `${prefixParts.join('\n\n')}\n\n` : '';
  const help: LastingHelp[] = [...safety.lasting];

  const { input: providerInput, leftOut } = withoutSensitive(input);
  // A model's reply is checked sentence by sentence; the offline coach's text is the product's own.
  const check = provider.name === 'openai' ? new OutputCheck(lang) : null;
  let text = '';
  if (prefix) {
    text = prefix;
    yield { type: 'delta', text: prefix };
  }
  const nonCrisis = input.action === 'reply' ? safety.categories : [];
  // After a threat received or harassment against the user no coaching sentence may propose a
  // talk or a meeting with that person: the reply is held back and checked before it is shown.
  const noJointTalk = input.action === 'reply' && (threatened || (affected && !bystanderShown));
  let held = '';
  for await (const event of provider.reply({
    input: providerInput,
    language: lang,
    languageSource: detected.source,
    safety: nonCrisis,
    lastingHelp: safety.lasting,
    caution: gentleShown(safety) || safety.takenBack,
    signal,
  })) {
    if (event.type === 'delta') {
      const shown = check ? check.push(event.text) : event.text;
      if (!shown) continue;
      if (noJointTalk) {
        held += shown;
        continue;
      }
      text += shown;
      yield { type: 'delta', text: shown };
    } else if (event.type === 'reset') {
      // The consumer drops what it has; the notes above the reply come again.
      check?.reset();
      text = prefix;
      held = '';
      yield event;
      if (prefix) yield { type: 'delta', text: prefix };
    } else {
      if (noJointTalk) {
        const guarded = withoutJointTalk(held + (check?.flush() ?? ''), lang);
        text += guarded;
        if (guarded) yield { type: 'delta', text: guarded };
      }
      const rest = noJointTalk ? '' : (check?.flush() ?? '');
      const removedNumber = check?.changes.includes('number') ?? false;
      const suffixParts: string[] = [];
      if (leftOut) suffixParts.push(s.summaryLeftOut);
      if (removedNumber && !help.includes('crisis')) suffixParts.push(s.crisisReminder);
      const suffix = suffixParts.length ? `\n\n${suffixParts.join('\n\n')}` : '';
      if (rest + suffix) {
        text += rest + suffix;
        yield { type: 'delta', text: rest + suffix };
      }
      const links = [...extraLinks, ...event.meta.links.filter((l) => !extraLinks.some((e) => e.id === l.id))];
      // The gentle note names the crisis lines itself; the chat shows their panel with it too.
      const finalHelp: LastingHelp[] =
        (removedNumber || gentleShown(safety) || safety.takenBack) && !help.includes('crisis')
          ? [...help, 'crisis']
          : help;
      yield {
        type: 'done',
        meta: { ...base, ...event.meta, links, text, help: finalHelp, endsRoleplay: false },
      };
    }
  }
}
