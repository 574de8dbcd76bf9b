import { and, eq, lt, sql } from 'drizzle-orm'
import type { Jobs } from '../../../platform/jobs/jobs.ts'
import { marketOrder } from '../tables/order.ts'
import { type TradeDeps, tradeNow } from './deps.ts'
import { expireListing } from './purchase.ts'

declare module '../../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'market.expire-listings': Record<string, never>
  }
}

/** Listings expired per run: a backlog (a copy that was down for a day) clears over a few minutes. */
const PER_RUN = 500

/**
 * Fixed-price listings whose end has passed expire, and each seller is told once ('Your listing
 * ended'), as they would be by a peer marketplace: at the end, not when someone next opens the item.
 * Auctions are left alone: an ended auction is settled or reclaimed on chain. The end is judged
 * by the chain's clock where it runs ahead (tradeNow), as the Exchange judges it.
 */
export async function expireEndedListings(deps: TradeDeps): Promise<number> {
  const now = new Date(Number(await tradeNow(deps)) * 1000)
  const ended = await deps.db
    .select({ id: marketOrder.id })
    .from(marketOrder)
    .where(
      and(eq(marketOrder.state, 'active'), lt(marketOrder.endTime, now), sql`${marketOrder.channel} & 1 = 0`),
    )
    .limit(PER_RUN)
  for (const { id } of ended) await expireListing(deps, id)
  return ended.length
}

/** Every minute, on one copy (a cron slot runs once however many copies there are). */
export function scheduleListingExpiry(jobs: Jobs, deps: TradeDeps): void {
  jobs.define('market.expire-listings', async () => void (await expireEndedListings(deps)))
  jobs.schedule('market.expire-listings', '* * * * *')
}
