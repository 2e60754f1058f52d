// drizzle-kit: generates SQL migrations from the table files in src/db/schema/ (one per domain;
// src/db/schema.ts gathers them for the api) into ./drizzle.
// Both PGlite and PostgreSQL apply the same files on start (see src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
  schemaFilter: ['auth', 'app', 'storage'],
});
