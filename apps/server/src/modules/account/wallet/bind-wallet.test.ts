import { eq } from 'drizzle-orm'
import type { PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { accountUser } from '../tables.ts'
import { newWallet, type SignInOptions, signIn } from './testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const base = '/api/accountservice'
type Member = Awaited<ReturnType<TestApp['signIn']>>

async function nonceFor(member: Member, address: string, type: 2 | 4): Promise<string> {
  const res = await t.app.inject({
    url: `${base}/open/wallet/nonce`,
    query: { address, type: String(type) },
    headers: member.headers(),
  })
  return res.json().data.nonce
}

async function bind(member: Member, wallet: PrivateKeyAccount, options: Partial<SignInOptions> = {}) {
  const nonce = options.nonce ?? (await nonceFor(member, wallet.address, 2))
  const signed = await signIn(wallet, { ...options, nonce })
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/user/bind/wallet/address`,
    headers: member.headers(),
    payload: { type: 2, ...signed },
  })
  return res.json()
}

async function unbind(member: Member, wallet: PrivateKeyAccount, options: Partial<SignInOptions> = {}) {
  const nonce = options.nonce ?? (await nonceFor(member, wallet.address, 4))
  const signed = await signIn(wallet, { ...options, nonce })
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/user/unbind/wallet/address`,
    headers: member.headers(),
    payload: { type: 4, ...signed, nonce },
  })
  return res.json()
}

async function boundAddress(userId: number) {
  const [row] = await t.app.db
    .select({ walletaddress: accountUser.walletaddress })
    .from(accountUser)
    .where(eq(accountUser.id, userId))
  return row?.walletaddress
}

async function status(address: string, member?: Member) {
  const res = await t.app.inject({
    url: `${base}/open/wallet/address`,
    query: { type: '1', address },
    headers: member ? member.headers() : t.signed(),
  })
  return res.json().data
}

describe('wallet bind and unbind', () => {
  it('binds a wallet with a bind nonce of the member and answers 1511452', async () => {
    const member = await t.signIn()
    const wallet = newWallet()
    expect(await status(wallet.address)).toEqual({ bind: false, status: 0 })
    const body = await bind(member, wallet)
    expect(body).toMatchObject({ code: 1511452, data: { walletaddress: wallet.address.toLowerCase() } })
    expect(await boundAddress(member.userId)).toBe(wallet.address.toLowerCase())
    expect(await status(wallet.address, member)).toEqual({ bind: true, status: 2 })
    expect(await status(wallet.address)).toEqual({ bind: true, status: 1 })
    expect(await status(wallet.address, await t.signIn())).toEqual({ bind: true, status: 1 })
  })

  it('refuses an address another account holds, and a second wallet', async () => {
    const owner = await t.signIn()
    const taken = newWallet()
    expect((await bind(owner, taken)).code).toBe(1511452)

    const member = await t.signIn()
    expect(await bind(member, taken)).toMatchObject({
      code: 1511400,
      msg: 'There is already an account with this wallet. Log into another wallet.',
    })
    const mine = newWallet()
    expect((await bind(member, mine)).code).toBe(1511452)
    expect(await bind(member, newWallet())).toMatchObject({
      code: 1511400,
      msg: `Please use ${mine.address.toLowerCase()}`,
    })
    expect(await boundAddress(member.userId)).toBe(mine.address.toLowerCase())
  })

  it('refuses a bind nonce issued to another member, and a login nonce', async () => {
    const member = await t.signIn()
    const wallet = newWallet()
    const stolen = await nonceFor(await t.signIn(), wallet.address, 2)
    expect((await bind(member, wallet, { nonce: stolen })).msg).toBe(
      'This nonce was issued to another account.',
    )
    const login = await t.app.inject({
      url: `${base}/open/wallet/nonce`,
      query: { address: wallet.address, type: '1' },
      headers: t.signed(),
    })
    expect((await bind(member, wallet, { nonce: login.json().data.nonce })).msg).toBe(
      'This nonce was issued for another action. Please request a new one.',
    )
    expect(await boundAddress(member.userId)).toBeNull()
  })

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/user/bind/wallet/address`,
      headers: t.signed(),
      payload: { type: 2, content: '0x00', sign: '0x00' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('unbinds only when signed by the bound wallet', async () => {
    const member = await t.signIn()
    const wallet = newWallet()
    expect((await bind(member, wallet)).code).toBe(1511452)

    const stranger = newWallet()
    expect(await unbind(member, stranger)).toMatchObject({
      code: 1511400,
      msg: `Please use ${wallet.address.toLowerCase()}`,
    })
    expect(await unbind(member, wallet, { signer: stranger })).toMatchObject({ code: 1511400 })
    expect(await boundAddress(member.userId)).toBe(wallet.address.toLowerCase())

    expect(await unbind(member, wallet)).toMatchObject({ code: 1511452, data: { walletaddress: '' } })
    expect(await boundAddress(member.userId)).toBeNull()
    expect(await status(wallet.address)).toEqual({ bind: false, status: 0 })
    expect(await unbind(member, wallet)).toMatchObject({ code: 1511400, msg: 'Please bind one address' })
  })

  it('refuses an unbind whose nonce field differs from the signed one', async () => {
    const member = await t.signIn()
    const wallet = newWallet()
    await bind(member, wallet)
    const nonce = await nonceFor(member, wallet.address, 4)
    const signed = await signIn(wallet, { nonce })
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/user/unbind/wallet/address`,
      headers: member.headers(),
      payload: { type: 4, ...signed, nonce: 'a'.repeat(32) },
    })
    expect(res.json().msg).toBe('The nonce does not match the signed message.')
  })

  it('gives wallet-registered accounts no way to disconnect', async () => {
    const wallet = newWallet()
    const nonce = (
      await t.app.inject({
        url: `${base}/open/wallet/nonce`,
        query: { address: wallet.address, type: '1' },
        headers: t.signed(),
      })
    ).json().data.nonce
    const login = await t.app.inject({
      method: 'POST',
      url: `${base}/open/wallet/login`,
      headers: t.signed(),
      payload: { type: '1', ...(await signIn(wallet, { nonce })) },
    })
    const { token, id } = login.json().data
    const member = {
      userId: Number(id),
      uid: '',
      token,
      headers: () => ({ ...t.signed(), authorization: token }),
    }
    expect(await unbind(member, wallet)).toMatchObject({
      code: 1511400,
      msg: 'This account was registered with its wallet, so the wallet cannot be disconnected.',
    })
    expect(await boundAddress(member.userId)).toBe(wallet.address.toLowerCase())
  })
})
