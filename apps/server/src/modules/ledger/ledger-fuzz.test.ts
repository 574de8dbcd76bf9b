import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { memberBalances, unbalancedMovements } from './audit.ts'
import type { Movement } from './post.ts'
import { InsufficientBalance } from './post.ts'
import { createLedger, type Ledger } from './service.ts'

/**
 * Property test: random sequences of movements against a model of what each member should hold.
 * After every sequence the database agrees with the model, and no member balance is negative;
 * at the end every movement's entries sum to zero per currency. Replays of earlier keys must move
 * nothing. The seed is printed on failure: LEDGER_FUZZ_SEED=<seed> repeats the run.
 */
const SEQUENCES = Number(process.env.LEDGER_FUZZ_SEQUENCES ?? 1000)
const SEED = Number(process.env.LEDGER_FUZZ_SEED ?? 20_251_126)
const CURRENCIES = ['usdt', 'fat', 'cbk'] as const
type Cur = (typeof CURRENCIES)[number]

/** mulberry32: small, fast, and the same numbers for the same seed everywhere. */
function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x)
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (n: number) => Math.floor(next() * n)
  return { int, pick: <T>(list: readonly T[]): T => list[int(list.length)] as T }
}

let t: TestApp
let ledger: Ledger
let members: number[]
beforeAll(async () => {
  t = await createTestApp()
  ledger = createLedger({ db: t.app.db, chainId: 31337 })
  members = []
  for (let i = 0; i < 6; i++) members.push((await t.signIn()).userId)
})
afterAll(async () => t?.close())

type Held = { available: bigint; frozen: bigint }
type Effect = { userId: number; cur: Cur; bucket: keyof Held; delta: bigint }

describe('ledger properties', () => {
  it(`keeps balances non-negative, movements balanced and keys idempotent over ${SEQUENCES} random sequences`, async () => {
    const rnd = random(SEED)
    const model = new Map<string, Held>()
    const held = (userId: number, cur: Cur) => model.get(`${userId}:${cur}`) ?? { available: 0n, frozen: 0n }
    const posted: { movement: Movement; effects: Effect[]; inForce: boolean }[] = []
    const counts = { posted: 0, refused: 0, replayed: 0, reversed: 0 }
    let seq = 0
    const amountFor = (limit: bigint): bigint => {
      const roll = rnd.int(10)
      if (roll === 0 && limit > 0n) return limit // exactly the whole balance
      if (roll === 1) return 2n ** BigInt(64 + rnd.int(150)) + BigInt(rnd.int(1000)) // beyond 64 bits
      return BigInt(1 + rnd.int(200))
    }
    const apply = (effects: Effect[], sign: bigint) => {
      const next = new Map<string, Held>()
      for (const e of effects) {
        const k = `${e.userId}:${e.cur}`
        const h = { ...(next.get(k) ?? held(e.userId, e.cur)) }
        h[e.bucket] += sign * e.delta
        next.set(k, h)
      }
      if ([...next.values()].some((h) => h.available < 0n || h.frozen < 0n)) return false
      for (const [k, h] of next) model.set(k, h)
      return true
    }

    try {
      for (seq = 0; seq < SEQUENCES; seq++) {
        const steps = 1 + rnd.int(4)
        for (let step = 0; step < steps; step++) {
          const roll = rnd.int(10)
          if (roll >= 8 && posted.length > 0) {
            // Replay an earlier key: in force, nothing moves; after a reversal, it posts anew.
            const earlier = rnd.pick(posted)
            const wasInForce = earlier.inForce
            const before = snapshot(model)
            const ok = wasInForce || apply(earlier.effects, 1n)
            const answer = await ledger.post(earlier.movement).catch((e) => e)
            if (wasInForce) {
              expect(answer).toMatchObject({ created: false })
              expect(snapshot(model)).toBe(before)
              counts.replayed++
            } else if (ok) {
              expect(answer).toMatchObject({ created: true })
              earlier.inForce = true
            } else expect(answer).toBeInstanceOf(InsufficientBalance)
            continue
          }
          if (roll === 7 && posted.length > 0) {
            const earlier = rnd.pick(posted)
            const ok = earlier.inForce && apply(earlier.effects, -1n)
            const answer = await ledger
              .reverse(earlier.movement.key, {
                key: `fuzz:${seq}:${step}:rev`,
                kind: 'reversal',
                reason: 'fuzz',
                actor: 'system',
              })
              .catch((e) => e)
            if (!earlier.inForce) expect(answer).toBeUndefined()
            else if (ok) {
              expect(answer).toMatchObject({ created: true })
              earlier.inForce = false
              counts.reversed++
            } else expect(answer).toBeInstanceOf(InsufficientBalance)
            continue
          }
          const cur = rnd.pick(CURRENCIES)
          const a = rnd.pick(members)
          const b = rnd.pick(members.filter((m) => m !== a))
          const about = { key: `fuzz:${seq}:${step}`, kind: 'fuzz', reason: 'fuzz', actor: 'system' }
          const h = held(a, cur)
          const kind = rnd.pick(['credit', 'debit', 'pay', 'freeze', 'release', 'settle'] as const)
          const amount = amountFor(kind === 'release' || kind === 'settle' ? h.frozen : h.available)
          const { legs, effects } = movementOf(kind, a, b, cur, amount)
          const movement: Movement = { ...about, legs }
          const ok = apply(effects, 1n)
          const answer = await ledger.post(movement).catch((e) => e)
          if (ok) {
            expect(answer).toMatchObject({ created: true })
            posted.push({ movement, effects, inForce: true })
            counts.posted++
          } else {
            expect(answer).toBeInstanceOf(InsufficientBalance)
            counts.refused++
          }
        }
        const rows = await memberBalances(t.app.db)
        for (const row of rows) {
          expect(row.available >= 0n && row.frozen >= 0n).toBe(true)
          expect({ available: row.available, frozen: row.frozen }).toEqual(
            held(Number(row.userId), row.currency as Cur),
          )
        }
      }
      expect(await unbalancedMovements(t.app.db)).toEqual([])
      console.info(`ledger fuzz: ${SEQUENCES} sequences, seed ${SEED}:`, counts)
      expect(counts.refused).toBeGreaterThan(0)
      expect(counts.replayed).toBeGreaterThan(0)
    } catch (error) {
      throw new Error(`ledger fuzz failed in sequence ${seq} (LEDGER_FUZZ_SEED=${SEED}): ${error}`, {
        cause: error,
      })
    }
  }, 300_000)
})

const snapshot = (model: Map<string, Held>) =>
  [...model].map(([k, h]) => `${k}=${h.available}/${h.frozen}`).join(',')

function movementOf(
  kind: 'credit' | 'debit' | 'pay' | 'freeze' | 'release' | 'settle',
  a: number,
  b: number,
  cur: Cur,
  n: bigint,
): { legs: Movement['legs']; effects: Effect[] } {
  const member = (userId: number, bucket: keyof Held, delta: bigint) => ({
    leg: { party: { userId }, currency: cur, bucket, amount: delta },
    effect: { userId, cur, bucket, delta },
  })
  const platform = (name: string, delta: bigint) => ({
    leg: { party: { platform: name }, currency: cur, bucket: 'available' as const, amount: delta },
    effect: undefined,
  })
  const sides = {
    credit: [platform('operator', -n), member(a, 'available', n)],
    debit: [member(a, 'available', -n), platform('spending', n)],
    pay: [member(a, 'available', -n), member(b, 'available', n)],
    freeze: [member(a, 'available', -n), member(a, 'frozen', n)],
    release: [member(a, 'frozen', -n), member(a, 'available', n)],
    settle: [member(a, 'frozen', -n), platform('withdrawals', n)],
  }[kind]
  return {
    legs: sides.map((s) => s.leg),
    effects: sides.flatMap((s) => (s.effect ? [s.effect] : [])),
  }
}
