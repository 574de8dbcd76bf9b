import { WALLET_NONCE_TTL_MS } from '@kid/shared/account/siwe'
import { count, eq } from 'drizzle-orm'
import type { PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { accountSession, accountUser } from '../tables.ts'
import { newWallet, type SignInOptions, signIn } from './testing.ts'

let t: TestApp
const ADMIN_TOKEN = 'wallet-login-test-admin-token-0123456789'
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN })
})
afterAll(() => t.close())

const base = '/api/accountservice'

async function nonceFor(address: string, type = 1, headers = t.signed()): Promise<string> {
  const res = await t.app.inject({
    url: `${base}/open/wallet/nonce`,
    query: { address, type: String(type) },
    headers,
  })
  const body = res.json()
  expect(body.code).toBe(1511200)
  return body.data.nonce
}

async function login(
  wallet: PrivateKeyAccount,
  options: Partial<SignInOptions> = {},
  invitecode?: string,
  host?: string,
) {
  const nonce = options.nonce ?? (await nonceFor(wallet.address))
  const signed = await signIn(wallet, { ...options, nonce })
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/open/wallet/login`,
    headers: { ...t.signed(), ...(host ? { host } : {}) },
    payload: { type: '1', ...signed, ...(invitecode ? { invitecode } : {}) },
  })
  return { nonce, signed, body: res.json() }
}

/** The operator's command (npm run admin) over HTTP; this copy reloads its blacklist at once. */
async function admin(...args: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/run',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: { args },
  })
  expect(res.json().code).toBe(1511200)
}

async function counts() {
  const [users] = await t.app.db.select({ n: count() }).from(accountUser)
  const [sessions] = await t.app.db.select({ n: count() }).from(accountSession)
  return { users: users?.n, sessions: sessions?.n }
}

describe('GET open/wallet/nonce', () => {
  it('gives a fresh alphanumeric nonce that expires within 10 minutes', async () => {
    const before = Date.now()
    const res = await t.app.inject({
      url: `${base}/open/wallet/nonce`,
      query: { address: newWallet().address, type: '1' },
      headers: t.signed(),
    })
    const { nonce, expirationTime } = res.json().data
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const expires = Date.parse(expirationTime)
    expect(expires).toBeGreaterThan(before)
    expect(expires).toBeLessThanOrEqual(Date.now() + WALLET_NONCE_TTL_MS)
    expect(await nonceFor(newWallet().address)).not.toBe(nonce)
  })

  it('needs a session for bind and unbind nonces', async () => {
    const res = await t.app.inject({
      url: `${base}/open/wallet/nonce`,
      query: { address: newWallet().address, type: '2' },
      headers: t.signed(),
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe(1511504)
  })
})

describe('POST open/wallet/login', () => {
  it('registers a wallet account on first sign-in, and signs the same account in afterwards', async () => {
    const wallet = newWallet()
    const first = await login(wallet)
    expect(first.body.code).toBe(1511200)
    const user = first.body.data
    expect(user).toMatchObject({ walletaddress: wallet.address.toLowerCase(), registertype: 5, email: '' })
    expect(user.token).toMatch(/^[\w-]{43}$/)

    const profile = await t.app.inject({
      url: `${base}/open/wallet/address`,
      query: { address: wallet.address },
      headers: { ...t.signed(), authorization: user.token },
    })
    expect(profile.json().data).toEqual({ bind: true, status: 2 })

    const again = await login(wallet)
    expect(again.body.data.id).toBe(user.id)
    expect(again.body.data.token).not.toBe(user.token)
  })

  it('records who invited a new wallet account', async () => {
    const inviter = await login(newWallet())
    const invited = await login(newWallet(), {}, inviter.body.data.inviteCode.toLowerCase())
    const [row] = await t.app.db
      .select({ inviterId: accountUser.inviterId })
      .from(accountUser)
      .where(eq(accountUser.id, Number(invited.body.data.id)))
    expect(row?.inviterId).toBe(Number(inviter.body.data.id))
  })

  it('refuses a replayed nonce', async () => {
    const wallet = newWallet()
    const first = await login(wallet)
    expect(first.body.code).toBe(1511200)
    const before = await counts()
    const replay = await t.app.inject({
      method: 'POST',
      url: `${base}/open/wallet/login`,
      headers: t.signed(),
      payload: { type: '1', ...first.signed },
    })
    expect(replay.json()).toMatchObject({
      code: 1511400,
      msg: 'This nonce was already used. Please request a new one and sign again.',
      data: null,
    })
    expect(await counts()).toEqual(before)
  })

  it('refuses, writing nothing, each message that is not a valid sign-in', async () => {
    const wallet = newWallet()
    const other = newWallet()
    const before = await counts()
    const now = Date.now()
    const cases: [Partial<SignInOptions>, string | RegExp][] = [
      [
        { issuedAt: new Date(now - 20 * 60_000), expirationTime: new Date(now - 60_000) },
        'The sign-in message has expired. Please sign again.',
      ],
      [{ domain: 'kid-login.example' }, /^This message was made for kid-login\.example/],
      [
        { chainId: 1 },
        'The message is for chain 1; KID runs on chain 31337. Please switch network and sign again.',
      ],
      [{ signer: other }, `The signature was not made by ${wallet.address}. Please sign with that wallet.`],
      [
        { nonce: 'ffffffffffffffffffffffffffffffff' },
        'Unknown nonce. Please request a new one and sign again.',
      ],
      [{ nonce: await nonceFor(other.address) }, 'This nonce was issued for another wallet address.'],
    ]
    for (const [options, msg] of cases) {
      const { body } = await login(wallet, options)
      expect(body.code, JSON.stringify(options)).toBe(1511400)
      expect(body.msg).toMatch(msg)
    }
    expect(await counts()).toEqual(before)
  })

  it("refuses a message for a phishing site's domain even when the request claims that Host", async () => {
    // The phishing site collected one signature for its own domain and replays it through our API
    // with its Host header. Development accepts only the loopback names and PUBLIC_URL's host.
    const wallet = newWallet()
    const before = await counts()
    for (const domain of ['kid-login.example', 'localhost.kid-login.example', '127.0.0.1.nip.example']) {
      const { body } = await login(wallet, { domain }, undefined, domain)
      expect(body.code, domain).toBe(1511400)
      expect(body.msg).toBe(
        `This message was made for ${domain}, not for localhost:3000. Please sign in again on localhost:3000.`,
      )
    }
    expect(await counts()).toEqual(before)
    // The loopback names are the site itself in development: a browser at 127.0.0.1 signs in.
    expect((await login(wallet, { domain: '127.0.0.1:3000' }, undefined, '127.0.0.1:3000')).body.code).toBe(
      1511200,
    )
  })

  it('refuses a nonce issued for binding, and tampered content', async () => {
    const wallet = newWallet()
    const member = await t.signIn()
    const bindNonce = await nonceFor(wallet.address, 2, member.headers())
    expect((await login(wallet, { nonce: bindNonce })).body.msg).toBe(
      'This nonce was issued for another action. Please request a new one.',
    )

    const nonce = await nonceFor(wallet.address)
    const signed = await signIn(wallet, { nonce })
    const tampered = signed.content.replace(
      Buffer.from('Chain ID: 31337').toString('hex'),
      Buffer.from('Chain ID: 31338').toString('hex'),
    )
    expect(tampered).not.toBe(signed.content)
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/open/wallet/login`,
      headers: t.signed(),
      payload: { type: '1', content: tampered, sign: signed.sign },
    })
    expect(res.json().code).toBe(1511400)
    // The untouched message still works: the refusals used nothing up.
    expect((await login(wallet, { nonce })).body.code).toBe(1511200)
  })

  it('lets only one of two simultaneous sign-ins with one nonce through', async () => {
    const wallet = newWallet()
    const nonce = await nonceFor(wallet.address)
    const signed = await signIn(wallet, { nonce })
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: `${base}/open/wallet/login`,
        headers: t.signed(),
        payload: { type: '2', ...signed },
      })
    const codes = (await Promise.all([call(), call(), call()])).map((r) => r.json().code).sort()
    expect(codes).toEqual([1511200, 1511400, 1511400])
  })

  it('refuses blocked accounts and devices with the blacklist codes', async () => {
    const wallet = newWallet()
    const { body } = await login(wallet)
    await admin('blacklist', 'add', 'account', body.data.id)
    expect((await login(wallet)).body).toMatchObject({ code: 1511541, data: null })

    await admin('blacklist', 'add', 'device', 'stolen-phone')
    const other = newWallet()
    const nonce = await nonceFor(other.address)
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/open/wallet/login`,
      headers: { ...t.signed(), device: 'stolen-phone' },
      payload: { type: '1', ...(await signIn(other, { nonce })) },
    })
    expect(res.json().code).toBe(1511542)
    // Refused before anything was written: the nonce still signs in from another device.
    expect((await login(other, { nonce })).body.code).toBe(1511200)
  })
})
