// The message thread of a case, between the client and the assigned expert only (an expert whose
// inbox merely holds the request sees no thread: 404). Writing is open while the case is
// `angenommen` or `terminiert`; reading stays possible afterwards. `read_at` is set when the other
// side marks the thread read; what stays unread for a while is mailed (message-mails.ts).
import type { CaseMessage } from '@cc/shared-contract';
import { messagingCaseStatuses } from '@cc/shared-domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../db/client';
import { jsonRowMapper } from '../db/json-rows';
import { caseMessages, expertRequests } from '../db/schema';
import type { Caller } from '../identity/caller';
import { caseNotFound, loadCase, type CaseAccess } from './access';
import { caseStatusConflict, type CaseSide } from './store';

type MessageRow = typeof caseMessages.$inferSelect;

const toMessageRow = jsonRowMapper(caseMessages);

/** Most messages one thread answers: the newest ones (a thread that long is no conversation any more). */
export const caseMessageListLimit = 1000;

export function caseMessageJson(row: MessageRow, side: CaseSide): CaseMessage {
  return {
    id: row.id,
    sender: row.sender,
    mine: row.sender === side,
    body: row.body,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's side of the thread of case `rawId`: the client, or the assigned expert; anyone else 404. */
export async function threadParticipant(
  db: Executor,
  caller: Caller,
  rawId: string | undefined,
): Promise<{ access: CaseAccess; side: CaseSide }> {
  const access = await loadCase(db, caller, rawId);
  if (access.role === 'expert' && !access.assigned) throw caseNotFound();
  return { access, side: access.role };
}

/** The thread's newest messages (caseMessageListLimit), oldest first, as `side` sees them. */
export async function threadMessages(db: Executor, caseId: string, side: CaseSide): Promise<CaseMessage[]> {
  const rows = await db
    .select()
    .from(caseMessages)
    .where(eq(caseMessages.requestId, caseId))
    .orderBy(desc(caseMessages.seq))
    .limit(caseMessageListLimit);
  return rows.reverse().map((row) => caseMessageJson(row, side));
}

/**
 * Writes `body` into the thread from `side`; 409 when the case takes no messages (any more).
 * One statement: the insert takes its case from a select under a share lock, so a cancel or close
 * waits for the message (or the message for it) and nothing is written into a case that has just
 * ended. A transaction with the check and the insert cost four round trips, which on PGlite (one
 * thread for every query) bounded how many messages a second the api took (docs/performance.md,
 * "Realtime on PGlite"). Only when nothing was written is the case read again, for the answer.
 */
export async function writeCaseMessage(
  db: Db,
  message: { caseId: string; side: CaseSide; senderUserId: string | null; body: string },
): Promise<CaseMessage> {
  const { caseId, side, senderUserId, body } = message;
  const statuses = sql.join(
    messagingCaseStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const [inserted] = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`insert into ${caseMessages} (request_id, sender, sender_user_id, body)
        select r.id, ${side}, ${senderUserId}::uuid, ${body}
          from ${expertRequests} r
         where r.id = ${caseId} and r.status in (${statuses})
           for share of r
        returning to_json(case_messages) as row`,
  );
  if (inserted) return caseMessageJson(toMessageRow(inserted.row), side);
  const [current] = await db
    .select({ status: expertRequests.status })
    .from(expertRequests)
    .where(eq(expertRequests.id, caseId));
  if (!current) throw caseNotFound();
  // Reopened between the two statements: write again.
  if (messagingCaseStatuses.includes(current.status)) return writeCaseMessage(db, message);
  throw caseStatusConflict(current.status, 'write in');
}

/** Marks the other side's unread messages read for `side`; answers how many. */
export async function markThreadRead(db: Executor, caseId: string, side: CaseSide): Promise<number> {
  const read = await db
    .update(caseMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(caseMessages.requestId, caseId),
        eq(caseMessages.sender, side === 'client' ? 'expert' : 'client'),
        isNull(caseMessages.readAt),
      ),
    )
    .returning({ id: caseMessages.id });
  return read.length;
}
