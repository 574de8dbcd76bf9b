import { getContractAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { useChain } from '../fixtures/chain.ts'

describe('deployAll', () => {
  const chain = useChain()

  it('puts every contract at an address fixed by the deployer and its nonce', async () => {
    const { deployer, contracts, chainId } = chain.deployment
    expect(chainId).toBe(31337)
    expect(contracts.weth).toBe(getContractAddress({ from: deployer, nonce: 0n }))
    expect(contracts.usdt).toBe(getContractAddress({ from: deployer, nonce: 1n }))
    const addresses = Object.values(contracts)
    expect(new Set(addresses).size).toBe(addresses.length)
    for (const address of addresses) {
      expect((await chain.client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2)
    }
  })
})
