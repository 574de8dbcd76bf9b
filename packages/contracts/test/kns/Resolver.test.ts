import { encodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import * as Registry from '../../src/artifacts/Registry.ts'
import * as Resolver from '../../src/artifacts/Resolver.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { kns, tokenIdOf, YEAR } from '../fixtures/kns.ts'
import { expectRevert } from '../fixtures/revert.ts'

describe('Resolver', () => {
  const chain = useChain()
  const k = kns(chain)
  const c = () => chain.deployment.contracts
  const call = (w: Wallet, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: c().resolver, abi: Resolver.abi, functionName, args })
  const view = (functionName: string, args: readonly unknown[]) =>
    chain.client.readContract({
      address: c().resolver,
      abi: Resolver.abi,
      functionName,
      args,
    } as never) as Promise<unknown>
  const data = (functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi: Resolver.abi, functionName, args } as never)
  const transfer = (from: Wallet, to: Wallet, tokenId: bigint) =>
    chain.write(from, {
      address: c().registry,
      abi: Registry.abi,
      functionName: 'transferFrom',
      args: [from.account.address, to.account.address, tokenId],
    })

  it('lets only the holder set records', async () => {
    const { alice, bob, mallory } = chain.wallets
    const tokenId = tokenIdOf('holder')
    await k.register(alice, await k.registerArgs('holder', alice.account.address), 10n ** 17n)
    await expectRevert(call(mallory, 'setAddr', [tokenId, mallory.account.address]), 'AddressInvalid', [
      mallory.account.address,
    ])
    await expectRevert(call(mallory, 'setText', [tokenId, 'avatar', 'x']), 'AddressInvalid')
    await expectRevert(call(mallory, 'setDefaultName', [tokenId]), 'AddressInvalid')
    await expectRevert(
      call(mallory, 'setRecordsFor', [tokenId, mallory.account.address, true]),
      'AddressInvalid',
    )
    await call(alice, 'setAddr', [tokenId, bob.account.address])
    expect(await view('addr', [tokenId])).toBe(bob.account.address)
  })

  it('stops resolving to the old holder after a transfer: forward, reverse and texts', async () => {
    const { alice, bob } = chain.wallets
    const tokenId = tokenIdOf('handover')
    await k.register(alice, await k.registerArgs('handover', alice.account.address), 10n ** 17n)
    await call(alice, 'setText', [tokenId, 'avatar', 'https://example.org/a.png'])
    expect(await view('name', [alice.account.address])).toBe('handover.kid')
    await transfer(alice, bob, tokenId)
    expect(await view('name', [alice.account.address])).toBe('')
    expect(await view('addr', [tokenId])).toBe(zeroAddress)
    expect(await view('resolve', ['handover'])).toBe(zeroAddress)
    expect(await view('text', [tokenId, 'avatar'])).toBe('')
    // The new holder sets everything in one transaction.
    await call(bob, 'multicall', [
      [
        data('setAddr', [tokenId, bob.account.address]),
        data('setText', [tokenId, 'bio', 'hello']),
        data('setDefaultName', [tokenId]),
      ],
    ])
    expect(await view('name', [bob.account.address])).toBe('handover.kid')
    expect(await view('text', [tokenId, 'bio'])).toBe('hello')
    // The old holder's default is not revived by anything the new holder does.
    expect(await view('name', [alice.account.address])).toBe('')
  })

  it('names a wallet only while forward and reverse agree, and clears on request', async () => {
    const { alice, bob } = chain.wallets
    const tokenId = tokenIdOf('agreeing')
    await k.register(alice, await k.registerArgs('agreeing', alice.account.address), 10n ** 17n)
    await call(alice, 'setAddr', [tokenId, bob.account.address])
    expect(await view('name', [alice.account.address])).toBe('')
    await call(alice, 'setAddr', [tokenId, alice.account.address])
    expect(await view('name', [alice.account.address])).toBe('agreeing.kid')
    await call(alice, 'clearDefaultName', [])
    expect(await view('name', [alice.account.address])).toBe('')
    expect(await view('defaultOf', [alice.account.address])).toBe(0n)
  })

  it('bounds text records and drops them with the name once it expires and goes to someone else', async () => {
    const { alice, bob } = chain.wallets
    const tokenId = tokenIdOf('textual')
    await k.register(alice, await k.registerArgs('textual', alice.account.address), 10n ** 17n)
    await expectRevert(call(alice, 'setText', [tokenId, '', 'x']), 'InvalidAmount', [0n])
    await expectRevert(call(alice, 'setText', [tokenId, 'k'.repeat(33), 'x']), 'InvalidAmount', [33n])
    await expectRevert(call(alice, 'setText', [tokenId, 'bio', 'b'.repeat(1025)]), 'InvalidAmount', [1025n])
    await call(alice, 'setText', [tokenId, 'bio', 'b'.repeat(1024)])
    await chain.warp(Number(YEAR) + 91 * 86_400)
    expect(await view('text', [tokenId, 'bio'])).toBe('')
    await k.register(bob, await k.registerArgs('textual', bob.account.address), 10n ** 17n)
    expect(await view('text', [tokenId, 'bio'])).toBe('')
    expect(await view('addr', [tokenId])).toBe(bob.account.address)
    expect(await view('name', [bob.account.address])).toBe('textual.kid')
    expect(await view('name', [alice.account.address])).toBe('')
  })
})
