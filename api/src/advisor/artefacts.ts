// Artefacts other than a message, asked of the coach outright ("Mach mir eine Agenda für
// Mittwoch", "eine Checkliste fürs Telefonat", "Stichpunkte für meinen Pitch ans Board", "a
// one-page decision doc template", "four ground rules for the office wall", "three scenarios of
// increasing difficulty for that role-play"): the coach writes it as a short list built from what
// the user told (who, when, what it is about, how many), in the user's language, and asks one
// question after it (issue 22, coach22b). Before, such a request got a reflection and a question.
import type { Facts, Party } from './analysis';
import { splitMinutes, talkMinutes } from './help';
import { askedCount, type ArtefactKind } from './artefact-kind';
import { fold } from './text';
import { texts } from './texts';
import type { Lang } from './types';

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
