import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RawDatabase, rawDatabase } from '../../testing/raw-database.ts'
import { afterCommit, transaction } from './after-commit.ts'

let raw: RawDatabase
beforeAll(async () => {
  raw = await rawDatabase()
  await raw.exec('create table t (n int)')
})
afterAll(async () => raw?.close())

const rows = async () => (await raw.query<{ n: number }>('select n from t order by n')).rows.map((r) => r.n)

describe('tasks after a commit', () => {
  it('run once the transaction committed (its rows visible), in order, one per key, the last added winning', async () => {
    const seen: string[] = []
    await transaction(raw.db, async (tx) => {
      await tx.execute(sql`insert into t values (1)`)
      afterCommit(tx, 'a', async () => void seen.push(`a1 sees ${await rows()}`))
      afterCommit(tx, 'b', async () => void seen.push('b'))
      afterCommit(tx, 'a', async () => void seen.push(`a2 sees ${await rows()}`))
      expect(seen).toEqual([])
    })
    expect(seen).toEqual(['b', 'a2 sees 1'])
  })

  it('run none when the transaction rolls back; a failing task is reported, the commit stands', async () => {
    const seen: string[] = []
    await expect(
      transaction(raw.db, async (tx) => {
        afterCommit(tx, 'a', async () => void seen.push('a'))
        throw new Error('no')
      }),
    ).rejects.toThrow('no')
    expect(seen).toEqual([])
    const errors: unknown[] = []
    await transaction(
      raw.db,
      async (tx) => {
        await tx.execute(sql`insert into t values (2)`)
        afterCommit(tx, 'bad', async () => {
          throw new Error('publish failed')
        })
        afterCommit(tx, 'good', async () => void seen.push('good'))
      },
      (error) => errors.push(error),
    )
    expect(errors).toEqual([new Error('publish failed')])
    expect(seen).toEqual(['good'])
    expect(await rows()).toEqual([1, 2])
  })

  it('refuse a transaction not opened by transaction(): nobody would run them', async () => {
    await expect(
      raw.db.transaction(async (tx) => afterCommit(tx, 'a', async () => undefined)),
    ).rejects.toThrow(/afterCommit needs a transaction/)
  })
})
