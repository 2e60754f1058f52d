// Queues the mails about an appointment to both sides, inside the caller's transaction: to the
// client at the request's contact address in its mail language, to the assigned expert at their
// account's address in their profile's language. The calendar file (one per recipient, in their
// language; same UID and SEQUENCE for both) comes only with a confirmed time: REQUEST when the
// client confirms or a confirmed appointment changes, CANCEL when it is cancelled, declined or its
// confirmed time moved; a proposal and the reminder carry none.
import { casePaths } from '@cc/shared-domain';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import type { AppointmentMailEvent } from '../../platform/mail/appointment-mail';
import type { Lang } from '../../platform/mail/layout';
import { enqueueMail } from '../../platform/mail/outbox';
import { appointmentIcs, icsAttachment, parseMailbox, type IcsMethod, type IcsPerson } from './ics';
import { appointmentParties, type AppointmentRow } from './repo';

interface Recipient extends IcsPerson {
  role: 'client' | 'expert';
  lang: Lang;
  link: string;
}

interface Parties {
  topic: string;
  client: Recipient;
  /** Null when the expert's account is gone (the case keeps its appointments). */
  expert: Recipient | null;
}

const lang = (value: string | null | undefined): Lang => (value === 'en' ? 'en' : 'de');

async function partiesOf(tx: Executor, config: Config, requestId: string): Promise<Parties> {
  const found = await appointmentParties(tx, requestId);
  if (!found) throw new Error(`case ${requestId} not found for its appointment mails`);
  return {
    topic: found.topic,
    client: {
      role: 'client',
      email: found.clientEmail,
      name: found.clientName,
      lang: lang(found.clientLang),
      link: `${config.siteUrl}${casePaths.clientCase(requestId)}`,
    },
    expert: found.expertEmail
      ? {
          role: 'expert',
          email: found.expertEmail,
          name: found.expertName,
          lang: lang(found.expertLang),
          link: `${config.siteUrl}${casePaths.expertCase(requestId)}`,
        }
      : null,
  };
}

/** The calendar file a mail about `event` carries, if any. */
function calendarMethod(event: AppointmentMailEvent, appointment: AppointmentRow): IcsMethod | null {
  switch (event) {
    case 'confirmed':
      return 'REQUEST';
    case 'updated':
      return appointment.status === 'scheduled' ? 'REQUEST' : null;
    case 'rescheduled':
    case 'declined':
    case 'other_time':
    case 'cancelled':
      return 'CANCEL';
    case 'proposed':
    case 'reminder':
      return null;
  }
}

/** Queues `event`'s mail about `appointment` (its current row) to client and expert; answers how many. */
export async function queueAppointmentMails(
  tx: Executor,
  config: Config,
  appointment: AppointmentRow,
  event: AppointmentMailEvent,
): Promise<number> {
  const parties = await partiesOf(tx, config, appointment.requestId);
  const recipients = [parties.client, parties.expert].filter((r): r is Recipient => r !== null);
  for (const recipient of recipients) {
    const other = recipient.role === 'client' ? parties.expert : parties.client;
    const method = calendarMethod(event, appointment);
    const ics =
      method === null
        ? null
        : appointmentIcs({
            appointment,
            method,
            lang: recipient.lang,
            topic: parties.topic,
            organizer: parseMailbox(config.mailFrom),
            attendee: { name: recipient.name, email: recipient.email },
            counterpart: other?.name ?? null,
            uidHost: new URL(config.siteUrl).hostname,
            caseLink: recipient.link,
          });
    await enqueueMail(tx, recipient.email, {
      kind: 'appointment_mail',
      lang: recipient.lang,
      event,
      role: recipient.role,
      topic: parties.topic,
      name: other?.name ?? null,
      startsAt: appointment.startsAt,
      options: appointment.options,
      responseNote: appointment.responseNote,
      durationMinutes: appointment.durationMinutes,
      appointmentKind: appointment.kind,
      location: appointment.location,
      note: appointment.note,
      link: recipient.link,
      ...(ics && method ? { attachments: [icsAttachment(ics, method)] } : {}),
    });
  }
  return recipients.length;
}
