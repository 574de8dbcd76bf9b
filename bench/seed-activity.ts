// The benchmark marketplace's activity rows, in time order as the indexer writes them, and the
// earnings each sale pays: the creator's 5 % royalty and the seller's proceeds net of the 2.5 % fee.
import { marketActivity, marketEarning } from '@kid/server/modules/market/tables/activity'
import type { Db } from '@kid/server/platform/db/database'
import { zeroAddress } from 'viem'
import { insertIds, insertRows } from './seed-rows.ts'

export type Activity = typeof marketActivity.$inferInsert & { createdAt: Date }
export type Sale = { seller: string; creator: string; price: bigint }

export async function insertActivity(db: Db, activity: { row: Activity; sale?: Sale }[]): Promise<void> {
  // Ids follow time: "newest first" by id is newest by date, as on a live platform.
  activity.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime())
  const ids = await insertIds(
    db,
    marketActivity,
    activity.map((a) => a.row),
  )
  const earnings = activity.flatMap(({ row, sale }, i) => {
    if (!sale) return []
    const base = {
      itemId: row.itemId,
      activityId: ids[i] as number,
      currency: zeroAddress,
      createdAt: row.createdAt,
    }
    return [
      { ...base, creatorAddress: sale.creator, kind: 'royalty', amountWei: (sale.price * 500n) / 10_000n },
      { ...base, creatorAddress: sale.seller, kind: 'sale', amountWei: (sale.price * 9_250n) / 10_000n },
    ]
  })
  await insertRows(db, marketEarning, earnings)
}
