// Two requests in one message (coach25a, issue 22): "Schreib mir eine Nachricht an Tarek und sag mir,
// wann ich sie schicken soll", "write me a short message to him …, and tell me what to say if he gets
// defensive", "… and also tell me whether I should copy in the head teacher". The message is written
// from the first request alone (the second is no part of its purpose), and the second is answered
// after it: when to send, what to do if it goes badly, or whether to do something.
import { writingVerbsDe, writingVerbsEn } from './artefact-kind';
import type { Lang } from './types';

export type SecondAsk =
  | { kind: 'when' }
  | { kind: 'whatif'; text: string }
  | { kind: 'whether'; clause: string }
  /** "Give me three options for … and write a short note …": the options first, the message from the second request. */
  | { kind: 'options' };

/** ", und sag mir, …", "and (also) tell me …", "und zeig mir …" after a request: where the second request begins. */
const joined =
  /^(.*?\S)\s*,?\s+(?:und|and)\s+(?:also\s+|auch\s+|dann\s+|noch\s+|then\s+)?((?:(?:mir|uns)\s+)?(?:sag|tell|zeig|show|erklär|explain)\w*(?:\s+(?:mir|me|uns|us))?\b.*)$/isu;

/** "… and write a short note …", "und schreib mir eine Nachricht …": a message asked after another request. */
const messageAfter = new RegExp(
  String.raw`^(.*?\S)\s*,?\s+(?:und|and)\s+(?:also\s+|then\s+|dann\s+|noch\s+|auch\s+)?((?:${writingVerbsEn}|${writingVerbsDe})\w*\b.*)$`,
  'isu',
);
const optionsAsked = /\b(optionen|möglichkeiten|vorschläge|ideen|varianten|options|ideas|suggestions|ways)\b/i;

/** The first request alone and what the second asks, or null when the message asks one thing. */
export function splitAsks(text: string): { first: string; second: SecondAsk } | null {
  const message = messageAfter.exec(text.trim());
  if (message && optionsAsked.test(message[1] as string))
    return { first: message[1] as string, second: { kind: 'options' } };
  const found = joined.exec(text.trim());
  if (!found) return null;
  const first = (found[1] as string).replace(/[,;]\s*$/, '');
  const rest = (found[2] as string).replace(/[.!?]+$/, '');
  const ask = rest.replace(
    /^(?:(?:mir|uns)\s+)?\S+(?:\s+(?:mir|me|uns|us))?\b,?\s*(?:(?:bitte|please|also|auch)\s+)?/iu,
    '',
  );
  if (ask.split(/\s+/).length < 2 || first.split(/\s+/).length < 3) return null;
  if (/^(?:wann|when|zu welcher zeit|what time)\b/i.test(ask) && /\b(schick|send|abschick|post|verschick)/i.test(ask))
    return { first, second: { kind: 'when' } };
  const whether = /^(?:ob|whether|if)\s+(?:ich|i)\b.*\b(?:soll|sollte|should|ought to)\b.*$/iu.exec(ask);
  if (whether) return { first, second: { kind: 'whether', clause: whether[0] } };
  if (/\b(wenn|falls|if|when)\b/i.test(ask)) return { first, second: { kind: 'whatif', text: ask } };
  return null;
}

/** "ob ich die anderen vorher fragen soll" said to the user: "ob du die anderen vorher fragen sollst". */
export function toUser(clause: string, lang: Lang): string {
  return lang === 'de'
    ? clause
        .replace(/\bich\b/g, 'du')
        .replace(/\bmich\b/g, 'dich')
        .replace(/\bmir\b/g, 'dir')
        .replace(/\bmein(\w*)\b/g, 'dein$1')
        .replace(/\bsoll\b/g, 'sollst')
        .replace(/\bsollte\b/g, 'solltest')
    : clause
        .replace(/\bI\b/g, 'you')
        .replace(/\bme\b/g, 'you')
        .replace(/\bmy\b/g, 'your')
        .replace(/\bam\b/g, 'are');
}
