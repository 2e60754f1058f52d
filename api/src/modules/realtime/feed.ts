// The changes of the published tables, as the database announces them: the triggers of migration
// 0009_realtime call `pg_notify('realtime', json)` in the writing transaction, PostgreSQL delivers
// the notification to every listening connection when it commits, so every api instance (one
// LISTEN connection each) learns of every change, whichever instance wrote it.
import type { Database } from '../../platform/db/client';
import type { Logger } from '../../platform/log';
import { isRecord } from './protocol';
import type { Change, ChangeType } from './publication';

export const realtimeChannel = 'realtime';

const changeTypes: readonly ChangeType[] = ['INSERT', 'UPDATE', 'DELETE'];

/** A notification's payload as a change, or null when it is not one. */
export function parseChange(payload: string): Change | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { table, type, id, request_id: requestId, commit_timestamp: commitTimestamp } = parsed;
  if (typeof table !== 'string' || typeof id !== 'string' || !changeTypes.includes(type as ChangeType)) return null;
  return {
    table,
    type: type as ChangeType,
    id,
    requestId: typeof requestId === 'string' ? requestId : null,
    commitTimestamp: typeof commitTimestamp === 'string' ? commitTimestamp : new Date().toISOString(),
    old: isRecord(parsed.old) ? parsed.old : null,
    new: isRecord(parsed.new) ? parsed.new : null,
  };
}

/**
 * LISTENs and hands every change to `publish`; resolves with the function that stops listening.
 * `onMissed`: the LISTEN connection came back after a loss, changes in between are gone.
 */
export function listenForChanges(
  database: Database,
  logger: Logger,
  publish: (change: Change) => void,
  onMissed: () => void = () => undefined,
): Promise<() => Promise<void>> {
  return database.listen(
    realtimeChannel,
    (payload) => {
      const change = parseChange(payload);
      if (change) publish(change);
      else logger.warn('realtime: a notification that is no change', { payload: payload.slice(0, 200) });
    },
    {
      onLost: (error) => logger.warn('realtime: the LISTEN connection was lost', { error: error.message }),
      onReconnect: () => {
        logger.info('realtime: listening again (changes in between were not delivered)');
        onMissed();
      },
    },
  );
}
