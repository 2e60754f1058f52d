// What the safety classifier sees of a text: hashed features of the folded text (see text.ts's
// `fold`: lower case, umlauts and ß folded, punctuation gone).
//
// - words and pairs of neighbouring words ("nicht mehr", "end it"), the phrases that carry most
//   signals;
// - character n-grams of 3 to 5 letters inside each word, with its boundaries ("<ab", "brief>"),
//   so a German compound shares features with its parts ("Abschiedsbrief", "Abschiedsmail",
//   "Brief an das Team"), and a typo or an inflection ("umbrigen", "Tabletten"/"tablets") keeps
//   most of them.
// Every feature is hashed into a fixed number of buckets (the hashing trick), so the model needs
// no vocabulary and an unseen word still lands on the n-grams it shares with known ones.
import { fold, hash, sentences, stem } from '../text';
import { conceptFeatures } from './concepts';
import { literal } from './figurative';

/** log2 of the number of hash buckets: 2^18 keeps collisions rare for a corpus of this size. */
export const featureBits = 18;
const mask = (1 << featureBits) - 1;

export const featureConfig = {
  minGram: 3,
  maxGram: 5,
  words: true,
  bigrams: true,
  stems: false,
  skip: false,
  concepts: true,
  conceptRepeat: 4,
};

function charGrams(word: string, add: (feature: string) => void): void {
  const padded = `<${word}>`;
  for (let n = featureConfig.minGram; n <= featureConfig.maxGram; n++) {
    if (padded.length < n) break;
    for (let i = 0; i + n <= padded.length; i++) add(`c:${padded.slice(i, i + n)}`);
  }
}

/** The distinct feature buckets of a text, sorted (a binary bag of features). */
export function featuresOf(original: string): Uint32Array {
  // Idioms ("dead in the water") become one neutral word, laughs are left out (figurative.ts).
  const text = literal(original);
  const folded = fold(text);
  const buckets = new Set<number>();
  const add = (feature: string) => buckets.add(hash(feature) & mask);
  const tokens = folded === '' ? [] : folded.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    if (featureConfig.words) add(`w:${word}`);
    if (featureConfig.bigrams && i > 0) add(`b:${tokens[i - 1]} ${word}`);
    if (featureConfig.skip && i > 1) add(`s:${tokens[i - 2]} _ ${word}`);
    if (featureConfig.stems) {
      add(`sd:${stem(word, 'de')}`);
      add(`se:${stem(word, 'en')}`);
    }
    charGrams(word, add);
  }
  if (featureConfig.concepts)
    for (const feature of conceptFeatures(sentences(text)))
      for (let r = 0; r < featureConfig.conceptRepeat; r++) add(`${feature}#${r}`);
  return Uint32Array.from(buckets).sort();
}
