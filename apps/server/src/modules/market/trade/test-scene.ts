import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import type { Option } from '@kid/contracts/market/typedData'
import { optionToWire } from '@kid/shared/market/trade'
import { eq } from 'drizzle-orm'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { tradeWorld } from './test-world.ts'
import { signOption } from './wallet-sign.ts'

type Member = Awaited<ReturnType<Awaited<ReturnType<typeof tradeWorld>>['member']>>

/**
 * The set-up most trading tests share: a trade world whose seller (dev account 3) has approved the
 * exchange for the shared ERC-721, and the calls they make through the API.
 */
export async function sellerScene(world: Parameters<typeof tradeWorld>[0] = {}) {
  const w = await tradeWorld(world)
  const seller = await w.member(3)
  await w.approveAll(3)

  /** A signed call to /api/dcservice/item/<path> as `as`: GET, or POST with a payload; the envelope. */
  const call = async (as: Member, path: string, payload?: object, signature?: string) =>
    (
      await w.t.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api/dcservice/item/${path}`,
        headers: { ...as.headers(), ...(signature ? { 'x-signature': signature } : {}) },
        ...(payload ? { payload } : {}),
      })
    ).json()

  /** The seller lists `o`, signed by their wallet; the created order as item/sale/create answers it. */
  const list = async (o: Option) =>
    (
      await call(
        seller,
        'sale/create',
        { option: optionToWire(o) },
        await signOption(devAccount(3), w.deps.domain, o),
      )
    ).data.orders[0]

  const stateOf = async (orderId: number) =>
    (await w.t.app.db.select().from(marketOrder).where(eq(marketOrder.id, orderId)))[0]?.state

  /**
   * The seller adds a draft to the shared ERC-721 (`details` over a name and an upload) and mints it
   * from their wallet; resolves once the indexer claimed it.
   */
  async function mintDraft(name: string, details: object = {}) {
    const [shared] = await w.t.app.db
      .select({ id: marketCollection.id })
      .from(marketCollection)
      .where(eq(marketCollection.address, w.contracts.erc721))
    const media = `/uploads/2026/11/${'cd'.repeat(32)}.png`
    const added = await call(seller, 'add', { collectionId: shared?.id, name, media, ...details })
    await w.chain.write(3, {
      address: w.contracts.erc721,
      abi: KidERC721.abi,
      functionName: 'mint',
      args: [seller.wallet.address, added.data.tokenUri, seller.wallet.address, 250],
    })
    const row = async () =>
      (await w.t.app.db.select().from(marketItem).where(eq(marketItem.id, added.data.id)))[0]
    await w.until(async () => (await row())?.status === 'minted', `${name} minted`)
    return { itemId: added.data.id as number, tokenId: (await row())?.tokenId ?? 0n }
  }

  return { w, seller, call, list, stateOf, mintDraft }
}

/** The same with a buyer (dev account 4), holding `buyerWeth` WETH the exchange may spend when given. */
export async function tradeScene({
  buyerWeth = 0n,
  now,
}: { buyerWeth?: bigint } & Parameters<typeof tradeWorld>[0] = {}) {
  const scene = await sellerScene({ now })
  const buyer = await scene.w.member(4)
  if (buyerWeth > 0n) await scene.w.fundWeth(4, buyerWeth)
  return { ...scene, buyer }
}

export type SellerScene = Awaited<ReturnType<typeof sellerScene>>
export type TradeScene = Awaited<ReturnType<typeof tradeScene>>
