import { defineConfig } from 'drizzle-kit'

// Each module owns its tables (tables.ts, and tables/*.ts when there are many); the platform owns a few (mail outbox).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/modules/*/tables/*.ts', './src/platform/*/tables.ts'],
  out: './src/db/migrations',
})
