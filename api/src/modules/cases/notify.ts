// The mails of the case workflow, queued in the transaction of the change they report (so a mail
// goes out exactly when the change committed). Client mails go to the request's contact address
// in its mail language and link to /cases/:id; expert mails go to the expert's account address in
// their profile's language and link to /expert-portal/cases/:id.
import { casePaths } from '@cc/shared-domain';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import type { CaseMailEvent } from '../../platform/mail/case-mail';
import { enqueueMail } from '../../platform/mail/outbox';
import { pickLang } from '../../platform/mail/templates';
import { expertContact, type CaseRow } from './repo';

/** Events mailed to the expert; the others go to the client. */
const expertEvents: ReadonlySet<CaseMailEvent> = new Set(['new_request', 'cancelled_by_client', 'expert_messages']);

export const clientCaseLink = (config: Config, id: string) => `${config.siteUrl}${casePaths.clientCase(id)}`;
export const expertCaseLink = (config: Config, id: string) => `${config.siteUrl}${casePaths.expertCase(id)}`;

/**
 * Queues the mail for `event` on the case. The expert is the assigned one, else the addressed
 * one; without one (an expert's account deleted) an expert mail is skipped, and a client mail
 * names no expert. Answers whether a mail was queued.
 */
export async function notifyCase(
  db: Executor,
  config: Config,
  row: CaseRow,
  event: CaseMailEvent,
  options: { count?: number } = {},
): Promise<boolean> {
  const expertId = row.expertId ?? row.addressedTo;
  const expert = expertId ? await expertContact(db, expertId) : null;
  const base = { kind: 'case_mail' as const, event, topic: row.topic, reason: reasonOf(row, event), ...options };
  if (expertEvents.has(event)) {
    if (!expert?.email) return false;
    await enqueueMail(db, expert.email, {
      ...base,
      lang: pickLang(expert.lang),
      name: row.contactName,
      link: expertCaseLink(config, row.id),
    });
    return true;
  }
  await enqueueMail(db, row.contactEmail, {
    ...base,
    lang: pickLang(row.mailLang),
    name: expert?.name ?? null,
    link: clientCaseLink(config, row.id),
  });
  return true;
}

/** What the mail quotes: the decline or cancel reason, or the outcome note. */
function reasonOf(row: CaseRow, event: CaseMailEvent): string | null {
  switch (event) {
    case 'declined':
      return row.declineReason;
    case 'cancelled_by_expert':
    case 'cancelled_by_client':
      return row.cancelReason;
    case 'closed':
      return row.outcome;
    default:
      return null;
  }
}
