// The benchmark marketplace's items (bench/market-world.ts plans them) with their properties and,
// for ERC-1155 collections, their holders' balances.
import { marketBalance, marketItem, marketItemAttribute } from '@kid/server/modules/market/tables/item'
import type { Db } from '@kid/server/platform/db/database'
import { benchHash, benchWallet, type MarketSize, type PlannedItem, planItems } from './market-world.ts'
import { insertIds, insertRows } from './seed-rows.ts'

type Context = {
  size: MarketSize
  rand: () => number
  now: number
  userIds: number[]
  collectionIds: number[]
  is1155: (collection: number) => boolean
}

export async function seedItems(db: Db, c: Context): Promise<{ plan: PlannedItem[]; itemIds: number[] }> {
  const plan = planItems(c.size, c.rand, c.now)
  const tokens = new Map<number, bigint>()
  const itemIds = await insertIds(
    db,
    marketItem,
    plan.map((p) => {
      const tokenId = p.minted ? (tokens.get(p.collection) ?? 0n) + 1n : null
      if (tokenId !== null) tokens.set(p.collection, tokenId)
      const video = p.n % 10 === 7
      const editions = c.is1155(p.collection)
      return {
        collectionId: c.collectionIds[p.collection] as number,
        tokenId,
        name: `Bench item ${p.n}`,
        description: 'Benchmark data.',
        mediaUrl: `/bench/${p.n}.${video ? 'mp4' : 'png'}`,
        mediaType: video ? 'video' : 'image',
        thumbnailUrl: `/bench/${p.n}.png`,
        supply: editions ? BigInt(1 + (p.n % 100)) : 1n,
        royaltyBps: 500,
        creatorUserId: c.userIds[p.creator] ?? null,
        creatorAddress: benchWallet(p.creator),
        ownerAddress: p.minted && !editions ? benchWallet(p.owner) : null,
        mintedTx: p.minted ? benchHash(2, p.n) : null,
        status: p.minted ? 'minted' : 'draft',
        views: Math.floor(2000 * c.rand() ** 4),
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      }
    }),
  )
  const idOf = (p: PlannedItem) => itemIds[p.n] as number
  await insertRows(
    db,
    marketItemAttribute,
    plan.flatMap((p) => [
      { itemId: idOf(p), traitType: 'Background', value: ['Blue', 'Sand', 'Night', 'Rose'][p.n % 4] ?? '' },
      { itemId: idOf(p), traitType: 'Rarity', value: p.n % 97 === 0 ? 'Legendary' : 'Common' },
    ]),
  )
  await insertRows(
    db,
    marketBalance,
    plan
      .filter((p) => p.minted && c.is1155(p.collection))
      .map((p) => ({ itemId: idOf(p), ownerAddress: benchWallet(p.owner), amount: BigInt(1 + (p.n % 100)) })),
  )
  return { plan, itemIds }
}
