import { Writable } from 'node:stream'
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { loggerOptions, logRequests, REQUEST_LOGGING, redactUrl } from './logger.ts'

/** A Fastify app logging its requests as the platform does, into a string the test reads. */
function loggedApp(options: FastifyServerOptions = {}) {
  let written = ''
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += chunk
      done()
    },
  })
  const logger: FastifyBaseLogger = pino(loggerOptions('info'), stream)
  const app = Fastify({ loggerInstance: logger, ...REQUEST_LOGGING, ...options })
  logRequests(app)
  return { app, output: () => written }
}

describe('logs', () => {
  it('keep secrets out of logged URLs', () => {
    expect(redactUrl('/api/x/confirm?token=abc&page=2&code=1234')).toBe(
      '/api/x/confirm?token=[redacted]&page=2&code=[redacted]',
    )
  })

  it('never contain the token, signature or secrets of a request', async () => {
    const { app, output } = loggedApp()
    app.get('/confirm', async (request) => {
      // A handler that logs too much by mistake.
      request.log.info(
        { headers: request.headers, body: { password: 'Secret123', token: 'tok' } },
        'careless',
      )
      return 'ok'
    })
    await app.inject({
      url: '/confirm?token=link-token-123',
      headers: { authorization: 'Bearer session-token-456', signature: 'sig-789', cookie: 'user_info=c0' },
    })
    await app.close()
    // One line per request (plus the handler's own): what was asked, the answer, the time taken.
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((line) => line.msg)).toEqual(['careless', 'request completed'])
    expect(lines[1]).toMatchObject({
      req: { method: 'GET', url: '/confirm?token=[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    })
    for (const secret of [
      'link-token-123',
      'session-token-456',
      'sig-789',
      'user_info=c0',
      'Secret123',
      '"tok"',
    ]) {
      expect(output()).not.toContain(secret)
    }
  })

  it('make no child logger for a request that writes nothing', async () => {
    const logger = pino(loggerOptions('warn'), new Writable({ write: (_c, _e, done) => done() }))
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, ...REQUEST_LOGGING })
    logRequests(app)
    app.get('/quiet', async () => 'ok')
    app.get('/loud', async (request) => {
      request.log.warn('something to say')
      return 'ok'
    })
    await app.ready()
    const child = vi.spyOn(logger, 'child')
    await app.inject('/quiet')
    expect(child).not.toHaveBeenCalled()
    await app.inject('/loud')
    expect(child).toHaveBeenCalledTimes(1)
    await app.close()
  })

  it("write the access line with the request id, as the request's child writes it", async () => {
    const { app, output } = loggedApp({ genReqId: () => 'req-1' })
    app.get('/quiet', async () => 'ok')
    app.get('/loud', async (request) => {
      request.log.info('handler line')
      return 'ok'
    })
    await app.inject('/quiet')
    await app.inject('/loud')
    await app.close()
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['request completed', 'req-1'],
      ['handler line', 'req-1'],
      ['request completed', 'req-1'],
    ])
    // The root logger's line (no child made) and the child's have the same fields in the same order.
    expect(Object.keys(lines[0])).toEqual(Object.keys(lines[2]))
  })
})
