import { parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import * as StableCoin from '../../src/artifacts/StableCoin.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { expectRevert } from '../fixtures/revert.ts'

const USDT = 10n ** 6n

describe('StableCoin', () => {
  const chain = useChain()
  const call = (w: Wallet, functionName: string, args: readonly unknown[] = []) =>
    chain.write(w, { address: chain.deployment.contracts.usdt, abi: StableCoin.abi, functionName, args })
  const view = (functionName: string, args: readonly unknown[] = []) =>
    chain.client.readContract({
      address: chain.deployment.contracts.usdt,
      abi: StableCoin.abi,
      functionName,
      args,
    } as never) as Promise<unknown>

  it('has six decimals and emits Transfer and Approval', async () => {
    const { deployer, alice } = chain.wallets
    expect(await view('decimals')).toBe(6)
    const sent = await call(deployer, 'transfer', [alice.account.address, 5n * USDT])
    expect(
      parseEventLogs({ abi: StableCoin.abi, logs: sent.logs, eventName: 'Transfer' })[0]?.args.value,
    ).toBe(5n * USDT)
    const approved = await call(alice, 'approve', [deployer.account.address, USDT])
    expect(parseEventLogs({ abi: StableCoin.abi, logs: approved.logs, eventName: 'Approval' })).toHaveLength(
      1,
    )
  })

  it('pauses and unpauses every transfer with Pause and Unpause events', async () => {
    const { deployer, alice } = chain.wallets
    const paused = await call(deployer, 'pause')
    expect(parseEventLogs({ abi: StableCoin.abi, logs: paused.logs, eventName: 'Pause' })).toHaveLength(1)
    await expectRevert(call(deployer, 'transfer', [alice.account.address, 1n]), 'TokenPaused')
    const unpaused = await call(deployer, 'unpause')
    expect(parseEventLogs({ abi: StableCoin.abi, logs: unpaused.logs, eventName: 'Unpause' })).toHaveLength(1)
    await call(deployer, 'transfer', [alice.account.address, 1n])
  })

  it('freezes blacklisted holders both ways and lets the owner destroy their funds', async () => {
    const { deployer, alice, bob } = chain.wallets
    await call(deployer, 'transfer', [alice.account.address, 10n])
    await call(deployer, 'addBlackList', [alice.account.address])
    await expectRevert(call(alice, 'transfer', [bob.account.address, 1n]), 'Blacklisted', [
      alice.account.address,
    ])
    await expectRevert(call(deployer, 'transfer', [alice.account.address, 1n]), 'Blacklisted', [
      alice.account.address,
    ])
    await call(deployer, 'destroyBlackFunds', [alice.account.address])
    expect(await view('balanceOf', [alice.account.address])).toBe(0n)
    await expectRevert(call(deployer, 'destroyBlackFunds', [bob.account.address]), 'Blacklisted', [
      bob.account.address,
    ])
    await call(deployer, 'removeBlackList', [alice.account.address])
    await call(deployer, 'transfer', [alice.account.address, 1n])
  })

  it("charges the capped fee to the owner, within Tether's limits", async () => {
    const { deployer, alice, bob } = chain.wallets
    await call(deployer, 'transfer', [alice.account.address, 10_000n * USDT])
    await call(deployer, 'setParams', [10n, 2n * USDT])
    await call(alice, 'transfer', [bob.account.address, 1000n * USDT])
    expect(await view('balanceOf', [bob.account.address])).toBe(999n * USDT)
    await call(alice, 'transfer', [bob.account.address, 5000n * USDT]) // 0.1 % = 5, capped at 2
    expect(await view('balanceOf', [bob.account.address])).toBe(999n * USDT + 4998n * USDT)
    await expectRevert(call(deployer, 'setParams', [20n, 0n]), 'CheckFail')
    await expectRevert(call(deployer, 'setParams', [0n, 50n * USDT]), 'CheckFail')
  })

  it('keeps every admin function for the owner', async () => {
    const { mallory } = chain.wallets
    const who = mallory.account.address
    for (const [fn, args] of [
      ['pause', []],
      ['unpause', []],
      ['addBlackList', [who]],
      ['removeBlackList', [who]],
      ['destroyBlackFunds', [who]],
      ['setParams', [1n, 1n]],
      ['issue', [1n]],
      ['redeem', [1n]],
    ] as const) {
      await expectRevert(call(mallory, fn, args), 'OwnableUnauthorizedAccount', [who])
    }
  })
})
