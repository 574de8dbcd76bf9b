import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Events published to realtime rooms, kept for a day (RETENTION_MS in store.ts) so that a client
 * that reconnects receives what it missed: the id orders them and is the client's resume point.
 */
export const platformRealtimeEvent = pgTable(
  'platform_realtime_event',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    room: text('room').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('platform_realtime_event_room_idx').on(t.room, t.id),
    // Pruning deletes by age.
    index('platform_realtime_event_created_idx').on(t.createdAt),
  ],
)
