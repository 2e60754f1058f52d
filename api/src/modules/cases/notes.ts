// An expert's private notes on a case assigned to them: only the expert who wrote a note reads or
// deletes it (not the client, not another expert, not an admin). Notes are never published to
// realtime; they go with the case (client's deletion) or with the expert's account. The HTTP edge
// is routes/case-notes.ts.
import type { CaseNote } from '@cc/shared-contract';
import type { Db } from '../../platform/db/client';
import { deleteNote as deleteNoteRow, insertNote, notesOf, type NoteRow } from './repo';

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
  const rows = await notesOf(db, caseId, expertId, caseNoteListLimit);
  return rows.map(caseNoteJson);
}

export async function addNote(db: Db, caseId: string, expertId: string, body: string): Promise<CaseNote> {
  return caseNoteJson(await insertNote(db, caseId, expertId, body));
}

/** Deletes the expert's own note on the case; answers how many rows went (0 for anyone else's). */
export async function deleteNote(db: Db, caseId: string, expertId: string, noteId: string): Promise<number> {
  return deleteNoteRow(db, caseId, expertId, noteId);
}
