import { type Address, encodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import * as Pad721 from '../../src/artifacts/Pad721.ts'
import * as Reenterer from '../../src/artifacts/Reenterer.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { deployTest } from '../fixtures/deployTest.ts'
import { createDrop, whitelist } from '../fixtures/launchpad.ts'
import { expectRevert } from '../fixtures/revert.ts'

const FEE = 10n ** 16n

describe('Pad721', () => {
  const chain = useChain()
  const mint = (w: Wallet, drop: Address, quantity: bigint, proof: Hex[] = [], value = FEE * quantity) =>
    chain.write(w, { address: drop, abi: Pad721.abi, functionName: 'mint', args: [quantity, proof], value })
  const view = (drop: Address, functionName: string, args: readonly unknown[] = []) =>
    chain.client.readContract({
      address: drop,
      abi: Pad721.abi,
      functionName,
      args,
    } as never) as Promise<unknown>
  const call = (w: Wallet, drop: Address, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: drop, abi: Pad721.abi, functionName, args })

  it('runs a whitelist stage by merkle proof, then a public stage', async () => {
    const { alice, bob, carol } = chain.wallets
    const list = whitelist([alice.account.address, bob.account.address])
    const drop = await createDrop(chain, { whiteRoot: list.root, isWhite: true })
    await mint(alice, drop, 2n, list.proof(alice.account.address))
    await expectRevert(mint(carol, drop, 1n), 'HashValueMismatch')
    await expectRevert(mint(carol, drop, 1n, list.proof(alice.account.address)), 'HashValueMismatch')
    await chain.warp(3600)
    await mint(carol, drop, 1n)
    expect(await view(drop, 'totalSupply')).toBe(3n)
    expect(await view(drop, 'numberMinted', [alice.account.address])).toBe(2n)
  })

  it('refuses a whitelist proof from another drop (attack regression)', async () => {
    const { alice, bob } = chain.wallets
    const listA = whitelist([alice.account.address, chain.wallets.carol.account.address])
    const listB = whitelist([bob.account.address, chain.wallets.creator.account.address])
    const dropA = await createDrop(chain, { whiteRoot: listA.root, isWhite: true })
    const dropB = await createDrop(chain, { whiteRoot: listB.root, isWhite: true })
    await mint(alice, dropA, 1n, listA.proof(alice.account.address))
    await expectRevert(mint(alice, dropB, 1n, listA.proof(alice.account.address)), 'HashValueMismatch')
    await mint(bob, dropB, 1n, listB.proof(bob.account.address))
    expect([await view(dropA, 'totalSupply'), await view(dropB, 'totalSupply')]).toEqual([1n, 1n])
  })

  it('cannot pass the per-address limit over several transactions, nor by giving tokens away (attack regression)', async () => {
    const { alice, bob } = chain.wallets
    const drop = await createDrop(chain, { singleAdd: 5, singleTim: 2 })
    await mint(alice, drop, 2n)
    await mint(alice, drop, 2n)
    await expectRevert(mint(alice, drop, 2n), 'ConditionCheckFailed')
    await mint(alice, drop, 1n)
    for (const id of [1n, 2n, 3n, 4n, 5n]) {
      await call(alice, drop, 'transferFrom', [alice.account.address, bob.account.address, id])
    }
    expect(await view(drop, 'balanceOf', [alice.account.address])).toBe(0n)
    await expectRevert(mint(alice, drop, 1n), 'ConditionCheckFailed')
    expect(await view(drop, 'numberMinted', [alice.account.address])).toBe(5n)
  })

  it('opens and closes the public window', async () => {
    const now = Number(await chain.now())
    const drop = await createDrop(chain, { start: now + 100, end: now + 200 })
    await expectRevert(mint(chain.wallets.alice, drop, 1n), 'OptionStatusError')
    await chain.warp(150)
    await mint(chain.wallets.alice, drop, 1n)
    await chain.warp(100)
    await expectRevert(mint(chain.wallets.alice, drop, 1n), 'OptionStatusError')
  })

  it('enforces the per-transaction and per-address limits, the supply cap and the exact fee', async () => {
    const { alice, bob } = chain.wallets
    const drop = await createDrop(chain, { total: 6, singleAdd: 4, singleTim: 3 })
    await expectRevert(mint(alice, drop, 0n), 'InvalidAmount', [0n])
    await expectRevert(mint(alice, drop, 4n), 'InvalidAmount', [4n])
    await expectRevert(mint(alice, drop, 1n, [], FEE - 1n), 'InsufficientAmount', [FEE, FEE - 1n])
    await expectRevert(mint(alice, drop, 1n, [], FEE + 1n), 'InvalidAmount', [FEE + 1n])
    await mint(alice, drop, 3n)
    await expectRevert(mint(alice, drop, 2n), 'ConditionCheckFailed')
    await mint(alice, drop, 1n)
    await mint(bob, drop, 2n)
    await expectRevert(mint(bob, drop, 1n), 'ConditionCheckFailed')
    await call(bob, drop, 'withdraw', [])
    expect(await chain.client.getBalance({ address: drop })).toBe(0n)
  })

  it('tracks batch ownership the ERC721A way through transfers and approvals', async () => {
    const { alice, bob, carol } = chain.wallets
    const drop = await createDrop(chain)
    await mint(alice, drop, 5n)
    await call(alice, drop, 'transferFrom', [alice.account.address, bob.account.address, 3n])
    const owners = await Promise.all([1n, 2n, 3n, 4n, 5n].map((id) => view(drop, 'ownerOf', [id])))
    const [a, b] = [alice.account.address, bob.account.address]
    expect(owners).toEqual([a, a, b, a, a])
    expect([await view(drop, 'balanceOf', [a]), await view(drop, 'balanceOf', [b])]).toEqual([4n, 1n])
    await expectRevert(
      call(carol, drop, 'transferFrom', [a, carol.account.address, 5n]),
      'ERC721InsufficientApproval',
    )
    await call(alice, drop, 'approve', [carol.account.address, 5n])
    await call(carol, drop, 'transferFrom', [a, carol.account.address, 5n])
    expect(await view(drop, 'getApproved', [5n])).toBe('0x0000000000000000000000000000000000000000')
    await expectRevert(view(drop, 'ownerOf', [6n]), 'ERC721NonexistentToken', [6n])
    expect(await view(drop, 'tokenURI', [2n])).toBe('ipfs://drop/2')
    expect(await view(drop, 'royaltyInfo', [1n, 10_000n])).toEqual([
      chain.wallets.creator.account.address,
      500n,
    ])
    const contract = await deployTest(chain, alice, Pad721)
    await expectRevert(call(alice, drop, 'safeTransferFrom', [a, contract, 1n]), 'ERC721InvalidReceiver', [
      contract,
    ])
  })

  it('cannot pass the per-address limit by minting again from a receiver hook', async () => {
    const { mallory } = chain.wallets
    const drop = await createDrop(chain, { singleAdd: 1, singleTim: 1, fee: 0n })
    const attacker = await deployTest(chain, mallory, Reenterer)
    const mintData = encodeFunctionData({ abi: Pad721.abi, functionName: 'mint', args: [1n, []] })
    await mint(mallory, drop, 1n, [], 0n)
    await chain.write(mallory, {
      address: attacker,
      abi: Reenterer.abi,
      functionName: 'execute',
      args: [drop, mintData, 0n],
    })
    await chain.write(mallory, {
      address: attacker,
      abi: Reenterer.abi,
      functionName: 'arm',
      args: [drop, mintData, 0n],
    })
    // The hook's second mint hits the limit; the transfer then refuses the receiver.
    await expectRevert(
      call(mallory, drop, 'safeTransferFrom', [mallory.account.address, attacker, 1n]),
      'ERC721InvalidReceiver',
      [attacker],
    )
    expect([await view(drop, 'numberMinted', [attacker]), await view(drop, 'totalSupply')]).toEqual([1n, 2n])
  })

  it('keeps settings for the drop owner and initialisation to the actuator', async () => {
    const { mallory, creator } = chain.wallets
    const drop = await createDrop(chain)
    for (const [fn, args] of [
      ['setWhiteRoot', ['0x'.padEnd(66, '1')]],
      ['setTimes', [1, 2]],
      ['setBaseURI', ['x']],
      ['transferOwnership', [mallory.account.address]],
    ] as const) {
      await expectRevert(call(mallory, drop, fn, args), 'AddressInvalid', [mallory.account.address])
    }
    await expectRevert(call(creator, drop, 'setTimes', [2, 1]), 'CheckFail')
    const init = (await view(drop, 'config')) as object
    await expectRevert(call(mallory, drop, 'initialize', [init]), 'InvalidInitialization')
    await expectRevert(
      call(mallory, chain.deployment.contracts.pad721Implementation, 'initialize', [init]),
      'InvalidInitialization',
    )
  })
})
