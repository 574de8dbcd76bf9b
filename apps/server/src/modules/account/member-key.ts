import { bigint } from 'drizzle-orm/pg-core'
import { accountUser } from './tables.ts'

/**
 * A column that names a member, with its foreign key, for other modules' tables: the database
 * keeps the reference whole while the account table itself stays private to this module.
 * `cascade` when the row means nothing without its member (a notice), `set null` when it outlives
 * them (an item keeps existing when its creator's account goes).
 */
export function memberKey(name: string, onDelete: 'cascade' | 'set null') {
  return bigint(name, { mode: 'number' }).references(() => accountUser.id, { onDelete })
}
