import { describe, expect, it } from 'vitest'
import { type MintWallet, mintVerdict } from './mint-verdict.ts'

const drop = {
  address: '0xdrop',
  total: 100,
  minted: 10,
  start: 1000,
  end: 2000,
  isWhite: true,
  singleAdd: 5,
  singleTim: 3,
  fee: '10',
  chainId: 31337,
}
const wallet: MintWallet = {
  address: '0xabc',
  walletChainId: 31337,
  minted: 0,
  balance: 1000n,
  whitelisted: true,
}

describe('mintVerdict', () => {
  it('answers each reason before the wallet opens, in the order a person can act on', () => {
    const reason = (d: object, w: MintWallet | null, now: number, q = 1) => {
      const v = mintVerdict({ ...drop, ...d }, w, now, q)
      return v.ok ? 'ok' : v.reason
    }
    expect(reason({ address: null }, wallet, 1500)).toBe('not-deployed')
    expect(reason({ minted: 100 }, wallet, 1500)).toBe('sold-out')
    expect(reason({}, wallet, 999)).toBe('not-open')
    expect(reason({ isWhite: false }, wallet, 2001)).toBe('ended')
    expect(reason({ isWhite: true }, wallet, 9999)).toBe('ok') // the public stage never ends by time
    expect(reason({}, null, 1500)).toBe('no-wallet')
    expect(reason({}, { ...wallet, walletChainId: 1 }, 1500)).toBe('wrong-network')
    expect(reason({}, { ...wallet, walletChainId: null }, 1500)).toBe('ok')
    expect(reason({}, { ...wallet, whitelisted: false }, 1500)).toBe('not-whitelisted')
    expect(reason({}, { ...wallet, whitelisted: false }, 2000)).toBe('ok')
    expect(reason({}, { ...wallet, minted: 5 }, 1500)).toBe('limit-reached')
    expect(reason({}, { ...wallet, balance: 9n }, 1500)).toBe('not-enough-eth')
  })

  it('bounds the quantity by the transaction limit, what is left of the wallet limit and the supply', () => {
    expect(mintVerdict(drop, wallet, 1500, 10)).toMatchObject({
      ok: true,
      max: 3,
      cost: 30n,
      stage: 'whitelist',
    })
    expect(mintVerdict(drop, { ...wallet, minted: 4 }, 1500, 3)).toMatchObject({ max: 1, cost: 10n })
    expect(mintVerdict({ ...drop, minted: 99 }, wallet, 1500, 3)).toMatchObject({ max: 1 })
    expect(mintVerdict(drop, { ...wallet, balance: 25n }, 1500, 3)).toMatchObject({
      ok: false,
      reason: 'not-enough-eth',
    })
  })
})
