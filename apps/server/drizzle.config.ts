import { defineConfig } from 'drizzle-kit'

// Each module owns its tables; the platform owns a few of its own (mail outbox).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/platform/*/tables.ts'],
  out: './src/db/migrations',
})
