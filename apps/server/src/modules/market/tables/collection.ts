import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../../account/index.ts'
import { uint256 } from './numeric.ts'

/** Categories of collections (the spec's category filter), ordered by `sort`. */
export const marketCategory = pgTable(
  'market_category',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('market_category_slug_key').on(t.slug),
    index('market_category_sort_idx').on(t.sort, t.id),
  ],
)

/**
 * A collection: a creator's own contract (address null until the indexer sees the factory create it)
 * or one of the platform's shared collections anyone mints into. The stats columns are kept by the
 * services as mints, sales and transfers are indexed, so lists sort by them without aggregating.
 */
export const marketCollection = pgTable(
  'market_collection',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    /** Checksummed; null while the creator's deployment is pending. */
    address: text('address'),
    standard: smallint('standard').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    bannerUrl: text('banner_url').notNull().default(''),
    /** Royalty in basis points (spec: "stored as a small integer"), at most 1000 = 10 %. */
    royaltyBps: smallint('royalty_bps').notNull().default(0),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => marketCategory.id, {
      onDelete: 'set null',
    }),
    creatorUserId: memberKey('creator_user_id', 'set null'),
    /** Lower-cased wallet of the creator; the platform signer's for shared collections. */
    creatorAddress: text('creator_address').notNull(),
    shared: boolean('shared').notNull().default(false),
    floorWei: uint256('floor_wei'),
    volumeWei: uint256('volume_wei').notNull().default(sql`0`),
    owners: integer('owners').notNull().default(0),
    items: integer('items').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_collection_address_key')
      .on(t.chainId, t.address)
      .where(sql`${t.address} is not null`),
    index('market_collection_created_idx').on(t.createdAt, t.id),
    index('market_collection_volume_idx').on(t.volumeWei, t.id),
    index('market_collection_category_idx').on(t.categoryId, t.id),
    index('market_collection_creator_idx').on(t.creatorAddress, t.id),
    index('market_collection_user_idx').on(t.creatorUserId, t.id),
    // The search (search/collections.ts), as market_item_name_trgm_idx: no pending list on PGlite.
    index('market_collection_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('market_collection_standard_check', sql`${t.standard} in (721, 1155)`),
    check('market_collection_royalty_check', sql`${t.royaltyBps} between 0 and 1000`),
  ],
)

/** The expression market_collection_name_trgm_idx indexes: a name search filters on exactly this. */
export const collectionNameLowered = sql`lower(${marketCollection.name})`
