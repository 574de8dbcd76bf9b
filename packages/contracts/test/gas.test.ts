import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { measureGas } from '../../../bench/gas/measureGas.ts'

/** A measured action may exceed its snapshot by this fraction (calldata varies with timestamps). */
const TOLERANCE = 0.01

describe('gas snapshot (bench/gas/snapshot.json; update with `npm run gas:update -w @kid/contracts`)', () => {
  it('no action costs more than its checked-in snapshot', async () => {
    const snapshot = JSON.parse(
      readFileSync(new URL('../../../bench/gas/snapshot.json', import.meta.url), 'utf8'),
    ) as Record<string, number>
    const rows = await measureGas()
    for (const row of rows) {
      const limit = snapshot[row.action]
      expect(limit, `${row.action} has no snapshot`).toBeDefined()
      expect(row.gas, `${row.action}: ${row.gas} vs snapshot ${limit}`).toBeLessThanOrEqual(
        Math.ceil((limit ?? 0) * (1 + TOLERANCE)),
      )
    }
    expect(Object.keys(snapshot).sort()).toEqual(rows.map((r) => r.action).sort())
  })
})
