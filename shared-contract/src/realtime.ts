// What /realtime/v1 publishes (the Supabase Realtime contract, `postgres_changes`): the schema and
// tables a browser may subscribe to with `supabase.channel().on('postgres_changes', …)`. The api
// delivers a change only to subscribers allowed to see its row (docs/api.md, "Realtime").

/** The schema of every published table (`schema` of a postgres_changes binding). */
export const realtimeSchema = 'app';

/**
 * The published tables; case notes never are. team_rounds: UPDATE and DELETE of a round to its
 * owner only, with its summary columns (never the link code, the share token or invitations).
 */
export const realtimeTables = [
  'expert_requests',
  'case_messages',
  'case_appointments',
  'case_events',
  'team_rounds',
] as const;
export type RealtimeTable = (typeof realtimeTables)[number];

export const realtimeEvents = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;
export type RealtimeEvent = (typeof realtimeEvents)[number];

/** Operators of a binding's filter (`column=op.value`, `in` with `(a,b)`), a subset of Supabase's. */
export const realtimeFilterOperators = ['eq', 'neq', 'in'] as const;

/** Columns a filter may name, per table. */
export const realtimeFilterColumns: Record<RealtimeTable, readonly string[]> = {
  expert_requests: ['id', 'status', 'expert_id', 'addressed_to'],
  case_messages: ['id', 'request_id', 'sender'],
  case_appointments: ['id', 'request_id', 'status'],
  case_events: ['id', 'request_id'],
  team_rounds: ['id'],
};
