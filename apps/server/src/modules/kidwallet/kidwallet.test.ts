import { randomBytes } from 'node:crypto'
import { Code } from '@kid/shared/codes'
import { type Keystore, KIDWALLET_BASE, type KidWalletDetail } from '@kid/shared/kidwallet/calls'
import { KDF_PARAMS } from '@kid/shared/kidwallet/keystore-rule'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { KIDWALLET_TEXT } from './service.ts'
import { kidwalletKeystore } from './tables.ts'

type Member = Awaited<ReturnType<TestApp['signIn']>>

let t: TestApp
let alice: Member
let bob: Member
beforeAll(async () => {
  t = await createTestApp()
  alice = await t.signIn({ username: 'alice' })
  bob = await t.signIn({ username: 'bob' })
})
afterAll(async () => t?.close())

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
/** A keystore as a browser seals one; the server only checks its shape, so random bytes do. */
function keystore(address = `0x${hex(20)}`): Keystore {
  return {
    version: 1,
    address,
    kind: 'mnemonic',
    crypto: {
      cipher: 'aes-256-gcm',
      ciphertext: hex(90),
      iv: hex(12),
      kdf: 'scrypt',
      kdfparams: { ...KDF_PARAMS, salt: hex(32) },
    },
  }
}

async function call(who: Member, path: string, body?: unknown, headers = who.headers()) {
  const response = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `${KIDWALLET_BASE}/${path}`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  })
  return {
    status: response.statusCode,
    ...(response.json() as { code: number; msg: string; data: KidWalletDetail }),
  }
}

const storedRows = async (userId: number) =>
  t.app.db.select().from(kidwalletKeystore).where(eq(kidwalletKeystore.userId, userId))

describe('user/funding/wallet', () => {
  it('keeps a member’s keystore: add, then detail answers it to that member only', async () => {
    const member = await t.signIn({})
    expect((await call(member, 'detail')).data).toBeNull()
    const sealed = keystore()
    const added = await call(member, 'add', { keystore: sealed })
    expect(added.code).toBe(Code.SUCCESS)
    expect(added.data).toMatchObject({ address: sealed.address, keystore: sealed })
    expect((await call(member, 'detail')).data?.keystore).toEqual(sealed)
    // Another member sees none of it, and cannot act on it.
    expect((await call(bob, 'detail')).data).toBeNull()
    const update = await call(bob, 'update', { keystore: { ...sealed, crypto: keystore().crypto } })
    expect(update).toMatchObject({ code: Code.BAD_REQUEST, msg: KIDWALLET_TEXT.none })
    expect((await storedRows(member.userId))[0]?.keystore).toEqual(sealed)
  })

  it('answers a retried add as before, and refuses a second wallet', async () => {
    const sealed = keystore()
    expect((await call(alice, 'add', { keystore: sealed })).code).toBe(Code.SUCCESS)
    expect((await call(alice, 'add', { keystore: sealed })).code).toBe(Code.SUCCESS)
    const second = await call(alice, 'add', { keystore: keystore() })
    expect(second).toMatchObject({ code: Code.BAD_REQUEST, msg: KIDWALLET_TEXT.exists })
    expect(await storedRows(alice.userId)).toHaveLength(1)
    expect((await storedRows(alice.userId))[0]?.keystore).toEqual(sealed)
  })

  it('updates the keystore of the same wallet only (a new wallet password)', async () => {
    const member = await t.signIn({})
    const sealed = keystore()
    await call(member, 'add', { keystore: sealed })
    const resealed = { ...sealed, crypto: keystore().crypto }
    expect((await call(member, 'update', { keystore: resealed })).data?.keystore).toEqual(resealed)
    const other = await call(member, 'update', { keystore: keystore() })
    expect(other).toMatchObject({ code: Code.BAD_REQUEST, msg: KIDWALLET_TEXT.otherWallet })
    expect((await storedRows(member.userId))[0]?.keystore).toEqual(resealed)
  })

  it('restores an imported wallet in place of the one the page saw; a stale or replayed restore changes nothing', async () => {
    const member = await t.signIn({})
    const first = keystore()
    expect((await call(member, 'restore', { keystore: first, previous: null })).code).toBe(Code.SUCCESS)
    const second = keystore()
    const replace = { keystore: second, previous: first.address }
    expect((await call(member, 'restore', replace)).data?.address).toBe(second.address)
    // The same request again (a retry) answers as before; an older one cannot bring `first` back.
    expect((await call(member, 'restore', replace)).code).toBe(Code.SUCCESS)
    const stale = await call(member, 'restore', { keystore: first, previous: null })
    expect(stale).toMatchObject({ code: Code.BAD_REQUEST, msg: KIDWALLET_TEXT.changed })
    const wrong = await call(member, 'restore', { keystore: keystore(), previous: first.address })
    expect(wrong).toMatchObject({ code: Code.BAD_REQUEST, msg: KIDWALLET_TEXT.changed })
    expect((await storedRows(member.userId))[0]?.keystore).toEqual(second)
  })

  it('refuses a replayed request signature before it reaches the wallet', async () => {
    const member = await t.signIn({})
    const headers = member.headers()
    expect((await call(member, 'add', { keystore: keystore() }, headers)).code).toBe(Code.SUCCESS)
    const replayed = await call(member, 'restore', { keystore: keystore(), previous: null }, headers)
    expect(replayed.code).toBe(Code.BAD_SIGNATURE)
  })

  it('checks an address against the member’s wallet and the bound wallets', async () => {
    const member = await t.signIn({})
    const sealed = keystore()
    expect((await call(member, 'check', { address: sealed.address })).data).toEqual({
      exists: false,
      own: false,
      bind: 0,
    })
    await call(member, 'add', { keystore: sealed })
    const upper = sealed.address.replace('0x', '0X').toUpperCase().replace('0X', '0x')
    expect((await call(member, 'check', { address: upper })).data).toEqual({
      exists: true,
      own: true,
      bind: 0,
    })
  })

  it('answers bad input with a message and changes nothing; no session is 401', async () => {
    const member = await t.signIn({})
    const good = keystore()
    const bad: unknown[] = [
      {},
      { keystore: 'not json' },
      { keystore: { ...good, version: 2 } },
      { keystore: { ...good, address: good.address.toUpperCase() } },
      { keystore: { ...good, extra: 1 } },
      { keystore: { ...good, crypto: { ...good.crypto, iv: hex(16) } } },
      { keystore: { ...good, crypto: { ...good.crypto, ciphertext: 'zz'.repeat(60) } } },
      { keystore: { ...good, crypto: { ...good.crypto, ciphertext: hex(4000) } } },
      { keystore: { ...good, crypto: { ...good.crypto, kdfparams: { ...good.crypto.kdfparams, n: 1024 } } } },
      {
        keystore: { ...good, crypto: { ...good.crypto, kdfparams: { ...good.crypto.kdfparams, n: 40000 } } },
      },
      { keystore: { ...good, crypto: { ...good.crypto, cipher: 'aes-128-ctr' } } },
    ]
    for (const body of bad) {
      const answer = await call(member, 'add', body)
      expect(answer.status).toBe(200)
      expect(answer.code).toBe(Code.BAD_REQUEST)
      expect(answer.msg.length).toBeGreaterThan(5)
    }
    expect((await call(member, 'check', { address: '0x1234' })).code).toBe(Code.BAD_REQUEST)
    expect(await storedRows(member.userId)).toHaveLength(0)
    const anonymous = await call(member, 'detail', undefined, t.signed())
    expect(anonymous.status).toBe(401)
  })
})
