import { describe, expect, it } from 'vitest'
import * as Registry from '../../src/artifacts/Registry.ts'
import * as Resolver from '../../src/artifacts/Resolver.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { kns, tokenIdOf } from '../fixtures/kns.ts'
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

  it('lets only the holder set records, and drops a default name once the name changes hands', async () => {
    const { alice, bob, mallory } = chain.wallets
    const tokenId = tokenIdOf('holder')
    await k.register(alice, await k.registerArgs('holder', alice.account.address), 10n ** 17n)
    await expectRevert(call(mallory, 'setAddr', [tokenId, mallory.account.address]), 'AddressInvalid', [
      mallory.account.address,
    ])
    await expectRevert(call(mallory, 'setDefaultName', [tokenId]), 'AddressInvalid')
    await expectRevert(
      call(mallory, 'setRecordsFor', [tokenId, mallory.account.address, true]),
      'AddressInvalid',
    )
    await call(alice, 'setAddr', [tokenId, bob.account.address])
    expect(await view('addr', [tokenId])).toBe(bob.account.address)
    await chain.write(alice, {
      address: c().registry,
      abi: Registry.abi,
      functionName: 'transferFrom',
      args: [alice.account.address, bob.account.address, tokenId],
    })
    expect(await view('name', [alice.account.address])).toBe('')
    await call(bob, 'setDefaultName', [tokenId])
    expect(await view('name', [bob.account.address])).toBe('holder.kid')
  })
})
