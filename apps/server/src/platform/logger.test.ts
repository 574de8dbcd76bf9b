import { Writable } from 'node:stream'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions, logRequests, REQUEST_LOGGING, redactUrl } from './logger.ts'

describe('logs', () => {
  it('keep secrets out of logged URLs', () => {
    expect(redactUrl('/api/x/confirm?token=abc&page=2&code=1234')).toBe(
      '/api/x/confirm?token=[redacted]&page=2&code=[redacted]',
    )
  })

  it('never contain the token, signature or secrets of a request', async () => {
    let output = ''
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += chunk
        done()
      },
    })
    const logger: FastifyBaseLogger = pino(loggerOptions('info'), stream)
    const app = Fastify({ loggerInstance: logger, ...REQUEST_LOGGING })
    logRequests(app)
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
    const lines = output
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
      expect(output).not.toContain(secret)
    }
  })
})
