import type { RealtimeEventName, RealtimeEvents } from '@kid/shared/realtime/events'
import { and, asc, gt, inArray, lt, max } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { platformRealtimeEvent } from './tables.ts'

/** How long a published event can still be resumed: a client away longer reloads what it shows. */
export const RETENTION_MS = 24 * 3600_000

/** Missed events are read this many at a time on resume. */
export const RESUME_PAGE = 500

/** An event as stored and as it travels between copies: `id` is the row's, as decimal text. */
export type StoredEvent = {
  id: string
  room: string
  event: RealtimeEventName
  data: RealtimeEvents[RealtimeEventName]
}

/** Keeps each published event under an increasing id, so that a reconnecting client can resume. */
export class RealtimeStore {
  constructor(private readonly db: Db) {}

  async add<Name extends RealtimeEventName>(
    room: string,
    event: Name,
    data: RealtimeEvents[Name],
  ): Promise<StoredEvent> {
    const [row] = await this.db
      .insert(platformRealtimeEvent)
      .values({ room, event, data })
      .returning({ id: platformRealtimeEvent.id })
    if (!row) throw new Error('realtime event insert returned no row')
    return { id: row.id.toString(), room, event, data }
  }

  /** The events of these rooms after `afterId`, oldest first (one page: at most RESUME_PAGE). */
  async after(rooms: string[], afterId: bigint): Promise<StoredEvent[]> {
    const rows = await this.db
      .select()
      .from(platformRealtimeEvent)
      .where(and(inArray(platformRealtimeEvent.room, rooms), gt(platformRealtimeEvent.id, afterId)))
      .orderBy(asc(platformRealtimeEvent.id))
      .limit(RESUME_PAGE)
    return rows.map((r) => ({
      id: r.id.toString(),
      room: r.room,
      event: r.event as RealtimeEventName,
      data: r.data as RealtimeEvents[RealtimeEventName],
    }))
  }

  /** The newest event id of these rooms (0 when they have none): where a fresh connection starts. */
  async latest(rooms: string[]): Promise<bigint> {
    const [row] = await this.db
      .select({ id: max(platformRealtimeEvent.id) })
      .from(platformRealtimeEvent)
      .where(inArray(platformRealtimeEvent.room, rooms))
    return BigInt(row?.id ?? 0)
  }

  /** Deletes what is older than the retention; returns how many rows went. */
  async prune(now = new Date()): Promise<number> {
    const gone = await this.db
      .delete(platformRealtimeEvent)
      .where(lt(platformRealtimeEvent.createdAt, new Date(now.getTime() - RETENTION_MS)))
      .returning({ id: platformRealtimeEvent.id })
    return gone.length
  }
}
