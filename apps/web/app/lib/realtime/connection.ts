import type { RealtimeMessage } from '@kid/shared/realtime/events'
import { RealtimeClose, type ServerFrame } from '@kid/shared/realtime/frames'

/** What the connection does with a socket (the browser's WebSocket; tests give their own). */
export type SocketLike = { send(text: string): void; close(code?: number): void }

/** What a socket tells the connection. */
export type SocketEvents = {
  open(): void
  message(data: unknown): void
  close(code: number): void
}

export type ConnectionEnv = {
  /** The socket's address, carrying the last event id seen (resume). */
  url(after: string | undefined): string
  open(url: string, on: SocketEvents): SocketLike
  /** Hands one new event to the page's listeners. */
  emit(message: RealtimeMessage): void
  /**
   * A connection opened without a resume point is ready: whatever happened between the page's
   * render and now was not sent, so views fed by events read again (`useRealtimeRefresh`).
   */
  fresh(): void
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
  /** In [0, 1): spreads reconnects so that clients dropped together do not return together. */
  random(): number
}

/** The first retry waits about a second; each failure doubles it, up to half a minute. */
export const BACKOFF_BASE_MS = 1000
export const BACKOFF_MAX_MS = 30_000
/** A socket from which nothing came for this long (a ping unanswered) is dead: reconnect. */
export const PING_EVERY_MS = 25_000

/** Waits between half and all of the doubled delay ("equal jitter"). */
export function backoffMs(attempt: number, random: number): number {
  const full = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt)
  return full / 2 + (random * full) / 2
}

/**
 * One member's realtime connection (docs/realtime.md): opens the socket, reconnects with backoff
 * and jitter, resumes from the last event id and drops an id it has already seen (the server
 * delivers at least once). It stops for good when told, or when the server says the session ended.
 */
export function createRealtimeConnection(env: ConnectionEnv) {
  let socket: SocketLike | undefined
  let lastId: bigint | undefined
  let attempt = 0
  let retry: unknown
  let ping: unknown
  let heard = false
  let running = false

  const clearTimers = () => {
    if (retry !== undefined) env.clearTimer(retry)
    if (ping !== undefined) env.clearTimer(ping)
    retry = undefined
    ping = undefined
  }

  const keepAlive = () => {
    ping = env.setTimer(() => {
      if (!heard) return socket?.close()
      heard = false
      socket?.send(JSON.stringify({ type: 'ping' }))
      keepAlive()
    }, PING_EVERY_MS)
  }

  const receive = (frame: ServerFrame, resumed: boolean) => {
    if (frame.type === 'ready') {
      attempt = 0
      if (!resumed) env.fresh()
      // The server's resume point: a fresh connection that saw no event still resumes from here.
      const last = BigInt(frame.last)
      if (lastId === undefined || last > lastId) lastId = last
    }
    if (frame.type !== 'event') return
    const id = BigInt(frame.id)
    if (lastId !== undefined && id <= lastId) return
    lastId = id
    env.emit({ id: frame.id, event: frame.event, data: frame.data })
  }

  const connect = () => {
    retry = undefined
    const resumed = lastId !== undefined
    const current = env.open(env.url(lastId?.toString()), {
      open() {
        heard = true
        keepAlive()
      },
      message(data) {
        heard = true
        if (typeof data !== 'string') return
        try {
          receive(JSON.parse(data) as ServerFrame, resumed)
        } catch {
          // A frame that is not JSON is no frame of ours: ignored.
        }
      },
      close(code) {
        if (socket !== current) return
        socket = undefined
        clearTimers()
        if (!running) return
        if (code === RealtimeClose.SESSION_ENDED) {
          running = false
          return
        }
        retry = env.setTimer(connect, backoffMs(attempt, env.random()))
        attempt += 1
      },
    })
    socket = current
  }

  return {
    start() {
      if (running) return
      running = true
      connect()
    },
    stop() {
      running = false
      clearTimers()
      const current = socket
      socket = undefined
      current?.close(1000)
    },
    get running() {
      return running
    },
    /** The last event id delivered, as the server wrote it. */
    get lastId() {
      return lastId?.toString()
    },
  }
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>
