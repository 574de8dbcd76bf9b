import type { RealtimeEventName, RealtimeEvents } from '@kid/shared/realtime/events'
import { RealtimeClose } from '@kid/shared/realtime/frames'
import type { Redis } from 'ioredis'
import type { WebSocket } from 'ws'
import type { Db } from '../db/database.ts'
import { Connection } from './connection.ts'
import { type FanOut, inProcessFanOut, redisFanOut } from './fan-out.ts'
import type { RealtimePublisher } from './publisher.ts'
import { memberRoom, Rooms, SITE_ROOM } from './rooms.ts'
import { RESUME_PAGE, RealtimeStore, type StoredEvent } from './store.ts'

/** Who a socket belongs to, as the endpoint authenticated it. */
export type SocketOwner = { userId: number; sessionId: number; ip: string }

export type HubOptions = {
  db: Db
  /** With REDIS_URL: events fan out to the other copies' sockets. */
  redis: Redis | undefined
  /** The Redis channel this platform's copies share (in its redisNamespace). */
  channel: string
  /** Whether an open socket's session may still listen (not signed out, revoked or blacklisted). */
  stillAllowed: (owner: SocketOwner) => Promise<boolean>
  onError: (error: unknown) => void
}

/**
 * The realtime channel of this copy: it stores each published event (store.ts), hands it to the
 * fan-out (this copy's sockets, and the others' through Redis), and keeps the sockets: their rooms,
 * their heartbeats, their resume.
 */
export class RealtimeHub implements RealtimePublisher {
  private readonly rooms = new Rooms<Connection>()
  private readonly connections = new Map<Connection, SocketOwner>()
  private readonly store: RealtimeStore

  private constructor(
    private readonly options: HubOptions,
    private fanOut: FanOut = inProcessFanOut(() => undefined),
  ) {
    this.store = new RealtimeStore(options.db)
  }

  static async create(options: HubOptions): Promise<RealtimeHub> {
    const hub = new RealtimeHub(options)
    const deliver = (event: StoredEvent) => hub.deliver(event)
    hub.fanOut = options.redis
      ? await redisFanOut(options.redis, options.channel, deliver, options.onError)
      : inProcessFanOut(deliver)
    return hub
  }

  toMember<Name extends RealtimeEventName>(userId: number, event: Name, data: RealtimeEvents[Name]) {
    return this.toRoom(memberRoom(userId), event, data)
  }

  /**
   * Publishes to every socket in a room, on every copy. Never rejects: it is called after the
   * caller's work committed, and a client that missed an event (Redis away) gets it on resume.
   */
  async toRoom<Name extends RealtimeEventName>(room: string, event: Name, data: RealtimeEvents[Name]) {
    try {
      await this.fanOut.publish(await this.store.add(room, event, data))
    } catch (error) {
      this.options.onError(error)
    }
  }

  /**
   * A socket the endpoint accepted: it joins its member's room and the site's, then gets what it
   * missed, then live events.
   */
  async open(socket: WebSocket, owner: SocketOwner, resumeAfter: bigint | undefined): Promise<void> {
    const rooms = [memberRoom(owner.userId), SITE_ROOM]
    // Joined before the start is read, so an event published meanwhile is held, not lost.
    const connection = new Connection(socket, rooms, resumeAfter ?? 0n)
    this.connections.set(connection, owner)
    for (const room of connection.rooms) this.rooms.join(room, connection)
    socket.on('message', (raw, isBinary) => connection.receive(raw, isBinary))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      this.connections.delete(connection)
      for (const room of connection.rooms) this.rooms.leave(room, connection)
    })
    try {
      // Page by page, so a long absence costs the server one page at a time (a reader too slow for
      // it is closed and resumes from where it got to).
      let after = resumeAfter ?? (await this.store.latest(rooms))
      connection.startAfter(after)
      for (;;) {
        const page = await this.store.after([...connection.rooms], after)
        connection.sendBacklog(page)
        const last = page.at(-1)
        if (!last || page.length < RESUME_PAGE || socket.readyState !== socket.OPEN) break
        after = BigInt(last.id)
      }
      connection.goLive()
    } catch (error) {
      this.options.onError(error)
      connection.close(1011, 'Could not read the missed events; reconnect')
    }
  }

  /** How many sockets this member has open on this copy. */
  socketsOf(userId: number): number {
    return this.rooms.in(memberRoom(userId)).size
  }

  /** Joins a socket to one more room (messaging: a conversation the member opened). */
  join(connection: Connection, room: string): void {
    connection.rooms.push(room)
    this.rooms.join(room, connection)
  }

  leave(connection: Connection, room: string): void {
    const at = connection.rooms.indexOf(room)
    if (at < 0) return
    connection.rooms.splice(at, 1)
    this.rooms.leave(room, connection)
  }

  private deliver(event: StoredEvent): void {
    for (const connection of this.rooms.in(event.room)) connection.deliver(event)
  }

  /**
   * One heartbeat (every HEARTBEAT_MS): a socket that did not answer the previous ping is gone
   * (a dropped network closes nothing), the others are pinged again.
   */
  heartbeat(): void {
    for (const connection of this.connections.keys()) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }

  /** Closes the sockets whose session ended since they connected (sign-out elsewhere, blacklist). */
  async recheckSessions(): Promise<void> {
    await Promise.all(
      [...this.connections].map(async ([connection, owner]) => {
        if (!(await this.options.stillAllowed(owner)))
          connection.close(RealtimeClose.SESSION_ENDED, 'Your session has ended')
      }),
    )
  }

  prune(now?: Date): Promise<number> {
    return this.store.prune(now)
  }

  /** This copy's open sockets. */
  get size(): number {
    return this.connections.size
  }

  /** The server is stopping: clients reconnect (1001) to another copy and resume there. */
  async close(): Promise<void> {
    for (const connection of this.connections.keys()) connection.close(1001, 'Server restarting')
    await this.fanOut.close()
  }
}
