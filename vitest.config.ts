import { defineConfig } from 'vitest/config'

// Every workspace's tests under one config. `npm test` runs the e2e project beside the others as a
// run of its own (scripts/test-run.mjs); `npx vitest run` alone runs them one group after another.
export default defineConfig({
  test: {
    // Most files wait on a chain, a browser or a database rather than the CPU: three at a time on
    // two cores cut the run by a third. E2E files share one platform and run one at a time (their config).
    maxWorkers: 3,
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web', 'e2e'],
  },
})
