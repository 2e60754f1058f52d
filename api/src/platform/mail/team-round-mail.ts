// The mails of a team round (docs/api.md "Team rounds"). To an invited member (in the language the
// owner chose for the invitation): the invitation with its one-time link, and a reminder with a
// new one. To the owner (the round's mail language): the result is ready. They name the team and
// nothing else the owner wrote (the team name as plain text, escaped in HTML), so a round is no
// way to mail strangers a message of one's own. The name is never in a subject (where a mail
// program shows it before anything else), and whatever in it looks like a link is made inert
// (the api refuses such names; rounds named before that rule still exist).
import { inertLinks, teamRoundThreshold } from '@cc/shared-domain';
import { mailTimeZone } from './appointment-mail';
import { buttonHtml, escapeHtml, mailHtml, mailText, type Lang, type MailContent } from './layout';

export type TeamRoundMailInput =
  | {
      kind: 'team_round_invite' | 'team_round_reminder';
      lang: Lang;
      teamName: string;
      /** The member's one-time link (`/team/<code>`). */
      link: string;
      /** When answers stop, if the owner set a deadline. */
      deadline: Date | null;
    }
  | {
      kind: 'team_round_threshold';
      lang: Lang;
      teamName: string;
      /** The owner's page of the round (`/team-rounds/<id>`). */
      link: string;
    };

interface Texts {
  locale: string;
  quote: (name: string) => string;
  deadline: (when: string) => string;
  invite: { subject: string; intro: (team: string) => string; action: string };
  reminder: { subject: string; intro: (team: string) => string; action: string; done: string };
  anonymity: string[];
  ignore: string;
  threshold: { subject: string; body: (team: string) => string; action: string; steps: string };
}

const texts: Record<Lang, Texts> = {
  de: {
    locale: 'de-DE',
    quote: (name) => `„${name}“`,
    deadline: (when) => `Du kannst bis ${when} antworten.`,
    invite: {
      subject: 'Einladung zu einer Teamrunde',
      intro: (team) =>
        `du bist eingeladen, an der Teamrunde ${team} teilzunehmen: Ihr beantwortet dieselbe Konfliktanalyse, jede und jeder für sich, und seht danach gemeinsam, wo euer Team steht. Das dauert etwa 5 Minuten und geht ohne Konto.`,
      action: 'Jetzt teilnehmen',
    },
    reminder: {
      subject: 'Erinnerung: Eine Teamrunde wartet auf deine Antwort',
      intro: (team) =>
        `die Teamrunde ${team} läuft noch. Wenn du mitmachen möchtest: Es dauert etwa 5 Minuten und geht ohne Konto. Dein Link von vorher gilt nicht mehr, nimm diesen hier.`,
      action: 'Jetzt teilnehmen',
      done: 'Falls du schon geantwortet hast: danke, du musst nichts tun.',
    },
    anonymity: [
      'Deine Antworten bleiben anonym: Wir speichern sie nicht als Antwortbogen, sondern zählen sie nur zu den Antworten des Teams dazu. Deine E-Mail-Adresse, deine IP-Adresse oder ein Konto werden nicht mit deinen Antworten gespeichert; die Adresse löschen wir, sobald du geantwortet hast.',
      `Ergebnisse erscheinen erst ab ${teamRoundThreshold} Antworten und werden nur in Schritten von mindestens ${teamRoundThreshold} neuen Antworten aktualisiert, damit sich keine einzelne Antwort herausrechnen lässt.`,
      'Der Link gilt für eine Antwort. Bitte leite ihn nicht weiter.',
    ],
    ignore: 'Wenn du nicht mitmachen möchtest, ignoriere diese E-Mail einfach.',
    threshold: {
      subject: 'Das Ergebnis deiner Teamrunde ist da',
      body: (team) =>
        `in deiner Teamrunde ${team} haben mindestens ${teamRoundThreshold} Personen geantwortet. Das Teamergebnis ist jetzt auf der Seite der Runde zu sehen.`,
      action: 'Ergebnis ansehen',
      steps: `Weitere Antworten fließen in Schritten von mindestens ${teamRoundThreshold} neuen Antworten ein, damit sich keine einzelne Antwort herausrechnen lässt.`,
    },
  },
  en: {
    locale: 'en-GB',
    quote: (name) => `“${name}”`,
    deadline: (when) => `You can answer until ${when}.`,
    invite: {
      subject: 'Invitation to a team round',
      intro: (team) =>
        `you are invited to take part in the team round ${team}: everyone answers the same conflict analysis on their own, and afterwards you see together where your team stands. It takes about 5 minutes and needs no account.`,
      action: 'Take part now',
    },
    reminder: {
      subject: 'Reminder: a team round is waiting for your answer',
      intro: (team) =>
        `the team round ${team} is still open. If you would like to take part: it takes about 5 minutes and needs no account. Your earlier link no longer works; use this one.`,
      action: 'Take part now',
      done: 'If you have already answered: thank you, there is nothing more to do.',
    },
    anonymity: [
      'Your answers stay anonymous: we do not store them as an answer sheet, we only add them to the team’s counts. Your email address, your IP address or an account are not stored with your answers; we delete the address as soon as you have answered.',
      `Results appear only from ${teamRoundThreshold} answers on and are updated only in steps of at least ${teamRoundThreshold} new answers, so that no single answer can be worked out.`,
      'The link is good for one answer. Please do not forward it.',
    ],
    ignore: 'If you do not want to take part, simply ignore this email.',
    threshold: {
      subject: 'The result of your team round is ready',
      body: (team) =>
        `at least ${teamRoundThreshold} people have answered in your team round ${team}. The team result is now on the round’s page.`,
      action: 'View the result',
      steps: `Further answers are added in steps of at least ${teamRoundThreshold} new answers, so that no single answer can be worked out.`,
    },
  },
};

/** The deadline in the mail's language, in the product's time zone (as the appointment mails). */
function formatDeadline(lang: Lang, deadline: Date): string {
  return new Intl.DateTimeFormat(texts[lang].locale, {
    timeZone: mailTimeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(deadline);
}

const small = (text: string) => `<p style="color:#52606d;font-size:14px;">${escapeHtml(text)}</p>`;

export function renderTeamRoundMail(input: TeamRoundMailInput): MailContent {
  const t = texts[input.lang];
  // One line: the name is plain text wherever it goes, and links nowhere.
  const team = t.quote(inertLinks(input.teamName.replace(/\s+/g, ' ').trim()));
  if (input.kind === 'team_round_threshold') {
    const subject = t.threshold.subject;
    const body = t.threshold.body(team);
    return {
      subject,
      text: mailText(input.lang, [body, '', `${t.threshold.action}:`, input.link, '', t.threshold.steps]),
      html: mailHtml(
        input.lang,
        subject,
        `<p>${escapeHtml(body)}</p>\n${buttonHtml(input.link, t.threshold.action)}\n${small(t.threshold.steps)}`,
      ),
    };
  }
  const reminder = input.kind === 'team_round_reminder';
  const kind = reminder ? t.reminder : t.invite;
  const subject = kind.subject;
  const intro = kind.intro(team);
  const deadline = input.deadline ? t.deadline(formatDeadline(input.lang, input.deadline)) : null;
  const done = reminder ? [t.reminder.done] : [];
  const lines = [
    intro,
    ...(deadline ? ['', deadline] : []),
    '',
    `${kind.action}:`,
    input.link,
    '',
    ...t.anonymity,
    ...(done.length ? ['', ...done] : []),
    '',
    t.ignore,
  ];
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...(deadline ? [`<p>${escapeHtml(deadline)}</p>`] : []),
    buttonHtml(input.link, kind.action),
    ...t.anonymity.map(small),
    ...done.map((line) => `<p>${escapeHtml(line)}</p>`),
    small(t.ignore),
  ].join('\n');
  return { subject, text: mailText(input.lang, lines), html: mailHtml(input.lang, subject, html) };
}
