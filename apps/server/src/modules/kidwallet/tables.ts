import type { Keystore } from '@kid/shared/kidwallet/calls'
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { memberKey } from '../account/index.ts'

/**
 * A member's KID wallet (docs/kidwallet.md): the keystore the browser sealed with the wallet
 * password, and its address. One per member; the server never holds a key or a phrase.
 */
export const kidwalletKeystore = pgTable('kidwallet_keystore', {
  userId: memberKey('user_id', 'cascade').primaryKey(),
  /** Lowercase, as in the keystore. */
  address: text('address').notNull(),
  keystore: jsonb('keystore').$type<Keystore>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
