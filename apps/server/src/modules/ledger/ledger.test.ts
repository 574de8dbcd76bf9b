import { Code } from '@kid/shared/codes'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { unbalancedMovements } from './audit.ts'
import { InsufficientBalance } from './post.ts'
import { createLedger, type Ledger } from './service.ts'

let t: TestApp
let ledger: Ledger
let published: { userId: number; event: string; data: unknown }[]
beforeAll(async () => {
  t = await createTestApp()
  published = []
  ledger = createLedger({
    db: t.app.db,
    chainId: 31337,
    realtime: { toMember: async (userId, event, data) => void published.push({ userId, event, data }) },
  })
})
afterAll(async () => t?.close())

let n = 0
const key = () => `test:${++n}`
const about = (reason = 'test') => ({ key: key(), kind: 'test', reason, actor: 'system' })
const member = async () => (await t.signIn()).userId
const grant = (userId: number, amount: bigint, currency: 'usdt' | 'cbk' = 'usdt') =>
  ledger.transfer({ ...about('grant'), currency, amount, from: { platform: 'operator' }, to: { userId } })

describe('ledger: movements', () => {
  it('credits, debits, freezes, releases and settles, each balanced, each kept per member', async () => {
    const a = await member()
    await grant(a, 100n)
    await ledger.freeze({ ...about(), userId: a, currency: 'usdt', amount: 30n })
    expect((await ledger.balances(a)).usdt).toEqual({ available: 70n, frozen: 30n })
    await ledger.release({ ...about(), userId: a, currency: 'usdt', amount: 10n })
    await ledger.settle({ ...about(), userId: a, currency: 'usdt', amount: 20n, to: 'withdrawals' })
    expect((await ledger.balances(a)).usdt).toEqual({ available: 80n, frozen: 0n })
    expect(await unbalancedMovements(t.app.db)).toEqual([])
  })

  it('moves nothing when a key is posted again, and answers the first movement', async () => {
    const a = await member()
    const m = {
      ...about(),
      currency: 'usdt' as const,
      amount: 5n,
      from: { platform: 'rewards' },
      to: { userId: a },
    }
    const first = await ledger.transfer(m)
    const again = await ledger.transfer(m)
    const twiceAtOnce = await Promise.all([ledger.transfer(m), ledger.transfer(m)])
    expect(first.created).toBe(true)
    expect([again, ...twiceAtOnce]).toEqual([
      { txId: first.txId, created: false },
      { txId: first.txId, created: false },
      { txId: first.txId, created: false },
    ])
    expect((await ledger.balances(a)).usdt.available).toBe(5n)
  })

  it('refuses an overdraft whole, in words, and the database refuses it even when code does not ask', async () => {
    const a = await member()
    await grant(a, 10n)
    const spend = ledger.transfer({
      ...about(),
      currency: 'usdt',
      amount: 11n,
      from: { userId: a },
      to: { platform: 'spending' },
    })
    await expect(spend).rejects.toBeInstanceOf(InsufficientBalance)
    await expect(spend).rejects.toMatchObject({
      code: Code.BAD_REQUEST,
      message: 'Your USDT balance is too low for this',
    })
    await expect(ledger.freeze({ ...about(), userId: a, currency: 'usdt', amount: 11n })).rejects.toThrow(
      'Your USDT balance is too low',
    )
    await expect(
      ledger.release({ ...about(), userId: a, currency: 'usdt', amount: 1n }),
    ).rejects.toBeInstanceOf(InsufficientBalance)
    expect((await ledger.balances(a)).usdt).toEqual({ available: 10n, frozen: 0n })
    // Written past the service, a negative balance still cannot be stored.
    await expect(
      t.app.db.execute(sql`update ledger_account set available = -1 where user_id = ${a}`),
    ).rejects.toThrow()
    // A refused movement keeps no key: the same key can be posted once the balance allows it.
    const retry = {
      ...about(),
      currency: 'usdt' as const,
      amount: 12n,
      from: { userId: a },
      to: { platform: 'spending' },
    }
    await expect(ledger.transfer(retry)).rejects.toBeInstanceOf(InsufficientBalance)
    await grant(a, 2n)
    expect((await ledger.transfer(retry)).created).toBe(true)
  })

  it('refuses zero, negative, unbalanced and unknown-currency movements before writing anything', async () => {
    const a = await member()
    const before = await ledger.history({ limit: 1 })
    const base = { ...about(), from: { platform: 'operator' }, to: { userId: a } }
    await expect(ledger.transfer({ ...base, currency: 'usdt', amount: 0n })).rejects.toThrow('above zero')
    await expect(ledger.transfer({ ...base, currency: 'usdt', amount: -5n })).rejects.toThrow('above zero')
    await expect(
      // @ts-expect-error: a currency the ledger does not know
      ledger.transfer({ ...base, currency: 'eth', amount: 5n }),
    ).rejects.toThrow('Unknown currency: eth')
    await expect(
      ledger.post({
        ...about(),
        legs: [
          { party: { userId: a }, currency: 'usdt', bucket: 'available', amount: 5n },
          { party: { platform: 'operator' }, currency: 'usdt', bucket: 'available', amount: -4n },
        ],
      }),
    ).rejects.toThrow('does not balance')
    await expect(ledger.transfer({ ...base, reason: ' ', currency: 'usdt', amount: 5n })).rejects.toThrow(
      'Give a reason',
    )
    expect(await ledger.history({ limit: 1 })).toEqual(before)
  })

  it('holds amounts beyond 64 bits exactly (18-decimal tokens)', async () => {
    const a = await member()
    const huge = 123_456_789n * 10n ** 30n + 1n
    await grant(a, huge)
    expect((await ledger.balances(a)).usdt.available).toBe(huge)
  })

  it('reverses a movement, freeing its key for the same event again', async () => {
    const a = await member()
    const deposit = { key: key(), kind: 'deposit', reason: 'deposit', actor: 'system' }
    await ledger.transfer({
      ...deposit,
      currency: 'usdt',
      amount: 7n,
      from: { platform: 'deposits' },
      to: { userId: a },
    })
    const undone = await ledger.reverse(deposit.key, { ...about('reorg'), kind: 'reversal' })
    expect(undone?.created).toBe(true)
    expect(await ledger.reverse(deposit.key, { ...about('reorg'), kind: 'reversal' })).toBeUndefined()
    expect((await ledger.balances(a)).usdt.available).toBe(0n)
    const again = await ledger.transfer({
      ...deposit,
      currency: 'usdt',
      amount: 7n,
      from: { platform: 'deposits' },
      to: { userId: a },
    })
    expect(again.created).toBe(true)
    expect((await ledger.balances(a)).usdt.available).toBe(7n)
  })
})

describe('ledger: concurrency', () => {
  it('lets exactly one of two parallel debits of the whole balance through', async () => {
    const a = await member()
    await grant(a, 100n)
    const debit = () =>
      ledger.transfer({
        ...about(),
        currency: 'usdt',
        amount: 100n,
        from: { userId: a },
        to: { platform: 'spending' },
      })
    const results = await Promise.allSettled([debit(), debit()])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.any(InsufficientBalance),
    })
    expect((await ledger.balances(a)).usdt).toEqual({ available: 0n, frozen: 0n })
  })

  it('lets exactly ten of twenty parallel debits of a tenth through, and credits in parallel all land', async () => {
    const a = await member()
    await Promise.all(Array.from({ length: 20 }, () => grant(a, 5n)))
    expect((await ledger.balances(a)).usdt.available).toBe(100n)
    const debit = () =>
      ledger.transfer({
        ...about(),
        currency: 'usdt',
        amount: 10n,
        from: { userId: a },
        to: { platform: 'spending' },
      })
    const results = await Promise.allSettled(Array.from({ length: 20 }, debit))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    expect((await ledger.balances(a)).usdt.available).toBe(0n)
  })

  it.skipIf(!process.env.DATABASE_URL)(
    '[postgres] debits race on separate connections: one wins',
    async () => {
      // The same race with the pool's connections in flight together: the row lock and the CHECK decide.
      const a = await member()
      await grant(a, 1000n)
      const debit = (i: number) =>
        ledger.transfer({
          ...about(`race ${i}`),
          currency: 'usdt',
          amount: 1000n,
          from: { userId: a },
          to: { platform: 'spending' },
        })
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => debit(i)))
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      expect((await ledger.balances(a)).usdt.available).toBe(0n)
    },
  )
})

describe('GET userbrickslog/brickscount', () => {
  it("answers the member's own balances: amount = available + freeze per type, every type listed", async () => {
    const me = await t.signIn()
    await grant(me.userId, 2_500_000n)
    await grant(me.userId, 50n, 'cbk')
    await ledger.freeze({ ...about(), userId: me.userId, currency: 'usdt', amount: 500_000n })
    const answer = (
      await t.app.inject({ url: '/api/accountservice/userbrickslog/brickscount', headers: me.headers() })
    ).json()
    expect(answer.code).toBe(Code.SUCCESS)
    expect(
      answer.data.map((e: { code: string; brickstype: number; title: string }) => [
        e.code,
        e.brickstype,
        e.title,
      ]),
    ).toEqual([
      ['fat', 2, 'FAT'],
      ['fah', 3, 'FAH'],
      ['usdt', 4, 'USDT'],
      ['cbk', 1, 'CBK'],
      ['gbk', 2, 'KF3'],
      ['knc', 3, 'KFC'],
    ])
    expect(answer.data[2]).toMatchObject({
      amount: '2500000',
      available: '2000000',
      freeze: '500000',
      decimals: 6,
    })
    expect(answer.data[3]).toMatchObject({ amount: '50', available: '50', freeze: '0', decimals: 0 })
    expect(answer.data[0]).toMatchObject({ amount: '0', decimals: 18 })
    const visitor = await t.app.inject({
      url: '/api/accountservice/userbrickslog/brickscount',
      headers: t.signed(),
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('tells the member over the realtime channel when a movement of its own commits', async () => {
    const a = await member()
    published.length = 0
    await grant(a, 3n)
    expect(published).toEqual([
      {
        userId: a,
        event: 'ledger.balances',
        data: { list: expect.arrayContaining([expect.objectContaining({ code: 'usdt', amount: '3' })]) },
      },
    ])
  })
})
