import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import * as Reenterer from '../../src/artifacts/Reenterer.ts'
import * as WETH from '../../src/artifacts/WETH.ts'
import { useChain } from '../fixtures/chain.ts'
import { deployTest } from '../fixtures/deployTest.ts'
import { expectRevert } from '../fixtures/revert.ts'

describe('WETH', () => {
  const chain = useChain()
  const weth = () => chain.deployment.contracts.weth
  const balanceOf = (a: `0x${string}`) =>
    chain.client.readContract({ address: weth(), abi: WETH.abi, functionName: 'balanceOf', args: [a] })

  it('wraps by deposit or plain transfer and unwraps by withdraw', async () => {
    const { alice } = chain.wallets
    await chain.write(alice, { address: weth(), abi: WETH.abi, functionName: 'deposit', value: 5n })
    const hash = await alice.sendTransaction({ to: weth(), value: 7n })
    await chain.client.waitForTransactionReceipt({ hash })
    expect(await balanceOf(alice.account.address)).toBe(12n)
    await chain.write(alice, { address: weth(), abi: WETH.abi, functionName: 'withdraw', args: [12n] })
    expect(await balanceOf(alice.account.address)).toBe(0n)
    await expectRevert(
      chain.write(alice, { address: weth(), abi: WETH.abi, functionName: 'withdraw', args: [1n] }),
      'InsufficientAmount',
      [1n, 0n],
    )
  })

  it('burns before paying, so a re-entering withdraw finds nothing left', async () => {
    const { mallory } = chain.wallets
    const attacker = await deployTest(chain, mallory, Reenterer)
    const deposit = encodeFunctionData({ abi: WETH.abi, functionName: 'deposit' })
    const withdraw = encodeFunctionData({ abi: WETH.abi, functionName: 'withdraw', args: [10n] })
    await chain.write(mallory, {
      address: attacker,
      abi: Reenterer.abi,
      functionName: 'execute',
      args: [weth(), deposit, 10n],
      value: 10n,
    })
    await chain.write(mallory, {
      address: attacker,
      abi: Reenterer.abi,
      functionName: 'arm',
      args: [weth(), withdraw, 0n],
    })
    await expectRevert(
      chain.write(mallory, {
        address: attacker,
        abi: Reenterer.abi,
        functionName: 'execute',
        args: [weth(), withdraw, 0n],
      }),
      'EthTransferFailed', // the inner withdraw found a zero balance and reverted
    )
    expect(await balanceOf(attacker)).toBe(10n)
  })
})
