import { defineProject } from 'vitest/config'

// No reactRouter() plugin here: tests import modules directly and render with memory routers.
export default defineProject({
  test: { name: 'web', include: ['app/**/*.test.{ts,tsx}', 'weight/**/*.test.ts'], environment: 'node' },
})
