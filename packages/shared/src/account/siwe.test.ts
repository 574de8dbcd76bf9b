import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { buildSignInMessage, signInContent, signInMessageOf, signInStatement } from './siwe.ts'

const fields = {
  address: `0x${'ab'.repeat(20)}`,
  nonce: 'a1b2c3d4e5f6a7b8',
  domain: 'kid.example',
  uri: 'https://kid.example',
  chainId: 1,
  issuedAt: new Date('2026-01-02T03:04:05.000Z'),
  expirationTime: new Date('2026-01-02T03:14:05.000Z'),
}

describe('the wallet sign-in message', () => {
  it('is an EIP-4361 message that welcomes the user and links the terms of the site signed on', () => {
    const message = buildSignInMessage(fields)
    expect(message).toBe(
      [
        'kid.example wants you to sign in with your Ethereum account:',
        '0xABaBaBaBABabABabAbAbABAbABabababaBaBABaB',
        '',
        'Welcome to KID! Sign this message to log in. No transaction or gas fee. By signing you accept the KID Terms of Service: https://kid.example/terms',
        '',
        'URI: https://kid.example',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-02T03:14:05.000Z',
      ].join('\n'),
    )
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({ domain: 'kid.example', nonce: fields.nonce, chainId: 1 })
    expect(parsed.statement).toBe(signInStatement('https://kid.example'))
  })

  it('adds a not-before time only when given', () => {
    const notBefore = new Date('2026-01-02T03:05:00.000Z')
    expect(buildSignInMessage({ ...fields, notBefore })).toContain('\nNot Before: 2026-01-02T03:05:00.000Z')
    expect(buildSignInMessage(fields)).not.toContain('Not Before')
  })

  it('travels as the hex of its UTF-8 bytes', () => {
    const message = buildSignInMessage(fields)
    const content = signInContent(message)
    expect(content).toMatch(/^0x[0-9a-f]+$/)
    expect(content.startsWith(`0x${Buffer.from('kid.example').toString('hex')}`)).toBe(true)
    expect(signInMessageOf(content)).toBe(message)
  })
})
