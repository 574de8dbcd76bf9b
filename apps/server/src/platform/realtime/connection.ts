import { Code } from '@kid/shared/codes'
import { type ClientFrame, RealtimeClose, type ServerFrame } from '@kid/shared/realtime/frames'
import type { RawData, WebSocket } from 'ws'
import type { StoredEvent } from './store.ts'

/** A socket with more than this waiting to be sent reads too slowly: it is closed (it resumes later). */
export const MAX_BUFFERED_BYTES = 1024 * 1024

/**
 * One member's socket. It joins its rooms before the backlog is read, so nothing published
 * meanwhile is lost: live events wait in `pending` until the backlog is out, and an id at or below
 * the last one sent is never sent again.
 */
export class Connection {
  /** Answered the last heartbeat's ping. */
  alive = true
  private lastId: bigint
  private pending: StoredEvent[] | undefined = []

  constructor(
    readonly socket: WebSocket,
    /** The rooms it is in (hub.ts joins and leaves them). */
    readonly rooms: string[],
    resumeAfter: bigint,
    private readonly maxBuffered = MAX_BUFFERED_BYTES,
  ) {
    this.lastId = resumeAfter
    socket.on('pong', () => {
      this.alive = true
    })
  }

  /** A fresh connection (no resume id) starts at the newest event that existed when it opened. */
  startAfter(id: bigint): void {
    if (id > this.lastId) this.lastId = id
  }

  /** Sends one page of the backlog (oldest first); live events keep waiting. */
  sendBacklog(events: StoredEvent[]): void {
    for (const event of events) this.sendEvent(event)
  }

  /** The backlog is out: what arrived meanwhile goes, then `ready`, then live events as they come. */
  goLive(): void {
    const waiting = this.pending ?? []
    this.pending = undefined
    for (const event of waiting) this.sendEvent(event)
    this.send({ type: 'ready', last: this.lastId.toString() })
  }

  deliver(event: StoredEvent): void {
    if (this.pending) this.pending.push(event)
    else this.sendEvent(event)
  }

  /** A frame from the client: a ping gets a pong, anything else an error frame (never a crash). */
  receive(raw: RawData, isBinary: boolean): void {
    const text = Array.isArray(raw)
      ? Buffer.concat(raw).toString()
      : Buffer.from(new Uint8Array(raw)).toString()
    const frame = isBinary ? undefined : parseClientFrame(text)
    if (frame?.type === 'ping') this.send({ type: 'pong' })
    else
      this.send({
        type: 'error',
        code: Code.BAD_REQUEST,
        msg: 'Unknown frame: send {"type":"ping"} as JSON text',
      })
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason)
  }

  private sendEvent(event: StoredEvent): void {
    const id = BigInt(event.id)
    if (id <= this.lastId) return
    this.lastId = id
    this.send({ type: 'event', id: event.id, event: event.event, data: event.data })
  }

  private send(frame: ServerFrame): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    if (this.socket.bufferedAmount > this.maxBuffered) {
      this.close(RealtimeClose.SLOW, 'Reading too slowly; reconnect and resume')
      return
    }
    this.socket.send(JSON.stringify(frame))
  }
}

function parseClientFrame(text: string): ClientFrame | undefined {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && 'type' in value && value.type === 'ping')
      return { type: 'ping' }
  } catch {
    // Not JSON: answered as an unknown frame.
  }
  return undefined
}
