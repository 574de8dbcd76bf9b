import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file builds a real app (RSA keys, database, migrations): slower than a unit test.
    testTimeout: 30_000,
    // A worker keeps the app's modules from one file to the next. Isolated, every file imported the
    // whole app afresh (~3 s each): 384 s of the PostgreSQL run's 1,146 s of worker time in CI, and
    // the server suite runs twice there. So a module's top-level state must be keyed or harmless
    // (the OIDC and JWKS caches are keyed by the provider's URL), and a test restores what it spies
    // on or fakes (`mockRestore`, `useRealTimers`).
    isolate: false,
    hookTimeout: 60_000,
  },
})
