import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied in code at start-up (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
