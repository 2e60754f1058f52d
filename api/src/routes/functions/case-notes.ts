// An expert's private notes on a case assigned to them: only the expert who wrote a note reads or
// deletes it (not the client, not another expert, not an admin). Notes are never published to
// realtime; they go with the case (client's deletion) or with the expert's account.
import { type CaseNote, endpoints } from '@cc/shared-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { loadAssignedCase } from '../../cases/access';
import type { Executor } from '../../db/client';
import { caseNotes } from '../../db/schema';
import type { AppContext, AppEnv } from '../../http/context';
import { respond, validBody } from '../../http/validate';
import { uuidShape } from '../../db/uuid';
import { withCaller } from '../../identity/middleware';

const { listCaseNotes, createCaseNote, deleteCaseNote } = endpoints;

type NoteRow = typeof caseNotes.$inferSelect;

/** Most notes one case answers (newest first). */
export const caseNoteListLimit = 500;

export function caseNoteJson(row: NoteRow): CaseNote {
  return {
    id: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The approved expert at aal2 the case `:id` is assigned to; anyone else is refused (401/403/404). */
const assignedExpert = (c: AppContext, db: Executor) => loadAssignedCase(db, c.get('caller'), c.req.param('id'));

export function caseNoteRoutes(app: Hono<AppEnv>): void {
  app.get(listCaseNotes.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { expertId, caseId } = await assignedExpert(c, db);
    const rows = await db
      .select()
      .from(caseNotes)
      .where(and(eq(caseNotes.requestId, caseId), eq(caseNotes.expertId, expertId)))
      .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
      .limit(caseNoteListLimit);
    return respond(c, listCaseNotes, { notes: rows.map(caseNoteJson) });
  });

  app.post(createCaseNote.path, withCaller, validBody(createCaseNote), async (c) => {
    const { db, limiter, config } = c.get('services');
    const { body } = c.req.valid('json');
    const { expertId, caseId } = await assignedExpert(c, db);
    // Per expert over all their cases, as messages are per sender: notes are stored text too.
    await limiter.hit(`case_notes:${expertId}`, config.rateLimits.caseNotesPerUser);
    const [row] = await db.insert(caseNotes).values({ requestId: caseId, expertId, body }).returning();
    return respond(c, createCaseNote, caseNoteJson(row!));
  });

  app.delete(deleteCaseNote.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { expertId, caseId } = await assignedExpert(c, db);
    const noteId = c.req.param('noteId');
    // Someone else's note, or none: nothing is deleted (the answer says so), as for a repeated delete.
    if (!noteId || !uuidShape.test(noteId)) return respond(c, deleteCaseNote, { deleted: 0 });
    const deleted = await db
      .delete(caseNotes)
      .where(and(eq(caseNotes.id, noteId), eq(caseNotes.requestId, caseId), eq(caseNotes.expertId, expertId)))
      .returning({ id: caseNotes.id });
    return respond(c, deleteCaseNote, { deleted: deleted.length });
  });
}
