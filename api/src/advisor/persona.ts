// How the other party answers in a role-play: defensive to a reproach, opening up to an
// I-statement or a request. Shared by the premium role-play and the chat's own start, whose
// first answer may already reply to a line the user wrote with the request.
import { isDirectQuestion } from './analysis';
import { fold, pick } from './text';
import { texts } from './texts';
import type { Lang } from './types';

export const generalisation =
  /\b(immer|nie|niemals|standig|jedes mal|dauernd|always|never|constantly|every time|all the time)\b/;
export const youMessage =
  /^(du|you)\b|\b(finde|find|denke|glaube|think|feel like) (halt |echt |ehrlich |einfach )?(dass |that )?(du|you) |\b(zu wenig|not enough|too little)\b|\b(du bist|du hast|du machst|du willst|du kannst (doch )?nicht|du denkst|you are|youre|you have|you never|you always|you dont|you cant|you make)\b/;
export const iMessage =
  /\b(ich fuhle|ich fuhl|(habe|hab) mich (\w+ ){1,3}gefuhlt|ich war (\w+ ){0,4}(uberrascht|enttauscht|verletzt|verunsichert|irritiert)|ich bin \w+ (wenn|weil)|mir ist wichtig|mir fehlt|ich wunsche mir|ich brauche|ich erlebe|ich habe den eindruck|ich merke|ich schatze|i feel|i felt|i was (\w+ ){0,3}(surprised|hurt|disappointed|confused)|i valu\w*|it matters to me|i need|i would like|id like|i miss|i notice|i noticed|my impression)\b/;
export const demand =
  /\b(du musst|du sollst|du hast zu|sofort|ab sofort|ich verlange|ich fordere|ich will dass du|ich brauche von dir dass|hor auf|horst du auf|you must|you have to|you need to|i need you to|i want you to|stop (talking|doing|going)|you better|i demand|right now|immediately)\b/;
export const request =
  /\b(konntest du|wurdest du|warst du bereit|kannst du bitte|bitte|wie ware es|konnten wir|wollen wir|lass uns|would you|could you|can you please|are you willing|please|how about|what if we|could we|shall we|lets)\b/;
export const blame = /\b(schuld|wegen dir|deinetwegen|deine schuld|your fault|because of you|thanks to you|blame)\b/;

/** Every line the other party can say in a role-play, in both languages (to tell a role-play reply apart). */
export const personaLines: readonly string[] = (['de', 'en'] as const).flatMap((l) => {
  const r = texts[l].roleplay;
  return [
    ...r.opening,
    ...r.defensive,
    ...r.openingUp,
    ...r.neutral,
    ...r.answerQuestion,
    ...r.reason,
    ...r.counterProposal,
    ...r.decision,
  ];
});

/** "Was wäre dein Vorschlag?", "what would you suggest?": the other side is asked for its own idea. */
export const asksProposal =
  /\b(was ware dein vorschlag|was schlagst du vor|was wurdest du vorschlagen|hast du (eine|ne|n) (idee|vorschlag)|was ware fur dich (ok|okay|fair|machbar)|was wurde fur dich (gehen|funktionieren|passen)|what would you (suggest|propose)|whats your (suggestion|proposal|idea)|what do you (suggest|propose)|any (ideas|suggestions)|what would work for you)\b/;
/** A reason or a figure: "weil Performance-Marketing nichts bringt", "CAC liegt bei 900 Euro", "because". */
export const givesReason = /\b(weil|denn|da wir|deshalb|darum|because|since|so that|which is why)\b|\d/;

/** A line the user wrote in quotation marks ("'weil …'") is read without them. */
export const unquoted = (line: string) => {
  const trimmed = line.trim();
  return /^["'„“‚‘«][^]*["'“”‘’»]$/.test(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
};

/** A decision announced rather than discussed: "ich will Marketing auf 15k runter", "I'm going to cut it" (folded): an intent and a cut. */
export const decisionAnnounced =
  /\b(ich will (?!dass)|ich werde|wir werden|ich (habe|hab) (mich )?entschieden|im going to|i am going to|i will|ill|we will|were going to|i want to|ive decided|i have decided)\b.*\b(streich\w*|kurz\w*|halbier\w*|runter|einstell\w*|beend\w*|stopp\w*|abschaff\w*|kundig\w*|nicht mehr|cut\w*|cancel\w*|stop\w*|drop\w*|halve|reduce\w*|fire|let \w+ go|scrap\w*|no longer|not (going to )?(hire|keep|pay|continue))\b/;

/** The other party's answer to one line of the user's, never a line already said in this conversation. */
export function personaAnswer(line: string, lang: Lang, seed: string, said: readonly string[]): string {
  const t = texts[lang].roleplay;
  const bare = unquoted(line);
  const folded = fold(bare);
  const hostile = generalisation.test(folded) || youMessage.test(folded) || blame.test(folded) || demand.test(folded);
  const constructive = iMessage.test(folded) || request.test(folded);
  const pool = hostile
    ? t.defensive
    : decisionAnnounced.test(folded) && !iMessage.test(folded)
      ? t.decision
      : asksProposal.test(folded)
        ? t.counterProposal
        : constructive
          ? t.openingUp
          : isDirectQuestion(bare)
            ? t.answerQuestion
            : givesReason.test(folded)
              ? t.reason
              : t.neutral;
  // When the fitting lines are used up, an unused line that still answers (never the same twice).
  for (const candidates of [pool, t.neutral, t.answerQuestion, t.reason]) {
    const start = candidates.indexOf(pick(candidates, seed));
    const fresh = candidates
      .map((_, i) => candidates[(start + i) % candidates.length] as string)
      .find((text) => !said.some((earlier) => earlier.includes(text)));
    if (fresh) return fresh;
  }
  return pick(pool, seed);
}

// Words that never carry what a line is about (pronouns, articles, fillers), in both languages.
const echoStop = new Set(
  (
    'ich du er sie es wir ihr mich dich mir dir uns euch ihn ihm ihnen sich mein meine dein deine unser unsere euer ' +
    'eure sein seine das der die den dem des ein eine einen einem einer und oder aber weil dass wenn dann auch noch ' +
    'nicht mehr schon immer nie ganz gerade einfach ehrlich danke bitte okay also wirklich eigentlich ' +
    'i you he she it we they me him her us them my your our their the a an and or but because that this these those ' +
    'when then also still not more already always never just really honestly thanks please okay about would could ' +
    'should there where which what other something everything nothing together everyone anyone whatever weiter wieder jetzt heute machst'
  ).split(' '),
);
const figureUnit =
  /^(netto|brutto|euro|eur|prozent|percent|k|monate[n]?|wochen|tage[n]?|months|weeks|days|stunden|hours|minuten|minutes)$/i;
const determiners: Record<string, string> = {
  the: 'The',
  my: 'Your',
  your: 'My',
  our: 'Our',
  this: 'This',
  that: 'That',
};

/**
 * What the other party picks up from the user's line, as a spoken echo ("2.500 netto?", "The
 * prototype?"): a figure with its unit, else the line's weightiest noun. Null when nothing carries.
 */
export function echoOf(line: string, lang: Lang): string | null {
  const raw = unquoted(line).split(/\s+/).filter(Boolean);
  // "Okay anders. Jonas, …": the name of the one addressed is no echo.
  const vocative = (i: number) =>
    /^\p{Lu}\p{L}*,$/u.test(raw[i] ?? '') && (i === 0 || /[.!?:]$/.test(raw[i - 1] ?? ''));
  const tokens = raw
    .map((token, i) => (vocative(i) ? '' : token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '')))
    .filter(Boolean);
  // A figure, with its unit when one follows ("2.500 netto", "12 months"); a lone small number only with a unit.
  const unitOf = (i: number) => {
    const unit = tokens[i + 1];
    return unit && figureUnit.test(unit) ? unit : null;
  };
  const figure = tokens.findIndex((token, i) => /\d/.test(token) && (!/^\d{1,2}$/.test(token) || unitOf(i) !== null));
  if (figure >= 0) {
    const unit = unitOf(figure);
    return `${tokens[figure]}${unit ? ` ${unit}` : ''}?`;
  }
  const usable = (token: string) =>
    token.length >= 5 && !echoStop.has(token.toLowerCase()) && /^\p{L}+(-\p{L}+)*$/u.test(token);
  if (lang === 'de') {
    // A German noun: capitalised, not the first word of the line.
    const nouns = tokens
      .slice(1)
      .filter((token) => /^\p{Lu}/u.test(token) && usable(token) && !/^(Sie|Ihr\w*)$/.test(token));
    const noun = nouns.sort((a, b) => b.length - a.length)[0];
    return noun ? `${noun}?` : weightiest(tokens, lang);
  }
  // An English noun: the word after a determiner, the determiner seen from the other side.
  const nouns = tokens
    .map((token, i) => ({ det: determiners[(tokens[i - 1] ?? '').toLowerCase()], token }))
    .filter(({ det, token }) => det !== undefined && usable(token));
  const best = nouns.sort((a, b) => b.token.length - a.token.length)[0];
  return best ? `${best.det} ${best.token.toLowerCase()}?` : weightiest(tokens, lang);
}

/** The line's longest word that carries something, repeated as a question ("Raushauen?"), or null. */
function weightiest(tokens: readonly string[], lang: Lang): string | null {
  // The first word is often the name of the one addressed ("Felix, …"): never echoed.
  const word = tokens
    .slice(1)
    .filter((token) => token.length >= 6 && !echoStop.has(token.toLowerCase()) && /^\p{L}+$/u.test(token))
    .sort((a, b) => b.length - a.length)[0];
  if (!word) return null;
  // Spoken, never quoted: the other party is no coach who quotes the user.
  return lang === 'de' || word.length >= 7 ? `${word.charAt(0).toUpperCase()}${word.slice(1)}?` : null;
}

/** The other party's answer, picking up what the user just said first ("2.500 netto? …"). */
export function personaReply(line: string, lang: Lang, seed: string, said: readonly string[]): string {
  const answer = personaAnswer(line, lang, seed, said);
  const echo = echoOf(line, lang);
  return echo ? `${echo} ${answer}` : answer;
}
