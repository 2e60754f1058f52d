import { restate } from './restate';
import { monthsDe, weekdaysDe } from './text';
import type { Lang } from './types';

// A short answer of facts and numbers ("60/40, er hat die 60", "like 20-30 min, 3 times a week",
// "they've both been here 10+ years", "one holds 52%, the other 48") is said back whole in the
// coach's words, person turned, never quoted back as the user's words (coach38b, issue 22). Where
// it cannot be turned for certain (several sentences, a first person left, a question) it is not.

/** A number: digits, a share, a range, or a number word (de, en). */
const numberCue =
  /\d|\b(ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hälfte|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|half|once|twice)\b/iu;

/** Words that only pad the answer's start ("so zwei, drei mal …", "like 20-30 min", "also …"). */
const padding = /^(?:(?:so|like|also|naja|hm+|um+|well|ok|okay|ja|yeah|yes)[,]?\s+)+/iu;

/** The first person, left over after the turn: then the answer is not said back. */
const firstPerson = {
  de: /\b(ich|mich|mir|mein\w*|wir|uns|unser\w*)\b/iu,
  en: /\b(i|me|my|mine|we|us|our|ours)\b|\bI['’]/iu,
};

/** German units after a number are nouns: "40 kunden" -> "40 Kunden", "vier jahren" -> "vier Jahren". */
const germanUnit =
  /(\d\S*|\b(?:ein|eine|einen|einem|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|fast|über|pro|je|alle)) (jahr\p{L}*|monat\p{L}*|woche\p{L}*|wochenende\p{L}*|tag\p{L}*|stunde\p{L}*|minute\p{L}*|prozent|mal|kunde\p{L}*|leute|mitarbeiter\p{L}*|euro|sitzung\p{L}*|termin\p{L}*)\b/gu;
// (The last weekday takes its endings too: "sonntags".)
const germanMonths = new RegExp(`\\b(${monthsDe}|${weekdaysDe}\\p{L}*)\\b`, 'gu');

/**
 * The short answer of facts and numbers in the coach's words, or null: at most 14 words, one
 * sentence (a second one only when it has its own subject), a number in it, no question.
 */
export function numberFactSaid(told: string, lang: Lang): string | null {
  const text = told.trim().replace(/[.!;:]+$/, '');
  if (text.includes('?') || !numberCue.test(text)) return null;
  const count = text.split(/\s+/).length;
  if (count < 3 || count > 14) return null;
  const parts = text.split(/(?<=[.!])\s+/).map((part) => part.replace(/[.!]+$/, '').trim());
  if (parts.length > 2) return null;
  const turned: string[] = [];
  for (const [i, part] of parts.entries()) {
    const bare = part.replace(padding, '');
    if (!bare) return null;
    // "6 years. started it in college": a second sentence without its subject is no clause to say back.
    // In English such a sentence is the speaker's ("started it in college": I or we), said back to "you".
    const own = i > 0 && lang === 'en' && /^\p{Ll}+ed\b/u.test(bare) ? `you ${bare}` : bare;
    if (i > 0 && own === bare && !/^(er|sie|es|ich|wir|ihr|du|he|she|it|they|we|i|you|der|die|das|the)\b/iu.test(bare))
      return null;
    const said = restate(own, lang);
    if (!said) return null;
    // A second sentence goes on after ", und"/", and": its first word is no sentence start.
    turned.push(i > 0 && !/^I\b/.test(said) ? `${said.charAt(0).toLowerCase()}${said.slice(1)}` : said);
  }
  const said = turned.join(lang === 'de' ? ', und ' : ', and ');
  if (firstPerson[lang].test(said)) return null;
  const whole = lang === 'de' ? capitalUnits(said) : said;
  return whole.charAt(0).toUpperCase() + whole.slice(1);
}

/** A German fact said back keeps its units and months as nouns ("30 prozent" -> "30 Prozent"). */
export function capitalUnits(text: string): string {
  return text
    .replace(
      germanUnit,
      (_, before: string, unit: string) => `${before} ${unit.charAt(0).toUpperCase()}${unit.slice(1)}`,
    )
    .replace(germanMonths, (month: string) => month.charAt(0).toUpperCase() + month.slice(1));
}
