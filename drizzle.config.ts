import { defineConfig } from 'drizzle-kit';

// Generates SQL that applies unchanged on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
