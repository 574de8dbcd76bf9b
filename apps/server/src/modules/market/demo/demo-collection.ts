import * as CollectionFactory from '@kid/contracts/artifacts/CollectionFactory'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import type { Config } from '../../../platform/config/config.ts'
import type { Caller } from '../../account/index.ts'
import { addCollection } from '../collections/save.ts'
import type { MarketDeps } from '../deps.ts'
import { marketCollection } from '../tables/collection.ts'
import type { DemoCreator } from './creators.ts'
import { storeDemoArt } from './demo-art.ts'

export type Send = (request: {
  address: Address
  abi: unknown
  functionName: string
  args: unknown[]
}) => Promise<unknown>

export /** Polls until `check` answers, for what the indexer writes after a block (30 s at most). */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const found = await check()
    if (found !== undefined) return found
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`demo: timed out waiting for ${what}`)
}

/**
 * The creator's collection: their own, added through the collection service and deployed by the
 * factory from their wallet (waiting for the indexer to give it its address), or the shared ERC-721.
 */
export async function demoCollection(
  app: FastifyInstance,
  config: Config,
  deps: MarketDeps,
  caller: Caller & { wallet: string },
  c: DemoCreator,
  send: Send,
  factory: Address,
) {
  let collectionId: number
  if (c.collection) {
    const art = await storeDemoArt(config, c.dev * 10)
    const row = await addCollection(deps, caller, {
      ...c.collection,
      description: 'Demo collection',
      cover: art.url,
      royalty: 500,
    })
    const create = c.collection.standard === 721 ? 'create721' : 'create1155'
    await send({
      address: factory,
      abi: CollectionFactory.abi,
      functionName: create,
      args: [c.collection.name, c.collection.symbol],
    })
    await until('the collection deployment', async () => {
      const [done] = await app.db
        .select({ id: marketCollection.id })
        .from(marketCollection)
        .where(and(eq(marketCollection.id, row.id), isNotNull(marketCollection.address)))
      return done
    })
    collectionId = row.id
  } else {
    const [shared] = await app.db
      .select()
      .from(marketCollection)
      .where(and(eq(marketCollection.shared, true), eq(marketCollection.standard, 721)))
    if (!shared) throw new Error('demo: the shared collection is missing')
    collectionId = shared.id
  }
  const [collection] = await app.db
    .select()
    .from(marketCollection)
    .where(eq(marketCollection.id, collectionId))
  if (!collection?.address) throw new Error('demo: the collection has no address')
  return { ...collection, address: collection.address as Address }
}
