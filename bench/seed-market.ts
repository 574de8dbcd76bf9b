// Seeds a platform database with the benchmark marketplace (bench/market-world.ts): 1,000 users,
// 200 collections, 100,000 items with properties, listings, sales, offers and ~200,000 activity
// rows, through the server's own tables in multi-row INSERTs; the creator totals (migration 0008)
// follow by their triggers as the rows go in. Benchmark data only: `npm start` never loads it.
// Alone: `node --import tsx seed-market.ts <DATA_DIR>` seeds that folder's PGlite.
import { fileURLToPath } from 'node:url'
import { accountUser } from '@kid/server/modules/account/tables'
import { seedCatalog } from '@kid/server/modules/market/collections/shared-seed'
import { refreshCollectionStats } from '@kid/server/modules/market/collections/stats'
import { marketCategory, marketCollection } from '@kid/server/modules/market/tables/collection'
import { type Db, openDatabase } from '@kid/server/platform/db/database'
import { asc, sql } from 'drizzle-orm'
import { BENCH_SIZE, benchWallet, DAY_MS, type MarketSize, random } from './market-world.ts'
import { seedItems } from './seed-items.ts'
import { insertIds } from './seed-rows.ts'
import { seedTrades } from './seed-trades.ts'

/** What the market bench asks for: a big and a small collection, a category, a busy and a quiet creator, an item. */
export type SeededMarket = {
  bigCollectionId: number
  smallCollectionId: number
  categoryId: number
  busyCreator: `0x${string}`
  quietCreator: `0x${string}`
  itemId: number
}

export async function seedMarket(
  db: Db,
  size: MarketSize = BENCH_SIZE,
  now = Date.now(),
): Promise<SeededMarket> {
  const rand = random()
  await seedCatalog(db, undefined)
  const categories = (await db.select().from(marketCategory).orderBy(asc(marketCategory.sort))).map(
    (c) => c.id,
  )
  const userIds = await insertIds(
    db,
    accountUser,
    Array.from({ length: size.users }, (_, i) => ({
      uid: `bench${i.toString(36).padStart(5, '0')}`,
      username: `bench${i}`,
      registertype: 5,
      walletaddress: benchWallet(i),
      inviteCode: `BENCH${i}`,
    })),
  )
  const is1155 = (collection: number) => collection % 10 === 9
  const collectionIds = await insertIds(
    db,
    marketCollection,
    Array.from({ length: size.collections }, (_, c) => ({
      chainId: 31337,
      address: `0xbeec${c.toString(16).padStart(36, '0')}`,
      standard: is1155(c) ? 1155 : 721,
      name: `Bench collection ${c}`,
      symbol: `BENCH${c}`,
      categoryId: categories[c % categories.length] ?? null,
      creatorUserId: userIds[c % size.users] ?? null,
      creatorAddress: benchWallet(c % size.users),
      royaltyBps: 500,
      createdAt: new Date(now - (400 - c) * DAY_MS),
    })),
  )
  const world = { size, rand, now, userIds, collectionIds, is1155 }
  const { plan, itemIds } = await seedItems(db, world)
  await seedTrades(db, { ...world, plan, itemIds })
  // A Postgres server's autovacuum gathers the planner's statistics; PGlite has none, so the seed
  // gathers them, before the stats refresh whose per-collection queries need good plans too.
  await db.execute(sql`analyze`)
  await refreshCollectionStats(db, collectionIds)
  await db.execute(sql`analyze market_collection`)
  // Creator 0 owns the first (biggest) collection and most of its items; the last ones are small.
  const item = plan.find((p) => p.minted && p.creator === 0)
  return {
    bigCollectionId: collectionIds[0] as number,
    smallCollectionId: collectionIds.at(-1) as number,
    categoryId: categories[0] as number,
    busyCreator: benchWallet(0),
    quietCreator: benchWallet(size.users - 1),
    itemId: itemIds[item?.n ?? 0] as number,
  }
}

/** Migrates and seeds the PGlite of a DATA_DIR in one transaction (the platform must not run on it yet). */
export async function seedDataDir(dataDir: string, size?: MarketSize): Promise<SeededMarket> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir })
  try {
    await database.migrate()
    return await database.db.transaction((tx) => seedMarket(tx, size))
  } finally {
    await database.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage: node --import tsx seed-market.ts <DATA_DIR>')
  const started = performance.now()
  console.log(await seedDataDir(dir))
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
