// drizzle-kit: generates SQL migrations from src/db/schema.ts into ./drizzle.
// Both PGlite and PostgreSQL apply the same files on start (see src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['auth', 'app', 'storage'],
});
