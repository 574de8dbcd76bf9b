import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { parseEther } from 'viem'
import type { MarketDeps } from '../deps.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { listForDemo } from '../trade/list-for-demo.ts'
import type { DemoMember } from './demo-members.ts'

/** Two weeks: well inside the demo names' year (a listing may not outlive its name). */
const NAME_LISTING_SECONDS = 14n * 86_400n

/**
 * Once the .kid names step has registered the members' names: one member puts theirs on the
 * marketplace, through the same listing service and signature as any item, so the world shows a
 * name for sale (on its page and in KID Names). The first member holding a name lists it.
 */
export async function listOneName(
  app: FastifyInstance,
  deps: MarketDeps,
  sellers: DemoMember[],
  log: (message: string) => void,
): Promise<void> {
  const registry = app.chain?.runtime.deployment.contracts.registry
  if (!registry) return
  for (const seller of sellers) {
    const [name] = await deps.db
      .select({ tokenId: marketItem.tokenId, name: marketItem.name })
      .from(marketItem)
      .innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
      .where(
        and(eq(marketCollection.address, registry), eq(marketItem.ownerAddress, seller.wallet.toLowerCase())),
      )
      .limit(1)
    if (!name?.tokenId) continue
    await listForDemo(app, deps.account, { dev: seller.signer.dev, userId: seller.userId }, [
      {
        collection: registry,
        tokenId: name.tokenId,
        price: parseEther('0.08'),
        duration: NAME_LISTING_SECONDS,
      },
    ])
    log(`demo: ${name.name} listed for sale`)
    return
  }
}
