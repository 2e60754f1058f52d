// A message that only closes the conversation ("Bis dann!", "See you tomorrow!", "Danke, das hilft.
// Tschüss!") is the user saying goodbye to the chat, not a farewell in a crisis. The classifier
// learned farewell words from crisis messages ("Goodbye everyone, it was good knowing you") and
// scores a bare "Goodbye!" 0.63 crisis, "See you!" 0.57 danger: the gentle note with the crisis
// lines under every goodbye. A farewell to everyone, for good or with anything else in it is not a
// sign-off here and is read as before.
import { fold } from '../text';

const thanks =
  '(danke\\w*|vielen dank|dankeschon|merci|thanks?|thank you|thx|ty|ok|okay|alles klar|super|perfekt|prima|top|gut|great|cool|nice|perfect)' +
  '( (dir|euch|schon mal|nochmal|so much|a lot|again|very much|sehr|fur deine hilfe|for your help|for the help|fur die hilfe))*';
const helped =
  '(das (hilft|hat (mir )?geholfen|nehme ich (so )?mit|nehme ich so)|(that|this|it) (helps|helped)( a lot)?|' +
  'ich (melde mich|schau mal|denk druber nach)( wieder| nochmal)?|i ll (be in touch|come back|think about it)|ill (be in touch|come back))';
/**
 * Goodbyes to the chat (folded), the one list: the coach's closing (analysis.ts `isClosing`) reads
 * them at the end of a message, this file only as the whole of it.
 */
export const farewells =
  '(bis (dann|denne|spater|bald|morgen|nachher|nachste woche|demnachst|zum nachsten mal|die tage)|tschuss|tscho|tschau|ciao|servus|' +
  'pfiat di|pfiat eich|baba|ade|adieu|man sieht sich|cya|later|catch you later|talk (soon|later)|ttyl|' +
  'bye( bye)?( for now)?|see (you|ya)( (later|soon|tomorrow|next week|then|around))?|good ?bye|take care|machs gut|mach s gut|' +
  'cheers|auf wiedersehen|schonen (tag|abend|feierabend|sonntag|wochenende)( noch)?|' +
  'have a (good|nice|great) (day|evening|night|one|weekend)|gute nacht|good night)';
/**
 * Meeting again at work ("Wir sehen uns Freitag im Büro.", "See you on Monday at the office"): no
 * crisis farewell, but no closing for the coach either, where it may answer when a talk happens.
 */
const seeYouAt =
  '((wir )?sehen uns|see (you|ya))( (am|im|beim|nachher|morgen|spater|bald|dann|montag|dienstag|mittwoch|donnerstag|freitag|nachste woche|buro|meeting|call|daily|standup|' +
  'on|at|in|the|office|later|soon|tomorrow|next week|monday|tuesday|wednesday|thursday|friday)){1,6}';
const forNow = '( (for now|erstmal|fur heute|for today|und danke|and thanks))?';
const signOffOnly = new RegExp(
  `^((${thanks}|${helped}) )*(${farewells}|${seeYouAt})${forNow}( (${thanks}|${helped}))*$`,
);

/** Whether the whole message is thanks and a goodbye to the chat (folded; punctuation and emoji ignored). */
export function onlySignsOff(text: string): boolean {
  const words = fold(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > 0 && words.split(' ').length <= 14 && signOffOnly.test(words);
}
