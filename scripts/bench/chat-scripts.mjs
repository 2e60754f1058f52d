// The bench's chat scripts: what the 50 visitors of the chat bench say (chat.mjs), also replayed
// straight through the engine to measure a turn's CPU time (chat-engine.mjs).

/** Realistic scripts in both languages: colloquial, with typos, one short answer ("ok") each. */
export const scripts = [
  {
    lang: 'de',
    turns: [
      'In unseren Meetings sagt niemand etwas.',
      'Es geht um mein Team, fünf Leute, eigentlich verstehen wir uns gut.',
      'Ich hab schon mal gefragt, warum keiner was sagt, aber es kam nix.',
      'weiß nicht',
      'Es ist nicht laut, eher eisig.',
      'Mir ist wichtig, dass alle ihre Meinung sagen.',
    ],
  },
  {
    lang: 'de',
    turns: [
      'Mein Mitgründer und ich streiten seit Wochen. Es geht vor allem um Einstellungen und Budget, er will fünf Leute einstellen und ich bin echt erschöpft.',
      'Wir kennen uns seit dem Studium und haben zusammen gegründet.',
      'Ich hab es letzte Woche angesprochen, aber er meinte nur, ich sei zu vorsichtig.',
      'Im Moment reden wir kaum noch, es ist angespannt.',
      'Wie bereite ich so ein Gespräch am besten vor?',
      'Wir könnten eine Grenze für die Runway festlegen.',
      'Ich werde ihn morgen um ein Gespräch bitten.',
    ],
  },
  {
    lang: 'de',
    turns: [
      'Meine Mitgründerin arbeitet nur noch nebenbei an unserem Startup, ich mache alles allein.',
      'Wir waren früher gute Freundinnen.',
      'ok',
      'Es gab schon Streit, auch vor dem Team, und sie droht mit dem Ausstieg.',
      'Mir ist wichtig, dass die Arbeit fair verteilt ist.',
    ],
  },
  {
    lang: 'en',
    turns: [
      'Nobody says anything in our meetings.',
      "It's my team of six, we actually get along well.",
      'I asked them once why nobody speaks up, but nothing came back.',
      'It is not loud, more like icy.',
      'ok',
      'Maybe we could start each meeting with a short round where everyone speaks.',
    ],
  },
  {
    lang: 'en',
    turns: [
      'My cofounder and I have been fighting for weeks. Its mostly about hiring and the budget, he wants to hire five people and honestly I am exhausted.',
      'We have been friends since university and founded it together.',
      'I tried to talk to him last week but he just said I am too cautious.',
      'What is a BATNA and does it help here?',
      'What matters to me is keeping enough runway.',
      'We could agree on a runway floor.',
    ],
  },
  {
    lang: 'en',
    turns: [
      "My co-founder doesn't deliver and keeps missing deadlines, I feel let down.",
      'We have known each other for ten years, he used to be reliable.',
      'I raised it twice, he promised to improve both times.',
      'The team is starting to take sides.',
      'I need to be able to rely on him.',
    ],
  },
];

/**
 * The same turn as another founder would say it: a detail of their own after the script's words.
 * Short answers ("ok", "weiß nicht") stay as they are, as people type them.
 */
const details = {
  de: [
    (n) => `Wir sind ${n} Leute.`,
    (n) => `Das geht seit ${n} Wochen so.`,
    (n) => `Unser Startup gibt es seit ${n} Monaten.`,
    (n) => `Heute ist Tag ${n} nach der letzten Finanzierungsrunde.`,
  ],
  en: [
    (n) => `We are ${n} people.`,
    (n) => `This has been going on for ${n} weeks.`,
    (n) => `Our startup is ${n} months old.`,
    (n) => `Today is day ${n} after our last funding round.`,
  ],
};
export function saidBy(conversation, message, lang) {
  if (message.trim().split(/\s+/).length <= 3) return message;
  const variants = details[lang];
  const detail = variants[conversation % variants.length](3 + Math.floor(conversation / variants.length));
  return `${message} ${detail}`;
}
