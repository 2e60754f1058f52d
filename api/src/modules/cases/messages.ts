// The message thread of a case, between the client and the assigned expert only (an expert whose
// inbox merely holds the request sees no thread: 404). Writing is open while the case is
// `angenommen` or `terminiert`; reading stays possible afterwards. `read_at` is set when the other
// side marks the thread read; what stays unread for a while is mailed (message-mails.ts).
import type { CaseMessage } from '@cc/shared-contract';
import { messagingCaseStatuses } from '@cc/shared-domain';
import type { Db, Executor } from '../../platform/db/client';
import type { Caller } from '../../identity/caller';
import { caseNotFound, loadCase, type CaseAccess } from './access';
import { caseStatusOf, insertMessageIfOpen, markMessagesRead, newestMessages, type MessageRow } from './repo';
import { caseStatusConflict, type CaseSide } from './store';

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
  const rows = await newestMessages(db, caseId, caseMessageListLimit);
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
  const inserted = await insertMessageIfOpen(db, message, messagingCaseStatuses);
  if (inserted) return caseMessageJson(inserted, message.side);
  const status = await caseStatusOf(db, message.caseId);
  if (!status) throw caseNotFound();
  // Reopened between the two statements: write again.
  if (messagingCaseStatuses.includes(status)) return writeCaseMessage(db, message);
  throw caseStatusConflict(status, 'write in');
}

/** Marks the other side's unread messages read for `side`; answers how many. */
export async function markThreadRead(db: Executor, caseId: string, side: CaseSide): Promise<number> {
  return markMessagesRead(db, caseId, side === 'client' ? 'expert' : 'client');
}
