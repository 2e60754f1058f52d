// Turns around a draft the coach wrote (coach21b, issue 22): a thank-you that tells the user's own
// next step, a revision asked in everyday words, the draft's purpose as the request states it, and a
// quotation inside a request that names the message's subject rather than the user's own draft.
import { fold, words } from './text';
import type { StepKind } from './texts';
import type { Lang } from './types';

const thanksCue = /\b(danke\w*|vielen dank|thanks|thank you|thx|cheers|merci)\b/;
/** A step in the first person: "ich schick", "schick ich", "dann poste ich", "I'll", "I'm going to" (folded). */
const stepCue =
  /\b(ill|i will|im going to|im gonna|ich (werde|schick\w*|send\w*|stell\w*|post\w*|red\w*|ruf\w*|mach\w*|buch\w*|bring\w*|sprech\w*|geh\w*|meld\w*)|(schick|send|mach|stell|post|ruf|red|buch|bring|sprech)\w* ich)\b/;

/**
 * A thank-you that tells the user's own next step ("Danke, schick ich morgen früh raus", "Good, then
 * I'll book that. Thanks.", "Thanks, I'll bring it to Thursday's sync"): what the step is and when,
 * as written; or null. A question or a long message is more than a close.
 */
export function thanksStep(text: string): { kind: StepKind; when: string | null } | null {
  const folded = fold(text);
  if (text.includes('?') || words(text).length > 16 || !thanksCue.test(folded) || !stepCue.test(folded)) return null;
  return { kind: stepKind(folded), when: stepTime(text) };
}

function stepKind(folded: string): StepKind {
  if (/\b(buch\w*|book\w*)\b/.test(folded)) return 'book';
  if (/\b(post\w*|stell\w* \w+ (\w+ )?in|drop it|kanal|channel)\b/.test(folded)) return 'post';
  if (/\b(schick\w*|send\w*|verschick\w*|abschick\w*|message her|message him|text)\b/.test(folded)) return 'send';
  if (/\b(red\w*|sprech\w*|ruf\w*|anruf\w*|call\w*|talk\w*|bring it (to|up)|meet\w*|treff\w*)\b/.test(folded))
    return 'talk';
  return 'other';
}

/** The time the user named for the step, as written ("morgen früh", "nach dem Jour fixe", "Thursday's sync"). */
const stepTimes = [
  /\b(?:heute|morgen|übermorgen)(?: (?:früh|abend|nachmittag|vormittag|mittag|noch|um \d{1,2}(?:[.:]\d{2})?(?: Uhr)?))?(?=[\s.,!]|$)/iu,
  /\bam (?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)(?: ?(?:früh|abend|morgen|nachmittag))?\b/iu,
  /\b(?:nach|vor) dem (?:\p{Lu}[\p{L}-]*)(?: \p{Ll}+)?(?=[\s.,!]|$)/u,
  /\b(?:first thing )?tomorrow(?: (?:morning|afternoon|evening|night))?\b|\btonight\b|\bthis (?:afternoon|evening)\b/i,
  /\b(?:on )?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:'s [\p{L}-]+| (?:morning|afternoon|evening))?/u,
  /\b(?:after|before) (?:lunch|the [\p{L}-]+|our [\p{L}-]+(?: [\p{L}-]+)?|(?:she|he|they) [^.,!]{3,40})/iu,
];

function stepTime(text: string): string | null {
  for (const pattern of stepTimes) {
    const found = pattern.exec(text);
    if (found) return found[0].trim().replace(/\s+(an|raus|auf|rein)$/i, '');
  }
  return null;
}

/**
 * A revision of the draft just written, asked in everyday words anywhere in a short message
 * ("Kürzer bitte, und weniger förmlich, wir duzen uns", "Tone it down a little", "cut it to two
 * lines", "less corporate please", "make it sound less like a complaint") (folded).
 */
const revisionCue =
  /\b(kurzer|knapper|lockerer|lassiger|entspannter|freundlicher|personlicher|direkter|warmer|weicher|sanfter|weniger (formlich|formell|steif|streng|hart|lang|vorwurfsvoll)|nicht so (formlich|formell|steif|lang|hart)|zu (formlich|formell|lang|steif|hart|kalt|weich)|duzen|per du|(max|maximal|hochstens|nur|in) (zwei|drei|2|3) (satze|satzen|zeilen)|shorter|cut it|trim it|tone it down|soften|less (formal|stiff|corporate|harsh|pushy|like a \w+)|more (casual|relaxed|direct|personal|friendly)|friendlier|warmer|softer|too (formal|long|stiff|harsh|cold|corporate|pushy)|(to|in|max) (two|three|2|3) (lines|sentences)|(two|three|2|3) lines max|first name|like friends|sound less)\b/;

export function asksRevision(text: string): boolean {
  return words(text).length <= 16 && !text.includes('?')
    ? revisionCue.test(fold(text))
    : revisionCue.test(fold(text)) && /\b(make|mach|can you|kannst du)\b/.test(fold(text));
}

const shorterCue =
  /\b(kurzer|knapper|zu lang|(zwei|drei|2|3) (satze|satzen|zeilen)|shorter|cut it|trim|too long|(two|three|2|3) (lines|sentences))\b/;
const casualCue =
  /\b(lockerer|lassiger|entspannter|weniger (formlich|formell|steif)|nicht so (formlich|formell|steif)|zu (formlich|formell|steif)|duzen|per du|less (formal|stiff|corporate)|more (casual|relaxed)|too (formal|stiff|corporate)|first name|like friends)\b/;
const warmCue =
  /\b(freundlicher|personlicher|warmer|weicher|sanfter|weniger (hart|streng|vorwurfsvoll)|zu (hart|kalt)|tone it down|soften|less (harsh|pushy|like a \w+)|more (personal|friendly)|friendlier|warmer|softer|too (harsh|cold|pushy)|sound less)\b/;

/** A line of the draft that only greets or signs off. */
const signOff =
  /^(viele grüße|beste grüße|liebe grüße|lg|best regards|kind regards|best|cheers|regards|thanks)[,!.]?$/i;
const formalGreeting = /^(guten tag|sehr geehrte\w*|dear)\s+(?:(herr|frau|mr\.?|ms\.?|mrs\.?|dr\.?)\s+)?/i;

/**
 * The draft of the last reply changed as asked, keeping what it says (the reader, the proposal):
 * shorter keeps its first and last sentence (or as many as asked), casual greets by first name
 * and signs off lightly, warmer opens with a friendly line. Null when the draft has nothing to keep.
 */
export function reworded(previous: string, asked: string, lang: Lang, maxSentences: number | null): string | null {
  const folded = fold(asked);
  const lines = previous
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  let greeting = /^[^.!?]{1,40},$/.test(lines[0] as string) ? (lines.shift() as string) : null;
  let closing = lines.length > 1 && signOff.test(lines.at(-1) as string) ? (lines.pop() as string) : null;
  let body = lines.join(' ');
  // "Hallo Kai, ich möchte …": a greeting inside the first line stays in front.
  let inline = '';
  const opener = /^((?:Hallo|Hi|Hey|Liebe\p{Ll}*|Lieber|Dear|Guten Tag)(?: [\p{Lu}][\p{L}.-]*){0,3}),\s+/u.exec(body);
  if (!greeting && opener) {
    inline = opener[1] as string;
    body = body.slice(opener[0].length);
    body = body.charAt(0).toUpperCase() + body.slice(1);
  }
  let parts = body.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const shorter = shorterCue.test(folded);
  const casual = casualCue.test(folded);
  const warm = warmCue.test(folded);
  // Sentences that only say the relationship matters carry nothing the reader needs.
  const filler = /\b(mir ist wichtig, dass|it matters to me that|zum hintergrund|for context)\b/i;
  if (shorter || casual) parts = parts.filter((part, i) => i === 0 || !filler.test(part));
  // Shorter without a number: one sentence less, at most two.
  const cap = maxSentences ?? (shorter ? Math.max(1, Math.min(2, parts.length - 1)) : null);
  if (cap !== null && parts.length > cap)
    parts = [...parts.slice(0, Math.max(cap - 1, 1)), ...(cap > 1 ? [parts.at(-1) as string] : [])];
  if (casual && greeting) {
    // "Guten Tag Herr Baumann," stays with the name the user gave; "Dear Lena," becomes "Hi Lena,".
    greeting = greeting.replace(
      formalGreeting,
      (_, _greeting: string, title: string | undefined) =>
        `${lang === 'de' ? 'Hallo' : 'Hi'} ${title ? `${title} ` : ''}`,
    );
    if (closing) closing = lang === 'de' ? 'Liebe Grüße' : 'Cheers';
  }
  if (warm) {
    const friendly = lang === 'de' ? 'Ich hoffe, bei dir ist alles gut.' : 'I hope you are doing well.';
    parts = [
      friendly,
      ...parts.map((part) => part.replace(/\bIch will\b/, 'Ich würde gern').replace(/\bI want\b/, 'I would like')),
    ];
    if (cap !== null && parts.length > cap) parts = parts.slice(0, cap);
  }
  if (casual) {
    inline = inline.replace(/^(Hallo|Hi)\b/, 'Hey');
    parts = parts.map((part) =>
      part
        .replace(/\bI would like to\b/, "I'd like to")
        .replace(/\bLet me know\b/, 'Just let me know')
        .replace(/\bSag mir gern\b/, 'Sag einfach'),
    );
  }
  // More direct: the wish said as what the writer wants.
  if (/\b(direkter|klarer|deutlicher|more direct|clearer|firmer)\b/.test(folded))
    parts = parts.map((part) =>
      part
        .replace(/\b([Ii])ch möchte\b/, '$1ch will')
        .replace(/\bI would like to\b/, 'I want to')
        .replace(/\bSag mir gern\b/, 'Sag mir'),
    );
  if (inline && casual) inline = inline.replace(/^(Dear|Guten Tag)\b/, lang === 'de' ? 'Hallo' : 'Hi');
  const joined = parts.join(' ');
  const lower = lang === 'de' ? /^(Ich|Wir|Mir|Es|Das|Dass|Sag|Lass)\b/.test(joined) : !/^I\b/.test(joined);
  const opened = inline
    ? `${inline}, ${lower ? joined.charAt(0).toLowerCase() : joined.charAt(0)}${joined.slice(1)}`
    : joined;
  const text = [greeting, opened, closing].filter(Boolean).join('\n');
  return text === previous.trim() ? null : text;
}

/**
 * Whether the quotation at `index` of a request is its subject ("einen Call zum Thema „…“", "a
 * retro on '…'", "a call about \"…\"") rather than the user's own draft to review.
 */
export function quoteIsSubject(text: string, index: number): boolean {
  return /(?:^|\s)(thema|über|zu|zum|about|on|titled|called|named|regarding)\s*$/i.test(
    text.slice(Math.max(0, index - 20), index),
  );
}

const germanWish =
  /\bich (?:will|möchte|würde (?:gern|gerne))\s+(?:(ihm|ihr|ihn|sie|ihnen|den beiden|euch|dir|dich)\s+)?(.{4,}?)\s+(vorschlagen|anbieten|empfehlen|bitten|fragen|einladen)(,\s*(?:in|an|bei|mit|für) (?:der|dem|denen) [^.!?]+)?[.!]?$/iu;
const englishWish =
  /\bI(?:'d like| would like| want|’d like) to (propose|suggest|recommend|offer|set up|ask (?:him|her|them) (?:for|to)|invite (?:him|her|them) to) (.{4,}?)[.!]?$/iu;

/**
 * What the user wants a message to propose, offer or ask, said as the writer says it to the reader
 * ("ich will ihm einen festen Liefertag vorschlagen" → "dir einen festen Liefertag vorschlagen",
 * "I want to ask her for a written handover plan" → "ask you for a written handover plan"), or null.
 */
export function wishPurpose(text: string, lang: Lang, formal: boolean): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|,\s+(?=ich\b|i\b)/iu)) {
    if (lang === 'de') {
      const found = germanWish.exec(sentence.trim());
      if (!found) continue;
      const object = (found[1] ?? '').toLowerCase();
      const reader = /^(ihm|ihr|dir)$/.test(object)
        ? formal
          ? 'Ihnen'
          : 'dir'
        : /^(ihn|sie|dich)$/.test(object)
          ? formal
            ? 'Sie'
            : 'dich'
          : object
            ? 'euch'
            : '';
      // A clause about the reader in the third person ("an dem sie … durchrechnen") is left out.
      const rest = found[4] && !/\b(er|sie|ihn|ihm)\b/.test(found[4]) ? found[4] : '';
      return `${reader ? `${reader} ` : ''}${found[2]} ${found[3]}${rest}`;
    }
    const found = englishWish.exec(sentence.trim());
    if (!found) continue;
    const verb = (found[1] as string).replace(/\b(him|her|them)\b/, 'you');
    const rest = (found[2] as string)
      .replace(/\bthat (they|he|she)\b/, 'that you')
      .replace(/\b(she|he) (leaves|goes|starts)\b/, (_, _p: string, v: string) => `you ${v.slice(0, -1)}`);
    return `${verb} ${rest}`;
  }
  return null;
}
