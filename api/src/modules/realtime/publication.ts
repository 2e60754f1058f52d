// A published table: what a change notification of it means and who may receive what of it.
// The triggers of migration 0009_realtime send `pg_notify('realtime', …)` with the table, the
// operation and the ids; every api instance LISTENs, loads the row once per change and asks the
// table's publication what each of its subscribers may see.
import type { Db } from '../../platform/db/client';
import type { Caller } from '../../identity/caller';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** A notification as the trigger sends it (payload of `pg_notify('realtime', …)`). */
export interface Change {
  table: string;
  type: ChangeType;
  /** The changed row's id. */
  id: string;
  /** The case the row belongs to (the row's own id for expert_requests). */
  requestId: string | null;
  /** When the transaction wrote it, ISO 8601 UTC. */
  commitTimestamp: string;
  /** Columns the trigger carries of the row before and after (whatever a publication needs for a deleted row or a change of hands). */
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
}

export interface Column {
  name: string;
  /** PostgreSQL type name as Supabase sends it (`uuid`, `text`, `timestamptz`, `int8`…); realtime-js converts by it. */
  type: string;
}

/** What one subscriber receives of a change. */
export interface Delivery {
  /** The row after the change (INSERT, UPDATE), reduced to what this subscriber may see. */
  record: Record<string, unknown> | null;
  /** The row before (UPDATE, DELETE), reduced the same way. */
  oldRecord: Record<string, unknown> | null;
  /** Equal keys mean equal records: the encoded payload is made once per key. */
  key: string;
}

/** Per subscriber: what it may receive of this change, or null for nothing. */
export type Audience = (caller: Caller) => Delivery | null;

export interface Publication {
  table: string;
  /** Every column a subscriber may ever receive, with its type. */
  columns: readonly Column[];
  /** Columns a binding's filter may name. */
  filterColumns: readonly string[];
  /**
   * Loads what the change is about (once, however many subscribers) and answers who gets what.
   * `userIds`: the signed-in users among the subscribers, so expert data can be loaded in one query.
   */
  audience(db: Db, change: Change, userIds: readonly string[]): Promise<Audience>;
}

export const nobody: Audience = () => null;

/** The named columns of a row (JSON of `to_jsonb`), in the publication's order. */
export function pick(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const column of columns) if (column in row) picked[column] = row[column];
  return picked;
}
