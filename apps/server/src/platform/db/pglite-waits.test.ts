import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportLongWaits } from './database.ts'

let client: PGlite
const reports: string[] = []
beforeAll(async () => {
  client = await PGlite.create()
  reportLongWaits(client, (message) => reports.push(message), 50)
})
afterAll(async () => {
  await client?.close()
})

describe('PGlite waits', () => {
  it('reports a query or transaction that waits behind an open transaction, with where it was asked, and still answers it', async () => {
    let release!: () => void
    const held = new Promise<void>((done) => {
      release = done
    })
    let entered!: () => void
    const inside = new Promise<void>((done) => {
      entered = done
    })
    const transaction = client.transaction(async (tx) => {
      await tx.query('select 1')
      entered()
      await held
    })
    await inside
    const waiting = client.query<{ n: number }>('select 2 as n')
    const second = client.transaction((tx) => tx.query('select 4'))
    await new Promise((done) => setTimeout(done, 200))
    expect(reports).toHaveLength(2)
    expect(reports[0]).toContain('select 2 as n')
    expect(reports[0]).toContain('pglite-waits.test.ts')
    expect(reports[1]).toContain('A PGlite transaction has waited')
    release()
    await transaction
    expect((await waiting).rows).toEqual([{ n: 2 }])
    await second
    // Without an open transaction nothing waits and nothing is reported.
    await client.query('select 3')
    expect(reports).toHaveLength(2)
  })
})
