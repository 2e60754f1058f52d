// A short answer that names a strain or a state the user is under ("Burnout.", "Stress.", "Die
// Kinder.", "Zu wenig Schlaf.", "Kids.", "Lack of sleep.", "My mum's illness."): given to the coach's
// question, it is the answer, not a topic to relate ("Was hat Burnout damit zu tun?"). Read from the
// message's shape (a few words, no verb, no pronoun) and a lexicon of strains in both languages
// (issue 22, coach38).
import { fold } from './text';
import type { Lang } from './types';

/** Hedges before the strain, dropped when it is said back ("vor allem", "einfach", "mostly"). */
const softHedge =
  /^(?:(?:ehrlich gesagt|na ja|naja|ich glaube|ich denke|vor allem|hauptsachlich|einfach|eher|wohl|vermutlich|wahrscheinlich|vielleicht|halt|klar|ganz klar|definitiv|honestly|i guess|i think|probably|mostly|mainly|just|maybe|basically|definitely|simply)\s+)+/;
/** Quantities before the strain, kept when it is said back ("zu wenig Schlaf", "lack of sleep"). */
const quantity =
  /^(?:(?:zu wenig|zu viel|viel zu viel|kein|keine|wenig|viel|pure|purer|pures|reiner|reine|total|totally|sheer|not enough|too much|too little|no|lack of|a lack of|the lack of|mangel an)\s+)+/;
/** Articles and possessives before the noun. */
const determiner =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meiner|meinem|meinen|unser|unsere|unserer|unserem|the|a|an|my|our)\s+/;

// Written folded (fold(): ae/oe/ue -> a/o/u, so "Trauer" is "traur", "fatigue" is "fatigu").
// The strains and states: exhaustion, pressure, fear and worry, grief, sleep, illness and care, the
// children and the family, money worries and debt, too few people, boredom, loneliness (folded).
const strainDe = [
  'stress\\w*',
  'burn ?out',
  'erschopf\\w*',
  'mudigkeit',
  'ubermud\\w*',
  'uberforder\\w*',
  'uberlast\\w*',
  'uberstunden',
  'arbeitslast',
  '\\w*belastung',
  '(zeit|leistungs|termin|erfolgs|erwartungs|familien|geld|finanz)?druck',
  '\\w*angst',
  'angste',
  '\\w*sorgen?',
  'frust\\w*',
  'traur',
  '\\w*schlaf(mangel|losigkeit|probleme|storung\\w*)?',
  'schlaflos\\w*',
  '\\w*krankheit',
  'erkrankung',
  'gesundheit',
  'kinder',
  'kind',
  'baby',
  'familie',
  'pflege',
  'schulden',
  'finanzen',
  'miete',
  '\\w*mangel',
  'unterbesetz\\w*',
  'langeweile',
  'einsamkeit',
  'wut',
  'scheidung',
  'trennung',
  'schwangerschaft',
  'elternzeit',
  '\\w*schmerzen',
  'nervositat',
  'panik',
  'kraft',
  'energie',
];
const strainEn = [
  'stress\\w*',
  'burn ?out',
  'burned out',
  'burnt out',
  'exhaust\\w*',
  'tired\\w*',
  'fatigu\\w*',
  'overwhelm\\w*',
  'overwork\\w*',
  'overtime',
  'workload',
  'burden',
  '(time|peer|money|family)? ?pressur\\w*',
  'fears?',
  'anxi\\w*',
  'worr\\w*',
  'frustrat\\w*',
  'grief',
  'griev\\w*',
  'sleep\\w*',
  'insomnia',
  'illness',
  'sickness',
  'health',
  'kids',
  'children',
  'child',
  'family',
  'caring',
  'care',
  'debts?',
  'finances',
  'cash ?flow',
  'rent',
  'understaff\\w*',
  'short staffed',
  'boredom',
  'loneliness',
  'anger',
  'divorce',
  'pregnancy',
  'pain',
  'energy',
];
const strainWord: Record<Lang, RegExp> = {
  de: new RegExp(`^(?:${strainDe.join('|')})$`),
  en: new RegExp(`^(?:${strainEn.join('|')})$`),
};

/** Words that make it a sentence or a judgement, not the name of a strain. */
const notAName =
  /\b(ich|du|er|sie|es|wir|ihr|mir|mich|ihm|ihn|uns|ist|sind|war|hat|haben|wird|weil|dass|und dann|i|you|he|she|it|we|they|me|him|them|is|are|was|has|have|because|that|not|nicht|nie|never)\b/;

/**
 * The strain a short answer names, as written without its hedge and full stop ("Vor allem Sorgen"
 * -> "Sorgen", "Zu wenig Schlaf" -> "Zu wenig Schlaf" keeps a quantity, "Mostly stress" -> "stress"),
 * or null: more than five words, a question, a sentence, or no strain in it.
 */
export function strainAnswer(text: string, lang: Lang): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.includes('?')) return null;
  const plain = trimmed.replace(/[.!…]+$/, '').trim();
  const all = plain.split(/\s+/);
  if (all.length > 5 || /[,;:]/.test(plain)) return null;
  const folded = fold(plain);
  if (notAName.test(folded)) return null;
  const soft = softHedge.exec(folded)?.[0] ?? '';
  const noun = folded.slice(soft.length).replace(quantity, '').replace(determiner, '');
  const words = noun.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  // The head (the first noun, "Pflege" of "die Pflege meiner Mutter", "illness" of "mums illness")
  // or a phrase of two words ("burn out", "cash flow") names the strain.
  const strained =
    strainWord[lang].test(noun) ||
    words.some(
      (word, i) => strainWord[lang].test(word) || strainWord[lang].test(`${word} ${words[i + 1] ?? ''}`.trim()),
    );
  if (!strained) return null;
  // As the user wrote it, less the hedge ("Vor allem Sorgen" -> "Sorgen", "Mostly stress" -> "stress").
  return all.slice(soft.split(' ').filter(Boolean).length).join(' ');
}
