import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'
import { chainEventKey } from '../chain/index.ts'

const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/** A prize tier's metadata; its weight is its share of the series' prize count. */
export type Tier = { name: string; image: string; description: string; weight: number }

/**
 * A blind-box series: its id is the contract's series id. Published on chain (oddsHash, prizes
 * set) before any code is sold, and never changed afterwards (the contract refuses to).
 */
export const bboxSeries = pgTable(
  'bbox_series',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    media: text('media').notNull(),
    /** CBK bricks (whole points) one code costs. */
    price: units('price').notNull(),
    tiers: jsonb('tiers').$type<Tier[]>().notNull(),
    /** The prizes' royalty (ERC-2981, basis points), paid to the platform signer. */
    royaltyBps: smallint('royalty_bps').notNull().default(500),
    /** The prize collection the contract created for the series; null until published. */
    prizes: text('prizes'),
    oddsHash: text('odds_hash'),
    /** 'draft' until the chain has it, then 'on_sale'; 'closed' sells and mints no more. */
    status: text('status').$type<'draft' | 'on_sale' | 'closed'>().notNull().default('draft'),
    /** Boxes minted and opened, kept by the indexer (a reorg recounts), so lists never count boxes. */
    minted: integer('minted').notNull().default(0),
    opened: integer('opened').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('bbox_series_status_idx').on(t.status, t.id)],
)

/**
 * A code a member types: only its sha256 is kept. `commitment` = keccak256(salt) is the box's
 * token id on chain; the salt stays here, secret, until its box is opened. A reservation gives one
 * member the code until `reservedUntil`; the indexer marks it used when the mint is seen.
 */
export const bboxCode = pgTable(
  'bbox_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => bboxSeries.id),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    /** The member who bought it with CBK (null: an operator's batch). */
    buyerUserId: memberKey('buyer_user_id', 'set null'),
    /** The exchange's request id: a retried exchange finds this row (and re-derives the code). */
    exchangeKey: text('exchange_key'),
    batch: text('batch'),
    expiresAt: at('expires_at'),
    reservedBy: memberKey('reserved_by', 'set null'),
    reservedFor: text('reserved_for'),
    reservedUntil: at('reserved_until'),
    usedAt: at('used_at'),
    /** The block of the mint that spent it: a reorg below it makes the code unspent again. */
    usedBlock: bigint('used_block', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bbox_code_hash_uq').on(t.codeHash),
    uniqueIndex('bbox_code_commitment_uq').on(t.commitment),
    uniqueIndex('bbox_code_exchange_uq').on(t.buyerUserId, t.exchangeKey),
    index('bbox_code_buyer_idx').on(t.buyerUserId, t.id),
    index('bbox_code_used_block_idx').on(t.usedBlock),
  ],
)

/** A minted box, from its mint (Transfer from zero); the row goes with the event in a reorg. */
export const bboxBox = pgTable(
  'bbox_box',
  {
    tokenId: units('token_id').primaryKey(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => bboxCode.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => bboxSeries.id),
    ownerAddress: text('owner_address').notNull(),
    /** The block of the transfer that gave the current owner: a rollback re-derives owners above a fork. */
    ownerBlock: bigint('owner_block', { mode: 'number' }).notNull(),
    minter: text('minter').notNull(),
    mintTx: text('mint_tx').notNull(),
    mintedAt: at('minted_at').notNull(),
    mintEventId: chainEventKey('mint_event_id').notNull(),
  },
  (t) => [
    index('bbox_box_owner_idx').on(t.ownerAddress, t.mintedAt, t.tokenId),
    index('bbox_box_series_idx').on(t.seriesId),
    index('bbox_box_owner_block_idx').on(t.ownerBlock),
  ],
)

/** Every transfer of a box, so owners can be re-derived after a reorg. */
export const bboxTransfer = pgTable(
  'bbox_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenId: units('token_id').notNull(),
    toAddress: text('to_address').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    eventId: chainEventKey('event_id').notNull(),
  },
  (t) => [
    uniqueIndex('bbox_transfer_event_uq').on(t.eventId),
    index('bbox_transfer_token_idx').on(t.tokenId, t.blockNumber, t.logIndex),
  ],
)

/** An opened box (BoxOpened): the draw's public inputs and the prize token it delivered. */
export const bboxOpen = pgTable(
  'bbox_open',
  {
    tokenId: units('token_id')
      .primaryKey()
      .references(() => bboxBox.tokenId, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    prize: integer('prize').notNull(),
    tier: integer('tier').notNull(),
    prizeTokenId: units('prize_token_id').notNull(),
    salt: text('salt').notNull(),
    entropy: units('entropy').notNull(),
    txHash: text('tx_hash').notNull(),
    openedAt: at('opened_at').notNull(),
    eventId: chainEventKey('event_id').notNull(),
  },
  (t) => [index('bbox_open_holder_idx').on(t.holder, t.openedAt, t.tokenId)],
)

/**
 * Tries of codes that matched nothing, per member and per client IP: counted in the database so
 * the budget holds across restarts and server copies (docs/security.md "Limits across resets").
 */
export const bboxGuess = pgTable(
  'bbox_guess',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('bbox_guess_subject_idx').on(t.subject, t.createdAt)],
)
