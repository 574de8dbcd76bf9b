// Prints one closing line over every vitest JSON report given: 'tests: N passed, N failed, N skipped'.
// Under CI=true it also fails when a test that needs a part CI provides ran in none of the reports:
// every e2e test (Chromium), and tests named with [postgres] or [redis] (the PostgreSQL pass and
// TEST_REDIS_URL). Such a test skipped everywhere means CI lost the part, not that all is well.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

const SKIPPED = new Set(['pending', 'skipped', 'todo'])
/** The parts a test needs, from its file (e2e: Chromium) and its name's tags. */
const partsOf = (file, name) =>
  [
    file.startsWith('e2e/') && 'Chromium',
    /\[postgres\]/i.test(name) && 'PostgreSQL',
    /\[redis\]/i.test(name) && 'Redis',
  ].filter(Boolean)

let passed = 0
let failed = 0
let skipped = 0
/** Per test (file and full name): whether it ran in some report, and the parts it needs. */
const tests = new Map()
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
  for (const suite of report.testResults ?? []) {
    const path = relative(process.cwd(), suite.name).split('\\').join('/')
    for (const test of suite.assertionResults ?? []) {
      const id = `${path} › ${test.fullName}`
      const seen = tests.get(id) ?? { ran: false, parts: partsOf(path, test.fullName) }
      seen.ran ||= !SKIPPED.has(test.status)
      tests.set(id, seen)
    }
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)

const lost = [...tests].filter(([, t]) => !t.ran && t.parts.length > 0)
if (process.env.CI === 'true' && lost.length > 0) {
  const parts = [...new Set(lost.flatMap(([, t]) => t.parts))].join(', ')
  console.error(`ci: ${lost.length} tests needing ${parts} were skipped, though CI provides them:`)
  for (const [id, t] of lost.slice(0, 20)) console.error(`  ${id} (needs ${t.parts.join(', ')})`)
  if (lost.length > 20) console.error(`  … and ${lost.length - 20} more`)
  process.exit(1)
}
process.exit(failed > 0 ? 1 : 0)
