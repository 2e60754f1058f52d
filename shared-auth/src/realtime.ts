// Live changes of the case tables through the page's one supabase client (`supabase.channel()`,
// the Supabase Realtime contract the api serves under /realtime/v1). A feature subscribes while
// it shows the data and invalidates its queries on a change:
//
//   useRealtimeChanges({
//     table: 'case_messages',
//     filter: `request_id=eq.${caseId}`,
//     onChange: () => queryClient.invalidateQueries({ queryKey: caseKeys.messages(caseId) }),
//     onResubscribe: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
//   });
//
// Who sees which change is decided by the api (a client only their cases, an expert only the
// cases assigned to them or open to them), with the session's access token or, for a guest, the
// guest token as the realtime access token.
import { useEffect, useRef, useState } from 'react';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { realtimeSchema, type RealtimeEvent, type RealtimeTable } from '@cc/shared-contract';
// By package name, not a relative path: federation then hands this module the page's one
// shared-auth (its one client and identity listeners) instead of a second copy.
import { getSupabase, onIdentityChange, readGuestToken } from '@cc/shared-auth';

export type { RealtimeTable, RealtimeEvent } from '@cc/shared-contract';
export type RealtimeChange<Row extends Record<string, unknown> = Record<string, unknown>> =
  RealtimePostgresChangesPayload<Row>;

/** idle: not enabled; connecting; subscribed; error: the join failed or the channel ended with an error (see `error`); closed. */
export type RealtimeStatus = 'idle' | 'connecting' | 'subscribed' | 'error' | 'closed';

export interface RealtimeError {
  /** bad_jwt: the access token was refused or expired (GoTrue's code for an invalid JWT); else channel_error or timed_out. */
  code: 'bad_jwt' | 'channel_error' | 'timed_out';
  message: string;
}

export interface RealtimeChangesOptions<Row extends Record<string, unknown>> {
  table: RealtimeTable;
  /** Which changes; all by default. */
  event?: RealtimeEvent;
  /** `column=eq.value` (also `neq`, `in.(a,b)`), e.g. `request_id=eq.<case id>`. */
  filter?: string;
  /** False: no subscription (e.g. until the id is known). Default true. */
  enabled?: boolean;
  onChange: (change: RealtimeChange<Row>) => void;
  /**
   * Subscribed again after the connection was lost (the client reconnects after 1, 2, 5, 10 s):
   * changes in between were not delivered, so refetch what the subscription keeps fresh.
   */
  onResubscribe?: () => void;
}

export interface RealtimeState {
  status: RealtimeStatus;
  error: RealtimeError | null;
}

const jwtProblem = /jwt|token/i;

function toError(code: RealtimeError['code'], message: string): RealtimeError {
  return { code: code === 'channel_error' && jwtProblem.test(message) ? 'bad_jwt' : code, message };
}

/**
 * supabase-js hands realtime a new session token on SIGNED_IN and TOKEN_REFRESHED only. After the
 * second factor (MFA_CHALLENGE_VERIFIED: an aal2 token, which experts need for case data) or a
 * user update, the channels would keep the old token until the next refresh: pass it on too.
 * Several subscriptions pass on the same token; realtime-js sends it once.
 */
function followSessionToken(supabase: SupabaseClient): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if ((event === 'MFA_CHALLENGE_VERIFIED' || event === 'USER_UPDATED') && session) {
      void supabase.realtime.setAuth(session.access_token);
    }
  });
  return () => data.subscription.unsubscribe();
}

/**
 * The realtime access token: a signed-in user's current session token (supabase-js keeps it
 * fresh on refresh), else a guest's token, else the anon key. Setting the token the channels
 * already have does nothing; a different one is sent to every joined channel.
 */
async function applyRealtimeAuth(supabase: SupabaseClient): Promise<void> {
  const { data } = await supabase.auth.getSession();
  await supabase.realtime.setAuth(data.session?.access_token ?? readGuestToken());
}

let channelCount = 0;

/** A topic of its own for every subscription: supabase.channel() hands out an existing channel of the same name. */
function channelName(table: string, filter: string | undefined): string {
  channelCount += 1;
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}${channelCount}`;
  return `${table}:${filter ?? '*'}:${unique}`;
}

/** Subscribes to the changes of one published table while enabled; unsubscribes on unmount or when the options change. */
export function useRealtimeChanges<Row extends Record<string, unknown> = Record<string, unknown>>({
  table,
  event = '*',
  filter,
  enabled = true,
  onChange,
  onResubscribe,
}: RealtimeChangesOptions<Row>): RealtimeState {
  const [state, setState] = useState<RealtimeState>({ status: enabled ? 'connecting' : 'idle', error: null });
  // The latest callbacks, so a new function on every render does not resubscribe.
  const handlers = useRef({ onChange, onResubscribe });
  handlers.current = { onChange, onResubscribe };
  // Another person uses the page: subscribe again with their token.
  const [identityEpoch, setIdentityEpoch] = useState(0);
  useEffect(() => onIdentityChange(() => setIdentityEpoch((epoch) => epoch + 1)), []);

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle', error: null });
      return undefined;
    }
    let active = true;
    let channel: RealtimeChannel | null = null;
    let client: SupabaseClient | null = null;
    let unfollow: (() => void) | null = null;
    const update = (next: RealtimeState) => {
      if (active) setState(next);
    };
    update({ status: 'connecting', error: null });

    void (async () => {
      try {
        const supabase = await getSupabase();
        await applyRealtimeAuth(supabase);
        if (!active) return;
        client = supabase;
        unfollow = followSessionToken(supabase);
        let subscribedBefore = false;
        // The server's last word before it ends the channel (e.g. the token expired).
        let systemError: string | null = null;
        channel = supabase
          .channel(channelName(table, filter))
          .on<Row>(
            'postgres_changes',
            { event: event as '*', schema: realtimeSchema, table, ...(filter ? { filter } : {}) },
            (change) => {
              if (active) handlers.current.onChange(change);
            },
          )
          .on('system', {}, (payload: { status?: string; message?: string }) => {
            if (payload.status === 'error') systemError = payload.message ?? 'error';
          })
          .subscribe((subscribeState, error) => {
            // Compared as text: importing supabase-js's enum would load the library with this module.
            const status = String(subscribeState);
            if (status === 'SUBSCRIBED') {
              systemError = null;
              update({ status: 'subscribed', error: null });
              if (subscribedBefore && active) handlers.current.onResubscribe?.();
              subscribedBefore = true;
            } else if (status === 'TIMED_OUT') {
              update({ status: 'error', error: toError('timed_out', 'The realtime subscription timed out') });
            } else if (status === 'CHANNEL_ERROR') {
              update({ status: 'error', error: toError('channel_error', systemError ?? error?.message ?? 'error') });
            } else if (systemError) {
              update({ status: 'error', error: toError('channel_error', systemError) });
            } else {
              update({ status: 'closed', error: null });
            }
          });
      } catch (error) {
        // The client could not load (offline, chunk failed).
        update({ status: 'error', error: toError('channel_error', String(error)) });
      }
    })();

    return () => {
      active = false;
      unfollow?.();
      if (client && channel) void client.removeChannel(channel);
    };
  }, [table, event, filter, enabled, identityEpoch]);

  return state;
}
