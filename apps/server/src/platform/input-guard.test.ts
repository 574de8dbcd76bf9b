import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { tableChecksums } from '../testing/table-checksums.ts'
import { MAX_INPUT_DEPTH } from './input-rules.ts'
import { jsonDepthExceeds } from './json-body.ts'

let t: TestApp
let member: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  member = await t.signIn()
})
afterAll(() => t?.close())

const api = '/api/accountservice'
const send = async (method: 'GET' | 'POST', url: string, payload?: string) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...member.headers(), 'content-type': 'application/json' },
    payload,
  })
  return { status: res.statusCode, ...res.json() }
}
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('the edge of every route that takes input', () => {
  it('refuses NUL and other control characters in bodies, queries and paths, and writes nothing', async () => {
    const before = await tableChecksums(t.app.db)
    const attacks: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['POST', `${api}/user/update/wallet/profile`, { personalprofile: 'bio\u0000' }],
      ['POST', `${api}/website/visit/open/add`, { path: '/a\u0000b' }],
      ['POST', `${api}/open/frontend/log`, { message: 'oops', context: { where: '\u001b[31m' } }],
      ['POST', `${api}/open/frontend/log`, { message: 'oops', context: { 'key\u0000': 1 } }],
      ['GET', `${api}/open/invite/info?invitecode=ab%00cd`],
      ['GET', `/api/dcservice/open/creator/index?address=0x${'1'.repeat(40)}&userId=%00`],
      ['GET', '/api/dcservice/item/open/info?id=1%7F'],
      ['GET', '/dev/mailbox.json?to=a%00'],
    ]
    for (const [method, url, body] of attacks) {
      const answer = await send(method, url, body === undefined ? undefined : JSON.stringify(body))
      expect(answer, url).toMatchObject({
        status: 200,
        code: 1511400,
        msg: expect.stringMatching(/control character/),
      })
    }
    expect(await tableChecksums(t.app.db)).toEqual(before)
  })

  it('refuses a 5,000-deep body, reserved keys and numbers JSON cannot carry exactly', async () => {
    const before = await tableChecksums(t.app.db)
    const log = `${api}/open/frontend/log`
    const deep = await send('POST', log, `{"message":"x","context":{"a":${nested(5000)}}}`)
    expect(deep).toMatchObject({
      status: 200,
      code: 1511400,
      msg: `The body nests deeper than ${MAX_INPUT_DEPTH} levels`,
    })
    for (const payload of [
      '{"message":"x","context":{"constructor":{"prototype":{"polluted":1}}}}',
      '{"message":"x","context":{"__proto__":{"polluted":1}}}',
      '{"message":"x","context":{"prototype":1}}',
      '{"message":"x","context":{"n":1e999}}',
      '{"message":"a lone \\ud800 surrogate"}',
      `{"message":"x","context":{"n":${2n ** 64n}}}`,
    ])
      expect(await send('POST', log, payload), payload).toMatchObject({ status: 200, code: 1511400 })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await tableChecksums(t.app.db)).toEqual(before)
  })

  it('keeps line breaks and tabs, and what nests no deeper than the bound', async () => {
    const inside = `{"message":"line 1\\n\\tline 2","context":{"a":${nested(MAX_INPUT_DEPTH - 2)}}}`
    expect(await send('POST', `${api}/open/frontend/log`, inside)).toMatchObject({ code: 1511200 })
    expect(jsonDepthExceeds(`{"a":${nested(MAX_INPUT_DEPTH - 1)}}`, MAX_INPUT_DEPTH)).toBe(false)
    expect(jsonDepthExceeds(`{"a":${nested(MAX_INPUT_DEPTH)}}`, MAX_INPUT_DEPTH)).toBe(true)
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    expect(jsonDepthExceeds(`{"a":"\\"${'['.repeat(100)}"}`, MAX_INPUT_DEPTH)).toBe(false)
  })
})
