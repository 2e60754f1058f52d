// Reply language per message. tinyld's statistical detector, restricted to German and English
// (language-detector.ts), decides; very common function words break its ties and correct it on
// mixed messages such as "mein cofounder ist nie im office", where the English nouns outweigh the
// German grammar for an n-gram model. Without a signal (a name, a number, "ok") the interface language decides.
import { detectGermanEnglish } from './language-detector';
import { fold, quotedSpeech } from './text';
import type { Lang, LanguageSource } from './types';

// Words that carry the grammar of a sentence and are (nearly) exclusive to one language, folded.
export const functionWords: Record<Lang, ReadonlySet<string>> = {
  de: new Set(
    (
      'ich du er sie wir ihr mich mir dich dir ihn ihm uns euch mein meine meinen meinem meiner dein deine ' +
      'sein seine unser unsere ist sind bin bist war waren habe hast hat haben wird werden wurde kann konnen ' +
      'muss soll sollte will mochte wurde nicht kein keine keinen nie immer auch noch schon nur sehr und oder ' +
      'aber weil dass wenn dann denn doch mit ohne fur uber unter von vom zum zur bei nach seit der die das ' +
      'den dem des ein eine einen einem einer wie was warum wieso wer wo mal jetzt hier heute gestern ja nein ' +
      'danke bitte hallo gut schlecht mehr weniger etwas nichts alles viel zu im ins am beim gegen'
    ).split(' '),
  ),
  en: new Set(
    (
      'i you he she we they me him her us them my your his our their is are am was were be been have has had ' +
      'will would can could should must not no never always also still already only very and or but because ' +
      'that if then than with without for about from of at to in on by the a an this these those what why who ' +
      'where when how now here today yesterday yes thanks please hello hi good bad more less something nothing ' +
      'everything much too into does do did dont doesnt cant wont its im ive'
    ).split(' '),
  ),
};

export interface DetectedLanguage {
  language: Lang;
  source: LanguageSource;
}

/** Per-language evidence of a text: detector confidence plus function-word votes. */
export function languageScores(text: string): Record<Lang, number> {
  const scores: Record<Lang, number> = { de: 0, en: 0 };
  // Letters only: digits, names in capitals and URLs say nothing about the language.
  const clean = text.replace(/https?:\/\/\S+/g, ' ');
  for (const { lang, accuracy } of detectGermanEnglish(clean)) {
    scores[lang] += accuracy;
  }
  for (const word of fold(clean).split(' ')) {
    // Words of both lists ("im", "was", "will") say nothing.
    const de = functionWords.de.has(word);
    const en = functionWords.en.has(word);
    if (de && !en) scores.de += 0.6;
    if (en && !de) scores.en += 0.6;
  }
  // German-only letters are a strong hint even in a single word ("Grüße").
  if (/[äöüß]/i.test(clean)) scores.de += 0.5;
  return scores;
}

/**
 * The language to reply in: the message's when it gives a clear signal, otherwise `fallback`
 * (the interface language). A tie is no signal.
 */
export function detectLanguage(text: string, fallback: Lang): DetectedLanguage {
  // The route and the engine both ask for the same message; the detector costs a millisecond or two.
  const key = `${fallback}\u0000${text}`;
  const cached = detected.get(key);
  if (cached) return cached;
  const result = detectUncached(text, fallback);
  if (detected.size >= 2000) detected.clear();
  detected.set(key, result);
  return result;
}

const detected = new Map<string, DetectedLanguage>();

function detectUncached(text: string, fallback: Lang): DetectedLanguage {
  // A message that quotes someone ("he went 'ach komm, das ist doch nicht so schlimm'. I'm at
  // A2") is in the language of the user's own words, when there are enough of them.
  const own = text.replace(quotedSpeech, '$1 ');
  const ownScores = languageScores(own);
  const scores = own !== text && Math.max(ownScores.de, ownScores.en) >= 1 ? ownScores : languageScores(text);
  const margin = Math.abs(scores.de - scores.en);
  const best: Lang = scores.de > scores.en ? 'de' : 'en';
  if (Math.max(scores.de, scores.en) < 0.15 || margin < 0.05) return { language: fallback, source: 'interface' };
  return { language: best, source: 'message' };
}
