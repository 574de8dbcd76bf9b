import { defineConfig } from 'vitest/config'

// One run for the whole repo, so the closing summary counts every test.
export default defineConfig({
  test: {
    // Most files wait on a chain, a browser or a database rather than the CPU: three at a time on
    // two cores cut the run by a third. E2E files share one platform and run one at a time (their config).
    maxWorkers: 3,
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web', 'e2e'],
  },
})
