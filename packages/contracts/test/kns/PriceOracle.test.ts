import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import * as PriceOracle from '../../src/artifacts/PriceOracle.ts'
import { useChain } from '../fixtures/chain.ts'
import { YEAR } from '../fixtures/kns.ts'
import { expectRevert } from '../fixtures/revert.ts'

describe('PriceOracle', () => {
  const chain = useChain()
  const view = (functionName: string, args: readonly unknown[]) =>
    chain.client.readContract({
      address: chain.deployment.contracts.priceOracle,
      abi: PriceOracle.abi,
      functionName,
      args,
    } as never) as Promise<unknown>

  it('prices four characters and five or more per year, counting characters rather than bytes', async () => {
    const usdt = chain.deployment.contracts.usdt
    expect(await view('strlen', ['ab😀é'])).toBe(4n)
    expect(await view('price', ['ab😀é', YEAR, zeroAddress])).toBe(5n * 10n ** 16n)
    expect(await view('price', ['abcde', YEAR, usdt])).toBe(20n * 10n ** 6n)
    expect(await view('price', ['abcde', YEAR / 2n, usdt])).toBe(10n * 10n ** 6n)
    expect(await view('price', ['abcde', 1n, usdt])).toBe(1n) // rounded up, never free
    await expectRevert(view('price', ['abc', YEAR, zeroAddress]), 'ConditionCheckFailed')
    await expectRevert(view('price', ['abcde', YEAR, chain.wallets.bob.account.address]), 'InvalidCurrency')
  })

  it('lets only the owner set prices', async () => {
    const { mallory } = chain.wallets
    await expectRevert(
      chain.write(mallory, {
        address: chain.deployment.contracts.priceOracle,
        abi: PriceOracle.abi,
        functionName: 'setPrices',
        args: [zeroAddress, 1n, 1n],
      }),
      'OwnableUnauthorizedAccount',
      [mallory.account.address],
    )
  })
})
