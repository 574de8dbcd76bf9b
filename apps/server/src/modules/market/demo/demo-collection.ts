import * as CollectionFactory from '@kid/contracts/artifacts/CollectionFactory'
import { collectionAddBody } from '@kid/shared/market/catalog'
import { and, inArray, isNotNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Address, encodeFunctionData } from 'viem'
import { until } from '../../../platform/demo.ts'
import { listCategories } from '../collections/categories.ts'
import { addCollection } from '../collections/save.ts'
import type { MarketDeps } from '../deps.ts'
import { marketCollection } from '../tables/collection.ts'
import { CANVAS } from './art/styles.ts'
import type { DemoMember } from './demo-members.ts'
import { storeArt } from './store-art.ts'
import type { DemoCollectionPlan } from './world/collections.ts'

/** Said at the end of every demo collection's description. */
export const DEMO_COLLECTION_NOTE = 'Demo collection: art generated when this platform first started.'

export type DemoCollection = { id: number; address: Address; plan: DemoCollectionPlan; creator: DemoMember }

/**
 * Each creator's collection: a cover and a banner drawn in its style, the row added through the
 * collection service (category, royalty), and the contract deployed by the factory from the
 * creator's wallet. One wait for the indexer to give them all their addresses.
 */
export async function deployCollections(
  app: FastifyInstance,
  deps: MarketDeps,
  creators: ReadonlyMap<DemoCollectionPlan, DemoMember>,
): Promise<DemoCollection[]> {
  const factory = app.chain?.runtime.deployment.contracts.collectionFactory
  if (!factory) throw new Error('demo: no collection factory')
  const categories = new Map((await listCategories(deps.db)).map((c) => [c.slug, c.id]))
  const added: { id: number; plan: DemoCollectionPlan; creator: DemoMember }[] = []
  for (const [plan, creator] of creators) {
    const cover = await storeArt(deps.config, plan.style, `${plan.symbol}:cover`, CANVAS.cover)
    const banner = await storeArt(deps.config, plan.style, `${plan.symbol}:banner`, CANVAS.banner)
    // Through the call's own schema, so the demo keeps every rule a person's request must.
    const body = collectionAddBody.parse({
      name: plan.name,
      symbol: plan.symbol,
      standard: plan.standard,
      description: `${plan.description}\n\n${DEMO_COLLECTION_NOTE}`,
      cover: cover.url,
      banner: banner.url,
      royalty: plan.royaltyBps,
      category: categories.get(plan.category),
    })
    const row = await addCollection(deps, creator, body)
    const args = [plan.name, plan.symbol] as const
    await creator.signer.send({
      to: factory,
      data:
        plan.standard === 721
          ? encodeFunctionData({ abi: CollectionFactory.abi, functionName: 'create721', args })
          : encodeFunctionData({ abi: CollectionFactory.abi, functionName: 'create1155', args }),
    })
    added.push({ id: row.id, plan, creator })
  }
  const ids = added.map((c) => c.id)
  const deployed = await until('the collections’ deployment', async () => {
    const rows = await deps.db
      .select({ id: marketCollection.id, address: marketCollection.address })
      .from(marketCollection)
      .where(and(inArray(marketCollection.id, ids), isNotNull(marketCollection.address)))
    return rows.length === ids.length ? new Map(rows.map((r) => [r.id, r.address as Address])) : undefined
  })
  return added.map((c) => ({ ...c, address: deployed.get(c.id) as Address }))
}
