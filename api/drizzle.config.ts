// drizzle-kit: generates SQL migrations from the table files (src/platform/db/schema/, the
// platform's and identity's, and each module's src/modules/<domain>/tables.ts;
// src/platform/db/all-tables.ts gathers them for the api) into ./drizzle.
// Both PGlite and PostgreSQL apply the same files on start (see src/platform/db/client.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/schema', './src/modules/*/tables.ts'],
  out: './drizzle',
  schemaFilter: ['auth', 'app', 'storage'],
});
