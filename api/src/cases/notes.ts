// An expert's private notes on a case assigned to them: only the expert who wrote a note reads or
// deletes it (not the client, not another expert, not an admin). Notes are never published to
// realtime; they go with the case (client's deletion) or with the expert's account. The HTTP edge
// is routes/functions/case-notes.ts.
import type { CaseNote } from '@cc/shared-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { caseNotes } from '../db/schema';

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

/** The expert's notes on the case, newest first. */
export async function listNotes(db: Db, caseId: string, expertId: string): Promise<CaseNote[]> {
  const rows = await db
    .select()
    .from(caseNotes)
    .where(and(eq(caseNotes.requestId, caseId), eq(caseNotes.expertId, expertId)))
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
    .limit(caseNoteListLimit);
  return rows.map(caseNoteJson);
}

export async function addNote(db: Db, caseId: string, expertId: string, body: string): Promise<CaseNote> {
  const [row] = await db.insert(caseNotes).values({ requestId: caseId, expertId, body }).returning();
  return caseNoteJson(row!);
}

/** Deletes the expert's own note on the case; answers how many rows went (0 for anyone else's). */
export async function deleteNote(db: Db, caseId: string, expertId: string, noteId: string): Promise<number> {
  const deleted = await db
    .delete(caseNotes)
    .where(and(eq(caseNotes.id, noteId), eq(caseNotes.requestId, caseId), eq(caseNotes.expertId, expertId)))
    .returning({ id: caseNotes.id });
  return deleted.length;
}
