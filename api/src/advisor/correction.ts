import { sentences } from './text';

// A user who corrects the coach ("Nein, das meinte ich nicht, es geht um …", "No, not Owen, my
// co-founder", "Eher andersrum: …", "That's not what I asked") wants the correction taken and the
// talk to go on from it, never their own words quoted back or the old question asked again.

/** The sentence start that says the coach got it wrong, in either language. */
const correctionLead = new RegExp(
  [
    // German
    String.raw`(?:nein|ne|nee|doch nicht)\b[,.!]?\s*(?:so\s+)?(?:das\s+|so\s+)?(?:meinte|meine)\s+ich\s+(?:das\s+)?(?:doch\s+|gar\s+)?nicht`,
    String.raw`(?:so|das)\s+(?:meinte|meine|habe|hab)\s+ich\s+(?:das\s+)?(?:doch\s+|gar\s+)?nicht(?:\s+(?:gemeint|gefragt|gesagt))?`,
    String.raw`(?:das|so)\s+(?:habe|hab)\s+ich\s+(?:doch\s+|gar\s+)?nicht\s+(?:gemeint|gefragt|gesagt)`,
    String.raw`du\s+hast\s+(?:mich|das)\s+(?:\p{L}+\s+)?(?:falsch\s+verstanden|missverstanden)`,
    // "nein, du verstehst mich falsch", "nee, du verstehst das falsch": said in the present too.
    String.raw`(?:(?:nein|ne|nee)[,.!]?\s+)*du\s+(?:verstehst|siehst)\s+(?:mich|das)\s+(?:\p{L}+\s+)?falsch`,
    String.raw`da\s+hast\s+du\s+(?:mich|was|etwas)\s+falsch\s+verstanden`,
    String.raw`(?:(?:eher|genau|nein,?|nee,?)\s+)?(?:andersrum|andersherum|umgekehrt)`,
    String.raw`das\s+stimmt\s+so\s+nicht`,
    String.raw`nein,\s+nicht\s+(?:der|die|das|den|an|um|mit|über)\b`,
    // English
    String.raw`(?:no,?\s+)?that'?s\s+not\s+(?:what\s+i\s+(?:meant|asked(?:\s+for)?|said|mean)|it|right)`,
    // "no no, you've got me wrong", "nah, you're getting me wrong": the contraction and "me" too.
    String.raw`(?:(?:no|nah|nope)[,.!]?\s+)*(?:you\s*(?:misunderstood|misread|got\s+(?:that|it|me)\s+wrong|(?:'ve|’ve|\s+have)\s+got\s+(?:that|it|me)\s+wrong|(?:'re|’re|\s+are)\s+getting\s+(?:that|it|me)\s+wrong|(?:'ve|’ve|\s+have)\s+misunderstood))(?:\s+me)?`,
    String.raw`(?:no,?\s+)?i\s+(?:didn'?t|did\s+not)\s+(?:mean|ask|say)`,
    String.raw`(?:no,?\s+)?(?:it'?s\s+)?the\s+other\s+way\s+(?:round|around)`,
    String.raw`no,\s+not\s+(?:him|her|them|the\s+\p{L}+|\p{Lu}\p{L}+)`,
  ].join('|'),
  'iu',
);
const leadAtStart = new RegExp(`^(?:${correctionLead.source})`, 'iu');

/**
 * The corrected basis a correction of the coach states ("es geht um Tarek und die vierte Filiale",
 * "Er mischt sich in meine Produktplanung ein"), '' when it only says the coach got it wrong, null
 * when the message is no correction. Read at the start of the message only: "das meinte ich nicht"
 * inside a story ("er sagt, das meinte er nicht") is told, not a correction of the coach.
 */
export function correctionOf(text: string): string | null {
  const said = sentences(text.trim());
  const first = said[0] ?? '';
  const match = leadAtStart.exec(first);
  if (!match) return null;
  // What follows the correction in its own sentence ("…, es geht um Tarek", "Eher andersrum: Er …"),
  // else the next sentences ("That's not what I asked. I wanted options …").
  // "Nein, nicht an den Bruder, Jonas …", "I didn't mean a meeting with everyone, just …": what follows
  // such a lead up to the comma is what the coach got wrong.
  const negated = /(?:nicht\s+\p{L}+|not\s+\S+|didn'?t\s+\p{L}+|did\s+not\s+\p{L}+)$/iu.test(match[0]);
  const rest = first
    .slice(match[0].length)
    .replace(negated ? /^[^,;:]+[,;:]?/u : /^$/u, '')
    .replace(/^[\s,.:;!–—-]+/, '')
    // "…, es geht nicht um Ben, es geht um Tarek": what the coach got wrong is no part of the basis.
    .replace(/^(?:es geht (?:doch |gar )?nicht um|nicht um|it'?s not about|this is not about)\b[^,;:]*[,;:]\s*/iu, '')
    // "No, not Owen, my co-founder": the name the coach got wrong is left.
    .replace(/^(?:not\s+)?[\p{Lu}][\p{L}-]*,\s*/u, '')
    .trim();
  // "No, not Owen, my co-founder. It's Priya …": a few words left before a whole sentence add nothing to it.
  const kept = rest && !(said.length > 1 && rest.split(/\s+/).length <= 3) ? [rest] : [];
  const basis = [...kept, ...said.slice(1)]
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .join(' ');
  return basis;
}
