// The message thread of a case, between the client and the assigned expert only (an expert whose
// inbox merely holds the request sees no thread: 404). Writing is open while the case is
// `angenommen` or `terminiert`; reading stays possible afterwards. `read_at` is set when the other
// side marks the thread read; what stays unread for a while is mailed (cases/message-mails.ts).
import { type CaseMessage, endpoints } from '@cc/shared-contract';
import { messagingCaseStatuses } from '@cc/shared-domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { caseNotFound, loadCase, type CaseAccess } from '../../cases/access';
import { caseStatusConflict } from '../../cases/store';
import type { Executor } from '../../db/client';
import { caseMessages, expertRequests } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { respond, validBody } from '../../http/validate';
import type { Caller } from '../../identity/caller';
import { withCaller } from '../../identity/middleware';

const { listCaseMessages, sendCaseMessage, markCaseMessagesRead } = endpoints;

type MessageRow = typeof caseMessages.$inferSelect;
type Side = 'client' | 'expert';

/** Most messages one thread answers: the newest ones (a thread that long is no conversation any more). */
export const caseMessageListLimit = 1000;

export function caseMessageJson(row: MessageRow, side: Side): CaseMessage {
  return {
    id: row.id,
    sender: row.sender,
    mine: row.sender === side,
    body: row.body,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's side of the thread: the client, or the assigned expert; anyone else 404. */
async function participant(
  db: Executor,
  who: Caller,
  id: string | undefined,
): Promise<{ access: CaseAccess; side: Side }> {
  const access = await loadCase(db, who, id);
  if (access.role === 'expert' && !access.assigned) throw caseNotFound();
  return { access, side: access.role };
}

export function caseMessageRoutes(app: Hono<AppEnv>): void {
  app.get(listCaseMessages.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { access, side } = await participant(db, c.get('caller'), c.req.param('id'));
    const rows = await db
      .select()
      .from(caseMessages)
      .where(eq(caseMessages.requestId, access.row.id))
      .orderBy(desc(caseMessages.seq))
      .limit(caseMessageListLimit);
    return respond(c, listCaseMessages, { messages: rows.reverse().map((row) => caseMessageJson(row, side)) });
  });

  app.post(sendCaseMessage.path, withCaller, validBody(sendCaseMessage), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const id = c.req.param('id');
    const { body } = c.req.valid('json');
    const who = c.get('caller');
    const { side } = await participant(db, who, id);
    const key =
      who.kind === 'user' ? `user:${who.user.id}` : who.kind === 'guest' ? `guest:${who.lead.id}` : 'anonymous';
    await services.limiter.hit(`case_messages:${key}`, config.rateLimits.caseMessagesPerSender);
    const row = await db.transaction(async (tx) => {
      // The status is read under a share lock, so a cancel or close waits for the message (or the
      // message for it): nothing is written into a case that has just ended.
      const [current] = await tx
        .select({ status: expertRequests.status })
        .from(expertRequests)
        .where(eq(expertRequests.id, id))
        .for('share');
      if (!current) throw caseNotFound();
      if (!messagingCaseStatuses.includes(current.status)) throw caseStatusConflict(current.status, 'write in');
      const [inserted] = await tx
        .insert(caseMessages)
        .values({ requestId: id, sender: side, senderUserId: who.kind === 'user' ? who.user.id : null, body })
        .returning();
      return inserted!;
    });
    return respond(c, sendCaseMessage, caseMessageJson(row, side));
  });

  app.post(markCaseMessagesRead.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { access, side } = await participant(db, c.get('caller'), c.req.param('id'));
    const read = await db
      .update(caseMessages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(caseMessages.requestId, access.row.id),
          eq(caseMessages.sender, side === 'client' ? 'expert' : 'client'),
          isNull(caseMessages.readAt),
        ),
      )
      .returning({ id: caseMessages.id });
    return respond(c, markCaseMessagesRead, { read: read.length });
  });
}
