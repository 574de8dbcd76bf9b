import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../../account/index.ts'
import { marketCollection } from './collection.ts'
import { uint256 } from './numeric.ts'

/**
 * An NFT: a draft until the creator's wallet mints it, then the token the indexer saw minted
 * (token id, owner). Views are a plain counter, bumped in batches (items/views.ts).
 */
export const marketItem = pgTable(
  'market_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => marketCollection.id, { onDelete: 'cascade' }),
    tokenId: uint256('token_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    mediaUrl: text('media_url').notNull(),
    mediaType: text('media_type').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    /** Copies minted (ERC-1155); 1 for ERC-721. */
    supply: uint256('supply').notNull().default(sql`1`),
    /** Per-token royalty given to the mint (the collections keep one per token). */
    royaltyBps: smallint('royalty_bps').notNull().default(0),
    creatorUserId: memberKey('creator_user_id', 'set null'),
    creatorAddress: text('creator_address').notNull(),
    /** Lower-cased holder of an ERC-721 token; 1155 holdings are in market_balance. */
    ownerAddress: text('owner_address'),
    mintedTx: text('minted_tx'),
    status: text('status').notNull().default('draft'),
    /**
     * The token metadata version it serves (market_item_metadata) and that version's sha256: set
     * when the indexer claims the mint, null for drafts. Listings and offers keep the hash they
     * were made on.
     */
    metadataVersion: integer('metadata_version'),
    metadataHash: text('metadata_hash'),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_item_token_key').on(t.collectionId, t.tokenId),
    // Lists order newest (or most viewed) first with the id as tie-break in the same direction, so
    // these ascending indexes are read backwards (docs/server.md "Market queries and indexes").
    index('market_item_status_created_idx').on(t.status, t.createdAt, t.id),
    index('market_item_status_views_idx').on(t.status, t.views, t.id),
    index('market_item_collection_idx').on(t.collectionId, t.createdAt, t.id),
    index('market_item_owner_idx').on(t.ownerAddress),
    index('market_item_creator_idx').on(t.creatorAddress, t.createdAt, t.id),
    // Search (`lower(name) like '%term%'`, items/filters.ts): trigrams make a rare term a lookup
    // instead of a read of every name. pg_trgm is created by the migration, loaded into PGlite.
    // No pending list: only (auto)vacuum empties it, PGlite has none, and every search would
    // read it whole (the planner then prices the index out).
    index('market_item_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // A creator's drafts (item/nosale), few beside the minted catalog.
    index('market_item_draft_idx').on(t.creatorUserId).where(sql`${t.status} = 'draft'`),
    // Minted items without a metadata snapshot (minted before snapshots existed): none once the
    // start-up backfill ran (items/freeze-metadata.ts), so finding them reads an empty index.
    index('market_item_unfrozen_idx')
      .on(t.id)
      .where(sql`${t.status} = 'minted' and ${t.metadataVersion} is null`),
    check('market_item_status_check', sql`${t.status} in ('draft', 'minted')`),
    check('market_item_media_type_check', sql`${t.mediaType} in ('image', 'video')`),
  ],
)

/** The expression market_item_name_trgm_idx indexes: a name search filters on exactly this. */
export const itemNameLowered = sql`lower(${marketItem.name})`

/** The item's properties (traits), shown on the item page and in the token metadata. */
export const marketItemAttribute = pgTable(
  'market_item_attribute',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    traitType: text('trait_type').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.traitType] })],
)

/** ERC-1155 holdings, kept by the indexer from TransferSingle/TransferBatch; rows at 0 are removed. */
export const marketBalance = pgTable(
  'market_balance',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => marketItem.id, { onDelete: 'cascade' }),
    ownerAddress: text('owner_address').notNull(),
    amount: uint256('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.ownerAddress] }),
    index('market_balance_owner_idx').on(t.ownerAddress),
  ],
)
