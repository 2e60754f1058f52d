// Turns around a draft the coach wrote (coach21b, issue 22): a thank-you that tells the user's own
// next step, a revision asked in everyday words, the draft's purpose as the request states it, and a
// quotation inside a request that names the message's subject rather than the user's own draft.
import { fold, weekdays, words } from './text';
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
  /\b(klarer|deutlicher|bestimmter|formlicher|formeller|clearer|firmer|more formal|more professional|kurzer|knapper|lockerer|lassiger|entspannter|freundlicher|personlicher|direkter|warmer|weicher|sanfter|weniger (formlich|formell|steif|streng|hart|lang|vorwurfsvoll)|nicht so (formlich|formell|steif|lang|hart)|zu (formlich|formell|lang|steif|hart|kalt|weich)|duzen|per du|(max|maximal|hochstens|nur|in) (zwei|drei|2|3) (satze|satzen|zeilen)|shorter|cut it|trim it|tone it down|soften|less (formal|stiff|corporate|harsh|pushy|like a \w+)|more (casual|relaxed|direct|personal|friendly)|friendlier|warmer|softer|too (formal|long|stiff|harsh|cold|corporate|pushy)|(to|in|max) (two|three|2|3) (lines|sentences)|(two|three|2|3) lines max|(two|three|2|3) (line|sentence) version|version (in|with|of|mit|in|aus) (two|three|2|3|zwei|drei) (lines|sentences|zeilen|satzen)|first name|like friends|sound less)\b/;

export function asksRevision(text: string): boolean {
  return words(text).length <= 16 && !text.includes('?')
    ? revisionCue.test(fold(text))
    : revisionCue.test(fold(text)) && /\b(make|mach|can you|kannst du)\b/.test(fold(text));
}

const formalCue = /\b(formlicher|formeller|professioneller|sachlicher|more formal|more professional|less casual)\b/;
const shorterCue =
  /\b(kurzer|knapper|zu lang|(zwei|drei|2|3) (satze|satzen|zeilen)|shorter|cut it|trim|too long|(two|three|2|3) (lines|sentences))\b/;
const casualCue =
  /\b(lockerer|lassiger|entspannter|weniger (formlich|formell|steif)|nicht so (formlich|formell|steif)|zu (formlich|formell|steif)|duzen|per du|less (formal|stiff|corporate)|more (casual|relaxed)|too (formal|stiff|corporate)|first name|like friends)\b/;
const warmCue =
  /\b(freundlicher|personlicher|warmer|weicher|sanfter|weniger (hart|streng|vorwurfsvoll)|zu (hart|kalt)|tone it down|soften|less (harsh|pushy|like a \w+)|more (personal|friendly)|friendlier|warmer|softer|too (harsh|cold|pushy)|sound less)\b/;

/** A sentence of a draft that carries the user's matter: a proposal, a wish for the reader, a time, who meets. */
const ownMatter = new RegExp(
  String.raw`\b(\d{1,2}|${weekdays}|vorschlag\w*|vorschlagen|vorschlage|propose|proposing|suggest\w*|bitten|bis|by|until|ask (you|for|to)|dass (wir|du|ihr)|that (we|you)|zu (zweit|dritt)|(two|three) of us)\b`,
  'i',
);

/** A word before a comma at a draft's start that is no one's name ("Danke, …", "Ehrlich gesagt, …", "Sorry, …"). */
const notAGreeting =
  /^(Danke|Sorry|Also|Ehrlich|Okay|Ok|Ja|Nein|Gut|Klar|Kurz|Zunächst|Erstens|Übrigens|Thanks|Yes|No|Well|So|Honestly|First|Firstly|Briefly|Again|Sadly|Unfortunately|Leider)$/u;

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
  // "Hi Marco and Jess, …": two names are one greeting too.
  const opener =
    /^((?:Hallo|Hi|Hey|Liebe\p{Ll}*|Lieber|Dear|Guten Tag)(?: [\p{Lu}][\p{L}.-]*| (?:and|und) [\p{Lu}][\p{L}.-]*){0,4}),\s+/u.exec(
      body,
    );
  // "Lukas, ich möchte …", "Anna, I would like …": a name alone before the comma greets too.
  const bareName = opener ? null : /^(\p{Lu}[\p{Ll}'’-]+), (?=\p{Ll}|I\b)/u.exec(body)?.[1];
  if (!greeting && bareName && !notAGreeting.test(bareName)) {
    inline = bareName;
    body = body.slice(bareName.length + 2);
    body = body.charAt(0).toUpperCase() + body.slice(1);
  } else if (!greeting && opener) {
    inline = opener[1] as string;
    body = body.slice(opener[0].length);
    body = body.charAt(0).toUpperCase() + body.slice(1);
  }
  // "am 14. März" ends no sentence.
  let parts = body.split(/(?<=(?<!\d)[.!?])\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const shorter = shorterCue.test(folded);
  const casual = casualCue.test(folded);
  const warm = warmCue.test(folded);
  // Sentences that only say the relationship matters carry nothing the reader needs.
  const filler = /\b(mir ist wichtig, dass|it matters to me that|zum hintergrund|for context)\b/i;
  // A pleasantry a warmer version put in front ("Ich hoffe, bei dir ist alles gut.") carries nothing: shorter drops it first.
  const pleasantry =
    /^(ich hoffe, (bei (dir|euch) ist alles gut|es geht (Ihnen|dir|euch) gut)|i hope you are doing well)\.?$/i;
  const before = parts.length;
  if (shorter && parts.length > 1) parts = parts.filter((part) => !pleasantry.test(part.trim()));
  if (shorter || casual) parts = parts.filter((part, i) => i === 0 || !filler.test(part));
  // Shorter without a number: one sentence less, at most two.
  // Shorter with a number the draft already keeps ("maximal drei Sätze" of three): still one less.
  const cap = shorter ? Math.max(1, Math.min(maxSentences ?? 2, parts.length - 1)) : maxSentences;
  // Shorter drops what says nothing of the user's matter first: a sentence with the proposal, a
  // time or who meets stays over the draft's general opening ("noch kürzer" once dropped "beim nächsten Pitch").
  // A draft already shorter by its general sentences keeps every sentence of the user's matter.
  let ownOnly = false;
  while (cap !== null && parts.length > cap) {
    const general = parts.findIndex((part, i) => i < parts.length - 1 && !ownMatter.test(part));
    if (general < 0 || !parts.some((part) => ownMatter.test(part))) {
      ownOnly = general < 0 && parts.length < before;
      break;
    }
    parts.splice(general, 1);
  }
  if (cap !== null && parts.length > cap && !(shorter && maxSentences === null && ownOnly))
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
    // The friendly line keeps the draft's register: "Sie" to an office or a titled reader, "ihr" to several.
    // "Sie" or "Ihr" starting a sentence may be "she" or "her": only inside a sentence do they say the register.
    const inside = parts.join(' ').replace(/(^|[.!?]\s+)\p{Lu}\p{Ll}*/gu, '$1');
    const register = /\b(Sie|Ihnen|Ihr\w*)\b/.test(inside)
      ? 'formal'
      : /\b(euch|ihr beiden|zusammen)\b/.test(`${greeting ?? ''} ${inline} ${parts.join(' ')}`)
        ? 'plural'
        : 'one';
    const friendly =
      lang === 'de'
        ? {
            formal: 'Ich hoffe, es geht Ihnen gut.',
            plural: 'Ich hoffe, bei euch ist alles gut.',
            one: 'Ich hoffe, bei dir ist alles gut.',
          }[register]
        : 'I hope you are doing well.';
    // After the friendly line the draft's first sentence starts a sentence ("ich möchte …" under a greeting line).
    if (parts[0]) parts[0] = parts[0].charAt(0).toUpperCase() + parts[0].slice(1);
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
  // More formal: the register of greeting, close and sign-off; "du" between partners stays.
  if (formalCue.test(folded)) {
    const formalOpen = (text: string) =>
      lang === 'de'
        ? text.replace(/^(Hey|Hi|Hallo) ihr beiden\b/, 'Guten Tag zusammen').replace(/^(Hey|Hi|Hallo)\b/, 'Guten Tag')
        : text.replace(/^(Hey|Hi|Hello)\b(?= \p{Lu})/u, 'Dear');
    inline = formalOpen(inline);
    if (greeting) greeting = formalOpen(greeting);
    if (closing) closing = lang === 'de' ? 'Viele Grüße' : 'Best regards';
    parts = parts.map((part) =>
      part
        .replace(/\bI['’]d like to\b/, 'I would like to')
        .replace(/\bThanks, and let me know\b/, 'Thank you, and please let me know')
        .replace(/\bJust let me know\b|\bLet me know\b/, 'Please let me know')
        .replace(/\bDanke dir, sag mir kurz\b/, 'Vielen Dank, gib mir bitte kurz Bescheid')
        .replace(/\bDanke euch, sagt mir kurz\b/, 'Vielen Dank, gebt mir bitte kurz Bescheid')
        .replace(/\bSag (mir gern|einfach|mir)\b/, 'Gib mir bitte Bescheid'),
    );
  }
  const joined = parts.join(' ');
  const lower = lang === 'de' ? /^(Ich|Wir|Mir|Es|Das|Dass|Sag|Lass)\b/.test(joined) : !/^I\b/.test(joined);
  // A German body under a greeting line goes on in lower case ("Guten Tag,\nich möchte …"), as drafts are written.
  const opened = inline
    ? `${inline}, ${lower ? joined.charAt(0).toLowerCase() : joined.charAt(0)}${joined.slice(1)}`
    : greeting && lang === 'de' && lower
      ? `${joined.charAt(0).toLowerCase()}${joined.slice(1)}`
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

/**
 * What a request names as the message's purpose, read into slots (coach23b, issue 22): the action
 * said to the reader in the first person ("ein Treffen am Sonntag vorschlagen, nur wir zwei" →
 * "dir ein Treffen am Sonntag vorschlagen, nur wir zwei"), the further clauses of the purpose as
 * sentences of their own, and what it must not sound like ("ohne dass es nach Vorwurf klingt" →
 * "Das ist nicht als Vorwurf gemeint."). The time, the people and the place stay in the user's
 * words, so the draft carries them; nothing is added that the user did not say.
 */
export interface PurposeSlots {
  /** The action for "ich möchte …" / "I would like to …", reader included. */
  action: string;
  /** Further sentences of the purpose ("Jeder bringt seine drei wichtigsten Argumente mit."). */
  more: string[];
  /** The constraint said to the reader, or null. */
  constraint: string | null;
}

/** Who reads: one reader (du), a formal one (Sie), or several (ihr). */
export type PurposeReader = 'one' | 'formal' | 'team';

/** "Zweck: …", "Ziel: …", "Purpose: …", "Goal: …": a purpose under a label. */
const purposeLabel = /(?:^|[\s.!?])(?:zweck|ziel|purpose|goal|aim)\s*:\s*(.+)$/isu;
/** "…, damit wir …", "… so that we …": what the message is to bring about. */
const purposeSoThat = /\b(?:damit|so that) ((?:wir|ich|we|i)\b.+)$/isu;

/** The clause of a purpose up to the end of its sentence ("am 14. März" is no end). */
function purposeSentence(text: string): string {
  return (text.split(/(?<!\d)[.!?]+(?:\s+|$)/u)[0] ?? '').trim();
}

/**
 * The purpose of a message as the user named it, in their words and without what it must not
 * sound like ("ein Gespräch am Samstag vorschlagen, nur wir zwei"), for a proposal of the next step.
 */
export function purposeClause(request: string, lang: Lang): string | null {
  const found =
    purposeLabel.exec(request)?.[1] ??
    purposeSoThat.exec(request)?.[1] ??
    (lang === 'de' ? germanWishWithout : englishWishWithout).exec(request)?.[1] ??
    (lang === 'de'
      ? /\bich (?:will|möchte|würde (?:gern|gerne)) ((?:ihm |ihr |ihnen |euch |den beiden )?.{4,}?\b(?:vorschlagen|anbieten|bitten|fragen|einladen))\b/iu
      : /\bI(?:'d like| would like| want|’d like) to ((?:propose|suggest|ask|invite|offer)\b.{4,})$/iu
    ).exec(request)?.[1];
  if (!found) return null;
  const clause = purposeSentence(found.replace(/\s+/g, ' '))
    .replace(/,?\s*\b(?:ohne|without)\b.*$/iu, '')
    .trim();
  return words(clause).length >= 3 ? clause : null;
}

/** The purpose a request names under a label or after "damit" / "so that", or null. */
export function labelledPurpose(request: string, lang: Lang, reader: PurposeReader): PurposeSlots | null {
  const label = purposeLabel.exec(request);
  const soThat = label ? null : purposeSoThat.exec(request);
  // "Ich will eine Arbeitsgruppe vorschlagen, ohne mich zu entschuldigen", "I want to propose …
  // without accusing him": a wish with what it must not sound like (a wish alone is wishPurpose's).
  const wish = label || soThat ? null : (lang === 'de' ? germanWishWithout : englishWishWithout).exec(request);
  // "a short Slack message to propose a call about 'how we work after the move'": the message's
  // own infinitive of purpose; the quote marks go, the words stay.
  const toDo = label || soThat || wish || lang === 'de' ? null : messageToDo.exec(request);
  const raw = purposeSentence(
    (label?.[1] ?? soThat?.[1] ?? wish?.[1] ?? (toDo ? `${toDo[1]}${toDo[2]}` : ''))
      .replace(/['‘’“”"„]/g, (mark, at: number, all: string) =>
        /\p{L}/u.test(all[at - 1] ?? '') && /\p{L}/u.test(all[at + 1] ?? '') ? mark : '',
      )
      .replace(/\s+/g, ' '),
  );
  if (words(raw).length < 3) return null;
  // "a message from Greta to Tim" (written for someone else): "she" in the purpose is the writer.
  const fromWriter = /\bfrom \p{Lu}[\p{L}-]+ to\b/u.test(request);
  return lang === 'de'
    ? germanSlots(raw, reader, soThat !== null)
    : englishSlots(raw, reader, soThat !== null, fromWriter);
}

const germanWishWithout =
  /\bich (?:will|möchte|würde (?:gern|gerne)) ((?:ihm |ihr |ihnen |euch |den beiden )?.{4,}?\b(?:vorschlagen|anbieten|bitten|fragen|einladen),?\s*ohne\b.+|(?:ihn|sie|ihm|ihr) (?:bitten|fragen), (?:dass|ob) .{6,})$/iu;
const englishWishWithout =
  /\bI(?:'d like| would like| want|’d like) to ((?:propose|suggest|ask|invite|offer)\b.{4,}?,?\s*without\b.+)$/iu;

const messageToDo =
  /\b(?:message|email|e-mail|mail|note|post|text|dm|whatsapp|slack)\b[^.?!,]*?(?<!\b(?:want|like|need|going|have)) to (propose|suggest|invite|announce|offer|set up|arrange|schedule)\b([^?!]{6,})/iu;

const germanReader: Record<PurposeReader, { dative: string; accusative: string }> = {
  one: { dative: 'dir', accusative: 'dich' },
  formal: { dative: 'Ihnen', accusative: 'Sie' },
  team: { dative: 'euch', accusative: 'euch' },
};
/** Verbs of a purpose that take the reader: "dir vorschlagen", "dich einladen". */
const germanDative =
  /^(vorschlagen|anbieten|ankündigen|sagen|erklären|mitteilen|klarmachen|zeigen|schreiben|vorstellen)$/;
const germanAccusative = /^(bitten|fragen|einladen|informieren|erinnern)$/;
/** A clause that hangs on the one before ("in dem …", "dass …", "nur wir zwei"). */
const germanDependent =
  /^(in|an|bei|mit|nach|vor|auf|für|zu|um|ohne|bis|dass|damit|wie|wo|ob|weil|da|wenn|falls|bevor|nachdem|sobald|während|sodass|nur|und|aber|oder|sondern|der|die|das|den|dem|denen)\b/i;

function germanSlots(raw: string, reader: PurposeReader, soThat: boolean): PurposeSlots {
  const forms = germanReader[reader];
  // "…, ohne dass es nach Vorwurf klingt", "ohne mich zu entschuldigen": the constraint, said apart.
  const without = /,?\s*\bohne\b\s+(.+)$/iu.exec(raw);
  const body = (without ? raw.slice(0, without.index) : raw).replace(/[,;\s]+$/, '');
  const constraint = without ? germanConstraint(without[1] as string, reader) : null;
  if (soThat) return { action: `${forms.dative} vorschlagen, dass ${body}`, more: [], constraint };
  const parts = body.split(/,\s+/);
  // The clause that ends in the infinitive ("… vorschlagen", "… anbieten") is the action.
  const at = parts.findIndex((part) => /(?:^|\s)\p{Ll}+(?:en|ern|eln)$/u.test(part));
  let action: string;
  let rest: string[];
  if (at >= 0) {
    const head = parts.slice(0, at + 1).join(', ');
    const verb = /(\p{Ll}+)$/u.exec(head)?.[1] ?? '';
    // "ihm ein Gespräch … anbieten": the third person at the front is the reader.
    const object = /^(ihm|ihr|ihnen|den beiden|beiden|euch|dir|ihn|sie|dich)\s+/iu.exec(head);
    const bare = object ? head.slice(object[0].length) : head;
    const pronoun = germanDative.test(verb) ? forms.dative : germanAccusative.test(verb) ? forms.accusative : '';
    action = [pronoun, bare].filter(Boolean).join(' ');
    rest = parts.slice(at + 1);
  } else {
    // No verb ("ein gemeinsamer Termin am Mittwochvormittag …"): what it names is proposed.
    action = `${forms.dative} vorschlagen: ${parts[0] as string}`;
    rest = parts.slice(1);
  }
  // Clauses that hang on the action stay with it; a clause of its own is a sentence of its own.
  const more: string[] = [];
  for (const part of rest) {
    if (more.length === 0 && (germanDependent.test(part) || words(part).length <= 4)) action += `, ${part}`;
    else more.push(`${part.charAt(0).toUpperCase()}${part.slice(1)}.`);
  }
  return { action, more, constraint };
}

/**
 * What a message or talk must not sound or feel like, read from "ohne …" / "without …" in a text
 * ("Wie spreche ich das an, ohne dass er sich bloßgestellt fühlt?"), said to the reader; or null.
 */
export function constraintOf(text: string, lang: Lang, reader: PurposeReader): string | null {
  const found = (lang === 'de' ? /\bohne\b\s+([^.!?]+)/iu : /\bwithout\b\s+([^.!?]+)/iu).exec(text);
  if (!found) return null;
  const clause = (found[1] as string).trim();
  return lang === 'de' ? germanConstraint(clause, reader) : englishConstraint(clause);
}

/** What the message must not sound like, said to the reader ("Das ist nicht als Vorwurf gemeint."). */
function germanConstraint(clause: string, reader: PurposeReader): string {
  const text = clause.trim();
  const sounds =
    /^dass (?:es|das|die nachricht|sie|er) (?:nach|wie) (.+?) (?:klingt|aussieht|wirkt|rüberkommt)$/iu.exec(text);
  if (sounds) return `Das ist nicht als ${sounds[1]} gemeint.`;
  const feels = /^dass (?:er|sie|die beiden|beide) sich (.+?) (?:fühlt|fühlen)$/iu.exec(text);
  if (feels)
    return reader === 'formal'
      ? `Ich möchte nicht, dass Sie sich ${feels[1]} fühlen.`
      : reader === 'team'
        ? `Ich möchte nicht, dass ihr euch ${feels[1]} fühlt.`
        : `Ich möchte nicht, dass du dich ${feels[1]} fühlst.`;
  if (/\b(seite|partei)\b/iu.test(text)) return 'Ich stelle mich dabei auf keine Seite.';
  return reader === 'team'
    ? 'Es geht mir dabei nicht um Schuld, sondern um eine Lösung, die für alle passt.'
    : 'Es geht mir dabei nicht um Schuld, sondern um eine Lösung, die für uns beide passt.';
}

/** An English purpose starts with its verb; a noun phrase ("a coffee on Monday") is suggested. */
const englishVerb =
  /^(suggest|propose|ask|invite|announce|tell|explain|make|find|set|offer|get|agree|clarify|let|share|thank|apologi[sz]e|check|raise|request|arrange|schedule|give|say|see|hear|understand|bring|talk|discuss|confirm|remind|move|cancel|postpone|push|decline|introduce|encourage|clear|sort|settle|open|start|align|figure|plan|review|update|inform|warn|flag|welcome|reassure|acknowledge)\b/i;

function englishSlots(raw: string, reader: PurposeReader, soThat: boolean, fromWriter: boolean): PurposeSlots {
  const without = /,?\s*\bwithout\b\s+(.+)$/iu.exec(raw);
  // "…, and don't make it stiff", "…, keep it short": a wish about the message, not its purpose.
  const body = (without ? raw.slice(0, without.index) : raw)
    .replace(/,?\s*(?:and |but )?(?:don['’]t|do not|please|keep it|make it)\b.*$/iu, '')
    .replace(/[,;\s]+$/, '');
  const constraint = without ? englishConstraint(without[1] as string) : null;
  const spoken = englishToReader(fromWriter ? writerSpeaks(body) : body, reader);
  const action = soThat ? `suggest that ${spoken}` : englishVerb.test(spoken) ? spoken : `suggest ${spoken}`;
  return { action, more: [], constraint };
}

/** The reader in the third person said to them: "ask him for …" → "ask you for …", "his shift" → "your shift". */
function englishToReader(text: string, reader: PurposeReader): string {
  const plural = reader === 'team';
  return text
    .replace(/\b(both of them|the two of them|them both)\b/g, 'both of you')
    .replace(plural ? /\b(them)\b/g : /\b(him|them)\b/g, 'you')
    .replace(/\bher\b(?=\s+(?:to|for|about|a|an|the|in|on|at|with|if|whether|and)\b|\s*[,.;!?]|\s*$)/g, 'you')
    .replace(plural ? /\b(their)\b/g : /\b(his|her|their)\b/g, 'your')
    .replace(plural ? /\b(they)\b/g : /$^/g, 'you')
    .replace(/\b(he|she) (is|was|has|does|\p{Ll}+s)\b/gu, (_, _p: string, verb: string) => `you ${youVerb(verb)}`);
}

/** A verb said of "he" or "she" said of "you": "is" → "are", "gives" → "give", "pushes" → "push". */
function youVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
  return (
    irregular[verb] ??
    verb
      .replace(/ies$/, 'y')
      .replace(/(ss|sh|ch|x|o)es$/, '$1')
      .replace(/s$/, '')
  );
}

/** "a message from Greta to Tim": "she" is the writer ("say she is open" → "say I am open"). */
function writerSpeaks(text: string): string {
  return text.replace(/\b(he|she) (is|was|has|does|\p{Ll}+s)\b/gu, (_, _p: string, verb: string) =>
    verb === 'is' ? 'I am' : verb === 'was' ? 'I was' : `I ${youVerb(verb)}`,
  );
}

/** What the message must not sound like, said to the reader ("This is not meant as a warning."). */
function englishConstraint(clause: string): string {
  const text = clause.trim();
  const sounds = /^(?:it|this|that|the message) (?:sounding|looking|coming across|reading) (?:like|as) (.+)$/i.exec(
    text,
  );
  if (sounds) return `This is not meant as ${sounds[1]}.`;
  const feels = /^(?:him|her|them|either of them|anyone) feeling (.+)$/i.exec(text);
  if (feels) return `I don't want you to feel ${feels[1]}.`;
  const making = /^making (\p{Lu}[\p{L}-]+) look (?:like|bad)/u.exec(text);
  if (making) return `This is not a criticism of ${making[1]}.`;
  if (/\b(taking sides|picking sides|siding with)\b/i.test(text)) return 'I am not taking sides.';
  const doing = /^(?:(?:me|us|i) )?(\p{Ll}+ing)\b(.*)$/u.exec(text);
  if (doing) return `I am not ${doing[1]}${englishToReader(doing[2] as string, 'one')}.`;
  return 'This is not about blame; I want a solution that works for both of us.';
}
