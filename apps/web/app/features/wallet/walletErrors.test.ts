import { TEXT } from '@kid/shared/texts'
import { describe, expect, it } from 'vitest'
import { signFailureText, walletErrorCode } from './walletErrors.ts'

describe('wallet errors', () => {
  it('finds the EIP-1193 code through wrapped causes', () => {
    expect(walletErrorCode({ code: 4001 })).toBe(4001)
    expect(walletErrorCode({ name: 'X', cause: { cause: { code: 4902 } } })).toBe(4902)
    expect(walletErrorCode(new Error('x'))).toBeUndefined()
  })

  it('says Signature denied on 4001 and Please try again otherwise', () => {
    expect(signFailureText({ code: 4001 })).toBe(TEXT.signatureDenied)
    expect(signFailureText(new Error('no provider'))).toBe(TEXT.tryAgain)
  })
})
