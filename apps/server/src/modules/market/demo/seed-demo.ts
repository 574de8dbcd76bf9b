import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import * as KidERC1155 from '@kid/contracts/artifacts/KidERC1155'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Address, createWalletClient, http, parseEther } from 'viem'
import type { Config } from '../../../platform/config/config.ts'
import type { MarketDeps } from '../deps.ts'
import { addItem } from '../items/save.ts'
import { marketItem } from '../tables/item.ts'
import { listForDemo } from '../trade/list-for-demo.ts'
import { DEMO_CREATORS, type DemoCreator } from './creators.ts'
import { storeDemoArt } from './demo-art.ts'
import { demoCollection, until } from './demo-collection.ts'
import { type DemoTrades, demoMember, tradeDemo } from './demo-trades.ts'

type Log = (message: string) => void

/**
 * The demo world of a fresh embedded platform, made through the real services and the real chain:
 * three creators (anvil dev accounts 5–7), their collections deployed by the factory from their
 * wallets, generated art minted from their wallets, a few listings; then a collector buys and bids
 * (demo-trades.ts). Returns the items it minted.
 */
export async function seedDemo(
  app: FastifyInstance,
  config: Config,
  deps: MarketDeps,
  log: Log,
): Promise<number[]> {
  const chain = app.chain?.runtime
  if (!chain?.embedded) return []
  const trades: DemoTrades = { buys: [], auctions: [] }
  const minted: number[] = []
  for (const creator of DEMO_CREATORS) {
    const made = await seedCreator(app, config, deps, creator, log)
    if (!made) continue
    minted.push(...made.items.map((i) => i.id))
    const [listing] = made.listed
    if (creator.sold && listing) trades.buys.push(listing.orderId)
    const second = made.items[1]
    if (creator.auction && second)
      trades.auctions.push({
        collection: made.collection,
        tokenId: second.tokenId,
        seller: { dev: creator.dev, userId: made.userId },
        reserve: parseEther(creator.auction),
      })
  }
  await tradeDemo(app, deps.account, trades, log)
  return minted
}

async function seedCreator(app: FastifyInstance, config: Config, deps: MarketDeps, c: DemoCreator, log: Log) {
  const chain = app.chain?.runtime
  if (!chain) return undefined
  const account = devAccount(c.dev)
  const wallet = createWalletClient({ account, chain: chain.client.chain, transport: http(chain.rpcUrl) })
  const send = async (request: { address: Address; abi: unknown; functionName: string; args: unknown[] }) =>
    chain.client.waitForTransactionReceipt({ hash: await wallet.writeContract(request as never) })
  const caller = await demoMember(deps.account, c.username, c.bio, account)
  const { userId } = caller

  const collection = await demoCollection(
    app,
    config,
    deps,
    caller,
    c,
    send,
    chain.deployment.contracts.collectionFactory,
  )
  const origin = config.publicUrl
  const items: { id: number; tokenId: bigint }[] = []
  for (const [i, name] of c.items.entries()) {
    const art = await storeDemoArt(config, c.dev * 10 + i + 1)
    const supply = collection.standard === 1155 ? 10n : undefined
    const item = await addItem(
      deps,
      caller,
      {
        collectionId: collection.id,
        name,
        media: art.url,
        thumbnail: art.thumbnail,
        description: 'Demo item',
        mediaType: 'image',
        properties: [{ trait_type: 'Palette', value: c.palette }],
        ...(supply ? { supply } : {}),
      },
      origin,
    )
    await send(
      collection.standard === 1155
        ? {
            address: collection.address,
            abi: KidERC1155.abi,
            functionName: 'mint',
            args: [account.address, supply, item.tokenUri, account.address, 500],
          }
        : {
            address: collection.address,
            abi: KidERC721.abi,
            functionName: 'mint',
            args: [account.address, item.tokenUri, account.address, 500],
          },
    )
    const tokenId = await until('the mint', async () => (await itemToken(app, item.id)) ?? undefined)
    items.push({ id: item.id, tokenId })
    log(`demo: ${c.username} minted ${name}`)
  }
  const first = items[0]
  const listed = first
    ? await listForDemo(app, deps.account, { dev: c.dev, userId }, [
        {
          collection: collection.address,
          tokenId: first.tokenId,
          price: parseEther(c.price),
          ...(collection.standard === 1155 ? { amount: 2n } : {}),
        },
      ])
    : []
  return { userId, collection: collection.address, items, listed }
}

async function itemToken(app: FastifyInstance, id: number): Promise<bigint | null> {
  const [row] = await app.db
    .select({ tokenId: marketItem.tokenId })
    .from(marketItem)
    .where(eq(marketItem.id, id))
  return row?.tokenId ?? null
}
