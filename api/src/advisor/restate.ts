// The user's own clause said back from the coach's side ("Meine Mitgründerin hat unser Produkt
// vorgestellt" -> "deine Mitgründerin hat euer Produkt vorgestellt", "I just found out our CTO …" ->
// "you just found out your CTO …"). Used for the first reply to a message whose topic no knowledge
// entry names: the coach says back who did what in its own voice instead of quoting the user, on any
// topic, without a word list for the topic. Where the shift is not certain (a German verb after
// "ich"/"wir" it cannot conjugate), null: the caller quotes as before.
import type { Lang } from './types';

const germanWords: Record<string, string> = {
  ich: 'du',
  mich: 'dich',
  mir: 'dir',
  wir: 'ihr',
  uns: 'euch',
  mein: 'dein',
  meine: 'deine',
  meinen: 'deinen',
  meinem: 'deinem',
  meiner: 'deiner',
  meines: 'deines',
  unser: 'euer',
  unsere: 'eure',
  unseren: 'euren',
  unserem: 'eurem',
  unserer: 'eurer',
  unseres: 'eures',
};

// The verbs said with "ich" / "wir" that are not regular, as said with "du" / "ihr".
const withDu: Record<string, string> = {
  bin: 'bist',
  habe: 'hast',
  hab: 'hast',
  will: 'willst',
  muss: 'musst',
  kann: 'kannst',
  darf: 'darfst',
  soll: 'sollst',
  war: 'warst',
  hatte: 'hattest',
  werde: 'wirst',
  weiß: 'weißt',
  möchte: 'möchtest',
  würde: 'würdest',
  wollte: 'wolltest',
  musste: 'musstest',
  konnte: 'konntest',
  sollte: 'solltest',
};
const withIhr: Record<string, string> = {
  sind: 'seid',
  haben: 'habt',
  wollen: 'wollt',
  müssen: 'müsst',
  können: 'könnt',
  dürfen: 'dürft',
  sollen: 'sollt',
  waren: 'wart',
  hatten: 'hattet',
  werden: 'werdet',
  wissen: 'wisst',
};
// Verbs whose "du" form changes the vowel ("ich gebe" -> "du gibst"): not guessed.
const strongDu =
  /^(gebe|nehme|sehe|lese|fahre|laufe|trage|halte|lasse|schlafe|falle|helfe|spreche|treffe|vergesse|esse|werfe|fange|rate|schlage|wachse|wasche|empfehle|stehle|sterbe|verliere)$/;

/** The "du" form of a verb said with "ich", or null when it is not certain. */
function duForm(verb: string): string | null {
  const known = withDu[verb];
  if (known) return known;
  if (strongDu.test(verb) || !/^\p{Ll}{3,}e$/u.test(verb)) return null;
  const stem = verb.slice(0, -1);
  if (/[td]$|[^aeiouäöülr][mn]$/.test(stem)) return `${stem}est`;
  if (/[sßzx]$/.test(stem)) return `${stem}t`;
  return `${stem}st`;
}

/** The "ihr" form of a verb said with "wir", or null when it is not certain. */
function ihrForm(verb: string): string | null {
  const known = withIhr[verb];
  if (known) return known;
  if (/^\p{Ll}{2,}[^e]en$/u.test(verb) === false && !/^\p{Ll}{2,}e[rl]n$/u.test(verb)) return null;
  if (/e[rl]n$/.test(verb)) return `${verb.slice(0, -1)}t`;
  const stem = verb.slice(0, -2);
  return /[td]$|[^aeiouäöülr][mn]$/.test(stem) ? `${stem}et` : `${stem}t`;
}

const verbLike = /^\p{Ll}+$/u;
// Words next to "ich"/"wir" that are no verb ("dass ich eine Pause brauche", "wir am Wochenende").
const notVerbs =
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein\p{L}*|mein\p{L}*|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|euer|eure\p{L}*|diese\p{L}*|jede\p{L}*|alle\p{L}*|beide|nicht|nie|auch|schon|noch|jetzt|gerade|dann|einfach|immer|oft|selten|ständig|dauernd|wieder|nur|gar|kaum|fast|eigentlich|ja|doch|mal|halt|wohl|etwa|so|sehr|da|dort|hier|heute|morgen|gestern|seit|bis|mit|bei|von|vom|zu|zum|zur|an|am|auf|in|im|um|für|über|unter|vor|nach|aus|ohne|gegen|weil|dass|ob|wenn|als|und|oder|aber|denn|sondern|was|wie|wo|wer|es|ihn|ihm|sie|er|man|sich|dich|dir|euch|uns|mir|mich)$/u;

function restateGerman(clause: string): string | null {
  const tokens = clause.split(/(\s+)/);
  const out = [...tokens];
  // The indices of words (tokens without whitespace).
  const wordAt = tokens.map((token, i) => (/\S/.test(token) ? i : -1)).filter((i) => i >= 0);
  for (const [n, i] of wordAt.entries()) {
    const token = tokens[i] as string;
    const bare = token.replace(/[,;:]+$/, '');
    const tail = token.slice(bare.length);
    const lower = bare.toLowerCase();
    const swap = germanWords[lower];
    if (!swap) continue;
    // "Ich"/"Unser" at the start keep their capital.
    out[i] = (bare[0] === bare[0]?.toUpperCase() && n === 0 ? swap[0]!.toUpperCase() + swap.slice(1) : swap) + tail;
    if (lower !== 'ich' && lower !== 'wir') continue;
    // "Mein Mitgründer und ich streiten": "dein Mitgründer und du streitet", the verb for the two of them.
    const pair = lower === 'ich' && n > 0 && /^und$/i.test(tokens[wordAt[n - 1] as number] as string);
    const form = lower === 'ich' && !pair ? duForm : ihrForm;
    // The verb of "ich"/"wir": right after it ("ich habe"), right before it ("habe ich"), or the
    // clause's last word ("…, dass ich den Prototyp gebaut habe").
    const candidates = [wordAt[n + 1], wordAt[n - 1], wordAt.at(-1)].filter((j): j is number => j !== undefined);
    let done = false;
    for (const j of candidates) {
      const verb = (out[j] as string).replace(/[,;:.!?]+$/, '');
      const punct = (out[j] as string).slice(verb.length);
      if (!verbLike.test(verb) || notVerbs.test(verb)) continue;
      const changed = form(verb);
      if (changed) {
        out[j] = changed + punct;
        done = true;
        break;
      }
    }
    if (!done) return null;
  }
  // "Ich bin Business Angel und merke …": the verb after "und"/"aber"/"oder" is said for "du" too.
  if (wordAt.some((i) => /^ich$/i.test(tokens[i] as string)))
    for (const [n, i] of wordAt.entries()) {
      if (!/^(und|aber|oder)$/.test(tokens[i] as string)) continue;
      const j = wordAt[n + 1];
      const next = wordAt[n + 2];
      if (j === undefined) continue;
      const verb = (out[j] as string).replace(/[,;:.!?]+$/, '');
      // "und große Teile": an adjective before a noun, no verb.
      if (
        !verbLike.test(verb) ||
        notVerbs.test(verb) ||
        (next !== undefined && /^\p{Lu}/u.test(tokens[next] as string) && !(verb in withDu))
      )
        continue;
      const changed = duForm(verb);
      if (changed) out[j] = changed + (out[j] as string).slice(verb.length);
    }
  const said = out.join('');
  // A second verb of "ich"/"wir" ("ich bin … und habe …") is left as it was: not said back.
  const left = said.split(/\s+/).map((word) => word.replace(/[,;:.!?]+$/, ''));
  if (/\bdu\b/i.test(said) && left.some((word) => word in withDu)) return null;
  if (/\bihr\b/i.test(said) && left.some((word) => word in withIhr)) return null;
  return said;
}

const englishWords: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'd": "you'd",
  "we'll": "you'll",
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
};

function restateEnglish(clause: string): string | null {
  const tokens = clause.replace(/’/g, "'").split(/(\s+)/);
  let previous = '';
  const out = tokens.map((token) => {
    if (!/\S/.test(token)) return token;
    const bare = token.replace(/[,;:]+$/, '');
    const tail = token.slice(bare.length);
    const lower = bare.toLowerCase();
    let result = token;
    if (englishWords[lower]) result = englishWords[lower] + tail;
    else if (previous === 'i' && lower === 'am') result = `are${tail}`;
    else if (previous === 'i' && lower === 'was') result = `were${tail}`;
    previous = lower;
    return result;
  });
  const text = out.join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The clause from the coach's side, or null when the German verb cannot be said for "du"/"ihr". */
export function restate(clause: string, lang: Lang): string | null {
  const trimmed = clause.trim().replace(/[.!;:,\s]+$/, '');
  if (trimmed === '' || /[„“"”?]/.test(trimmed)) return null;
  const said = lang === 'de' ? restateGerman(trimmed) : restateEnglish(trimmed);
  if (!said) return null;
  return said.charAt(0).toUpperCase() + said.slice(1);
}
