import { describe, expect, it } from 'vitest'
import { CONTRACT_KINDS, readChainConfig } from './chain-config.ts'

const contracts = Object.fromEntries(
  CONTRACT_KINDS.map((kind, i) => [kind, `0x${(i + 1).toString(16).padStart(40, '0')}`]),
)

describe('chain config', () => {
  it('names every contract kind once, including the spec names PAD-721 and PRICEORACLE', () => {
    expect(new Set(CONTRACT_KINDS).size).toBe(CONTRACT_KINDS.length)
    expect(CONTRACT_KINDS).toContain('PAD-721')
    expect(CONTRACT_KINDS).toContain('PRICEORACLE')
  })
  it('accepts a full map and refuses a malformed address or an unknown kind', () => {
    const config = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', explorerUrl: '', contracts }
    expect(readChainConfig(config)).toEqual(config)
    expect(() => readChainConfig({ ...config, contracts: { ...contracts, WETH: '0x12' } })).toThrow(/WETH/)
    expect(() => readChainConfig({ ...config, contracts: { ...contracts, TRANSFER: '0x' } })).toThrow(
      /TRANSFER/,
    )
    const { BLINDBOX: _, ...missing } = contracts
    expect(() => readChainConfig({ ...config, contracts: missing })).toThrow(/no BLINDBOX/)
    expect(() => readChainConfig({ ...config, chainId: 0 })).toThrow(/chainId/)
    expect(() => readChainConfig(null)).toThrow(/not an object/)
  })
})
