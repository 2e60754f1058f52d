// The mail to an absent recipient about unread case messages: a job that runs every few seconds on
// every api instance. A side is due when a message to it has stayed unread for
// CASE_MESSAGE_MAIL_DELAY seconds (default 120), it was not mailed about that message yet, and its
// last such mail is at least an hour old (one per case per recipient per hour). The due cases are
// claimed with FOR UPDATE SKIP LOCKED and stamped (`client_notified_at` / `expert_notified_at`) in
// the transaction that queues the mails, so two instances never mail one message twice.
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import type { CaseMailEvent } from '../../platform/mail/case-mail';
import { enqueueMail } from '../../platform/mail/outbox';
import { pickLang } from '../../platform/mail/templates';
import { clientCaseLink, expertCaseLink } from './notify';
import { claimDueMessageMails } from './repo';

/** Most cases one run mails per side (the next run takes the rest). */
export const messageMailBatch = 50;

/** One run of the job: claims the due cases of both sides and queues their mails. Answers how many. */
export async function sendCaseMessageMails(db: Db, config: Config): Promise<number> {
  let queued = 0;
  for (const recipient of ['client', 'expert'] as const) {
    const event: CaseMailEvent = recipient === 'client' ? 'client_messages' : 'expert_messages';
    queued += await db.transaction(async (tx) => {
      const due = await claimDueMessageMails(tx, recipient, config.caseMessageMailDelaySeconds, messageMailBatch);
      let count = 0;
      for (const row of due) {
        // An expert whose account is gone has no address: the stamp stays, nothing is sent.
        if (!row.to_address) continue;
        await enqueueMail(tx, row.to_address, {
          kind: 'case_mail',
          lang: pickLang(row.lang),
          event,
          topic: row.topic,
          name: row.name,
          reason: null,
          count: Number(row.unread),
          link: recipient === 'client' ? clientCaseLink(config, row.id) : expertCaseLink(config, row.id),
        });
        count += 1;
      }
      return count;
    });
  }
  return queued;
}
