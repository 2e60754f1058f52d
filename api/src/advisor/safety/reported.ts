// Someone else's words in a message: a quote ("sie hat gesagt: 'ich kann nicht mehr, nicht hier'")
// or what follows a third person's "hat gesagt", "meinte", "said", "told me". They are not the
// user's own crisis statement: the crisis rules and everyday hints read the user's own words only,
// while the classifier and the strong evidence words still see the whole message, so a real
// worry about someone else ("mein Mitgründer hat gesagt, er will nicht mehr leben") still gets help.

/** Quotes in the usual marks; a single-quoted span only between spaces or punctuation (not "don't"). */
const quoted =
  /„[^“”"]*[“”"]|“[^”]*”|"[^"]*"|«[^»]*»|»[^«]*«|‚[^‘’]*[‘’]|(?<=^|[\s:(])['‘][^'‘’]+['’](?=$|[\s.,;:!?)])/g;

/** The text without what stands in quotes. */
export const withoutQuotes = (text: string) => text.replace(quoted, ' ');

/** A third person's report: from the verb to the end of the sentence. */
const reportVerb =
  /\b(hat(te)?(\s+\S+){0,3}\s+(gesagt|gemeint|geschrieben|erzählt|erzahlt|geschrien|gebrüllt|gebrullt)|sagte|sagt|meinte|meint|schrieb|schreibt|erzählte|erzahlte|said|says|told (me|us|him|her|them|everyone)|wrote|writes|texted( me| us)?|yelled|shouted)\b[^.!?\n]*/giu;

/** The user speaking: "ich hab ihr gesagt", "I told him" (the words are the user's own). */
const userSpeaks = /\b(ich|i|wir|we)\b[^.!?\n]{0,30}$/iu;

export interface OwnWords {
  /** The message without the words of others. */
  text: string;
  /** Whether the message reports someone else's words. */
  reported: boolean;
}

/** The user's own words of a message (see above). */
export function ownWords(text: string): OwnWords {
  let reported = false;
  const cut = (match: string, offset: number, whole: string) => {
    const before = whole.slice(Math.max(0, offset - 40), offset);
    if (userSpeaks.test(before) && !/\b(er|sie|he|she|they)\b[^.!?\n]{0,20}$/iu.test(before)) return match;
    reported = true;
    return ' ';
  };
  const withoutQuotes = text.replace(quoted, cut);
  const own = withoutQuotes.replace(reportVerb, (match: string, ...rest: unknown[]) => {
    const whole = rest.at(-1) as string;
    const offset = rest.at(-2) as number;
    return cut(match, offset, whole);
  });
  return { text: own, reported };
}
