// Concrete answers to a request for help with the conversation itself: a structure with times
// ("wie strukturier ich das Gespräch, 60 min"), what to do until then ("what can I do this
// week"), how to react if it goes wrong ("was mach ich, wenn einer den anderen schlecht macht"),
// an honest view on the user's proposal ("fair or just delaying?", "if you had to bet?") and a
// choice between two ways ("Retro oder einzeln?"). Each answer is built from what the user said
// (minutes, their proposal, their role, the options they name); the coach asks one question after it.
import type { Facts, Party, UserRequest } from './analysis';
import { fold } from './text';
import { texts } from './texts';
import type { Lang } from './types';

export type HelpRequest = Extract<
  UserRequest,
  'structure' | 'meantime' | 'endure' | 'whatif' | 'ask' | 'judge' | 'choice'
>;

const helpKinds: readonly UserRequest[] = ['structure', 'meantime', 'endure', 'whatif', 'ask', 'judge', 'choice'];

export function isHelpRequest(request: UserRequest): request is HelpRequest {
  return helpKinds.includes(request);
}

export interface HelpContext {
  latest: string;
  lang: Lang;
  party: Party | null;
  facts: Facts;
  /** The Glasl stage read from the conversation (camps from 4: an external mediator is the choice). */
  stage: number | null; /** Every earlier reply of the coach. */
  earlier: string;
}

/** The minutes the user has for the talk ("60 min", "eine Stunde", "1.5h"); an hour when not said. */
export function talkMinutes(text: string): number {
  const folded = text.toLowerCase();
  const minutes = /(\d{2,3})\s*(?:min|minuten|minutes|mins)\b/.exec(folded);
  const hours = /(\d(?:[.,]\d)?)\s*(?:h|std|stunden?|hours?)\b/.exec(folded);
  let total = 60;
  if (minutes) total = Number(minutes[1]);
  else if (hours) total = Math.round(Number((hours[1] as string).replace(',', '.')) * 60);
  else if (/\b(halbe stunde|half an hour|30 min)\b/.test(folded)) total = 30;
  return Math.min(180, Math.max(20, total));
}

/** Each step's share of the time: frame, first view, second view, needs, agreements, close. */
const leadShares = [0.1, 0.2, 0.2, 0.2, 0.2, 0.1];
/** Opening, your view, their view (longer: listening is the point), needs, agreement, close. */
const partyShares = [0.1, 0.15, 0.25, 0.2, 0.2, 0.1];

/** Whole minutes per step (at least 2) that add up to the total. */
export function splitMinutes(total: number, shares: readonly number[]): number[] {
  const steps = shares.map((share) => Math.max(2, Math.round(total * share)));
  const rest = total - steps.slice(0, -1).reduce((sum, n) => sum + n, 0);
  steps[steps.length - 1] = Math.max(2, rest);
  return steps;
}

function structure({ latest, lang, facts }: HelpContext): string {
  const t = texts[lang].help.structure;
  const total = talkMinutes(latest);
  const steps = facts.lead ? t.lead : t.party;
  const minutes = splitMinutes(total, facts.lead ? leadShares : partyShares);
  const lines = steps.map((step, i) => `${i + 1}. ${step.replace('{min}', String(minutes[i]))}`);
  return [t.intro(minutes.reduce((sum, n) => sum + n, 0)), ...lines].join('\n');
}

function meantime({ lang, party, facts }: HelpContext): string {
  const t = texts[lang];
  if (facts.lead) return t.help.meantime.lead;
  const other = lang === 'de' ? { accusative: 'die andere Seite', dative: 'der anderen Seite' } : null;
  return t.help.meantime.party
    .replace('{accusative}', party?.accusative ?? other?.accusative ?? t.roleplay.defaultCounterpart)
    .replace('{dative}', party?.dative ?? other?.dative ?? t.roleplay.defaultCounterpart);
}

/** A stretch of time rather than one event: "die 6 Wochen", "the next month", "bis er geht" (folded). */
const period =
  /\b((\d+|zwei|drei|vier|funf|sechs|acht|zehn|paar|nachsten|kommenden|restlichen|letzten|next|coming|remaining|last|few|two|three|four|five|six|eight|ten) (wochen|monate|monaten|tage|tagen|weeks|months|days)|(nachste\w*|kommende\w*|restliche\w*|den) monat|(the )?(next|coming|remaining) month|rest of (the|his|her|their)|until|till|bis (er|sie|zum|zur|ende|dahin)|kundigungsfrist|notice period|ubergangszeit|transition)\b/;

/**
 * Getting through a stretch of time with the other side (agreements, a weekly slot, limits, an
 * outlet) or through one event (goal, the hardest questions, agreeing roles first, a sentence for
 * when it gets heated, a debrief); the other side in the dative where it is named.
 */
function endure({ latest, lang, party, facts }: HelpContext): string {
  const t = texts[lang].help.endure;
  if (period.test(fold(latest))) return t.period;
  // Someone who leads or mediates agrees the frame with everyone beforehand, not with one side.
  if (facts.lead) return t.eventLead;
  const other = party?.dative ?? (lang === 'de' ? 'der anderen Seite' : texts[lang].roleplay.defaultCounterpart);
  return t.event.replace('{dative}', other);
}

/** What the user fears will happen in the talk, read on folded text. */
const attack =
  /\b(schlecht (zu )?mach\w*|angreif\w*|greift \w+ an|beleidig\w*|vorwurf\w*|vorwurfe|beschuldig\w*|blossstell\w*|runtermach\w*|lastert|attack\w*|blame\w*|badmouth\w*|insult\w*|accus\w*|trash\w*|talks? down|puts? (him|her|them|the other) down)\b/;
const refusal =
  /\b(nein sagt|sagt nein|ablehnt|lehnt \w+ ab|blockt|abblockt|nicht will|says no|said no|refuses?|rejects?|shuts? (it )?down|doesnt want|wont)\b/;
const emotional =
  /\b(weint|zu weinen|laut wird|ausrastet|explodiert|wutend wird|cries|starts crying|gets (angry|loud|upset)|loses (it|his temper|her temper)|blows up|explodes)\b/;

/** No agreement on a decision ("wenn wir uns nicht einig werden", "if we can't agree"): a tie-break rule. */
const deadlock =
  /\b(nicht einig|uneinig|keine einigung|kein konsens|patt|unentschieden|cant agree|cannot agree|no agreement|deadlock\w*|stalemate|tie)\b/;

function whatif({ latest, lang, facts }: HelpContext): string {
  const t = texts[lang].help.whatif;
  const folded = fold(latest);
  if (deadlock.test(folded)) return t.deadlock;
  if (attack.test(folded)) return facts.lead ? t.attackLead : t.attackParty;
  if (emotional.test(folded)) return t.emotional;
  if (refusal.test(folded)) return t.refusal;
  return t.general;
}

/** What makes a test or a pause fair rather than a delay: an end, criteria fixed before, both deciding. */
const hasEnd =
  /\b(bis|by|until|deadline|frist|\d+ (tage|wochen|monate|days|weeks|months)|time ?box\w*|zeitlich begrenzt\w*|befristet|nach (\d+|zwei|drei|vier|sechs) (wochen|monaten|tagen)|for (\d+|two|three|four|six) (weeks|months|days)|ende|end of|freitag|friday|montag|monday)\b/;
const hasCriteria =
  /\b(scorecard|kriteri\w*|criteria|criterion|messbar\w*|measurable|metric\w*|kennzahl\w*|kpis?|ziele?|goals?|targets?|benchmark\w*)\b/;
const isJoint = /\b(both|beide|beiden|together|gemeinsam|zusammen|agree\w*|einig\w*|abgestimmt)\b/;

const listed = (items: string[], lang: Lang) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items.at(-1)}`;

/** "if you had to bet?", "du musst doch eine Meinung haben": the coach's own bet, not a check of the proposal. */
const betAsked = /\b(bet|wetten|opinion|meinung)\b/;

function judge({ latest, lang, facts, earlier }: HelpContext): string {
  const t = texts[lang].help.judge;
  const proposal = facts.proposal;
  // The proposal was judged already: asked again, the coach's bet.
  if (!proposal || betAsked.test(fold(latest)) || earlier.includes(t.fair('', null).slice(0, 30))) return t.bet;
  const folded = fold(`${proposal} ${latest}`);
  const checks = [
    ['time', hasEnd.test(folded)],
    ['criteria', hasCriteria.test(folded)],
    ['joint', isJoint.test(folded)],
  ] as const;
  const reasons = checks.filter(([, held]) => held).map(([key]) => t.reasons[key]);
  const missing = checks.filter(([, held]) => !held).map(([key]) => t.missing[key]);
  return reasons.length >= 2
    ? t.fair(listed(reasons, lang), missing.length ? listed(missing, lang) : null)
    : t.risky(listed(missing, lang));
}

/** The options the user weighs, read on folded text. */
const privateOption =
  /\b(einzeln|unter vier augen|1 1|einzelgesprach\w*|privat|allein mit|one on one|1 on 1|individually|separately|in private|privately|alone with|each of them)\b/;
const externalOption = /\b(extern\w*|mediator\w*|mediation|coach|berater\w*|external|outside|third party|neutral\w*)\b/;
const laterOption = /\b(warten|abwarten|spater|erstmal nicht|wait|later|hold off)\b/;

function choice({ latest, lang, stage }: HelpContext): string {
  const t = texts[lang].help.choice;
  const folded = fold(latest);
  if (privateOption.test(folded)) return t.private;
  if (externalOption.test(folded)) return (stage ?? 0) >= 4 ? t.external : t.ownFirst;
  if (laterOption.test(folded)) return t.soon;
  return t.general;
}

export function helpAnswer(request: HelpRequest, context: HelpContext): string {
  switch (request) {
    case 'structure':
      return structure(context);
    case 'meantime':
      return meantime(context);
    case 'endure':
      return endure(context);
    case 'ask':
      return texts[context.lang].help.ask;
    case 'whatif':
      return whatif(context);
    case 'judge':
      return judge(context);
    case 'choice':
      return choice(context);
  }
}
