import { Code } from '@kid/shared/codes'
import { suspendedText } from '@kid/shared/texts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToBlacklist, removeFromBlacklist } from './blacklist.ts'
import { addIpLimit, IP_LIMIT_MSG, parseCidr, removeIpLimit } from './ip-limit.ts'
import { type AccountScene, accountScene, digest, freshIp } from './testing.ts'

const ADMIN_TOKEN = 'a'.repeat(40)
let { t, c } = {} as AccountScene
beforeAll(async () => {
  ;({ t, c } = await accountScene({ ADMIN_TOKEN }))
})
afterAll(() => t.close())

/** Changes go through the operator endpoint, which reloads this copy's caches at once. */
const admin = (args: string[], token = ADMIN_TOKEN) =>
  t.app
    .inject({
      method: 'POST',
      url: '/admin/run',
      payload: { args },
      headers: { authorization: `Bearer ${token}` },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }))

describe('blacklist', () => {
  it('blocks an account: its sessions end and sign-in answers 1511541', async () => {
    const user = await c.register('blocked@example.com', 'Secret123')
    const res = await admin(['blacklist', 'add', 'account', 'blocked@example.com', '--reason', 'spam'])
    expect(res.body).toMatchObject({ code: Code.SUCCESS, data: { output: `Blocked account ${user.id}.` } })
    expect((await c.call('GET', 'user/info', undefined, { token: user.token })).code).toBe(Code.UNAUTHORIZED)
    const login = await c.call('POST', 'open/login', {
      email: 'blocked@example.com',
      password: digest('Secret123'),
    })
    expect(login).toEqual({ code: Code.BLACKLIST_ACCOUNT, msg: suspendedText('account'), data: null })
    // A wrong password never tells that the account is blocked.
    const wrong = await c.call('POST', 'open/login', {
      email: 'blocked@example.com',
      password: digest('Nope1234'),
    })
    expect(wrong.code).toBe(Code.BAD_REQUEST)

    await admin(['blacklist', 'remove', 'account', user.uid])
    const again = await c.call('POST', 'open/login', {
      email: 'blocked@example.com',
      password: digest('Secret123'),
    })
    expect(again.code).toBe(Code.SUCCESS)
  })

  it('answers 1511542 to a blocked device and 1511543 to a blocked IP on authenticated calls and sign-in', async () => {
    const user = await c.register('device@example.com', 'Secret123')
    // A write by another process (the CLI, another copy) is seen after the 30 s refresh...
    await addToBlacklist(t.app.db, { kind: 'ip', value: '198.51.100.77' })
    // ...and one through this copy's operator endpoint at once.
    await admin(['blacklist', 'add', 'device', 'bad-phone-1', '--days', '1'])
    const byDevice = await c.call('GET', 'user/info', undefined, {
      token: user.token,
      headers: { device: 'bad-phone-1' },
    })
    expect(byDevice).toEqual({ code: Code.BLACKLIST_DEVICE, msg: suspendedText('device'), data: null })
    const byIp = await c.call('GET', 'user/info', undefined, { token: user.token, ip: '198.51.100.77' })
    expect(byIp).toEqual({ code: Code.BLACKLIST_IP, msg: suspendedText('ip'), data: null })
    const signIn = await c.call(
      'POST',
      'open/login',
      { email: 'device@example.com', password: digest('Secret123') },
      { headers: { device: 'bad-phone-1' } },
    )
    expect(signIn.code).toBe(Code.BLACKLIST_DEVICE)
    // Open calls still serve a blocked caller, as a visitor.
    expect((await c.call('GET', 'open/platform/statistic', undefined, { ip: '198.51.100.77' })).code).toBe(
      Code.SUCCESS,
    )
    expect((await c.call('GET', 'user/info', undefined, { token: user.token })).code).toBe(Code.SUCCESS)
    await removeFromBlacklist(t.app.db, 'ip', '198.51.100.77')
  })

  it('lists entries, and refuses a wrong admin token', async () => {
    const list = await admin(['blacklist', 'list'])
    expect(list.body.data.output).toContain('"kind":"device"')
    const refused = await admin(['blacklist', 'list'], 'b'.repeat(40))
    expect(refused).toEqual({
      status: 401,
      body: { code: Code.UNAUTHORIZED, msg: 'A valid admin token is required.', data: null },
    })
    expect((await admin(['blacklist', 'add', 'account', 'ghost@example.com'])).body).toEqual({
      code: Code.BAD_REQUEST,
      msg: 'No account matches ghost@example.com',
      data: null,
    })
  })
})

describe('IP limit', () => {
  it('answers 1511461 to every /api call from a limited range, the key endpoint included', async () => {
    expect((await admin(['iplimit', 'add', '203.0.113.0/24'])).body.data.output).toBe(
      'Limited 203.0.113.0/24.',
    )
    for (const url of [
      '/api/accountservice/open/platform/statistic',
      '/api/accountservice/open/platform/keys',
    ]) {
      const res = await t.app.inject({ url, remoteAddress: '203.0.113.9', headers: t.signed() })
      expect(res.json(), url).toEqual({ code: Code.IP_LIMIT, msg: IP_LIMIT_MSG, data: null })
    }
    const outside = await c.call('GET', 'open/platform/statistic', undefined, { ip: '203.0.114.9' })
    expect(outside.code).toBe(Code.SUCCESS)
    await admin(['iplimit', 'remove', '203.0.113.0/24'])
    expect((await c.call('GET', 'open/platform/statistic', undefined, { ip: '203.0.113.9' })).code).toBe(
      Code.SUCCESS,
    )
  })

  it('parses addresses and ranges of both families, refusing anything else', async () => {
    expect(parseCidr('2001:DB8::/32').cidr).toBe('2001:db8::/32')
    expect(parseCidr('192.0.2.1').cidr).toBe('192.0.2.1/32')
    for (const bad of ['192.0.2.0/33', 'host/8', '1.2.3.4/8/1'])
      expect(() => parseCidr(bad)).toThrow(/not an IP/)
    await addIpLimit(t.app.db, '2001:db8::/32')
    expect(await removeIpLimit(t.app.db, '2001:db8::/32')).toBe(true)
    expect(await removeIpLimit(t.app.db, '2001:db8::/32')).toBe(false)
    expect(freshIp()).toMatch(/^198\.18\./)
  })
})
