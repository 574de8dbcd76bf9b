import { describe, expect, it } from 'vitest'
import { TOKEN_KINDS, tokenDecimals, tokenDecimalsOnChain, tokenKindSchema } from './tokens.ts'

describe('token decimals', () => {
  it('is 6 only for USDT on ETH and 18 everywhere else', () => {
    expect(tokenDecimals('USDT', 'ETH')).toBe(6)
    expect(tokenDecimals('USDT', 'BSC')).toBe(18)
    expect(tokenDecimals('USDT', 'Polygon')).toBe(18)
    expect(tokenDecimals('GBK', 'ETH')).toBe(18)
    expect(tokenDecimals('KNOWWALLET', 'ETH')).toBe(18)
  })
  it('resolves chains of the table to their family', () => {
    expect(tokenDecimalsOnChain('USDT', 1)).toBe(6)
    expect(tokenDecimalsOnChain('USDT', 5)).toBe(6)
    expect(tokenDecimalsOnChain('USDT', 31337)).toBe(6)
    expect(tokenDecimalsOnChain('USDT', 56)).toBe(18)
    expect(tokenDecimalsOnChain('USDT', 80001)).toBe(18)
    expect(tokenDecimalsOnChain('USDT', 2)).toBeUndefined()
  })
  it('knows exactly the three token kinds', () => {
    expect(TOKEN_KINDS).toEqual(['USDT', 'GBK', 'KNOWWALLET'])
    expect(tokenKindSchema.safeParse('WETH').success).toBe(false)
  })
})
