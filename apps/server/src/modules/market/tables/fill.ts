import { bigint, index, pgTable } from 'drizzle-orm/pg-core'
import { chainEventKey } from '../../chain/index.ts'
import { uint256 } from './numeric.ts'
import { marketOrder } from './order.ts'

/**
 * Units of a listing filled by one chain event (OptionFilled, OfferAccepted, AuctionSettled). A
 * partly sold ERC-1155 listing stays active until the sum reaches its amount; a reorg deletes the
 * row with its event, and the sum says again what is left.
 */
export const marketOrderFill = pgTable(
  'market_order_fill',
  {
    chainEventId: chainEventKey('chain_event_id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => marketOrder.id, { onDelete: 'cascade' }),
    amount: uint256('amount').notNull(),
  },
  (t) => [index('market_order_fill_order_idx').on(t.orderId)],
)
