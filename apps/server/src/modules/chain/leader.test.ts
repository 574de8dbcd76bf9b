import { describe, expect, it } from 'vitest'
import { PostgresLeader, soleLeader } from './leader.ts'

const url = process.env.DATABASE_URL

describe('indexer leadership', () => {
  it('on PGlite the one process leads', async () => {
    expect(await soleLeader.acquire()).toBe(true)
  })

  it.skipIf(!url)('[postgres] on PostgreSQL one copy leads and another takes over when it goes', async () => {
    const chainId = 900_000 + Math.floor(Math.random() * 99_999)
    const a = new PostgresLeader(url as string, chainId)
    const b = new PostgresLeader(url as string, chainId)
    const other = new PostgresLeader(url as string, chainId + 1)
    try {
      expect(await a.acquire()).toBe(true)
      expect(await b.acquire()).toBe(false)
      expect(await a.acquire()).toBe(true)
      // Leadership is per chain.
      expect(await other.acquire()).toBe(true)
      await a.release()
      expect(await b.acquire()).toBe(true)
      expect(await a.acquire()).toBe(false)
    } finally {
      await Promise.all([a.release(), b.release(), other.release()])
    }
  })
})
