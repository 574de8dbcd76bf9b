import type { CbkBalance, CodeCheck, ExchangeResult } from '@kid/shared/bbox-calls'
import { Code } from '@kid/shared/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../../admin/commands.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { generateBatch } from './batch.ts'
import { GUESSES_PER_MEMBER } from './guesses.ts'
import { bboxSeries } from './tables.ts'
import { bboxScene } from './testing.ts'

let chain: TestChain
let t: TestApp
let scene: ReturnType<typeof bboxScene>
let seriesId: number
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({}, undefined, {}, { chain: { ...chain, pollIntervalMs: 60_000 } })
  scene = bboxScene(t, chain)
  seriesId = (await scene.createSeries()).id
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const cbk = async (userId: number) => (await scene.ledger.balances(userId)).cbk.available

describe('cbk/balance and exchange', () => {
  it('shows what the member can afford, and exchanges CBK for a code once per request', async () => {
    const m = await scene.member(3, 250n)
    const balance = await scene.call<CbkBalance>(m, 'POST', 'cbk/balance')
    expect(balance.data.available).toBe('250')
    expect(balance.data.offers).toContainEqual({
      seriesId,
      name: 'Night Garden',
      price: '100',
      affordable: 2,
    })

    const body = { seriesId, requestId: 'exchange-one' }
    const first = await scene.call<ExchangeResult>(m, 'POST', 'exchange', { body })
    expect(first).toMatchObject({ code: Code.SUCCESS, data: { seriesId, price: '100', available: '150' } })
    expect(first.data.code).toMatch(/^KBX(-[0-9A-Z]{5}){5}$/)
    // A retry (same request id) answers the same code and pays nothing.
    const again = await scene.call<ExchangeResult>(m, 'POST', 'exchange', { body })
    expect(again.data.code).toBe(first.data.code)
    expect(await cbk(m.userId)).toBe(150n)

    const checked = await scene.call<CodeCheck>(m, 'GET', `check/cdkey/${first.data.code.toLowerCase()}`)
    expect(checked.data).toMatchObject({ status: 'valid', series: { id: seriesId, prizeCount: 10 } })
    expect(checked.data.series?.tiers.map((x) => x.chance)).toEqual([
      '7 in 10 (70%)',
      '2 in 10 (20%)',
      '1 in 10 (10%)',
    ])
  })

  it('refuses an exchange the balance cannot pay, a series not on sale and bad input, changing nothing', async () => {
    const m = await scene.member(4, 50n)
    const poor = await scene.call(m, 'POST', 'exchange', { body: { seriesId, requestId: 'too-poor-1' } })
    expect(poor).toMatchObject({ code: Code.BAD_REQUEST, msg: 'Your CBK balance is too low for this' })
    const nowhere = await scene.call(m, 'POST', 'exchange', {
      body: { seriesId: 999, requestId: 'nowhere-1' },
    })
    expect(nowhere).toMatchObject({ code: Code.BAD_REQUEST, msg: 'This series is not on sale.' })
    const bad = await scene.call(m, 'POST', 'exchange', { body: { seriesId, requestId: 'x' } })
    expect(bad.code).toBe(Code.BAD_REQUEST)
    expect(await cbk(m.userId)).toBe(50n)
    const boxes = await scene.call<{ codes: unknown[] }>(m, 'GET', 'user/boxes')
    expect(boxes.data.codes).toEqual([])
  })

  it('lists the series on sale with their published odds, without a session', async () => {
    const list = await scene.call<{ list: { id: number; oddsHash: string; prizes: string }[] }>(
      null,
      'GET',
      'open/list',
    )
    const series = list.data.list.find((s) => s.id === seriesId)
    expect(series?.oddsHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(series?.prizes).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})

describe('check/cdkey', () => {
  it('says unknown for a code that does not exist, and counts such guesses per member across calls', async () => {
    const m = await scene.member(null)
    const unknown = await scene.call<CodeCheck>(m, 'GET', 'check/cdkey/KBX-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE')
    expect(unknown.data).toMatchObject({ status: 'unknown', series: null })
    expect(unknown.data.msg).toMatch(/^There is no such code/)
    for (let i = 1; i < GUESSES_PER_MEMBER; i++)
      await scene.call(m, 'GET', `check/cdkey/KBX-AAAAA-BBBBB-CCCCC-DDDDD-${String(i).padStart(5, 'F')}`)
    // Each from a new IP: the member's own budget is what runs out.
    const blocked = await scene.call(m, 'GET', 'check/cdkey/KBX-ZZZZZ-BBBBB-CCCCC-DDDDD-EEEEE')
    expect(blocked.code).toBe(Code.RATE_LIMITED)
    expect(blocked.msg).toMatch(/Too many codes that do not exist/)
    // A real code is still refused while the budget is spent: the budget is checked before the lookup.
    const [real] = await generateBatch(t.app.db, { seriesId, count: 1, label: 'during-block' })
    expect((await scene.call(m, 'GET', `check/cdkey/${real}`)).code).toBe(Code.RATE_LIMITED)
    // Another member on another IP is not affected.
    const other = await scene.member(null)
    expect((await scene.call<CodeCheck>(other, 'GET', `check/cdkey/${real}`)).data.status).toBe('valid')
  })

  it('limits guesses per IP across members', async () => {
    const ip = '198.51.100.77'
    let last: { code: number } = { code: 0 }
    for (let i = 0; i < 31; i++) {
      const m = await scene.member(null)
      last = await scene.call(
        m,
        'GET',
        `check/cdkey/KBX-QQQQQ-BBBBB-CCCCC-DDDDD-${String(i).padStart(5, 'G')}`,
        { ip },
      )
    }
    expect(last.code).toBe(Code.RATE_LIMITED)
  })

  it('says expired for a batch code past its days, and refuses malformed codes at the edge', async () => {
    const m = await scene.member(null)
    const past = new Date(Date.now() - 3 * 86_400_000)
    const [old] = await generateBatch(t.app.db, { seriesId, count: 1, days: 1, label: 'old' }, past)
    const expired = await scene.call<CodeCheck>(m, 'GET', `check/cdkey/${old}`)
    expect(expired.data.status).toBe('expired')
    expect(expired.data.msg).toMatch(/^This code expired on /)
    const malformed = await scene.call(m, 'GET', `check/cdkey/${encodeURIComponent("KBX'; drop table")}`)
    expect(malformed.code).toBe(Code.BAD_REQUEST)
  })

  it('needs a session', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/dcservice/bbox/check/cdkey/KBX-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
      headers: t.signed(),
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('operator commands', () => {
  const admin = (...args: string[]) =>
    runCommand(
      t.app.db,
      args,
      { actor: 'operator:test', chainId: chain.chainId },
      {
        chain: async () => chain,
        origin: 'http://kid.test',
      },
    )

  it('publishes a series with its tiers, prints a batch of codes once, and closes the series', async () => {
    const tiers = JSON.stringify([
      { name: 'Common', image: '/images/bbox/moonflower.svg', weight: 3 },
      { name: 'Rare', image: '/images/bbox/starlily.svg', weight: 1 },
    ])
    const created = await admin(
      'bbox',
      'series',
      'create',
      '--name',
      'Dawn',
      '--media',
      '/m.svg',
      '--price',
      '5',
      '--tiers',
      tiers,
    )
    const id = Number(/^Series (\d+)/.exec(created.output)?.[1])
    expect(created.output).toMatch(
      /is on sale; prizes mint into 0x[0-9a-fA-F]{40}; odds hash 0x[0-9a-f]{64}$/,
    )
    const printed = await admin('bbox', 'codes', String(id), '--count', '3', '--days', '30')
    const codes = printed.output.split('\n').filter((l) => l.startsWith('KBX-'))
    expect(codes).toHaveLength(3)
    const m = await scene.member(null)
    expect((await scene.call<CodeCheck>(m, 'GET', `check/cdkey/${codes[0]}`)).data).toMatchObject({
      status: 'valid',
      series: { id, tiers: [{ chance: '3 in 4 (75%)' }, { chance: '1 in 4 (25%)' }] },
    })
    await admin('bbox', 'series', 'close', String(id))
    expect((await scene.call<CodeCheck>(m, 'GET', `check/cdkey/${codes[1]}`)).data.status).toBe('expired')
    await expect(
      admin(
        'bbox',
        'series',
        'create',
        '--name',
        'Bad',
        '--media',
        '/m.svg',
        '--price',
        '0',
        '--tiers',
        tiers,
      ),
    ).rejects.toThrow(/price is a whole number of CBK above zero/)
  })

  it('publishes a draft left by a failed create, and adopts a series the chain already has with the same odds', async () => {
    const [draft] = await t.app.db
      .insert(bboxSeries)
      .values({
        name: 'Late',
        description: '',
        media: '/m.svg',
        price: 5n,
        tiers: [{ name: 'One', image: '/1.svg', description: '', weight: 1 }],
      })
      .returning()
    const id = draft?.id ?? 0
    expect((await admin('bbox', 'series', 'publish', String(id))).output).toMatch(
      new RegExp(`^Series ${id} \\(Late\\) is on sale`),
    )
    // A crash after the transaction, before the row was updated: publishing again adopts it.
    await t.app.db
      .update(bboxSeries)
      .set({ status: 'draft', prizes: null, oddsHash: null })
      .where(eq(bboxSeries.id, id))
    expect((await admin('bbox', 'series', 'publish', String(id))).output).toMatch(/is on sale/)
    await expect(admin('bbox', 'series', 'publish', String(id))).rejects.toThrow(/is not a draft/)
    // The same id with other odds is refused: the chain keeps what it published.
    await t.app.db
      .update(bboxSeries)
      .set({ status: 'draft', tiers: [{ name: 'One', image: '/1.svg', description: '', weight: 2 }] })
      .where(eq(bboxSeries.id, id))
    await expect(admin('bbox', 'series', 'publish', String(id))).rejects.toThrow(/on chain with other odds/)
  })
})
