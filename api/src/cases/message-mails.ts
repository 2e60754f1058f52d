// The mail to an absent recipient about unread case messages: a job that runs every few seconds on
// every api instance. A side is due when a message to it has stayed unread for
// CASE_MESSAGE_MAIL_DELAY seconds (default 120), it was not mailed about that message yet, and its
// last such mail is at least an hour old (one per case per recipient per hour). The due cases are
// claimed with FOR UPDATE SKIP LOCKED and stamped (`client_notified_at` / `expert_notified_at`) in
// the transaction that queues the mails, so two instances never mail one message twice.
import { caseMessageMailIntervalMinutes } from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { queryRows, type Db } from '../db/client';
import type { CaseMailEvent } from '../mail/case-mail';
import { enqueueMail } from '../mail/outbox';
import { pickLang } from '../mail/templates';
import { clientCaseLink, expertCaseLink } from './notify';

/** Most cases one run mails per side (the next run takes the rest). */
export const messageMailBatch = 50;

interface DueRow {
  id: string;
  topic: string;
  to_address: string | null;
  lang: string | null;
  name: string | null;
  unread: number | string;
}

/**
 * The claim of one side: the recipient (`client` or `expert`) is due on a case when a message from
 * the other side is unread for `delaySeconds`, is newer than their last mail, and that mail (if
 * any) is older than the interval. Answers the claimed cases with address, language, the sender's
 * name and the unread count; their `*_notified_at` is set to now.
 */
function claimDue(recipient: 'client' | 'expert', delaySeconds: number) {
  const sender = recipient === 'client' ? 'expert' : 'client';
  const notified = recipient === 'client' ? sql.raw('client_notified_at') : sql.raw('expert_notified_at');
  // The client's address is the request's; the expert's is their account's, in their profile's language.
  const recipientColumns =
    recipient === 'client'
      ? sql`r.contact_email as to_address, r.mail_lang as lang,
          (select display_name from app.expert_profiles p where p.user_id = r.expert_id) as name`
      : sql`(select email from auth.users u where u.id = r.expert_id) as to_address,
          (select lang from app.expert_profiles p where p.user_id = r.expert_id) as lang,
          r.contact_name as name`;
  return sql`with due as (
      select r.id from app.expert_requests r
      where r.expert_id is not null
        and (r.${notified} is null
          or r.${notified} <= now() - make_interval(mins => ${caseMessageMailIntervalMinutes}))
        and exists (select 1 from app.case_messages m
          where m.request_id = r.id and m.sender = ${sender} and m.read_at is null
            and m.created_at <= now() - make_interval(secs => ${delaySeconds})
            and (r.${notified} is null or m.created_at > r.${notified}))
      order by r.id
      limit ${messageMailBatch}
      for update of r skip locked
    )
    update app.expert_requests r set ${notified} = now()
    from due where r.id = due.id
    returning r.id, r.topic, ${recipientColumns},
      (select count(*) from app.case_messages m
        where m.request_id = r.id and m.sender = ${sender} and m.read_at is null) as unread`;
}

/** One run of the job: claims the due cases of both sides and queues their mails. Answers how many. */
export async function sendCaseMessageMails(db: Db, config: Config): Promise<number> {
  let queued = 0;
  for (const recipient of ['client', 'expert'] as const) {
    const event: CaseMailEvent = recipient === 'client' ? 'client_messages' : 'expert_messages';
    queued += await db.transaction(async (tx) => {
      const due = await queryRows<DueRow>(tx, claimDue(recipient, config.caseMessageMailDelaySeconds));
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
