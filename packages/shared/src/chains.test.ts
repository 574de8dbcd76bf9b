import { describe, expect, it } from 'vitest'
import {
  addChainParameter,
  CHAINS,
  chainById,
  DEFAULT_CHAIN_ID,
  NETWORK_SELECTOR,
  REQUIRED_CHAIN_ID,
  switchNetworkMessage,
} from './chains.ts'

describe('chain table', () => {
  it('holds the spec chains and our anvil chain, each once', () => {
    const ids = CHAINS.map((chain) => chain.chainId)
    expect(ids).toEqual([1, 5, 56, 97, 137, 80001, 31337])
    expect(new Set(ids).size).toBe(ids.length)
  })
  it('gives every chain its networkId and 18-decimal native currency', () => {
    for (const chain of CHAINS) {
      expect(chain.networkId).toBe(chain.chainId)
      expect(chain.chainParams.nativeCurrency.decimals).toBe(18)
      expect(chain.chainParams.rpcUrls.length).toBeGreaterThan(0)
    }
  })
  it('defaults to Ethereum with etherscan', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1)
    expect(chainById(DEFAULT_CHAIN_ID)?.chainParams.blockExplorerUrls).toEqual(['https://etherscan.io'])
  })
  it('requires 5 in test and 1 in production, and the selector maps ETH 1, Polygon 137, BSC 56', () => {
    expect(REQUIRED_CHAIN_ID).toEqual({ test: 5, main: 1 })
    expect(NETWORK_SELECTOR).toEqual({ ETH: 1, Polygon: 137, BSC: 56 })
    for (const [family, id] of Object.entries(NETWORK_SELECTOR)) expect(chainById(id)?.chain).toBe(family)
  })
  it('knows test networks by family', () => {
    expect(chainById(97)?.chain).toBe('BSC')
    expect(chainById(80001)?.chain).toBe('Polygon')
    expect(chainById(2)).toBeUndefined()
  })
})

describe('switchNetworkMessage', () => {
  it('names the chain and network', () => {
    const goerli = chainById(REQUIRED_CHAIN_ID.test)
    expect(goerli && switchNetworkMessage(goerli)).toBe('Please switch to ETH Goerli network')
    expect(switchNetworkMessage({ chain: 'BSC', network: 'Mainnet' })).toBe(
      'Please switch to BSC Mainnet network',
    )
  })
})

describe('addChainParameter', () => {
  it('adds the hex chain id for wallet_addEthereumChain', () => {
    const polygon = chainById(137)
    expect(polygon && addChainParameter(polygon)).toEqual({
      chainId: '0x89',
      chainName: 'Polygon Mainnet',
      rpcUrls: ['https://polygon-rpc.com'],
      blockExplorerUrls: ['https://polygonscan.com'],
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    })
  })
  it('leaves out the explorer list of the anvil chain, which has none', () => {
    const anvil = chainById(31337)
    const parameter = anvil && addChainParameter(anvil)
    expect(parameter?.chainId).toBe('0x7a69')
    expect(parameter && 'blockExplorerUrls' in parameter).toBe(false)
  })
})
