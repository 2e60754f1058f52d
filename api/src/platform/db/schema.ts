// The Drizzle tables of the domains not yet moved into modules/, one file per domain in db/schema/
// (drizzle-kit reads that folder and the modules' tables.ts, drizzle.config.ts); this file gathers
// them. A module's tables are its own (modules/<domain>/tables.ts); db/all-tables.ts adds them, and
// the guest leads, identity's table (schema/guest-leads.ts: only identity/ and the foreign keys of
// the owner columns import it, so it is not gathered here).
// `auth` mirrors the GoTrue tables the api needs (same table and column names); `app` holds the
// service's own tables; `storage` Supabase Storage's.
// After a change: `pnpm --filter @cc/api db:generate` writes the next migration into api/drizzle.
export { app, auth, storage } from './schema/common';
export * from './schema/auth';
export * from './schema/platform';
