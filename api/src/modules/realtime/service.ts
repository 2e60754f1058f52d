// The realtime module (/realtime/v1, Supabase Realtime's protocol; docs/api.md "Realtime" and
// docs/architecture.md "Realtime in three parts"): what the server that starts it calls. Its parts
// are the transport (connection.ts, the codec protocol.ts), the channels (channels.ts, the token
// checks auth.ts), the fan-out (fan-out.ts, the published tables publications.ts, filter.ts) and the
// feed of changes (feed.ts); server.ts puts them together. It has no routes of Hono's (the socket is
// attached to the HTTP server) and no tables (the feed's trigger function is migration 0009);
// the sessions and guest leads it checks again are identity's. Only this file is imported from
// outside the module.
export { listenForChanges } from './feed';
export type { Publication } from './publication';
export { publishedTables } from './publications';
export { RealtimeServer } from './server';
