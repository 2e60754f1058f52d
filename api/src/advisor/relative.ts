// A first message that names its matter in a relative clause ("Mein Chef, der mir jeden Abend um
// zehn noch Aufgaben schickt, erwartet sofort Antworten", "My co-founder, who keeps promising prices
// to clients, says it's just how sales works"): the clause said back alone was the person ("Your
// manager, who sends you tasks …") or the relative clause as if it were a sentence ("Der dir jeden
// Abend … schickt"). Here the relative clause becomes the main clause and the rest of the sentence
// joins it with "und"/"and": "Mein Chef schickt mir jeden Abend um zehn noch Aufgaben und erwartet
// sofort Antworten" (issue 22, coach38). Read from grammar only: a subject relative pronoun after a
// comma, the German verb at the clause's end, the main clause's verb after the closing comma.
import type { Lang } from './types';

/** German verbs that stand last in a relative clause and are the finite verb of a cluster. */
const germanFinite =
  /^(hat|haben|hatte|hatten|ist|sind|war|waren|wird|werden|will|wollen|wollte|kann|können|konnte|muss|müssen|musste|soll|sollen|sollte|darf|dürfen|möchte|möchten|würde|würden|lässt|lassen)$/i;
/** Separable prefixes: "zurückhält" -> "hält … zurück", "absagt" -> "sagt … ab". */
const separable =
  /^(zurück|weiter|heraus|herein|hinaus|vorbei|zusammen|fest|los|weg|mit|nach|vor|auf|aus|ein|ab|an|zu|um|her|hin)(\p{Ll}{3,})$/u;
/** Words that start a main clause's rest but are no verb ("und", "aber", an article). */
const notVerbDe =
  /^(und|aber|oder|denn|weil|wenn|dass|ob|als|die|der|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|sein|seine|ihr|ihre|unser|unsere|ich|du|er|sie|es|wir|man|seit|mit|von|bei|nach|für|in|im|am|auf|zum|zur|obwohl|während|welche|welcher|welches)$/i;
const notVerbEn =
  /^(and|but|or|because|when|if|that|which|who|whom|whose|the|a|an|my|our|his|her|their|i|we|he|she|they|it|since|with|from|at|in|on|for|to|of|although|while)$/i;
/** English words that may open a relative clause's verb phrase or a main clause's: an adverb or a verb. */
const englishVerbish =
  /^(is|are|was|were|has|have|had|does|did|doesn't|don't|didn't|isn't|aren't|wasn't|won't|can't|keeps|kept|now|still|always|never|barely|hardly|just|only|also|often|suddenly|really|both|all|\p{Ll}+(s|ed))$/iu;

const subjectStartDe =
  /^(der|die|das|ein|eine|einer|mein|meine|meiner|unser|unsere|unserer|zwei|drei|vier|fünf|beide|\p{Lu}\p{Ll}+)$/u;
const subjectStartEn = /^(the|a|an|my|our|one|two|three|four|five|both|\p{Lu}\p{Ll}+)$/iu;

function germanMain(relative: string): string | null {
  const words = relative.trim().split(/\s+/);
  if (words.length < 2) return null;
  const last = words.at(-1) as string;
  const body = words.slice(0, -1);
  // A relative clause ends in its verb ("… tauscht", "… ausgegeben hat", "… umsetzen will").
  if (!/^\p{Ll}/u.test(last) || !(germanFinite.test(last) || /(t|en|rn|ln)$/.test(last))) return null;
  if (germanFinite.test(last)) {
    // "… ausgegeben hat" -> "hat … ausgegeben": the finite verb to the front, the rest stays.
    return [last, ...body].join(' ');
  }
  const prefixed = separable.exec(last);
  // "zurückhält" -> "hält … zurück"; "ausgegeben" (a participle) is no finite verb.
  if (prefixed && !/^ge/.test(prefixed[2] as string)) return [prefixed[2], ...body, prefixed[1]].join(' ');
  return [last, ...body].join(' ');
}

/**
 * The sentence with its subject's relative clause as the main clause, or null when it has none: a
 * subject ("Mein Chef", "Die Kollegin aus dem Einkauf", "one developer"), a comma and "der"/"die"/
 * "das"/"who"/"which"/"that" with the clause, a comma and the main clause's verb. A setting before it
 * ("Ich arbeite in einer Kanzlei und …", "I run a team of six, and …") is left out.
 */
export function relativeMain(sentence: string, lang: Lang): { main: string; subjectWords: number } | null {
  const text = sentence.trim().replace(/[.!]+$/, '');
  const pronoun = lang === 'de' ? '(?:der|die|das)' : '(?:who|which|that)';
  const found = new RegExp(`^(.*?),\\s+${pronoun}\\s+([^,]+?),\\s+(.+)$`, 'iu').exec(text);
  if (!found) return null;
  let subject = (found[1] as string).trim();
  // The subject starts after the last joining "und"/"and" ("Ich arbeite … und mein Chef").
  const joined = subject.split(lang === 'de' ? /,?\s+und\s+|,\s+/ : /,?\s+and\s+|,\s+/).at(-1) as string;
  subject = joined.trim();
  const subjectWords = subject.split(/\s+/);
  if (subjectWords.length === 0 || subjectWords.length > 6) return null;
  // A subject is a noun phrase: German with a noun in upper case, no verb of the setting in it.
  if (lang === 'de' && !subjectWords.some((word) => /^\p{Lu}/u.test(word))) return null;
  // It opens with an article, a possessive, a number or a name ("Meine Kollegin", "Zwei Leute",
  // "one developer", "Tom"), never with an adverb or a verb ("eigentlich mag ich das Team").
  if (!(lang === 'de' ? subjectStartDe : subjectStartEn).test(subjectWords[0] as string)) return null;
  if (/^(ich|wir|du|er|sie|es|i|we|you|he|she|it|they)$/i.test(subjectWords[0] as string)) return null;
  // The relative clause's own next relative ("…, die wir nie abgesprochen haben, …") is left out:
  // the main clause's rest is the first segment that opens with a verb.
  const segments = (found[3] as string).split(/,\s+/);
  const restAt = segments.findIndex((segment) => {
    const first = segment.split(/\s+/)[0] ?? '';
    return lang === 'de'
      ? /^\p{Ll}/u.test(first) && !notVerbDe.test(first)
      : !notVerbEn.test(first) && englishVerbish.test(first);
  });
  if (restAt < 0) return null;
  const rest = segments.slice(restAt).join(', ');
  const relative = (found[2] as string).trim();
  const main =
    lang === 'de' ? germanMain(relative) : englishVerbish.test(relative.split(/\s+/)[0] ?? '') ? relative : null;
  if (!main) return null;
  const lower = subject.charAt(0).toUpperCase() + subject.slice(1);
  return { main: `${lower} ${main} ${lang === 'de' ? 'und' : 'and'} ${rest}`, subjectWords: subjectWords.length };
}
