import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One platform serves every file (global-setup): its demo counts and per-IP limits are shared.
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
