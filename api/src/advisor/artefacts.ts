// Artefacts other than a message, asked of the coach outright ("Mach mir eine Agenda für
// Mittwoch", "eine Checkliste fürs Telefonat", "Stichpunkte für meinen Pitch ans Board", "a
// one-page decision doc template", "four ground rules for the office wall", "three scenarios of
// increasing difficulty for that role-play"): the coach writes it as a short list built from what
// the user told (who, when, what it is about, how many), in the user's language, and asks one
// question after it (issue 22, coach22b). Before, such a request got a reflection and a question.
import type { Facts, Party } from './analysis';
import { splitMinutes, talkMinutes } from './help';
import { fold } from './text';
import { texts } from './texts';
import type { Lang } from './types';

export type ArtefactKind =
  'agenda' | 'checklist' | 'rules' | 'record' | 'points' | 'questions' | 'scenarios' | 'memo' | 'faq' | 'timeline';

/** The artefact's noun (folded: "questions" folds to "qustions"), most specific first: "role-play scenarios" are scenarios, not a role-play. */
const nouns: readonly [ArtefactKind, string][] = [
  ['scenarios', 'szenari\\w*|varianten|scenarios?'],
  ['record', 'vorlage\\w*|templates?|entscheidungsprotokoll\\w*|decision (doc|log|record)s?'],
  ['memo', 'memos?|fur und wider|pro und contra|vor und nachteile|pros and cons|one pager'],
  ['faq', 'faqs?'],
  ['timeline', 'zeitplan\\w*|zeitleiste|timelines?|schedule'],
  ['checklist', 'checkliste\\w*|check ?lists?'],
  ['rules', '\\w*regeln|ground rules|rules'],
  ['questions', '(liste (von|mit) |ein paar |einige |die )?fragen(katalog)?|(list of |a few |some )?qu?e?stions'],
  ['points', 'stichpunkte\\w*|stichworte\\w*|bullet ?points?|talking points|key points|kernpunkte|punkte'],
  [
    'agenda',
    'agenda|tagesordnung|ablaufplan|ablauf|\\w*leitfaden|running order|outline|script|workshop ?plan|plan (fur|for) (den|die|das|the) (workshop|session|sitzung|gesprach|meeting|call)',
  ],
];

// A request to the coach: a verb of making or giving, a "can you", a need told to it; the
// artefact's noun within a few words after it ("Kannst du mir eine Checkliste fürs Telefonat machen?").
const asked =
  '(mach|erstell\\w*|schreib\\w*|gib|formulier\\w*|entwirf|entwerf\\w*|skizzier\\w*|stell (mir |uns )?(\\w+ ){0,4}zusammen|stell|schlag|kannst du|konntest du|wurdest du|magst du|hast du|ich brauche|brauche|ich hatte gern|can you|could you|would you|will you|please|draft|write|make|put together|come up with|give me|suggest|sketch|create|prepare|i need|i d like|id like)';
// The words between the verb and the noun: no clause of its own ("Gib mir drei Optionen, wie wir
// das künftig regeln könnten" asks for options; "regeln" there is a verb) and no "no more".
const gap = '((?!(wie|was|wer|wo|wann|ob|dass|how|what|who|when|that|whether|no|keine?|ohne|without) )\\w+ ){0,8}?';
const patterns = nouns.map(
  ([kind, noun]) =>
    [kind, new RegExp(`(^|[.!?] |\\b)${asked}\\b ${gap}(${noun})\\b`), new RegExp(`^(${noun})\\b`)] as const,
);
/** A message is asked ("Schreib mir eine Mail mit drei Punkten"): compose, not an artefact. */
const messageNoun =
  /\b(nachricht|mail|e mail|email|message|slack|whatsapp|sms|teams nachricht|post|dm|antwort an|reply to)\b/;
/** "Eine Checkliste für das Übergabegespräch": a noun phrase alone asks for it too. */
const nounPhrase = /^(eine?n?|ein paar|a|an|some|drei|vier|funf|three|four|five|\d) /;

/** Which artefact the message asks for, or null (no request, or a message is asked). */
export function artefactKind(text: string): ArtefactKind | null {
  const folded = fold(text).trim();
  if (messageNoun.test(folded)) return null;
  // "Schreib mir in Stichpunkten, was ich sagen soll": a message in the form of a list (compose).
  if (/\b(in|als|as|into) (\w+ )?(stichpunkt\w*|bullet ?points?)\b/.test(folded)) return null;
  for (const [kind, request, alone] of patterns) {
    if (request.test(folded)) return kind;
    const phrase = folded
      .replace(nounPhrase, '')
      .replace(/^(kurze\w* |kleine\w* |einfache\w* |short |simple |quick )/, '');
    // "Stichpunkte für meinen Pitch ans Board": the noun first, and what it is for.
    const short = folded.split(' ').length <= 12;
    if (short && nounPhrase.test(folded) && alone.test(phrase)) return kind;
    if (
      short &&
      !/\b(is|are|was|were|ist|sind|war|waren|have|haben|hat)\b/.test(folded) &&
      new RegExp(`${alone.source} (fur|for|zum|zur|on|about)\\b`).test(folded)
    )
      return kind;
  }
  return null;
}

const numberWords: Record<string, number> = {
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
/** How many items the user asked for ("vier Gesprächsregeln", "five short rules"), 3-6, else null. */
export function askedCount(text: string): number | null {
  const match = /\b([3-6]|drei|vier|funf|sechs|three|four|five|six)\b/.exec(fold(text));
  if (!match) return null;
  return Number(match[1]) || (numberWords[match[1] as string] ?? null);
}

/** Where the rules are for, from the whole conversation (folded). */
function rulesSetting(users: readonly string[]): 'chat' | 'session' | 'partner' | null {
  const all = fold(users.join('\n'));
  if (/\b(kanal|channel|slack|chat|teams|gruppe|group)\b/.test(all)) return 'chat';
  if (/\b(mediat\w*|sitzung|session|workshop|termin)\b/.test(all)) return 'session';
  if (
    /\b(partner\w*|vertrag\w*|contract|distribut\w*|lieferant\w*|supplier|kunde\w*|client|agentur\w*|agency)\b/.test(
      all,
    )
  )
    return 'partner';
  return null;
}

/** One who runs the session for others (a coach, a mediator, a workshop): the steps of one who leads. */
const leads =
  /\b(ich bin (coach|mediator\w*|moderator\w*)|i m (a )?(coach|mediator|facilitator)|i am (a )?(coach|mediator|facilitator)|mediating|workshop)\b/;
const spelled: Record<string, string> = { eine: '1', einer: '1', zwei: '2', drei: '3', one: '1', two: '2', three: '3' };
/** "zwei Stunden", "two hours" as digits, for the minutes the talk has. */
const digits = (text: string) =>
  fold(text).replace(
    /\b(eine|einer|zwei|drei|one|two|three) (stunden?|hours?)\b/g,
    (_, n: string, unit: string) => `${spelled[n]} ${unit}`,
  );

export interface ArtefactContext {
  kind: ArtefactKind;
  latest: string;
  users: readonly string[];
  lang: Lang;
  party: Party | null;
  /** The other side's name the user gave ("Timo", "Kemal"), if any. */
  name: string | undefined;
  facts: Facts;
  /** When the talk is, in the reply's language ("am Mittwoch", "on Thursday"), if the user said it. */
  when: string | null;
  /** What it is about, as a quote of the user's words („…“), if the conversation told it. */
  matter: string | null;
}

/** The artefact and the one question after it. */
export function artefactAnswer(context: ArtefactContext): { text: string; question: string } {
  const { kind, latest, users, lang, party, name, facts, when, matter } = context;
  const t = texts[lang].artefact;
  // "mit deinem Mitgründer Kemal", "mit den beiden", "mit der anderen Seite".
  const lead = facts.lead || leads.test(fold(users.join('\n')));
  const withWho = lead
    ? t.withBoth
    : party
      ? `${t.with} ${party.dative}${name ? ` ${name}` : ''}`
      : name
        ? `${t.with} ${name}`
        : t.withOther;
  const list = (items: readonly string[], numbered = true) =>
    items.map((item, i) => (numbered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n');
  let body: string;
  switch (kind) {
    case 'agenda': {
      const steps = lead ? texts[lang].help.structure.lead : texts[lang].help.structure.party;
      const minutes = splitMinutes(
        talkMinutes(digits(users.join('\n'))),
        lead ? [0.1, 0.2, 0.2, 0.2, 0.2, 0.1] : [0.1, 0.15, 0.25, 0.2, 0.2, 0.1],
      );
      body = `${t.agenda.intro(
        withWho,
        when,
        minutes.reduce((sum, n) => sum + n, 0),
      )}\n\n${list(steps.map((step, i) => step.replace('{min}', String(minutes[i]))))}`;
      break;
    }
    case 'checklist':
      body = `${t.checklist.intro(withWho, when)}\n\n${list(t.checklist.items(matter), false)}`;
      break;
    case 'rules': {
      const count = askedCount(latest) ?? 4;
      const setting = rulesSetting(users);
      const pool = [...(setting ? [t.rules.setting[setting]] : []), ...t.rules.general];
      body = `${t.rules.intro(count)}\n\n${list(pool.slice(0, count))}`;
      break;
    }
    case 'record':
      body = `${t.record.intro}\n\n${list(t.record.items)}\n\n${t.record.use(withWho)}`;
      break;
    case 'points':
      body = `${t.points.intro(when)}\n\n${list(t.points.items(matter), false)}`;
      break;
    case 'questions':
      body = `${t.questions.intro(withWho, when)}\n\n${list(t.questions.items)}`;
      break;
    case 'scenarios':
      body = `${t.scenarios.intro(party ? `${party.display}${name ? ` ${name}` : ''}` : null)}\n\n${list(t.scenarios.items)}`;
      break;
    case 'memo':
      body = `${t.memo.intro}\n\n${list(t.memo.items(matter))}`;
      break;
    case 'faq':
      body = `${t.faq.intro}\n\n${list(t.faq.items, false)}`;
      break;
    case 'timeline':
      body = `${t.timeline.intro(when)}\n\n${list(t.timeline.items)}`;
      break;
  }
  return { text: body, question: t[kind].question };
}
