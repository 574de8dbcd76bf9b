import { describe, expect, it } from 'vitest'
import * as KidERC1155 from '../../src/artifacts/KidERC1155.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { expectRevert } from '../fixtures/revert.ts'

describe('KidERC1155', () => {
  const chain = useChain()
  const call = (w: Wallet, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: chain.deployment.contracts.erc1155, abi: KidERC1155.abi, functionName, args })
  const view = (functionName: string, args: readonly unknown[] = []) =>
    chain.client.readContract({
      address: chain.deployment.contracts.erc1155,
      abi: KidERC1155.abi,
      functionName,
      args,
    } as never) as Promise<unknown>

  it('mints editions with their own URI and royalty into the shared collection', async () => {
    const { alice, creator } = chain.wallets
    await call(alice, 'mint', [alice.account.address, 25n, 'ipfs://e', creator.account.address, 1000])
    expect(await view('balanceOf', [alice.account.address, 1n])).toBe(25n)
    expect(await view('uri', [1n])).toBe('ipfs://e')
    expect(await view('royaltyInfo', [1n, 1000n])).toEqual([creator.account.address, 100n])
    await expectRevert(
      call(alice, 'mint', [alice.account.address, 0n, '', creator.account.address, 0]),
      'InvalidAmount',
      [0n],
    )
    await expectRevert(
      call(alice, 'mint', [alice.account.address, 1n, '', creator.account.address, 1001]),
      'CheckFail',
    )
  })

  it('keeps owner functions for the owner', async () => {
    const { mallory } = chain.wallets
    await expectRevert(call(mallory, 'setOpenMint', [false]), 'AddressInvalid', [mallory.account.address])
    await expectRevert(
      call(mallory, 'initialize', ['x', 'y', mallory.account.address]),
      'InvalidInitialization',
    )
  })
})
