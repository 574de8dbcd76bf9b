import type { AddressInfo } from 'node:net'
import { RealtimeClose } from '@kid/shared/realtime/frames'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { Connection } from './connection.ts'

let server: WebSocketServer
beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise((listening) => server.once('listening', listening))
})
afterAll(() => new Promise((closed) => server.close(closed)))

/** A server socket and its client, open; the client keeps the frames it receives. */
async function pair() {
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve))
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const frames: { type: string; id?: string }[] = []
  let wanted = { count: Number.POSITIVE_INFINITY, done: () => {} }
  client.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)))
    if (frames.length >= wanted.count) wanted.done()
  })
  const closed = new Promise<number>((done) => client.on('close', done))
  await new Promise((open) => client.once('open', open))
  /** Resolves once `count` frames have come. */
  const received = (count: number) =>
    new Promise<void>((done) => {
      wanted = { count, done }
      if (frames.length >= count) done()
    })
  return { client, frames, closed, received, socket: await accepted }
}

const event = (id: number) => ({
  id: String(id),
  room: 'member:1',
  event: 'notice.count' as const,
  data: { num: id },
})

it('sends events published while the backlog is read after it, each once, then live ones', async () => {
  const { client, frames, received, socket } = await pair()
  const connection = new Connection(socket, ['member:1'], 2n)
  // Joined before the backlog query: 5 and 6 are published meanwhile, 5 is also in the backlog.
  connection.deliver(event(5))
  connection.deliver(event(6))
  connection.sendBacklog([event(3), event(4)])
  connection.sendBacklog([event(5)])
  connection.goLive()
  connection.deliver(event(6))
  connection.deliver(event(7))
  await received(6)
  expect(frames.map((f) => f.id ?? f.type)).toEqual(['3', '4', '5', '6', 'ready', '7'])
  client.close()
})

it('closes a socket that reads too slowly (4000) instead of buffering for it without end', async () => {
  const { client, closed, socket } = await pair()
  // The reader stops reading: what the server sends piles up in the kernel, then in its buffer.
  client.pause()
  const connection = new Connection(socket, ['member:1'], 0n, 64 * 1024)
  connection.goLive()
  let sent = 0
  for (let id = 1; id <= 500_000 && socket.readyState === socket.OPEN; id++) {
    connection.deliver({ id: String(id), room: 'member:1', event: 'notice.count', data: { num: id } })
    sent = id
  }
  expect(socket.readyState).toBe(socket.CLOSING)
  expect(sent).toBeLessThan(500_000)
  client.resume()
  expect(await closed).toBe(RealtimeClose.SLOW)
})
