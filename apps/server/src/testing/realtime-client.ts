import type { ServerFrame } from '@kid/shared/realtime/frames'
import type { FastifyInstance } from 'fastify'
import { WebSocket } from 'ws'

/** A socket of a test or the bench on a listening app, keeping every frame it was sent. */
export type RealtimeClient = {
  ws: WebSocket
  frames: ServerFrame[]
  /** The event frames, in the order they came. */
  events(): Extract<ServerFrame, { type: 'event' }>[]
  /** Resolves once `test` holds for the frames received so far (checked at each frame). */
  until(test: (frames: ServerFrame[]) => boolean): Promise<void>
  /** The close code, once the socket has closed. */
  closed: Promise<number>
}

export type Refusal = { status: number; body: { code: number; msg: string } }

/** The ws:// address of a listening app's channel, with the resume id when given. */
export function realtimeUrl(app: FastifyInstance, after?: string): string {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the app is not listening')
  return `ws://127.0.0.1:${address.port}/realtime${after ? `?after=${after}` : ''}`
}

/** Opens a socket; resolves with it once open, or with the HTTP answer that refused the upgrade. */
export function openRealtime(
  url: string,
  headers: Record<string, string> = {},
  options: { autoPong?: boolean } = {},
): Promise<RealtimeClient | Refusal> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true })
    const frames: ServerFrame[] = []
    const waiting = new Set<() => void>()
    ws.on('message', (raw) => {
      frames.push(JSON.parse(String(raw)))
      for (const check of waiting) check()
    })
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)))
    ws.on('unexpected-response', (_request, response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }))
    })
    ws.on('error', reject)
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        events: () => frames.filter((f) => f.type === 'event'),
        until: (test) =>
          new Promise<void>((done, fail) => {
            const check = () => {
              if (!test(frames)) return
              waiting.delete(check)
              done()
            }
            waiting.add(check)
            closed.then((code) => {
              if (waiting.delete(check)) fail(new Error(`socket closed (${code}) before the frames came`))
            })
            check()
          }),
      }),
    )
  })
}

export const isClient = (value: RealtimeClient | Refusal): value is RealtimeClient => 'ws' in value
