import { type Address, getAddress, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import * as BlindBox from '../../src/artifacts/BlindBox.ts'
import * as BoxReroller from '../../src/artifacts/BoxReroller.ts'
import * as KidERC721 from '../../src/artifacts/KidERC721.ts'
import { drawOf, oddsHashOf } from '../../src/bbox/draw.ts'
import { blindBox, issueBox, TIERS } from '../fixtures/bbox.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { deployTest } from '../fixtures/deployTest.ts'
import { expectRevert } from '../fixtures/revert.ts'
import { highS } from '../fixtures/signers.ts'

describe('BlindBox', () => {
  const chain = useChain()
  const box = () => blindBox(chain)
  const view = (
    address: Address,
    abi: typeof BlindBox.abi | typeof KidERC721.abi,
    fn: string,
    args: unknown[],
  ) => chain.client.readContract({ address, abi, functionName: fn, args } as never) as Promise<unknown>
  const boxView = (fn: string, args: unknown[]) => view(box().address, BlindBox.abi, fn, args)
  const opened = async (wallet: Wallet, tokenId: bigint, salt: `0x${string}`) => {
    const receipt = await box().write(wallet, 'open', await box().openArgs(tokenId, salt))
    const [event] = parseEventLogs({ abi: BlindBox.abi, logs: receipt.logs, eventName: 'BoxOpened' })
    if (!event) throw new Error('no BoxOpened')
    return event.args
  }

  it('publishes a series once, with its odds on chain and their hash in the event', async () => {
    const set = await box().publish(1n)
    expect(set.prizeCount).toBe(10)
    expect(set.oddsHash).toBe(oddsHashOf(TIERS.weights, TIERS.uris))
    expect(await boxView('tiersOf', [1n])).toEqual([[...TIERS.weights], [...TIERS.uris]])
    expect(await view(set.prizes, KidERC721.abi, 'owner', [])).toBe(getAddress(box().address))
    // A series never changes once published, so no box can be drawn under odds it was not sold with.
    await expectRevert(box().publish(1n), 'OptionStatusError')
  })

  it('mints with a server signature and opens to the drawn prize, delivered to the holder', async () => {
    const { alice, bob, creator } = chain.wallets
    const { prizes } = await box().publish(1n)
    const b = issueBox(1)
    await box().write(bob, 'mint', await box().mintArgs(alice.account.address, b.cdkey)) // a relayer mints for alice
    const got = await opened(alice, b.tokenId, b.salt)
    expect(
      drawOf({ salt: b.salt, entropy: got.entropy, tokenId: b.tokenId, weights: TIERS.weights }),
    ).toEqual({
      prize: got.prize,
      tier: got.tier,
    })
    expect(await boxView('drawOf', [b.tokenId, b.salt])).toEqual([got.prize, got.tier])
    expect(await view(prizes, KidERC721.abi, 'ownerOf', [got.prizeTokenId])).toBe(alice.account.address)
    expect(await view(prizes, KidERC721.abi, 'tokenURI', [got.prizeTokenId])).toBe(TIERS.uris[got.tier])
    expect(await view(prizes, KidERC721.abi, 'royaltyInfo', [got.prizeTokenId, 10_000n])).toEqual([
      creator.account.address,
      500n,
    ])
    // The open signature replayed: the box is spent.
    await expectRevert(
      box().write(alice, 'open', await box().openArgs(b.tokenId, b.salt)),
      'OptionStatusError',
    )
  })

  it('uses a cdkey once and binds the signature to the minter, the series and the deadline', async () => {
    const { alice, mallory } = chain.wallets
    await box().publish(1n)
    await box().publish(2n)
    const b = issueBox(2)
    const [minter, counter, cdkey, deadline, sig] = await box().mintArgs(alice.account.address, b.cdkey)
    await expectRevert(
      box().write(mallory, 'mint', [mallory.account.address, counter, cdkey, deadline, sig]),
      'ValidationFailed',
    )
    await expectRevert(box().write(mallory, 'mint', [minter, 2n, cdkey, deadline, sig]), 'ValidationFailed')
    await expectRevert(
      box().write(mallory, 'mint', [minter, 3n, cdkey, deadline, sig]),
      'ConditionCheckFailed',
    )
    await expectRevert(
      box().write(mallory, 'mint', [minter, counter, cdkey, deadline + 3600n, sig]),
      'ValidationFailed',
    )
    await box().write(mallory, 'mint', [minter, counter, cdkey, deadline, sig])
    // The mint signature replayed: the cdkey's token exists.
    await expectRevert(
      box().write(mallory, 'mint', [minter, counter, cdkey, deadline, sig]),
      'ValidationFailed',
    )
  })

  it('refuses an expired mint signature: a lapsed reservation cannot be minted', async () => {
    const { alice } = chain.wallets
    await box().publish(1n)
    const b = issueBox(3)
    const args = await box().mintArgs(alice.account.address, b.cdkey, { deadline: (await chain.now()) + 60n })
    await chain.warp(61)
    await expectRevert(box().write(alice, 'mint', args), 'ConditionCheckFailed')
  })

  it('refuses forged, cross-chain and high-s mint signatures', async () => {
    const { alice, mallory } = chain.wallets
    await box().publish(1n)
    const b = issueBox(4)
    await expectRevert(
      box().write(alice, 'mint', await box().mintArgs(alice.account.address, b.cdkey, { by: mallory })),
      'ValidationFailed',
    )
    await expectRevert(
      box().write(alice, 'mint', await box().mintArgs(alice.account.address, b.cdkey, { chainId: 1 })),
      'ValidationFailed',
    )
    const [m, c, k, d, sig] = await box().mintArgs(alice.account.address, b.cdkey)
    await expectRevert(box().write(alice, 'mint', [m, c, k, d, highS(sig)]), 'ValidationFailed')
  })

  it("opens only for the holder, with the committed salt and the server's signature", async () => {
    const { alice, bob, mallory } = chain.wallets
    await box().publish(1n)
    const b = issueBox(5)
    await box().write(alice, 'mint', await box().mintArgs(alice.account.address, b.cdkey))
    await expectRevert(
      box().write(mallory, 'open', await box().openArgs(b.tokenId, b.salt)),
      'AddressInvalid',
      [mallory.account.address],
    )
    await expectRevert(
      box().write(alice, 'open', await box().openArgs(b.tokenId, issueBox(6).salt)),
      'HashValueMismatch',
    )
    await expectRevert(
      box().write(alice, 'open', await box().openArgs(b.tokenId, b.salt, mallory)),
      'ValidationFailed',
    )
    // A box given away is opened by its new holder, who gets the prize.
    await chain.write(alice, {
      address: box().address,
      abi: BlindBox.abi,
      functionName: 'transferFrom',
      args: [alice.account.address, bob.account.address, b.tokenId],
    })
    expect((await opened(bob, b.tokenId, b.salt)).holder).toBe(bob.account.address)
  })

  it('cannot be re-rolled by a contract that reverts unlucky opens', async () => {
    const { mallory } = chain.wallets
    await box().publish(1n)
    const attacker = await deployTest(chain, mallory, BoxReroller)
    const b = issueBox(7)
    await box().write(mallory, 'mint', await box().mintArgs(attacker, b.cdkey))
    const [fated] = (await boxView('drawOf', [b.tokenId, b.salt])) as [number, number]
    const open = await box().openArgs(b.tokenId, b.salt)
    const tryFor = (wanted: number) =>
      chain.write(mallory, {
        address: attacker,
        abi: BoxReroller.abi,
        functionName: 'openFor',
        args: [box().address, ...open, wanted],
      })
    for (let attempt = 0; attempt < 5; attempt++) {
      await expectRevert(tryFor((fated + 1) % 10), 'Unlucky', [fated])
      await chain.warp(13)
    }
    await tryFor(fated)
  })

  it('keeps series to the owner and the signer, with weights that make sense', async () => {
    const { deployer, mallory } = chain.wallets
    await expectRevert(box().publish(1n, mallory), 'AddressInvalid', [mallory.account.address])
    await box().publish(1n, deployer)
    const setSeries = (weights: number[], uris: string[], royalty: Address, bps: number) =>
      box().write(deployer, 'setSeries', [9n, 'Bad', weights, uris, royalty, bps])
    const someone = mallory.account.address
    await expectRevert(setSeries([], [], someone, 0), 'CheckFail')
    await expectRevert(setSeries([1, 0], ['a', 'b'], someone, 0), 'CheckFail')
    await expectRevert(setSeries([1, 2], ['a'], someone, 0), 'CheckFail')
    await expectRevert(
      setSeries([1], ['a'], '0x0000000000000000000000000000000000000000', 100),
      'ZeroAddress',
    )
    await expectRevert(
      box().write(deployer, 'setSeries', [0n, 'Zero', [1], ['a'], someone, 0]),
      'OptionStatusError',
    )
    await expectRevert(box().write(mallory, 'setSigner', [someone]), 'OwnableUnauthorizedAccount')
  })
})
