import { devAccount } from '@kid/contracts/deploy/devAccounts'
import type { TxRequest } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Address, createWalletClient, type Hex, http, type LocalAccount, parseEther } from 'viem'
import type { AccountService, WalletCaller } from '../../account/index.ts'
import { marketOffer, marketOrder } from '../tables/order.ts'
import { tradeDeps } from '../trade/deps.ts'
import { exchangeTx } from '../trade/exchange-tx.ts'
import { listForDemo } from '../trade/list-for-demo.ts'
import { placeBid } from '../trade/offers/bid.ts'
import { purchase } from '../trade/purchase.ts'
import { until } from './demo-collection.ts'

/** Anvil dev account 8: the demo's collector, who buys and bids (0–4 serve tests, 5–7 the creators). */
export const DEMO_COLLECTOR = { dev: 8, username: 'demo_collector', bio: 'Demo collector: buys and bids.' }

/** What the demo market does once its creators have listed: sales, and auctions with a bid. */
export type DemoTrades = {
  /** Listings the collector buys (the indexer then marks them filled and records the sales). */
  buys: number[]
  /** Creators' tokens (dev account, member) put up for auction in WETH; the collector bids on each. */
  auctions: DemoAuction[]
}
export type DemoAuction = {
  collection: Address
  tokenId: bigint
  seller: { dev: number; userId: number }
  reserve: bigint
}

/**
 * Trades the demo world through the same services a browser calls: the collector's wallet sends
 * the exact transactions `item/offer/purchase` and `item/offer/bidding` answer, and waits for the
 * indexer to record them, so home volume, rankings, activity and the live auctions show real data.
 */
export async function tradeDemo(
  app: FastifyInstance,
  accounts: AccountService,
  plan: DemoTrades,
  log: (m: string) => void,
) {
  const chain = app.chain?.runtime
  if (!chain?.embedded) return
  const deps = tradeDeps(app.db, chain, accounts)
  const account = devAccount(DEMO_COLLECTOR.dev)
  const wallet = createWalletClient({ account, chain: chain.client.chain, transport: http(chain.rpcUrl) })
  const send = async (tx: Pick<TxRequest, 'to' | 'data' | 'value'>) =>
    chain.client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value),
        chain: chain.client.chain,
      }),
    })
  const { userId } = await demoMember(accounts, DEMO_COLLECTOR.username, DEMO_COLLECTOR.bio, account)

  for (const orderId of plan.buys) {
    const sale = await purchase(deps, userId, orderId)
    await send(sale.tx)
    await until('the sale', () => stateIs(app, orderId, 'filled'))
    log(`demo: ${DEMO_COLLECTOR.username} bought item ${sale.order.itemId}`)
  }
  const weth = chain.deployment.contracts.weth
  if (plan.auctions.length > 0) await send(exchangeTx.wrap(weth, parseEther('1')))
  for (const { collection, tokenId, seller, reserve } of plan.auctions) {
    const [auction] = await listForDemo(app, accounts, seller, [
      { collection, tokenId, price: reserve, currency: weth, auction: true, duration: 3n * 86_400n },
    ])
    if (!auction) throw new Error('demo: the auction was not listed')
    // The least bid the Exchange takes is the reserve itself; a fifth above it reads like a real bid.
    const { approve, tx } = await placeBid(deps, userId, auction.orderId, reserve + reserve / 5n)
    if (approve) await send(approve)
    await send(tx)
    await until('the bid', () => activeBid(app, auction.orderId))
    log(`demo: ${DEMO_COLLECTOR.username} bid on item ${auction.itemId}`)
  }
}

async function activeBid(app: FastifyInstance, orderId: number): Promise<number | undefined> {
  const [row] = await app.db
    .select({ id: marketOffer.id })
    .from(marketOffer)
    .where(and(eq(marketOffer.orderId, orderId), eq(marketOffer.state, 'active')))
  return row?.id
}

async function stateIs(app: FastifyInstance, orderId: number, state: string): Promise<true | undefined> {
  const [row] = await app.db
    .select({ state: marketOrder.state })
    .from(marketOrder)
    .where(eq(marketOrder.id, orderId))
  return row?.state === state ? true : undefined
}

/**
 * A demo member made as a person makes one: an account with a name and bio, then their wallet
 * bound by signing the EIP-4361 bind message with the wallet's own key (account's real services).
 */
export async function demoMember(
  accounts: AccountService,
  username: string,
  bio: string,
  key: LocalAccount,
): Promise<WalletCaller> {
  const { id: userId } = await accounts.profiles.create(username)
  await accounts.profiles.update(userId, { personalprofile: bio })
  await accounts.wallets.bindWithKey(userId, key)
  return { userId, wallet: key.address.toLowerCase() as Address }
}
