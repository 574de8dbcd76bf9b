import type { RealtimeMessage } from '@kid/shared/realtime/events'
import { RealtimeClose, type ServerFrame } from '@kid/shared/realtime/frames'
import { describe, expect, it } from 'vitest'
import {
  BACKOFF_MAX_MS,
  backoffMs,
  createRealtimeConnection,
  PING_EVERY_MS,
  type SocketEvents,
  type SocketLike,
} from './connection.ts'

/** A browser socket the test drives: it opens, receives frames and closes when told. */
class TestSocket implements SocketLike {
  sent: string[] = []
  closedWith: number | undefined
  constructor(
    readonly url: string,
    private readonly on: SocketEvents,
  ) {}
  onopen() {
    this.on.open()
  }
  onmessage(event: { data: unknown }) {
    this.on.message(event.data)
  }
  onclose(event: { code: number }) {
    this.on.close(event.code)
  }
  send(text: string) {
    this.sent.push(text)
  }
  close(code = 1005) {
    this.closedWith = code
  }
  frame(frame: ServerFrame) {
    this.onmessage({ data: JSON.stringify(frame) })
  }
  event(id: number, num: number) {
    this.frame({ type: 'event', id: String(id), event: 'notice.count', data: { num } })
  }
}

/** A world with a clock the test moves and sockets it opens by hand. */
function world(random = 0.5) {
  const sockets: TestSocket[] = []
  const received: RealtimeMessage[] = []
  const fresh: number[] = []
  const timers = new Map<number, { at: number; run: () => void }>()
  let now = 0
  let next = 1
  const connection = createRealtimeConnection({
    url: (after) => `ws://kid.test/realtime${after ? `?after=${after}` : ''}`,
    open(url, on) {
      const socket = new TestSocket(url, on)
      sockets.push(socket)
      return socket
    },
    emit: (message) => received.push(message),
    fresh: () => fresh.push(sockets.length),
    setTimer(run, ms) {
      timers.set(next, { at: now + ms, run })
      return next++
    },
    clearTimer: (timer) => timers.delete(timer as number),
    random: () => random,
  })
  return {
    connection,
    sockets,
    received,
    fresh,
    last: () => sockets[sockets.length - 1] as TestSocket,
    /** Moves the clock, running each timer that comes due. */
    advance(ms: number) {
      const until = now + ms
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].run()
      }
      now = until
    },
    pending: () => timers.size,
  }
}

describe('the realtime connection', () => {
  it('resumes from the last id after a drop and hands each event on once', () => {
    const w = world()
    w.connection.start()
    const first = w.last()
    expect(first.url).toBe('ws://kid.test/realtime')
    first.onopen()
    first.frame({ type: 'ready', last: '4' })
    first.event(5, 1)
    first.event(6, 2)
    first.onclose({ code: 1006 })
    w.advance(BACKOFF_MAX_MS)
    const second = w.last()
    expect(second.url).toBe('ws://kid.test/realtime?after=6')
    second.onopen()
    // At least once: the server may send again what the page already has.
    second.event(6, 2)
    second.event(7, 3)
    second.frame({ type: 'ready', last: '7' })
    second.event(7, 3)
    second.event(8, 4)
    expect(w.received.map((m) => [m.id, m.data])).toEqual([
      ['5', { num: 1 }],
      ['6', { num: 2 }],
      ['7', { num: 3 }],
      ['8', { num: 4 }],
    ])
    expect(w.connection.lastId).toBe('8')
  })

  it('resumes from the server’s ready point when the first connection saw no event', () => {
    const w = world()
    w.connection.start()
    w.last().onopen()
    w.last().frame({ type: 'ready', last: '41' })
    w.last().onclose({ code: 1006 })
    w.advance(BACKOFF_MAX_MS)
    expect(w.last().url).toBe('ws://kid.test/realtime?after=41')
  })

  it('says a connection is fresh when it is ready without a resume point, never when it resumed', () => {
    const w = world()
    w.connection.start()
    w.last().onopen()
    expect(w.fresh).toEqual([])
    w.last().frame({ type: 'ready', last: '41' })
    expect(w.fresh).toEqual([1])
    w.last().onclose({ code: 1006 })
    w.advance(BACKOFF_MAX_MS)
    w.last().onopen()
    w.last().frame({ type: 'ready', last: '41' })
    expect(w.fresh).toEqual([1])
  })

  it('waits longer after each failed attempt, with jitter, and starts over once connected', () => {
    expect(backoffMs(0, 0)).toBe(500)
    expect(backoffMs(0, 0.999)).toBeCloseTo(1000, -1)
    expect(backoffMs(3, 0.5)).toBe(6000)
    expect(backoffMs(20, 1)).toBe(BACKOFF_MAX_MS)
    const w = world(0)
    w.connection.start()
    const gaps: number[] = []
    for (let i = 0; i < 4; i++) {
      const count = w.sockets.length
      w.last().onclose({ code: 1006 })
      let waited = 0
      while (w.sockets.length === count) {
        w.advance(100)
        waited += 100
      }
      gaps.push(waited)
    }
    expect(gaps).toEqual([500, 1000, 2000, 4000])
    w.last().onopen()
    w.last().frame({ type: 'ready', last: '0' })
    const count = w.sockets.length
    w.last().onclose({ code: RealtimeClose.SLOW })
    w.advance(500)
    expect(w.sockets.length).toBe(count + 1)
  })

  it('stops for good when the session ended, and when stopped', () => {
    const ended = world()
    ended.connection.start()
    ended.last().onclose({ code: RealtimeClose.SESSION_ENDED })
    ended.advance(BACKOFF_MAX_MS * 2)
    expect(ended.sockets).toHaveLength(1)
    expect(ended.connection.running).toBe(false)

    const stopped = world()
    stopped.connection.start()
    stopped.last().onopen()
    stopped.connection.stop()
    expect(stopped.last().closedWith).toBe(1000)
    stopped.last().onclose({ code: 1000 })
    stopped.advance(BACKOFF_MAX_MS * 2)
    expect(stopped.sockets).toHaveLength(1)
    expect(stopped.pending()).toBe(0)
  })

  it('pings a quiet socket and drops one that stays silent, then reconnects', () => {
    const w = world()
    w.connection.start()
    const socket = w.last()
    socket.onopen()
    w.advance(PING_EVERY_MS)
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ping' })])
    socket.frame({ type: 'pong' })
    w.advance(PING_EVERY_MS)
    expect(socket.sent).toHaveLength(2)
    expect(socket.closedWith).toBeUndefined()
    w.advance(PING_EVERY_MS)
    expect(socket.closedWith).toBe(1005)
    socket.onclose({ code: 1006 })
    w.advance(BACKOFF_MAX_MS)
    expect(w.sockets).toHaveLength(2)
  })

  it('ignores frames that are not JSON or not events', () => {
    const w = world()
    w.connection.start()
    w.last().onmessage({ data: 'garbage' })
    w.last().frame({ type: 'error', code: 1511400, msg: 'Unknown frame' })
    expect(w.received).toEqual([])
  })
})
