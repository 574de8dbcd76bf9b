import { bigint } from 'drizzle-orm/pg-core'
import { chainEvent } from './tables.ts'

/**
 * A column that names the chain event behind a row, for other modules' tables: a reorg that
 * removes the event removes the row with it (on delete cascade), without the chain's tables being
 * visible outside the chain module.
 */
export function chainEventKey(name: string) {
  return bigint(name, { mode: 'number' }).references(() => chainEvent.id, { onDelete: 'cascade' })
}
