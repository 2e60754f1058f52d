import { fold } from './text';
import type { Lang } from './types';

// What a request asks for, named in the coach's own words before the answer (coach38b, issue 22):
// "hilf mir mal mit ner whatsapp, kurz" gets "Eine kurze WhatsApp-Nachricht …", "so what would a fair
// split look like" gets "Three ways a fair split could look …", "Hilf mir beim Einstieg in die erste
// Sitzung" gets "Ein Einstieg für die erste Sitzung …". The answer shows it heard what was asked,
// not a template that could follow any request.

const channels: readonly [RegExp, string][] = [
  [/\bwhats ?app\b/, 'WhatsApp'],
  [/\bslack\b/, 'Slack'],
  [/\b(sms|textnachricht|text message)\b/, 'SMS'],
  [/\b(signal|telegram)\b/, 'Signal'],
  [/\b(teams nachricht|teams message|ms teams)\b/, 'Teams'],
];
const briefWord = /\b(kurz|kurze\w*|knapp\w*|short|quick|brief)\b/;

/** The intro of a draft asked for a chat channel or short ("ner whatsapp, kurz", "a quick slack message"), or null. */
export function composeIntro(request: string, lang: Lang): string | null {
  const folded = fold(request);
  const channel = channels.find(([pattern]) => pattern.test(folded))?.[1];
  const brief = briefWord.test(folded);
  if (!channel && !brief) return null;
  if (lang === 'de') {
    const what = channel ? `${brief ? 'Eine kurze' : 'Eine'} ${channel}-Nachricht` : 'Eine kurze Nachricht';
    return `${what}, als Entwurf zum Anpassen; in deinen eigenen Worten wird sie besser:`;
  }
  const what = channel ? `${brief ? 'A short' : 'A'} ${channel} message` : 'A short message';
  return `${what}, as a draft to adapt; in your own words it will work better:`;
}

// "what would a fair split look like", "what could a good compromise look like";
// "wie sähe eine faire Regel aus", "wie könnte eine faire Lösung aussehen".
const fairEnglish =
  /\bwhat (?:would|could|does|should|might) ((?:a|an|the) (?:fair|good|reasonable|sensible|workable|just|realistic)(?: [\p{L}'’-]+){1,4}?) look like\b/iu;
const fairGerman =
  /\bwie (?:sähe|saehe|sieht|könnte|koennte|würde|wuerde|sollte|müsste|muesste) (?:(?:denn|dann|so) )*((?:ein|eine|einen|die|der|das) (?:faire|faires|fairer|fairen|gute|gutes|guter|guten|sinnvolle|sinnvolles|sinnvoller|gerechte|gerechtes|gerechter|vernünftige|vernünftiges|vernünftiger|realistische|realistisches|realistischer) (\p{L}+))/iu;

/** What a fair or good thing the user asks about ("a fair split", "eine faire Regel"), in the coach's words, or null. */
export function fairThing(request: string, lang: Lang): string | null {
  if (lang === 'en') return fairEnglish.exec(request)?.[1]?.toLowerCase() ?? null;
  const found = fairGerman.exec(request);
  if (!found?.[1] || !found[2]) return null;
  // The noun after the adjective keeps its capital ("eine faire regel" -> "eine faire Regel").
  const noun = found[2];
  return `${found[1].slice(0, found[1].length - noun.length).toLowerCase()}${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
}

/** The intro of options for a fair thing the user asks about, or null. */
export function fairIntro(request: string, lang: Lang): string | null {
  const thing = fairThing(request, lang);
  if (!thing) return null;
  return lang === 'de'
    ? `Drei Möglichkeiten, wie ${thing} bei euch aussehen könnte:`
    : `Three ways ${thing} could look in your case:`;
}

// "Hilf mir beim Einstieg in die erste Sitzung", "help me with the opening of the first session".
const occasionGerman =
  /\b(?:in|für|fuer|zu) (die|das|den|der|unsere|unser|unseren|meine|mein|meinen|diese|dieses|diesen) ((?:erste|ersten|nächste|nächsten|naechste|naechsten|morgige|morgigen|heutige|heutigen) )?(sitzung|gespräch|gespraech|meeting|termin|call|runde|mediation|klärung|klaerung|besprechung)\b/iu;
const occasionEnglish =
  /\b(?:of|for|to|in|at) (the|our|my|this|that|tomorrow's|today's) ((?:first|next|upcoming) )?(session|meeting|talk|conversation|call|mediation|1:1|one-on-one|sit-down)\b/iu;

/** The intro of an opening asked for an occasion ("in die erste Sitzung", "of the first session"), or null. */
export function occasionIntro(request: string, lang: Lang): string | null {
  if (lang === 'de') {
    const found = occasionGerman.exec(request);
    if (!found) return null;
    const [, article = '', adjective = '', noun = ''] = found;
    const accusative: Record<string, string> = { der: 'die', dem: 'den' };
    const phrase = `${accusative[article.toLowerCase()] ?? article.toLowerCase()} ${adjective.toLowerCase()}${noun.charAt(0).toUpperCase()}${noun.slice(1).toLowerCase()}`;
    return `Ein Einstieg für ${phrase}, zum Anpassen:`;
  }
  const found = occasionEnglish.exec(request);
  if (!found) return null;
  const [, article = '', adjective = '', noun = ''] = found;
  return `An opening for ${article.toLowerCase()} ${adjective.toLowerCase()}${noun}, to adapt:`;
}

/** "what do i do right now", "was mach ich denn jetzt konkret": the words that say how soon or how concrete. */
export function nextStepLead(request: string, lang: Lang): string | null {
  const folded = fold(request);
  if (lang === 'de') {
    if (/\bkonkret\b/.test(folded)) return 'Ganz konkret';
    if (/\b(jetzt sofort|gleich jetzt|sofort|heute noch)\b/.test(folded)) return 'Für jetzt gleich';
    return null;
  }
  if (/\bright now\b/.test(folded)) return 'Right now';
  if (/\b(concretely|specifically)\b/.test(folded)) return 'Concretely';
  return null;
}

/** The next step led by how soon or how concrete it was asked ("Right now, your next step: …"). */
export function ledNextStep(answer: string, request: string, lang: Lang): string {
  const lead = nextStepLead(request, lang);
  if (!lead) return answer;
  return /^(Dein|Your) /.test(answer)
    ? `${lead}, ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`
    : `${lead}: ${answer}`;
}

// "wie sag ich ihm höflich, dass ich am Wochenende nicht erreichbar bin", "how do i tell him
// politely that i need that hour": what is to be said is in the request; the example says it.
const tellGerman =
  /\b(?:sag|sage|bring|erklär|erkläre|erklaer|vermittel|vermittle)\s+ich\s+(?:\p{L}+,?\s+){0,3}?dass\s+([^?.!]+)/iu;
const tellEnglish =
  /\b(?:tell|explain to|let)\s+(?:him|her|them|my\s+\p{L}+|the\s+\p{L}+|\p{Lu}\p{Ll}+)\s+(?:[\p{L}'’]+\s+){0,2}?(?:know\s+)?that\s+([^?.!]+)/iu;
/** Someone else in the clause: who "er"/"he" is for the reader cannot be said for certain. */
const otherPerson = {
  de: /\b(er|sie|ihm|ihn|ihr|ihnen|sein\w*|ihre\w*|du|dir|dich|dein\w*)\b/iu,
  en: /\b(he|she|him|her|his|hers|they|them|their|you|your)\b/iu,
};

/** An example sentence that says what the request says is to be said, to the reader, or null. */
export function toldSentence(request: string, lang: Lang): string | null {
  const clause = (lang === 'de' ? tellGerman : tellEnglish)
    .exec(request)?.[1]
    ?.trim()
    .replace(/[,;:\s]+$/, '');
  if (!clause || clause.split(/\s+/).length < 2 || clause.split(/\s+/).length > 14) return null;
  if (otherPerson[lang].test(clause)) return null;
  if (lang === 'de') {
    // "am wochenende" -> "am Wochenende": after a preposition fused with its article comes the noun.
    const said = clause.replace(
      /\b(am|im|vom|zum|zur|beim)\s+(\p{Ll})/gu,
      (_, prep: string, letter: string) => `${prep} ${letter.toUpperCase()}`,
    );
    return `Ich möchte dir freundlich, aber klar sagen, dass ${said}.`;
  }
  const said = clause.replace(/\bi\b/g, 'I').replace(/\bi['’]/g, "I'");
  return `I wanted to tell you, in a friendly but clear way, that ${said}.`;
}
