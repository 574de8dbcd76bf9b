import { describe, expect, it } from 'vitest'
import {
  frontendLogBody,
  loginBody,
  nonceQuery,
  sendEmailQuery,
  unbindWalletBody,
  walletLoginBody,
} from './calls.ts'

const hash = 'a'.repeat(64)

describe('account call payloads', () => {
  it('takes a password only as a 64-digit lowercase hex digest', () => {
    expect(loginBody.safeParse({ email: 'a@b.co', password: hash }).success).toBe(true)
    const plain = loginBody.safeParse({ email: 'a@b.co', password: 'Secret123' })
    expect(plain.success).toBe(false)
    expect(plain.error?.issues[0]?.message).toBe('*Incorrect password format.')
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'A'.repeat(64) }).success).toBe(false)
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'a'.repeat(63) }).success).toBe(false)
  })

  it('reads the e-mail code type and nonce purpose from query strings', () => {
    expect(sendEmailQuery.parse({ email: 'a@b.co', type: '4' }).type).toBe(4)
    expect(sendEmailQuery.safeParse({ email: 'a@b.co', type: '3' }).success).toBe(false)
    expect(nonceQuery.parse({ address: `0x${'ab'.repeat(20)}`, type: '2' }).type).toBe(2)
    expect(nonceQuery.safeParse({ address: `0x${'ab'.repeat(20)}`, type: '3' }).success).toBe(false)
  })

  it('needs hex content and signature for wallet calls, and the nonce to unbind', () => {
    expect(walletLoginBody.safeParse({ type: '1', content: '0x1234', sign: '0xab' }).success).toBe(true)
    expect(walletLoginBody.safeParse({ type: '3', content: '0x1234', sign: '0xab' }).success).toBe(false)
    expect(walletLoginBody.safeParse({ type: '1', content: 'hello', sign: '0xab' }).success).toBe(false)
    expect(unbindWalletBody.safeParse({ type: 4, content: '0x12', sign: '0x34' }).success).toBe(false)
  })
})

describe('small open calls', () => {
  it('caps the context of a client log and fills in the level', () => {
    expect(frontendLogBody.parse({ message: 'boom' })).toEqual({ level: 'error', message: 'boom' })
    expect(frontendLogBody.safeParse({ message: 'boom', context: { big: 'x'.repeat(9000) } }).success).toBe(
      false,
    )
    expect(frontendLogBody.safeParse({ message: '' }).success).toBe(false)
    expect(frontendLogBody.safeParse({ level: 'fatal', message: 'x' }).success).toBe(false)
  })
})
