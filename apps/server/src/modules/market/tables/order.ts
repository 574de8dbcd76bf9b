import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../../account/index.ts'
import { chainEventKey } from '../../chain/index.ts'
import { marketItem } from './item.ts'
import { uint256 } from './numeric.ts'

/**
 * A listing: the seller's EIP-712 signed Exchange option (fixed price or auction). Only the indexer
 * moves it to `filled`; `cancelled` follows an on-chain cancel, `expired` its end time.
 */
export const marketOrder = pgTable(
  'market_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    sellerAddress: text('seller_address').notNull(),
    sellerUserId: memberKey('seller_user_id', 'set null'),
    /** The Exchange's channel bit field: bit 0 auction, bit 1 ERC-1155. */
    channel: integer('channel').notNull(),
    amount: uint256('amount').notNull().default(sql`1`),
    priceWei: uint256('price_wei').notNull(),
    /** Payment token; the zero address for the chain's native coin. */
    currency: text('currency').notNull(),
    /** Highest royalty (bps) the seller accepts. */
    royaltyRate: integer('royalty_rate').notNull(),
    nonce: uint256('nonce').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Auction reserve. */
    expectedPrice: uint256('expected_price').notNull().default(sql`0`),
    signature: text('signature').notNull(),
    optionHash: text('option_hash').notNull(),
    /** A batch listing's merkle root and this option's proof. */
    merkleRoot: text('merkle_root'),
    merkleProof: jsonb('merkle_proof').$type<string[]>(),
    /** The item's metadata hash when listed: a listing is for those details only (trade/metadata-bound.ts). */
    metadataHash: text('metadata_hash'),
    state: text('state').notNull().default('active'),
    /** The block of the chain event that filled or cancelled it: a reorg past it reopens the order. */
    closedBlock: bigint('closed_block', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_order_option_hash_key').on(t.optionHash),
    index('market_order_state_item_idx').on(t.state, t.itemId),
    index('market_order_seller_idx').on(t.sellerAddress, t.state),
    index('market_order_state_price_idx').on(t.state, t.priceWei, t.id),
    // Live auctions are a small share of listings: the auction filter and the home section read them alone.
    index('market_order_auction_idx').on(t.itemId).where(sql`${t.state} = 'active' and ${t.channel} & 1 = 1`),
    check('market_order_state_check', sql`${t.state} in ('active', 'filled', 'cancelled', 'expired')`),
  ],
)

/** An offer on an item (signed, off-chain) or a bid on an auction (on-chain escrow, `onchain`). */
export const marketOffer = pgTable(
  'market_offer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => marketOrder.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    bidderAddress: text('bidder_address').notNull(),
    bidderUserId: memberKey('bidder_user_id', 'set null'),
    amount: uint256('amount').notNull().default(sql`1`),
    priceWei: uint256('price_wei').notNull(),
    currency: text('currency').notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    signature: text('signature'),
    state: text('state').notNull().default('active'),
    onchain: boolean('onchain').notNull().default(false),
    /**
     * An offer on an unlisted item: the option (wire form) the owner's acceptOffer will carry, built
     * by the bidder for the current owner; its hash is what the offer signs. Null for listings.
     */
    option: jsonb('option').$type<Record<string, string | number>>(),
    /** EIP-712 struct hash of a signed offer: how OfferAccepted / OfferCancelled events find it. */
    offerHash: text('offer_hash'),
    /** The item's metadata hash when offered: an offer is for those details only (trade/metadata-bound.ts). */
    metadataHash: text('metadata_hash'),
    /** An on-chain bid's BidPlaced event: the bid goes when a reorg removes the event. */
    chainEventId: chainEventKey('chain_event_id'),
    /** The block of the event that closed it (accepted, outbid, cancelled): a reorg past it reopens it. */
    closedBlock: bigint('closed_block', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_offer_item_idx').on(t.itemId, t.state, t.priceWei, t.id),
    index('market_offer_order_idx').on(t.orderId, t.state),
    index('market_offer_bidder_idx').on(t.bidderAddress, t.state, t.id),
    uniqueIndex('market_offer_hash_key').on(t.offerHash),
    uniqueIndex('market_offer_event_key').on(t.chainEventId),
    check(
      'market_offer_state_check',
      sql`${t.state} in ('active', 'accepted', 'cancelled', 'expired', 'outbid')`,
    ),
  ],
)
