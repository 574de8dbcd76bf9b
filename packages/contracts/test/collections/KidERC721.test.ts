import { describe, expect, it } from 'vitest'
import * as KidERC721 from '../../src/artifacts/KidERC721.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { expectRevert } from '../fixtures/revert.ts'

describe('KidERC721', () => {
  const chain = useChain()
  const shared = () => chain.deployment.contracts.erc721
  const call = (w: Wallet, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: shared(), abi: KidERC721.abi, functionName, args })
  const view = (functionName: string, args: readonly unknown[] = []) =>
    chain.client.readContract({
      address: shared(),
      abi: KidERC721.abi,
      functionName,
      args,
    } as never) as Promise<unknown>

  it('lets any creator mint into the shared collection with a per-token URI and royalty', async () => {
    const { alice, bob, creator } = chain.wallets
    await call(alice, 'mint', [alice.account.address, 'ipfs://a', creator.account.address, 750])
    await call(bob, 'mint', [bob.account.address, 'ipfs://b', bob.account.address, 0])
    expect(await view('tokenURI', [1n])).toBe('ipfs://a')
    expect(await view('royaltyInfo', [1n, 10_000n])).toEqual([creator.account.address, 750n])
    expect(await view('royaltyOf', [2n])).toEqual(['0x0000000000000000000000000000000000000000', 0])
    expect(await view('supportsInterface', ['0x2a55205a'])).toBe(true) // ERC-2981
    expect([await view('name'), await view('symbol')]).toEqual(['KID Collection', 'KID'])
  })

  it('caps the royalty at 10 % and needs a receiver for it', async () => {
    const { alice } = chain.wallets
    await expectRevert(
      call(alice, 'mint', [alice.account.address, '', alice.account.address, 1001]),
      'CheckFail',
    )
    await expectRevert(
      call(alice, 'mint', [alice.account.address, '', '0x0000000000000000000000000000000000000000', 5]),
      'ZeroAddress',
    )
  })

  it('keeps open mint, ownership and initialisation for the owner', async () => {
    const { mallory, deployer, alice } = chain.wallets
    await expectRevert(call(mallory, 'setOpenMint', [false]), 'AddressInvalid', [mallory.account.address])
    await expectRevert(call(mallory, 'transferOwnership', [mallory.account.address]), 'AddressInvalid')
    await expectRevert(
      call(mallory, 'initialize', ['x', 'y', mallory.account.address]),
      'InvalidInitialization',
    )
    await call(deployer, 'setOpenMint', [false])
    await expectRevert(
      call(alice, 'mint', [alice.account.address, '', alice.account.address, 0]),
      'AddressInvalid',
    )
  })
})
