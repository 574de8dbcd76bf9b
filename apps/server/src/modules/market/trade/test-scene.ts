import { devAccount } from '@kid/contracts/deploy/devAccounts'
import type { Option } from '@kid/contracts/market/typedData'
import { optionToWire } from '@kid/shared/market/trade'
import { eq } from 'drizzle-orm'
import { marketOrder } from '../tables/order.ts'
import { tradeWorld } from './test-world.ts'
import { signOption } from './wallet-sign.ts'

type Member = Awaited<ReturnType<Awaited<ReturnType<typeof tradeWorld>>['member']>>

/**
 * The set-up most trading tests share: a trade world whose seller (dev account 3) has approved the
 * exchange for the shared ERC-721, and the calls they make through the API.
 */
export async function sellerScene() {
  const w = await tradeWorld()
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

  return { w, seller, call, list, stateOf }
}

/** The same with a buyer (dev account 4), holding `buyerWeth` WETH the exchange may spend when given. */
export async function tradeScene({ buyerWeth = 0n } = {}) {
  const scene = await sellerScene()
  const buyer = await scene.w.member(4)
  if (buyerWeth > 0n) await scene.w.fundWeth(4, buyerWeth)
  return { ...scene, buyer }
}

export type SellerScene = Awaited<ReturnType<typeof sellerScene>>
export type TradeScene = Awaited<ReturnType<typeof tradeScene>>
