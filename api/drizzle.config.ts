// drizzle-kit: generates SQL migrations from the table files (src/db/schema/, one per domain not
// yet moved, and each module's src/modules/<domain>/tables.ts; src/db/all-tables.ts gathers them
// for the api) into ./drizzle.
// Both PGlite and PostgreSQL apply the same files on start (see src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema', './src/modules/*/tables.ts'],
  out: './drizzle',
  schemaFilter: ['auth', 'app', 'storage'],
});
