import { buildSignInMessage, signInContent } from '@kid/shared/account/siwe'
import { describe, expect, it } from 'vitest'
import { newWallet, signIn } from './testing.ts'
import { verifySignIn } from './verify-sign-in.ts'

const site = { domain: 'localhost:80', chainId: 31337 }
const nonce = 'a1b2c3d4e5f6a7b8c9d0'

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toMatchObject({ name: 'ApiError', code: 1511400 })
  return (error as Error).message
}

describe('verifySignIn', () => {
  it('accepts a fresh message signed by the address it names, for this site and chain', async () => {
    const wallet = newWallet()
    const signed = await signIn(wallet, { nonce })
    const result = await verifySignIn({ ...site, ...signed })
    expect(result.address).toBe(wallet.address.toLowerCase())
    expect(result.nonce).toBe(nonce)
  })

  it('refuses a signature made by another key', async () => {
    const wallet = newWallet()
    const signed = await signIn(wallet, { nonce, signer: newWallet() })
    expect(await refusal(verifySignIn({ ...site, ...signed }))).toBe(
      `The signature was not made by ${wallet.address}. Please sign with that wallet.`,
    )
  })

  it('refuses content changed after signing', async () => {
    const wallet = newWallet()
    const signed = await signIn(wallet, { nonce })
    const tampered = signed.content.replace(
      Buffer.from(nonce).toString('hex'),
      Buffer.from('ffffffffffffffffffff').toString('hex'),
    ) as `0x${string}`
    expect(tampered).not.toBe(signed.content)
    expect(await refusal(verifySignIn({ ...site, content: tampered, sign: signed.sign }))).toMatch(
      /^The signature was not made by/,
    )
  })

  it('refuses a message made for another site or another chain', async () => {
    const wallet = newWallet()
    const phished = await signIn(wallet, { nonce, domain: 'kid-login.example' })
    expect(await refusal(verifySignIn({ ...site, ...phished }))).toBe(
      'This message was made for kid-login.example, not for localhost:80. Please sign in again on localhost:80.',
    )
    const otherUri = await signIn(wallet, { nonce, uri: 'http://kid-login.example' })
    expect(await refusal(verifySignIn({ ...site, ...otherUri }))).toMatch(/^This message was made for/)
    const mainnet = await signIn(wallet, { nonce, chainId: 1 })
    expect(await refusal(verifySignIn({ ...site, ...mainnet }))).toBe(
      'The message is for chain 1; KID runs on chain 31337. Please switch network and sign again.',
    )
  })

  it('refuses an expired message, one dated in the future and one not valid yet', async () => {
    const wallet = newWallet()
    const now = new Date()
    const expired = await signIn(wallet, {
      nonce,
      issuedAt: new Date(now.getTime() - 20 * 60_000),
      expirationTime: new Date(now.getTime() - 10 * 60_000),
    })
    expect(await refusal(verifySignIn({ ...site, ...expired, now }))).toBe(
      'The sign-in message has expired. Please sign again.',
    )
    const future = await signIn(wallet, { nonce, issuedAt: new Date(now.getTime() + 6 * 60_000) })
    expect(await refusal(verifySignIn({ ...site, ...future, now }))).toMatch(/dated in the future/)
    const skewed = await signIn(wallet, { nonce, issuedAt: new Date(now.getTime() + 60_000) })
    await expect(verifySignIn({ ...site, ...skewed, now })).resolves.toMatchObject({ nonce })
    const notYet = await signIn(wallet, { nonce, notBefore: new Date(now.getTime() + 6 * 60_000) })
    expect(await refusal(verifySignIn({ ...site, ...notYet, now }))).toMatch(/not valid yet/)
  })

  it('refuses text that is not a KID sign-in message, even when properly signed', async () => {
    const wallet = newWallet()
    const plain = 'I agree to anything'
    const sign = await wallet.signMessage({ message: plain })
    expect(await refusal(verifySignIn({ ...site, content: signInContent(plain), sign }))).toBe(
      'The signed message is not a KID sign-in message.',
    )
    const message = buildSignInMessage({
      address: wallet.address,
      nonce,
      domain: site.domain,
      uri: 'http://localhost:80',
      chainId: 31337,
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + 60_000),
    })
    const altered = message.replace('Welcome to KID!', 'Welcome!')
    const alteredSign = await wallet.signMessage({ message: altered })
    expect(await refusal(verifySignIn({ ...site, content: signInContent(altered), sign: alteredSign }))).toBe(
      'The signed message is not a KID sign-in message.',
    )
    const extra = `${message}\nResources:\n- https://evil.example`
    const extraSign = await wallet.signMessage({ message: extra })
    expect(await refusal(verifySignIn({ ...site, content: signInContent(extra), sign: extraSign }))).toBe(
      'The signed message is not a KID sign-in message.',
    )
  })

  it('accepts a contract wallet signature only through the on-chain check', async () => {
    const wallet = newWallet()
    const signed = await signIn(wallet, { nonce, signer: newWallet() })
    const seen: string[] = []
    const result = await verifySignIn({
      ...site,
      ...signed,
      verifyContractSignature: async ({ address }) => {
        seen.push(address)
        return true
      },
    })
    expect(seen).toEqual([wallet.address])
    expect(result.address).toBe(wallet.address.toLowerCase())
  })
})
