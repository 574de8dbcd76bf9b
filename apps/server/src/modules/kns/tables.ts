import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The .kid names as the indexer learns them from REGISTRY and RESOLVER events (indexer.ts): the
 * chain is the source of truth, these rows are its mirror, rebuilt from the stored events after a
 * reorg. Token ids are uint256 as decimal strings (keys only, never summed); addresses lower-case.
 */
export const knsName = pgTable(
  'kns_name',
  {
    tokenId: text('token_id').primaryKey(),
    label: text('label').notNull(),
    /** The token's holder; null while burnt between an expired name's burn and its new mint. */
    holder: text('holder'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    whitelisted: boolean('whitelisted').notNull(),
  },
  (t) => [
    uniqueIndex('kns_name_label_key').on(t.label),
    // A wallet's names, soonest expiry first (open/wallet, list/state).
    index('kns_name_holder_idx').on(t.holder, t.expiresAt, t.tokenId),
  ],
)

/** Address records, kept per holder as the resolver keeps them: a new holder starts with none. */
export const knsAddr = pgTable(
  'kns_addr',
  {
    tokenId: text('token_id').notNull(),
    holder: text('holder').notNull(),
    addr: text('addr').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.holder] })],
)

/** Text records (avatar, bio, links), per holder; an empty value on chain removes the row. */
export const knsText = pgTable(
  'kns_text',
  {
    tokenId: text('token_id').notNull(),
    holder: text('holder').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.holder, t.key] })],
)

/** Each wallet's chosen default (reverse) name; it counts only while forward and reverse agree. */
export const knsDefault = pgTable('kns_default', {
  wallet: text('wallet').primaryKey(),
  tokenId: text('token_id').notNull(),
})

/** Labels the operator keeps for one wallet (npm run admin -- kns reserve): it registers them free. */
export const knsReservation = pgTable('kns_reservation', {
  label: text('label').primaryKey(),
  wallet: text('wallet').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
