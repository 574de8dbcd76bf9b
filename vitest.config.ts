import { defineConfig } from 'vitest/config'

// One run for the whole repo, so the closing summary counts every test.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web', 'e2e'],
  },
})
