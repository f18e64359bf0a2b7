// `npx drizzle-kit generate --config server/drizzle.config.ts` writes a new migration into
// server/db/migrations after a change to server/db/schema.ts; the server applies them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
