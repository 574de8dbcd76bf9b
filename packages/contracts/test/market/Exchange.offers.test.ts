import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import * as Exchange from '../../src/artifacts/Exchange.ts'
import * as KidERC721 from '../../src/artifacts/KidERC721.ts'
import * as WETH from '../../src/artifacts/WETH.ts'
import { hashOffer, hashOption } from '../../src/market/hashOption.ts'
import { CHANNEL, type Offer, type Option } from '../../src/market/typedData.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { market, type Sig } from '../fixtures/market.ts'
import { expectRevert } from '../fixtures/revert.ts'

const ETHER = 10n ** 18n

describe('Exchange: offers and auctions', () => {
  const chain = useChain()
  const m = market(chain)
  const c = () => chain.deployment.contracts
  const call = (w: Wallet, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: c().exchange, abi: Exchange.abi, functionName, args })
  const weth = (a: Address) =>
    chain.client.readContract({ address: c().weth, abi: WETH.abi, functionName: 'balanceOf', args: [a] })
  const ownerOf = (tokenId: bigint) =>
    chain.client.readContract({
      address: c().erc721,
      abi: KidERC721.abi,
      functionName: 'ownerOf',
      args: [tokenId],
    })

  const offerFor = async (
    option: Option,
    bidder: Wallet,
    price: bigint,
    ttl = 3600n,
  ): Promise<[Offer, Sig]> => {
    const offer = {
      optionHash: hashOption(option),
      bidder: bidder.account.address,
      price,
      expireTime: (await chain.now()) + ttl,
    }
    return [offer, await m.signOffer(bidder, offer)]
  }

  it('lets the seller accept a WETH offer, paying fee and royalty from the bidder', async () => {
    const { alice, bob, creator, feeRecipient } = chain.wallets
    await m.fundWeth(bob, 2n * ETHER)
    const tokenId = await m.mint721(alice, 300)
    const option = await m.option(alice, { tokenId, currency: c().weth, price: 2n * ETHER })
    const [offer, sig] = await offerFor(option, bob, ETHER)
    await expectRevert(call(bob, 'acceptOffer', [option, offer, sig]), 'AddressMismatch', [
      alice.account.address,
      bob.account.address,
    ])
    await call(alice, 'acceptOffer', [option, offer, sig])
    expect(await ownerOf(tokenId)).toBe(bob.account.address)
    expect(await weth(alice.account.address)).toBe(ETHER - ETHER / 40n - (ETHER * 3n) / 100n)
    expect(await weth(feeRecipient.account.address)).toBe(ETHER / 40n)
    expect(await weth(creator.account.address)).toBe((ETHER * 3n) / 100n)
    await expectRevert(call(alice, 'acceptOffer', [option, offer, sig]), 'OptionStatusError')
  })

  it('refuses expired, cancelled, forged, mismatched and ETH offers', async () => {
    const { alice, bob, mallory } = chain.wallets
    await m.fundWeth(bob, ETHER)
    const tokenId = await m.mint721(alice)
    const option = await m.option(alice, { tokenId, currency: c().weth })
    const [short, shortSig] = await offerFor(option, bob, ETHER, 5n)
    await chain.warp(10)
    await expectRevert(call(alice, 'acceptOffer', [option, short, shortSig]), 'InvalidOffer')
    const [offer, sig] = await offerFor(option, bob, ETHER)
    await expectRevert(
      call(alice, 'acceptOffer', [option, offer, await m.signOffer(mallory, offer)]),
      'ValidationFailed',
    )
    await expectRevert(
      call(alice, 'acceptOffer', [option, { ...offer, price: 2n * ETHER }, sig]),
      'ValidationFailed',
    )
    const other = { ...option, nonce: 9n }
    await expectRevert(call(alice, 'acceptOffer', [other, offer, sig]), 'HashValueMismatch')
    await expectRevert(call(mallory, 'cancelOffer', [offer]), 'AddressMismatch')
    await call(bob, 'cancelOffer', [offer])
    expect(
      await chain.client.readContract({
        address: c().exchange,
        abi: Exchange.abi,
        functionName: 'offerCancelled',
        args: [hashOffer(offer)],
      }),
    ).toBe(true)
    await expectRevert(call(alice, 'acceptOffer', [option, offer, sig]), 'InvalidOffer')
    const inEth = await m.option(alice, { tokenId, nonce: 3n })
    const [ethOffer, ethSig] = await offerFor(inEth, bob, ETHER)
    await expectRevert(call(alice, 'acceptOffer', [inEth, ethOffer, ethSig]), 'InvalidCurrency')
  })

  describe('auction', () => {
    const auction = async (reserve = ETHER) => {
      const tokenId = await m.mint721(chain.wallets.alice, 500)
      const now = await chain.now()
      const option = await m.option(chain.wallets.alice, {
        channel: CHANNEL.AUCTION_721,
        tokenId,
        currency: c().weth,
        price: reserve,
        endTime: now + 3600n,
      })
      return { option, sig: await m.signOption(chain.wallets.alice, option) }
    }
    const bid = (w: Wallet, option: Option, sig: Sig, price: bigint) =>
      call(w, 'bid', [option, sig, [], price])
    const state = async (option: Option) =>
      (await chain.client.readContract({
        address: c().exchange,
        abi: Exchange.abi,
        functionName: 'auctions',
        args: [hashOption(option)],
      })) as {
        bidder: Address
        endTime: bigint
        price: bigint
      }

    it('escrows bids above the reserve, refunds the outbid and settles with the auction fee', async () => {
      const { alice, bob, carol, feeRecipient } = chain.wallets
      await m.fundWeth(bob, 5n * ETHER)
      await m.fundWeth(carol, 5n * ETHER)
      const { option, sig } = await auction()
      await expectRevert(m.buy(bob, option, sig), 'InvalidChannel', [CHANNEL.AUCTION_721])
      await expectRevert(bid(bob, option, sig, ETHER - 1n), 'ConditionCheckFailed')
      await bid(bob, option, sig, ETHER)
      expect(await weth(c().exchange)).toBe(ETHER)
      await expectRevert(bid(carol, option, sig, (ETHER * 105n) / 100n - 1n), 'ConditionCheckFailed')
      await bid(carol, option, sig, (ETHER * 105n) / 100n)
      expect(await weth(bob.account.address)).toBe(5n * ETHER)
      await call(alice, 'cancel', [[option.nonce]]) // too late: the first bid closed the nonce
      await expectRevert(call(alice, 'settle', [option]), 'ConditionCheckFailed')
      await chain.warp(3601)
      await expectRevert(bid(bob, option, sig, 2n * ETHER), 'OptionStatusError')
      await expectRevert(call(chain.wallets.mallory, 'settle', [option]), 'AddressInvalid')
      await call(alice, 'settle', [option])
      const price = (ETHER * 105n) / 100n
      expect(await ownerOf(option.tokenId)).toBe(carol.account.address)
      expect(await weth(feeRecipient.account.address)).toBe((price * 250n) / 10_000n)
      expect(await weth(alice.account.address)).toBe(
        price - (price * 250n) / 10_000n - (price * 500n) / 10_000n,
      )
      expect(await weth(c().exchange)).toBe(0n)
      await expectRevert(call(alice, 'settle', [option]), 'OptionStatusError')
    })

    it('extends the end by 15 minutes for a bid in the last minutes, so a sniping bid can be answered', async () => {
      const { bob, carol } = chain.wallets
      await m.fundWeth(bob, 5n * ETHER)
      await m.fundWeth(carol, 5n * ETHER)
      const { option, sig } = await auction()
      await bid(bob, option, sig, ETHER)
      expect((await state(option)).endTime).toBe(option.endTime)
      await chain.warp(3600 - 60)
      await bid(carol, option, sig, 2n * ETHER) // the snipe, a minute before the end
      const extended = (await state(option)).endTime
      expect(extended).toBe((await chain.now()) + 900n)
      await chain.warp(120) // past the original end
      await bid(bob, option, sig, 3n * ETHER)
      expect((await state(option)).bidder).toBe(bob.account.address)
    })

    it('returns the escrow to a winner the seller never delivered to', async () => {
      const { alice, bob, carol } = chain.wallets
      await m.fundWeth(bob, 5n * ETHER)
      const { option, sig } = await auction()
      await bid(bob, option, sig, ETHER)
      await chain.write(alice, {
        address: c().erc721,
        abi: KidERC721.abi,
        functionName: 'transferFrom',
        args: [alice.account.address, carol.account.address, option.tokenId],
      })
      await chain.warp(3601)
      await expectRevert(call(bob, 'settle', [option]), 'ERC721InsufficientApproval')
      await expectRevert(call(bob, 'reclaim', [option]), 'ConditionCheckFailed')
      await chain.warp(3 * 86_400)
      await expectRevert(call(carol, 'reclaim', [option]), 'AddressInvalid')
      await call(bob, 'reclaim', [option])
      expect(await weth(bob.account.address)).toBe(5n * ETHER)
    })
  })
})
