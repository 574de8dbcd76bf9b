import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { measureGas } from './measureGas.ts'

/**
 * Prints gas per action beside its references; `--update` rewrites the checked-in snapshot that
 * packages/contracts/test/gas.test.ts compares every run with.
 */
const snapshotFile = fileURLToPath(new URL('./snapshot.json', import.meta.url))
const rows = await measureGas()
const previous = JSON.parse(readFileSync(snapshotFile, 'utf8').toString() || '{}') as Record<string, number>
const width = Math.max(...rows.map((r) => r.action.length))
console.log(`${'action'.padEnd(width)}  ${'gas'.padStart(9)}  ${'snapshot'.padStart(9)}  references`)
for (const r of rows) {
  const snap = previous[r.action]
  console.log(
    `${r.action.padEnd(width)}  ${r.gas.toLocaleString('en-US').padStart(9)}  ${(snap?.toLocaleString('en-US') ?? '-').padStart(9)}  ${r.references}`,
  )
}
if (process.argv.includes('--update')) {
  writeFileSync(
    snapshotFile,
    `${JSON.stringify(Object.fromEntries(rows.map((r) => [r.action, r.gas])), null, 2)}\n`,
  )
  console.log(`updated ${snapshotFile}`)
}
