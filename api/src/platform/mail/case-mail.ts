// The mails of the case workflow. To the client (in the request's mail language): accepted,
// declined (with the expert's reason), cancelled by the expert (with the reason), closed (with the
// outcome note), released (the expert is no longer available: open again), new messages. To the expert (in their profile's language): a new request
// addressed to them, cancelled by the client, new messages. Each names the case by its topic and
// links to it; message mails never carry the message itself (a mail is no private channel), and
// mails to the expert never carry the client's address (the case page shows it after acceptance).
import { site } from '@cc/shared-domain';
import { buttonHtml, escapeHtml, mailHtml, mailText, type Lang, type MailContent } from './layout';

export const caseMailEvents = [
  'accepted',
  'declined',
  'cancelled_by_expert',
  'closed',
  'released',
  'client_messages',
  'new_request',
  'cancelled_by_client',
  'expert_messages',
] as const;
export type CaseMailEvent = (typeof caseMailEvents)[number];

export interface CaseMailInput {
  kind: 'case_mail';
  lang: Lang;
  event: CaseMailEvent;
  /** The request's topic, as the client wrote it. */
  topic: string;
  /** The other side: the expert's display name (client mails) or the client's first name (expert mails). */
  name: string | null;
  /** The decline or cancel reason, or the outcome note at closing. */
  reason: string | null;
  /** Unread messages (message mails). */
  count?: number;
  /** The case page: /cases/:id for the client, /expert-portal/cases/:id for the expert. */
  link: string;
}

interface EventTexts {
  subject: (topic: string) => string;
  body: (name: string, count: number) => string;
  /** The heading above `reason`, when the event carries one. */
  reasonLabel?: string;
  action: string;
}

interface Texts {
  someExpert: string;
  someClient: string;
  note: string;
  events: Record<CaseMailEvent, EventTexts>;
}

const quoted = (lang: Lang, topic: string) => (lang === 'de' ? `„${topic}“` : `“${topic}”`);

// Unread messages read the same to either side (the name is the other side's).
const messagesDe: EventTexts = {
  subject: (topic) => `Neue Nachricht zu ${quoted('de', topic)}`,
  body: (name, count) =>
    count === 1
      ? `${name} hat dir eine Nachricht geschrieben, die du noch nicht gelesen hast.`
      : `${name} hat dir ${count} Nachrichten geschrieben, die du noch nicht gelesen hast.`,
  action: 'Nachrichten lesen',
};

const messagesEn: EventTexts = {
  subject: (topic) => `New message about ${quoted('en', topic)}`,
  body: (name, count) =>
    count === 1
      ? `${name} has written you a message you have not read yet.`
      : `${name} has written you ${count} messages you have not read yet.`,
  action: 'Read the messages',
};

const texts: Record<Lang, Texts> = {
  de: {
    someExpert: 'Deine Expertin oder dein Experte',
    someClient: 'Die ratsuchende Person',
    note: `Fragen? Schreib uns an ${site.contactEmail}.`,
    events: {
      accepted: {
        subject: (topic) => `Deine Anfrage ${quoted('de', topic)} wurde angenommen`,
        body: (name) =>
          `${name} hat deine Anfrage angenommen und meldet sich bei dir, um einen ersten Termin zu vereinbaren. Nachrichten und Termine findest du auf der Seite deines Falls.`,
        action: 'Zu deinem Fall',
      },
      declined: {
        subject: (topic) => `Deine Anfrage ${quoted('de', topic)} wurde abgelehnt`,
        body: (name) =>
          `${name} kann deine Anfrage leider nicht übernehmen. Im Expertenverzeichnis findest du weitere Expertinnen und Experten, oder du lässt uns eine passende Person finden.`,
        reasonLabel: 'Begründung:',
        action: 'Zu deiner Anfrage',
      },
      cancelled_by_expert: {
        subject: (topic) => `Dein Fall ${quoted('de', topic)} wurde storniert`,
        body: (name) =>
          `${name} hat deinen Fall storniert. Geplante Termine finden nicht statt. Im Expertenverzeichnis findest du weitere Expertinnen und Experten.`,
        reasonLabel: 'Begründung:',
        action: 'Zu deinem Fall',
      },
      closed: {
        subject: (topic) => `Dein Fall ${quoted('de', topic)} ist abgeschlossen`,
        body: (name) => `${name} hat deinen Fall abgeschlossen. Danke, dass du dir Unterstützung geholt hast.`,
        reasonLabel: 'Abschlussnotiz:',
        action: 'Zu deinem Fall',
      },
      released: {
        subject: (topic) => `Deine Anfrage ${quoted('de', topic)} ist wieder offen`,
        body: (name) =>
          `${name} steht für deine Anfrage leider nicht mehr zur Verfügung. Deine Anfrage ist wieder offen, damit eine andere Expertin oder ein anderer Experte sie übernehmen kann; geplante Termine finden nicht statt. Du musst nichts tun: Sobald jemand deine Anfrage annimmt, bekommst du eine Mail.`,
        action: 'Zu deiner Anfrage',
      },
      client_messages: messagesDe,
      new_request: {
        subject: (topic) => `Neue Anfrage an dich: ${quoted('de', topic)}`,
        body: (name) =>
          `${name} hat dich direkt um Unterstützung gebeten. Im Expertenportal siehst du die Anfrage und kannst sie annehmen oder ablehnen; die Kontaktdaten siehst du nach der Annahme.`,
        action: 'Anfrage ansehen',
      },
      cancelled_by_client: {
        subject: (topic) => `Der Fall ${quoted('de', topic)} wurde storniert`,
        body: (name) => `${name} hat den Fall storniert. Geplante Termine finden nicht statt.`,
        reasonLabel: 'Begründung:',
        action: 'Zum Fall',
      },
      expert_messages: messagesDe,
    },
  },
  en: {
    someExpert: 'Your expert',
    someClient: 'Your client',
    note: `Questions? Write to us at ${site.contactEmail}.`,
    events: {
      accepted: {
        subject: (topic) => `Your request ${quoted('en', topic)} was accepted`,
        body: (name) =>
          `${name} has accepted your request and will get in touch to arrange a first appointment. Messages and appointments are on your case page.`,
        action: 'Go to your case',
      },
      declined: {
        subject: (topic) => `Your request ${quoted('en', topic)} was declined`,
        body: (name) =>
          `${name} cannot take on your request, unfortunately. The expert directory lists other experts, or you can let us find a suitable one.`,
        reasonLabel: 'Reason:',
        action: 'Go to your request',
      },
      cancelled_by_expert: {
        subject: (topic) => `Your case ${quoted('en', topic)} was cancelled`,
        body: (name) =>
          `${name} has cancelled your case. Planned appointments will not take place. The expert directory lists other experts.`,
        reasonLabel: 'Reason:',
        action: 'Go to your case',
      },
      closed: {
        subject: (topic) => `Your case ${quoted('en', topic)} is closed`,
        body: (name) => `${name} has closed your case. Thank you for seeking support.`,
        reasonLabel: 'Closing note:',
        action: 'Go to your case',
      },
      released: {
        subject: (topic) => `Your request ${quoted('en', topic)} is open again`,
        body: (name) =>
          `${name} is no longer available for your request, unfortunately. Your request is open again so that another expert can take it on; planned appointments will not take place. You need not do anything: as soon as someone accepts your request, you will get a mail.`,
        action: 'Go to your request',
      },
      client_messages: messagesEn,
      new_request: {
        subject: (topic) => `A new request for you: ${quoted('en', topic)}`,
        body: (name) =>
          `${name} has asked you directly for support. The expert portal shows the request, where you can accept or decline it; the contact details appear once you accept.`,
        action: 'View the request',
      },
      cancelled_by_client: {
        subject: (topic) => `The case ${quoted('en', topic)} was cancelled`,
        body: (name) => `${name} has cancelled the case. Planned appointments will not take place.`,
        reasonLabel: 'Reason:',
        action: 'Go to the case',
      },
      expert_messages: messagesEn,
    },
  },
};

const toExpert: ReadonlySet<CaseMailEvent> = new Set(['new_request', 'cancelled_by_client', 'expert_messages']);

export function renderCaseMail(input: CaseMailInput): MailContent {
  const t = texts[input.lang];
  const e = t.events[input.event];
  const name = input.name?.trim() || (toExpert.has(input.event) ? t.someClient : t.someExpert);
  // One line: a subject never carries the topic's line breaks.
  const subject = e.subject(input.topic.replace(/\s+/g, ' ').trim());
  const body = e.body(name, input.count ?? 1);
  const reason = e.reasonLabel && input.reason ? { label: e.reasonLabel, text: input.reason } : null;
  const reasonLines = reason ? ['', reason.label, reason.text] : [];
  const reasonHtml = reason
    ? `<p><strong>${escapeHtml(reason.label)}</strong><br>${escapeHtml(reason.text).replace(/\n/g, '<br>')}</p>\n`
    : '';
  return {
    subject,
    text: mailText(input.lang, [body, ...reasonLines, '', `${e.action}:`, input.link, '', t.note]),
    html: mailHtml(
      input.lang,
      subject,
      `<p>${escapeHtml(body)}</p>\n${reasonHtml}${buttonHtml(input.link, e.action)}\n<p style="color:#52606d;font-size:14px;">${escapeHtml(t.note)}</p>`,
    ),
  };
}
