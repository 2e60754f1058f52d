// A short yes or no that answers the coach's closed question ("Habt ihr schon einmal darüber
// gesprochen?" – "nö", "Are you still talking normally?" – "yep"): an answer, not a short answer
// that says nothing. It is said back and the next question goes on from it: a yes and a no lead
// to different questions (what came of the talk, or what held the user back from it).
import { fold } from './text';
import type { AnsweredKind } from './texts';
import type { Lang } from './types';

const yesWords =
  /^(ja|jo|jap|jup|jep|joa|jawohl|genau|stimmt|richtig|klar|ja klar|na klar|ja genau|ja schon|schon|eher ja|yes|yeah|yep|yup|ya|yea|yes indeed|exactly|correct|right|sure|kind of|sort of|absolutely|definitely|of course)( ja| yes| genau| exactly)?$/;
const noWords =
  /^(nein|ne|nee|no|nope|nah|naw|eher nicht|nicht wirklich|noch nicht|kaum|gar nicht|not really|not yet|not at all|hardly|never|nie|niemals)( nein| no)?$/;

/** "jo", "genau", "yep" → yes; "nö", "nope", "noch nicht" → no (folded, punctuation aside); else null. */
export function yesNoOf(text: string): 'yes' | 'no' | null {
  const folded = fold(text).trim();
  if (yesWords.test(folded)) return 'yes';
  if (noWords.test(folded)) return 'no';
  return null;
}

// A question about a fact, its verb first ("Habt ihr …", "Weiß die andere Seite …", "Are you still
// …"), not an invitation ("Magst du …", "Would you like …") and not a choice between named
// alternatives ("gut, mittel oder schwierig?", "neu, oder …?") unless the choice is yes or no.
// "Was" is a German question word and an English verb: each language reads its own verbs.
const factVerbFirst = {
  de: /^(Habt|Hast|Hat|Haben|Hattet|Ist|Sind|Seid|Gibt|Gab|Redet|Reden|Sprecht|Sprechen|Kennt|Kennst|Kennen|Weiß|Weiss|Wisst|Wissen|Ergreift|Ergreifen|War|Waren|Steht|Stehen|Läuft|Fühlst|Merkst|Merkt)(?=\s)/u,
  en: /^(Do|Does|Did|Have|Has|Had|Is|Are|Was|Were)(?=\s)/u,
};
const choice = /\b(oder|or)\b/i;
const yesOrNo = /\b(ja oder nein|yes or no)\b/i;

const kinds: readonly [AnsweredKind, RegExp][] = [
  ['camps', /\b(lager|partei|verbündete|seiten|sides|camps|allies)\b/iu],
  ['written', /\b(festgehalten|schriftlich|aufgeschrieben|written down|in writing|on paper)\b/iu],
  ['talking', /\b(redet ihr|reden die beiden|sprecht ihr|still (talking|speaking)|talking normally)\b/iu],
  [
    'talked',
    /\b(gesprochen|geredet|angesprochen|talked|raised it|brought it up|spoken|weiß .{0,40}(stört|damit geht)|know .{0,40}(bothers you|you feel))\b/iu,
  ],
  ['knownLong', /\b(kennt ihr euch|kennen sich|known each other|know each other)\b/iu],
];

/**
 * The coach's last question when it asks a closed question about a fact, with what it asked about
 * (null: a closed question of another kind); undefined when the last reply asks no such question.
 */
export function closedQuestion(lastReply: string, lang: Lang): { kind: AnsweredKind | null } | undefined {
  const paragraph = lastReply.trim().split(/\n\n/).at(-1) ?? '';
  if (!paragraph.trim().endsWith('?')) return undefined;
  const question =
    paragraph
      .split(/(?<=[.!:])\s+/)
      .at(-1)
      ?.trim() ?? '';
  if (!factVerbFirst[lang].test(question)) return undefined;
  // "…, und wie lief das?" asks the closed part first: the yes or no answers it.
  const closed = question.split(/,\s+(?:und|and)\s+/i)[0] as string;
  if (choice.test(closed) && !yesOrNo.test(closed)) return undefined;
  return { kind: kinds.find(([, pattern]) => pattern.test(closed))?.[0] ?? null };
}
