import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file builds a real app (RSA keys, database, migrations): slower than a unit test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
