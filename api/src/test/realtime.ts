// Test helpers for /realtime/v1 with the real supabase-js: a subscription that resolves once the
// server has confirmed it, and waiting for what arrives (or for nothing to arrive).
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';

/** One postgres change as the tests read it. */
export interface Change {
  table: string;
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

interface TableSubscription {
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  filter?: string;
  /** The channel's name; a fresh one per subscription when not given. */
  channel?: string;
}

/** Subscribes `client` to the changes of one `app` table; resolves once the server says SUBSCRIBED. */
export function subscribeToTable(
  client: SupabaseClient,
  table: string,
  onChange: (change: Change) => void,
  { event = '*', filter, channel = `${table}-${Math.random().toString(36).slice(2)}` }: TableSubscription = {},
): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    const subscription = client
      .channel(channel)
      .on('postgres_changes', { event: event as '*', schema: 'app', table, ...(filter ? { filter } : {}) }, (change) =>
        onChange(change as unknown as Change),
      )
      .subscribe((status, error) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(subscription);
        else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
      });
  });
}

/** Waits until `check` holds, failing with `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets a notification travel (and anything wrongly delivered arrive). */
export const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));
