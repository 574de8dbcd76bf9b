import { formatUnits } from '@kid/shared/format/units'
import { NEWSTYPE } from '@kid/shared/notice'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { marketItem } from '../tables/item.ts'
import type { TradeDeps } from './deps.ts'

/** The marketplace's notices (docs/notice.md): who is told what, in words for people. */
export type TradeNoticeKind =
  | 'sold'
  | 'outbid'
  | 'offerReceived'
  | 'offerAccepted'
  | 'auctionWon'
  | 'listingExpired'

type Words = { name: string; price: string }
const TEXTS: Record<TradeNoticeKind, { newstype: number; title: string; content: (w: Words) => string }> = {
  sold: {
    newstype: NEWSTYPE.SOLD,
    title: 'Your item sold',
    content: (w) => `<b>${w.name}</b> sold for <b>${w.price}</b>. The proceeds are in your wallet.`,
  },
  outbid: {
    newstype: NEWSTYPE.OUTBID,
    title: 'You have been outbid',
    content: (w) =>
      `Someone bid more than you on <b>${w.name}</b>. Your bid of <b>${w.price}</b> was refunded to your wallet.`,
  },
  offerReceived: {
    newstype: NEWSTYPE.OFFER_RECEIVED,
    title: 'You have a new offer',
    content: (w) =>
      `Someone offered <b>${w.price}</b> for <b>${w.name}</b>. You can accept it on the item page.`,
  },
  offerAccepted: {
    newstype: NEWSTYPE.OFFER_ACCEPTED,
    title: 'Your offer was accepted',
    content: (w) =>
      `Your offer of <b>${w.price}</b> for <b>${w.name}</b> was accepted. The item is now yours.`,
  },
  auctionWon: {
    newstype: NEWSTYPE.AUCTION_WON,
    title: 'You won the auction',
    content: (w) => `<b>${w.name}</b> was delivered to you for your bid of <b>${w.price}</b>.`,
  },
  listingExpired: {
    newstype: NEWSTYPE.LISTING_EXPIRED,
    title: 'Your listing ended',
    content: (w) =>
      `Your listing of <b>${w.name}</b> at <b>${w.price}</b> ended without a sale. You can list it again.`,
  },
}

/** The key and reference of a notice about an indexed event: once per event, gone with a reorg. */
export const aboutEvent = (event: { id: number }) => ({
  eventKey: `chain:${event.id}`,
  chainEventId: event.id,
})

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Tells the member behind `wallet` about a trade on an item, in the transaction that records it
 * (exactly when it happened, once per event key). Nobody is told when the notice service is not
 * given (scripts) or the wallet is no member's.
 */
export async function tellTrade(
  deps: TradeDeps,
  tx: Tx,
  kind: TradeNoticeKind,
  about: {
    wallet: string
    itemId: number
    priceWei: bigint
    currency: string
    eventKey: string
    chainEventId?: number
  },
): Promise<void> {
  if (!deps.notices) return
  const [item] = await tx
    .select({
      name: marketItem.name,
      thumbnail: marketItem.thumbnailUrl,
      media: marketItem.mediaUrl,
      type: marketItem.mediaType,
    })
    .from(marketItem)
    .where(eq(marketItem.id, about.itemId))
  if (!item) return
  const { symbol, decimals } = deps.currencies(about.currency)
  const text = TEXTS[kind]
  await deps.notices.notify(tx, {
    wallet: about.wallet,
    title: text.title,
    content: text.content({
      name: escapeHtml(item.name),
      price: `${formatUnits(about.priceWei, decimals)} ${escapeHtml(symbol)}`,
    }),
    newstype: text.newstype,
    contentid: String(about.itemId),
    eventKey: about.eventKey,
    iconurl: item.thumbnail || (item.type === 'image' ? item.media : null),
    chainEventId: about.chainEventId,
  })
}
