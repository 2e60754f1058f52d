// An expert's private notes on a case assigned to them (the rules and rows: ../notes.ts, through
// the service).
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import type { Executor } from '../../../platform/db/client';
import { uuidShape } from '../../../platform/db/uuid';
import type { AppContext, AppEnv } from '../../../platform/http/context';
import { respond, validBody } from '../../../platform/http/validate';
import { withCaller } from '../../../identity/middleware';
import { addNote, deleteNote, listNotes, loadAssignedCase } from '../service';

const { listCaseNotes, createCaseNote, deleteCaseNote } = endpoints;

/** The approved expert at aal2 the case `:id` is assigned to; anyone else is refused (401/403/404). */
const assignedExpert = (c: AppContext, db: Executor) => loadAssignedCase(db, c.get('caller'), c.req.param('id'));

export function caseNoteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(listCaseNotes.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { expertId, caseId } = await assignedExpert(c, db);
    return respond(c, listCaseNotes, { notes: await listNotes(db, caseId, expertId) });
  });

  app.post(createCaseNote.path, withCaller, validBody(createCaseNote), async (c) => {
    const { db, limiter, config } = c.get('services');
    const { body } = c.req.valid('json');
    const { expertId, caseId } = await assignedExpert(c, db);
    // Per expert over all their cases, as messages are per sender: notes are stored text too.
    await limiter.hit(`case_notes:${expertId}`, config.rateLimits.caseNotesPerUser);
    return respond(c, createCaseNote, await addNote(db, caseId, expertId, body));
  });

  app.delete(deleteCaseNote.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { expertId, caseId } = await assignedExpert(c, db);
    const noteId = c.req.param('noteId');
    // Someone else's note, or none: nothing is deleted (the answer says so), as for a repeated delete.
    if (!noteId || !uuidShape.test(noteId)) return respond(c, deleteCaseNote, { deleted: 0 });
    return respond(c, deleteCaseNote, { deleted: await deleteNote(db, caseId, expertId, noteId) });
  });
  return app;
}
