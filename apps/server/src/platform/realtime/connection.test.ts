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

it('closes a socket that reads too slowly (4000) instead of buffering for it without end', async () => {
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve))
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const closed = new Promise<number>((done) => client.on('close', done))
  await new Promise((open) => client.once('open', open))
  const socket = await accepted
  // The reader stops reading: what the server sends piles up in the kernel, then in its buffer.
  client.pause()
  const connection = new Connection(socket, ['member:1'], 0n, 64 * 1024)
  connection.replay([])
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
