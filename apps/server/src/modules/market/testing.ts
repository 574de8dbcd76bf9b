import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { eq } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import type { TestApp } from '../../testing/app.ts'
import { accountUser } from '../account/tables.ts'
import { marketActivity, marketEarning } from './tables/activity.ts'
import { marketCollection } from './tables/collection.ts'
import { marketItem } from './tables/item.ts'
import { marketOffer, marketOrder } from './tables/order.ts'

/**
 * Catalog rows as the indexer and the trading services leave them, for tests of the read calls
 * that need no chain: members with wallets, minted tokens, listings, sales and their earnings.
 */
export function catalogRows(t: TestApp) {
  const db = t.app.db
  let tokenId = 0n
  let nonce = 0n
  return {
    async member(dev: number, profile: Partial<typeof accountUser.$inferInsert> = {}) {
      const m = await t.signIn()
      const wallet = devAccount(dev).address.toLowerCase()
      await db
        .update(accountUser)
        .set({ walletaddress: wallet, ...profile })
        .where(eq(accountUser.id, m.userId))
      return { ...m, wallet }
    },
    async collection(creator: string, values: Partial<typeof marketCollection.$inferInsert> = {}) {
      const address = `0x${(++tokenId).toString(16).padStart(40, 'c')}`
      const [row] = await db
        .insert(marketCollection)
        .values({
          chainId: 31337,
          address,
          standard: 721,
          name: 'Test',
          symbol: 'T',
          creatorAddress: creator,
          ...values,
        })
        .returning()
      return row as NonNullable<typeof row>
    },
    async item(collectionId: number, creator: string, values: Partial<typeof marketItem.$inferInsert> = {}) {
      const [row] = await db
        .insert(marketItem)
        .values({
          collectionId,
          tokenId: ++tokenId,
          name: `Token ${tokenId}`,
          mediaUrl: `/uploads/${tokenId}.png`,
          mediaType: 'image',
          creatorAddress: creator,
          ownerAddress: creator,
          status: 'minted',
          ...values,
        })
        .returning()
      return row as NonNullable<typeof row>
    },
    async listing(
      itemId: number,
      seller: string,
      priceWei: bigint,
      values: Partial<typeof marketOrder.$inferInsert> = {},
    ) {
      const day = 86_400_000
      const [row] = await db
        .insert(marketOrder)
        .values({
          itemId,
          sellerAddress: seller,
          channel: 0,
          priceWei,
          currency: zeroAddress,
          royaltyRate: 1000,
          nonce: ++nonce,
          startTime: new Date(Date.now() - day),
          endTime: new Date(Date.now() + day),
          signature: '0x',
          optionHash: `0x${nonce.toString(16).padStart(64, '0')}`,
          ...values,
        })
        .returning()
      return row as NonNullable<typeof row>
    },
    /** A standing offer on the item from `bidder`, open for a week. */
    async offer(itemId: number, bidder: string, priceWei: bigint) {
      const [row] = await db
        .insert(marketOffer)
        .values({
          itemId,
          bidderAddress: bidder,
          priceWei,
          currency: zeroAddress,
          expireTime: new Date(Date.now() + 7 * 86_400_000),
        })
        .returning()
      return row as NonNullable<typeof row>
    },
    /** A sale of the item from `seller` to `buyer`: the token changes hands, the seller earns the price. */
    async sale(
      item: { id: number; collectionId: number },
      seller: string,
      buyer: string,
      priceWei: bigint,
      at = new Date(),
      currency: string = zeroAddress,
    ) {
      const [activity] = await db
        .insert(marketActivity)
        .values({
          itemId: item.id,
          collectionId: item.collectionId,
          kind: 'sale',
          fromAddress: seller,
          toAddress: buyer,
          priceWei,
          currency,
          createdAt: at,
        })
        .returning()
      await db.update(marketItem).set({ ownerAddress: buyer }).where(eq(marketItem.id, item.id))
      await db.insert(marketEarning).values({
        creatorAddress: seller,
        itemId: item.id,
        activityId: activity?.id ?? 0,
        amountWei: priceWei,
        currency,
        kind: 'sale',
      })
      return activity
    },
  }
}
