// The benchmark marketplace's rows, made up deterministically (same seed, same world) so figures and
// query plans are comparable between runs. Shapes follow what the indexer and the trading services
// write; every name says 'Bench' so nobody mistakes it for demo or real data.
import { zeroAddress } from 'viem'

export type MarketSize = { users: number; collections: number; items: number }
/** Issue #5: lists stay fast with 100,000 items. */
export const BENCH_SIZE: MarketSize = { users: 1_000, collections: 200, items: 100_000 }

export const DAY_MS = 86_400_000
/** Shares of minted items with an active listing, and of listings that are auctions. */
const LISTED = 0.2
const AUCTIONS = 0.1

/** mulberry32: a small seeded generator, enough for made-up data. */
export function random(seed = 5): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export const benchWallet = (n: number): `0x${string}` => `0xbe0c${n.toString(16).padStart(36, '0')}`
export const benchHash = (kind: number, n: number) =>
  `0x${kind.toString(16)}${n.toString(16).padStart(63, '0')}`
/** 0.001 to 10 ETH, most prices low as on real marketplaces. */
export const benchPrice = (r: number) => BigInt(Math.floor(10 ** (r * 4 - 3) * 1e6)) * 10n ** 12n

/**
 * Which collection an item goes to: heavily skewed (r³), so the first collections are big (the
 * first holds about 17 % of the items) and most are small, as on real marketplaces.
 */
export const collectionOf = (r: number, collections: number) => Math.floor(collections * r ** 3)

export type PlannedItem = {
  n: number
  collection: number
  creator: number
  owner: number
  minted: boolean
  createdAt: Date
  listing: { price: bigint; auction: boolean } | null
}

/** Items in id order, created over the last year with newer ids newer, as they are really made. */
export function planItems(size: MarketSize, rand: () => number, now: number): PlannedItem[] {
  const start = now - 365 * DAY_MS
  return Array.from({ length: size.items }, (_, n) => {
    const collection = collectionOf(rand(), size.collections)
    const creator = rand() < 0.7 ? collection % size.users : Math.floor(rand() * size.users)
    const minted = rand() >= 0.02
    const owner = rand() < 0.6 ? creator : Math.floor(rand() * size.users)
    const listed = minted && rand() < LISTED
    return {
      n,
      collection,
      creator,
      owner,
      minted,
      createdAt: new Date(start + ((now - start) * (n + rand())) / size.items),
      listing: listed ? { price: benchPrice(rand()), auction: rand() < AUCTIONS } : null,
    }
  })
}

/** A signed listing's row, with made-up signature and hash (the bench never settles on chain). */
export function orderRow(
  o: { itemId: number; seller: string; channel: number; price: bigint; nonce: number },
  state: 'active' | 'filled' | 'cancelled',
  at: Date,
  now: number,
) {
  return {
    itemId: o.itemId,
    sellerAddress: o.seller,
    channel: o.channel,
    priceWei: o.price,
    expectedPrice: o.channel & 1 ? o.price : 0n,
    currency: zeroAddress,
    royaltyRate: 1000,
    nonce: BigInt(o.nonce),
    startTime: at,
    endTime: new Date(now + (7 + (o.nonce % 50)) * DAY_MS),
    signature: `0x${'00'.repeat(65)}`,
    optionHash: benchHash(1, o.nonce),
    state,
    closedBlock: state === 'active' ? null : 1,
    createdAt: at,
  }
}
