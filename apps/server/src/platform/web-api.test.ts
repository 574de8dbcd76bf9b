import { randomBytes } from 'node:crypto'
import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { internalCallHeader } from './signature/internal.ts'
import { createInternalApi } from './web-api.ts'

const WHO = '/api/accountservice/open/test/who'

/** Test-only route: what the handler (and the logs, which use the same fields) sees of the caller. */
function who(app: FastifyInstance) {
  app.get(WHO, async (request) =>
    ok({
      ip: request.clientIp,
      peer: request.socket.remoteAddress,
      userId: request.user?.id ?? null,
      headers: Object.keys(request.headers),
    }),
  )
}

let t: TestApp
beforeAll(async () => {
  // Loopback is trusted, as behind a local proxy: the internal call must still count the visitor.
  t = await createTestApp({ TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: '4' }, who)
})
afterAll(() => t.close())

const [secretHeader = ''] = Object.keys(internalCallHeader())
const VISITOR = '203.0.113.7'

describe('an in-process API call of the page loaders', () => {
  it('is refused like an unsigned call without the process secret or with a wrong one', async () => {
    const unsigned = { code: Code.BAD_SIGNATURE, msg: 'Missing signature header', data: null }
    const none = await t.app.inject({ url: WHO, remoteAddress: '198.51.100.1' })
    expect(none.json()).toEqual(unsigned)
    for (const forged of [randomBytes(32).toString('base64'), '', 'x'.repeat(44)]) {
      const res = await t.app.inject({
        url: WHO,
        remoteAddress: '198.51.100.1',
        headers: { [secretHeader]: forged },
      })
      expect(res.json(), forged).toEqual(unsigned)
    }
  })

  it('succeeds with the secret, as the visitor, and hides the secret from the handler', async () => {
    const { status, body } = await createInternalApi(t.app, VISITOR, undefined)(WHO)
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: Code.SUCCESS, data: { ip: VISITOR, peer: VISITOR, userId: null } })
    expect((body as { data: { headers: string[] } }).data.headers).not.toContain(secretHeader)
  })

  it('carries the visitor’s session: user/info answers that user', async () => {
    const session = await t.signIn({ username: 'ssr_ann' })
    const api = createInternalApi(t.app, '203.0.113.8', session.token)
    const info = await api('/api/accountservice/user/info')
    expect(info.body).toMatchObject({ code: Code.SUCCESS, data: { uid: session.uid, username: 'ssr_ann' } })
    const anonymous = await createInternalApi(
      t.app,
      '203.0.113.8',
      undefined,
    )('/api/accountservice/user/info')
    expect(anonymous).toMatchObject({ status: 401, body: { code: Code.UNAUTHORIZED } })
  })

  it('counts rate limits per visitor, not for the server itself', async () => {
    const busy = createInternalApi(t.app, '203.0.113.9', undefined)
    const codes = []
    for (let i = 0; i < 5; i++) codes.push(((await busy(WHO)).body as { code: number }).code)
    expect(codes).toEqual([...Array(4).fill(Code.SUCCESS), Code.RATE_LIMITED])
    const other = await createInternalApi(t.app, '203.0.113.10', undefined)(WHO)
    expect((other.body as { code: number }).code).toBe(Code.SUCCESS)
  })

  it('sends query parameters and stays inside /api/', async () => {
    const api = createInternalApi(t.app, VISITOR, undefined)
    const page = await api('/api/dcservice/collection/open/list', {
      query: { page: 1, size: 2, q: undefined },
    })
    expect(page.body).toMatchObject({ code: Code.SUCCESS })
    await expect(api('/')).rejects.toThrow('not an API path')
    await expect(api('/api/../marketplace')).rejects.toThrow('not an API path')
    await expect(api('//example.com/api/x')).rejects.toThrow('not an API path')
  })
})
