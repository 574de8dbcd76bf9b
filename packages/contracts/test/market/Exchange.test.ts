import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import * as Exchange from '../../src/artifacts/Exchange.ts'
import * as KidERC721 from '../../src/artifacts/KidERC721.ts'
import * as KidERC1155 from '../../src/artifacts/KidERC1155.ts'
import * as StableCoin from '../../src/artifacts/StableCoin.ts'
import { hashOption } from '../../src/market/hashOption.ts'
import { CHANNEL } from '../../src/market/typedData.ts'
import { merkleTree } from '../../src/merkle/merkleTree.ts'
import { useChain } from '../fixtures/chain.ts'
import { market } from '../fixtures/market.ts'
import { expectRevert } from '../fixtures/revert.ts'

const ETHER = 10n ** 18n

describe('Exchange: fixed price', () => {
  const chain = useChain()
  const m = market(chain)
  const read = (functionName: string, args: readonly unknown[]) =>
    chain.client.readContract({
      address: chain.deployment.contracts.exchange,
      abi: Exchange.abi,
      functionName,
      args,
    } as never)
  const balances = (...who: Address[]) =>
    Promise.all(who.map((address) => chain.client.getBalance({ address })))

  it('sells an ERC-721 for ETH, paying seller, 2.5 % fee and 5 % royalty to the wei', async () => {
    const { alice, bob, feeRecipient, creator } = chain.wallets
    const tokenId = await m.mint721(alice, 500)
    const option = await m.option(alice, { tokenId, price: 3n * ETHER + 7n })
    const sig = await m.signOption(alice, option)
    const who = [alice, feeRecipient, creator].map((w) => w.account.address)
    const before = await balances(...who)
    await m.buy(bob, option, sig)
    const after = await balances(...who)
    const fee = (option.price * 250n) / 10_000n
    const royalty = (option.price * 500n) / 10_000n
    expect(after.map((b, i) => b - (before[i] ?? 0n))).toEqual([option.price - fee - royalty, fee, royalty])
    expect(
      await chain.client.readContract({
        address: option.collection,
        abi: KidERC721.abi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).toBe(bob.account.address)
    expect(await read('isNonceUsed', [alice.account.address, 0n])).toBe(true)
  })

  it('rejects an ERC-721 bought with amount 0 or 2', async () => {
    const tokenId = await m.mint721(chain.wallets.alice)
    const option = await m.option(chain.wallets.alice, { tokenId })
    const sig = await m.signOption(chain.wallets.alice, option)
    await expectRevert(m.buy(chain.wallets.bob, option, sig, 0n, option.price), 'InvalidAmount', [0n])
    await expectRevert(m.buy(chain.wallets.bob, option, sig, 2n), 'InvalidAmount', [2n])
    const two = await m.option(chain.wallets.alice, { tokenId, amount: 2n, nonce: 1n })
    await expectRevert(
      m.buy(chain.wallets.bob, two, await m.signOption(chain.wallets.alice, two), 1n),
      'InvalidAmount',
    )
  })

  it('takes exactly price * amount in ETH', async () => {
    const tokenId = await m.mint721(chain.wallets.alice)
    const option = await m.option(chain.wallets.alice, { tokenId })
    const sig = await m.signOption(chain.wallets.alice, option)
    await expectRevert(m.buy(chain.wallets.bob, option, sig, 1n, option.price - 1n), 'InsufficientAmount', [
      option.price,
      option.price - 1n,
    ])
    await expectRevert(m.buy(chain.wallets.bob, option, sig, 1n, option.price + 1n), 'InvalidAmount', [
      option.price + 1n,
    ])
  })

  it('sells for the stablecoin and refuses currencies the exchange does not accept and ETH sent alongside', async () => {
    const { alice, bob, deployer } = chain.wallets
    const { usdt, exchange, weth } = chain.deployment.contracts
    await chain.write(deployer, {
      address: usdt,
      abi: StableCoin.abi,
      functionName: 'transfer',
      args: [bob.account.address, 1_000_000_000n],
    })
    await chain.write(bob, {
      address: usdt,
      abi: StableCoin.abi,
      functionName: 'approve',
      args: [exchange, 1_000_000_000n],
    })
    const tokenId = await m.mint721(alice, 1000)
    const option = await m.option(alice, { tokenId, currency: usdt, price: 123_456_789n })
    const sig = await m.signOption(alice, option)
    await expectRevert(m.buy(bob, option, sig, 1n, 1n), 'InvalidAmount', [1n])
    await m.buy(bob, option, sig)
    const bal = (a: Address) =>
      chain.client.readContract({ address: usdt, abi: StableCoin.abi, functionName: 'balanceOf', args: [a] })
    const fee = (option.price * 250n) / 10_000n
    const royalty = (option.price * 1000n) / 10_000n
    expect(await bal(alice.account.address)).toBe(option.price - fee - royalty)
    expect(await bal(chain.wallets.creator.account.address)).toBe(royalty)
    expect(await bal(exchange)).toBe(0n)

    const other = await m.option(alice, {
      tokenId: await m.mint721(alice),
      currency: bob.account.address,
      nonce: 1n,
    })
    await expectRevert(m.buy(bob, other, await m.signOption(alice, other)), 'InvalidCurrency', [
      bob.account.address,
    ])
    await chain.write(deployer, {
      address: exchange,
      abi: Exchange.abi,
      functionName: 'setCurrency',
      args: [weth, 2],
    })
    const bidOnly = await m.option(alice, { tokenId: other.tokenId, currency: weth, nonce: 2n })
    await expectRevert(m.buy(bob, bidOnly, await m.signOption(alice, bidOnly)), 'InvalidCurrency', [weth])
  })

  it('fills an ERC-1155 listing in parts and closes it with the last unit', async () => {
    const { alice, bob, carol } = chain.wallets
    const tokenId = await m.mint1155(alice, 10n, 250)
    const option = await m.option(alice, {
      channel: CHANNEL.FIXED_1155,
      collection: chain.deployment.contracts.erc1155,
      tokenId,
      amount: 10n,
      price: ETHER / 10n,
    })
    const sig = await m.signOption(alice, option)
    await m.buy(bob, option, sig, 3n)
    expect(await read('filled', [hashOption(option)])).toBe(3n)
    await expectRevert(m.buy(carol, option, sig, 8n), 'InvalidAmount', [8n])
    await m.buy(carol, option, sig, 7n)
    await expectRevert(m.buy(bob, option, sig, 1n), 'OptionStatusError')
    const held = (a: Address) =>
      chain.client.readContract({
        address: option.collection,
        abi: KidERC1155.abi,
        functionName: 'balanceOf',
        args: [a, tokenId],
      })
    expect([await held(bob.account.address), await held(carol.account.address)]).toEqual([3n, 7n])
  })

  it('refuses listings before their start and after their end', async () => {
    const tokenId = await m.mint721(chain.wallets.alice)
    const now = await chain.now()
    const early = await m.option(chain.wallets.alice, { tokenId, startTime: now + 1000n })
    await expectRevert(
      m.buy(chain.wallets.bob, early, await m.signOption(chain.wallets.alice, early)),
      'OptionStatusError',
    )
    const late = await m.option(chain.wallets.alice, { tokenId, endTime: now + 5n })
    const sig = await m.signOption(chain.wallets.alice, late)
    await chain.warp(10)
    await expectRevert(m.buy(chain.wallets.bob, late, sig), 'OptionStatusError')
  })

  it('cancels one order by nonce and all older orders by raising the nonce floor', async () => {
    const { alice, bob } = chain.wallets
    const { exchange } = chain.deployment.contracts
    const tokenId = await m.mint721(alice)
    const listing = (nonce: bigint) => m.option(alice, { tokenId, nonce })
    const o7 = await listing(7n)
    await chain.write(alice, { address: exchange, abi: Exchange.abi, functionName: 'cancel', args: [[7n]] })
    await expectRevert(m.buy(bob, o7, await m.signOption(alice, o7)), 'OptionStatusError')
    await chain.write(alice, {
      address: exchange,
      abi: Exchange.abi,
      functionName: 'cancelAll',
      args: [100n],
    })
    const o99 = await listing(99n)
    await expectRevert(m.buy(bob, o99, await m.signOption(alice, o99)), 'OptionStatusError')
    await expectRevert(
      chain.write(alice, { address: exchange, abi: Exchange.abi, functionName: 'cancelAll', args: [100n] }),
      'InvalidAmount',
      [100n],
    )
    const o100 = await listing(100n)
    await m.buy(bob, o100, await m.signOption(alice, o100))
  })

  it('lists many items with one signature over a merkle root', async () => {
    const { alice, bob } = chain.wallets
    const options = []
    for (let i = 0n; i < 5n; i++)
      options.push(await m.option(alice, { tokenId: await m.mint721(alice), nonce: i }))
    const tree = merkleTree(options.map(hashOption))
    const sig = await m.signBatch(alice, tree.root)
    for (const option of options.slice(1, 4)) {
      await m.buy(bob, option, sig, 1n, undefined, tree.proof(hashOption(option)))
    }
    const [first, , , , last] = options
    if (!first || !last) throw new Error('five options')
    await expectRevert(
      m.buy(bob, first, sig, 1n, undefined, tree.proof(hashOption(last))),
      'ValidationFailed',
    )
    await expectRevert(m.buy(bob, first, sig), 'ValidationFailed')
    const tampered = { ...last, price: 1n }
    await expectRevert(
      m.buy(bob, tampered, sig, 1n, undefined, tree.proof(hashOption(last))),
      'ValidationFailed',
    )
  })

  it('refuses a royalty above the rate the seller signed, and the seller buying from themself', async () => {
    const tokenId = await m.mint721(chain.wallets.alice, 1000)
    const option = await m.option(chain.wallets.alice, { tokenId, royaltyRate: 999 })
    const sig = await m.signOption(chain.wallets.alice, option)
    await expectRevert(m.buy(chain.wallets.bob, option, sig), 'CheckFail')
    await expectRevert(m.buy(chain.wallets.alice, option, sig), 'AddressInvalid', [
      chain.wallets.alice.account.address,
    ])
  })

  it('keeps fees and currencies for the owner alone, with fees capped at 10 %', async () => {
    const { exchange } = chain.deployment.contracts
    const { mallory, deployer } = chain.wallets
    const admin = (w: typeof mallory, functionName: string, args: readonly unknown[]) =>
      chain.write(w, { address: exchange, abi: Exchange.abi, functionName, args })
    await expectRevert(
      admin(mallory, 'setFees', [mallory.account.address, 0, 0]),
      'OwnableUnauthorizedAccount',
    )
    await expectRevert(
      admin(mallory, 'setCurrency', [mallory.account.address, 3]),
      'OwnableUnauthorizedAccount',
    )
    await expectRevert(
      admin(mallory, 'transferOwnership', [mallory.account.address]),
      'OwnableUnauthorizedAccount',
    )
    await expectRevert(admin(deployer, 'setFees', [deployer.account.address, 1001, 0]), 'CheckFail')
    await expectRevert(admin(deployer, 'setFees', [zeroAddress, 100, 0]), 'ZeroAddress')
    await expectRevert(admin(deployer, 'setCurrency', [zeroAddress, 2]), 'InvalidCurrency', [zeroAddress])
    await admin(deployer, 'setFees', [deployer.account.address, 1000, 50])
    expect(await read('fees', [])).toEqual([deployer.account.address, 1000, 50])
  })
})
