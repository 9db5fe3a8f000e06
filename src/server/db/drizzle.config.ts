import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from schema.ts; they are committed and applied at start by both drivers.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
