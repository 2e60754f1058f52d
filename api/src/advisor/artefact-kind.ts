// Which artefact other than a message a message asks the coach for ("eine Checkliste fürs
// Telefonat", "four ground rules for the office wall"), and how many items. Apart from
// artefacts.ts (which writes them) so that analysis.ts can read the request without importing the
// texts and help that the writing needs.
import { fold } from './text';

export type ArtefactKind =
  'agenda' | 'checklist' | 'rules' | 'record' | 'points' | 'questions' | 'scenarios' | 'memo' | 'faq' | 'timeline';

/** The artefact's noun (folded: "questions" folds to "qustions"), most specific first: "role-play scenarios" are scenarios, not a role-play. */
const nouns: readonly [ArtefactKind, string][] = [
  ['scenarios', 'szenari\\w*|varianten|scenarios?'],
  ['record', 'vorlage\\w*|templates?|entscheidungsprotokoll\\w*|decision (doc|log|record)s?'],
  ['memo', 'memos?|fur und wider|pro und contra|vor und nachteile|pros and cons|one pager'],
  ['faq', 'faqs?'],
  ['timeline', 'zeitplan\\w*|zeitleiste|timelines?|schedule'],
  ['checklist', 'checkliste\\w*|check ?lists?'],
  ['rules', '\\w*regeln|ground rules|rules'],
  ['questions', '(liste (von|mit) |ein paar |einige |die )?fragen(katalog)?|(list of |a few |some )?qu?e?stions'],
  ['points', 'stichpunkte\\w*|stichworte\\w*|bullet ?points?|talking points|key points|kernpunkte|punkte'],
  [
    'agenda',
    'agenda|tagesordnung|ablaufplan|ablauf|\\w*leitfaden|running order|outline|script|workshop ?plan|plan (fur|for) (den|die|das|the) (workshop|session|sitzung|gesprach|meeting|call)',
  ],
];

// A request to the coach: a verb of making or giving, a "can you", a need told to it; the
// artefact's noun within a few words after it ("Kannst du mir eine Checkliste fürs Telefonat machen?").
/**
 * The verbs that ask the coach to write something: one list for every request reader (an artefact
 * here, a second request in second-ask.ts). German as stems with any ending ("schreib mir",
 * "formulier", "entwirf"); English as the bare imperative ("write", not "writes": "she writes the
 * agenda" asks for nothing).
 */
export const writingVerbsDe = 'schreib|formulier|entwirf|entwerf|verfass|skizzier';
export const writingVerbsEn = 'write|draft|compose|sketch';

const asked = `(mach|erstell\\w*|(?:${writingVerbsDe})\\w*|${writingVerbsEn}|gib|stell (mir |uns )?(\\w+ ){0,4}zusammen|stell|schlag|kannst du|konntest du|wurdest du|magst du|hast du|ich brauche|brauche|ich hatte gern|can you|could you|would you|will you|please|make|put together|come up with|give me|suggest|create|prepare|i need|i d like|id like)`;
// The words between the verb and the noun: no clause of its own ("Gib mir drei Optionen, wie wir
// das künftig regeln könnten" asks for options; "regeln" there is a verb) and no "no more".
const gap = '((?!(wie|was|wer|wo|wann|ob|dass|how|what|who|when|that|whether|no|keine?|ohne|without) )\\w+ ){0,8}?';
const patterns = nouns.map(
  ([kind, noun]) =>
    [kind, new RegExp(`(^|[.!?] |\\b)${asked}\\b ${gap}(${noun})\\b`), new RegExp(`^(${noun})\\b`)] as const,
);
/** A message is asked ("Schreib mir eine Mail mit drei Punkten"): compose, not an artefact. */
const messageNoun =
  /\b(nachricht|mail|e mail|email|message|slack|whatsapp|sms|teams nachricht|post|dm|antwort an|reply to)\b/;
/** "Eine Checkliste für das Übergabegespräch": a noun phrase alone asks for it too. */
const nounPhrase = /^(eine?n?|ein paar|a|an|some|drei|vier|funf|three|four|five|\d) /;

/** Which artefact the message asks for, or null (no request, or a message is asked). */
export function artefactKind(text: string): ArtefactKind | null {
  const folded = fold(text).trim();
  if (messageNoun.test(folded)) return null;
  // "Schreib mir in Stichpunkten, was ich sagen soll": a message in the form of a list (compose).
  if (/\b(in|als|as|into) (\w+ )?(stichpunkt\w*|bullet ?points?)\b/.test(folded)) return null;
  for (const [kind, request, alone] of patterns) {
    if (request.test(folded)) return kind;
    const phrase = folded
      .replace(nounPhrase, '')
      .replace(/^(kurze\w* |kleine\w* |einfache\w* |short |simple |quick )/, '');
    // "Stichpunkte für meinen Pitch ans Board": the noun first, and what it is for.
    const short = folded.split(' ').length <= 12;
    if (short && nounPhrase.test(folded) && alone.test(phrase)) return kind;
    if (
      short &&
      !/\b(is|are|was|were|ist|sind|war|waren|have|haben|hat)\b/.test(folded) &&
      new RegExp(`${alone.source} (fur|for|zum|zur|on|about)\\b`).test(folded)
    )
      return kind;
  }
  return null;
}

const numberWords: Record<string, number> = {
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
/** How many items the user asked for ("vier Gesprächsregeln", "five short rules"), 3-6, else null. */
export function askedCount(text: string): number | null {
  const match = /\b([3-6]|drei|vier|funf|sechs|three|four|five|six)\b/.exec(fold(text));
  if (!match) return null;
  return Number(match[1]) || (numberWords[match[1] as string] ?? null);
}
