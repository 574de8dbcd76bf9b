import type { FastifyInstance } from 'fastify'
import type { Config } from '../../../platform/config/config.ts'
import type { DemoActor, DemoStep, DemoWorld } from '../../../platform/demo.ts'
import type { MarketDeps } from '../deps.ts'
import { deployCollections } from './demo-collection.ts'
import { type DemoMember, demoMember } from './demo-members.ts'
import { tradeDemo } from './demo-trades.ts'
import { demoWallet } from './demo-wallet.ts'
import { fundWallets } from './fund-wallets.ts'
import { listItems, paymentTokens } from './list-items.ts'
import { listOneName } from './list-name.ts'
import { mintItems } from './mint-items.ts'
import { resell } from './resell.ts'
import { DEMO_COLLECTIONS, type DemoCollectionPlan } from './world/collections.ts'
import { DEMO_BANK, DEMO_COLLECTORS } from './world/people.ts'

type Log = (message: string) => void

/** A demo member as other domains' demo steps see one: who, and their wallet to send from. */
const actor = (m: DemoMember): DemoActor => ({
  userId: m.userId,
  username: m.username,
  wallet: m.wallet,
  send: (tx) => m.signer.send(tx),
})

/**
 * The demo world of a fresh embedded platform, made through the real services and the real chain:
 * six creators with avatars and bios, a collection each (cover, banner, category) deployed by the
 * factory from their wallets, a few hundred pieces of generated art minted from those wallets and
 * put on the market by role (world/roles.ts); then four collectors buy, make offers that sellers
 * accept, bid on auctions and list some of what they bought again. `itemsPerCollection` caps each
 * collection (the test makes a small world). Then the other domains' `steps` act for the same
 * members (deposits, rewards). Returns the items it minted.
 */
export async function seedDemo(
  app: FastifyInstance,
  config: Config,
  deps: MarketDeps,
  log: Log,
  itemsPerCollection = Number.POSITIVE_INFINITY,
  steps: DemoStep[] = [],
): Promise<number[]> {
  const chain = app.chain?.runtime
  if (!chain?.embedded) return []
  const started = Date.now()
  const step = (what: string) => log(`demo: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const creators = new Map<DemoCollectionPlan, DemoMember>()
  for (const plan of DEMO_COLLECTIONS) {
    const signer = demoWallet(chain, plan.creator.dev)
    creators.set(plan, await demoMember(deps.account, config, plan.creator, signer, plan.style))
  }
  const collectors: DemoMember[] = []
  for (const person of DEMO_COLLECTORS)
    collectors.push(await demoMember(deps.account, config, person, demoWallet(chain, person.dev)))
  step(`${creators.size + collectors.length} members`)
  const signers = (members: DemoMember[]) => members.map((m) => m.signer)
  const bank = demoWallet(chain, DEMO_BANK)
  await fundWallets(chain, bank, signers([...creators.values(), ...collectors]), signers(collectors))

  const collections = await deployCollections(app, deps, creators)
  step(`${collections.length} collections deployed`)
  const items = await mintItems(deps, config, collections, (c) => Math.min(c.plan.items, itemsPerCollection))
  step(`${items.length} items minted`)
  const tokens = paymentTokens(chain.deployment.contracts)
  const listed = await listItems(app, deps.account, items, tokens)
  step(`${listed.length} items listed`)
  const purchases = await tradeDemo(app, deps.account, listed, collectors, tokens)
  step(`${purchases.length} purchases, offers and bids`)
  await resell(app, deps.account, purchases)
  const world: DemoWorld = {
    creators: [...creators.values()].map(actor),
    collectors: collectors.map(actor),
    log,
  }
  for (const s of steps) {
    // Each domain's part stands alone: one that fails leaves the rest of the world standing.
    await s.run(world).then(
      () => step(s.name),
      (error: unknown) => log(`demo: ${s.name} failed: ${error instanceof Error ? error.message : error}`),
    )
  }
  // After the steps, which register the members' .kid names: a collector's goes on sale.
  await listOneName(app, deps, collectors, log).catch((error: unknown) =>
    log(`demo: listing a .kid name failed: ${error instanceof Error ? error.message : error}`),
  )
  return items.map((i) => i.id)
}
