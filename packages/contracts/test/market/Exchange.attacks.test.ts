import { encodeFunctionData, type Hex, parseEventLogs, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import * as Exchange from '../../src/artifacts/Exchange.ts'
import * as KidERC721 from '../../src/artifacts/KidERC721.ts'
import * as Reenterer from '../../src/artifacts/Reenterer.ts'
import { CHANNEL } from '../../src/market/typedData.ts'
import { useChain } from '../fixtures/chain.ts'
import { deployTest } from '../fixtures/deployTest.ts'
import { market } from '../fixtures/market.ts'
import { expectRevert } from '../fixtures/revert.ts'

/** secp256k1 group order: s and n - s both verify, so only the low one may be accepted. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

describe('Exchange: known exploit classes, each written as an attack that must fail', () => {
  const chain = useChain()
  const m = market(chain)

  const listed = async (partial = {}) => {
    const tokenId = await m.mint721(chain.wallets.alice)
    const option = await m.option(chain.wallets.alice, { tokenId, ...partial })
    return { option, sig: await m.signOption(chain.wallets.alice, option) }
  }

  it('a filled listing replayed on the same chain', async () => {
    const { option, sig } = await listed()
    await m.buy(chain.wallets.bob, option, sig)
    await chain.write(chain.wallets.bob, {
      address: option.collection,
      abi: KidERC721.abi,
      functionName: 'transferFrom',
      args: [chain.wallets.bob.account.address, chain.wallets.alice.account.address, option.tokenId],
    })
    await expectRevert(m.buy(chain.wallets.carol, option, sig), 'OptionStatusError')
  })

  it('a signature made for another chain id or another exchange contract', async () => {
    const { option } = await listed()
    const otherChain = await m.signOption(chain.wallets.alice, option, undefined, 1)
    await expectRevert(m.buy(chain.wallets.bob, option, otherChain), 'ValidationFailed')
    const otherExchange = await m.signOption(
      chain.wallets.alice,
      option,
      chain.deployment.contracts.fundingWallet,
    )
    await expectRevert(m.buy(chain.wallets.bob, option, otherExchange), 'ValidationFailed')
  })

  it('a forged signature and a tampered listing', async () => {
    const { option, sig } = await listed()
    await expectRevert(
      m.buy(chain.wallets.bob, option, await m.signOption(chain.wallets.mallory, option)),
      'ValidationFailed',
    )
    await expectRevert(m.buy(chain.wallets.bob, { ...option, price: 1n }, sig, 1n, 1n), 'ValidationFailed')
    await expectRevert(m.buy(chain.wallets.bob, { ...option, signer: zeroAddress }, sig), 'ZeroAddress')
  })

  it('a malleable high-s copy of a valid signature', async () => {
    const { option, sig } = await listed()
    const flipped = {
      v: sig.v === 27 ? 28 : 27,
      r: sig.r,
      s: `0x${(N - BigInt(sig.s)).toString(16).padStart(64, '0')}` as Hex,
    }
    await expectRevert(m.buy(chain.wallets.bob, option, flipped), 'ValidationFailed')
    await m.buy(chain.wallets.bob, option, sig)
  })

  it('a stale listing bought after the item moved or after the nonce floor was raised', async () => {
    const { option, sig } = await listed()
    await chain.write(chain.wallets.alice, {
      address: option.collection,
      abi: KidERC721.abi,
      functionName: 'transferFrom',
      args: [chain.wallets.alice.account.address, chain.wallets.carol.account.address, option.tokenId],
    })
    // The exchange is no longer approved by the item's new holder, so the transfer itself refuses.
    await expectRevert(m.buy(chain.wallets.bob, option, sig), 'ERC721InsufficientApproval')
    const again = await listed({ nonce: 5n })
    await chain.write(chain.wallets.alice, {
      address: chain.deployment.contracts.exchange,
      abi: Exchange.abi,
      functionName: 'cancelAll',
      args: [6n],
    })
    await expectRevert(m.buy(chain.wallets.bob, again.option, again.sig), 'OptionStatusError')
  })

  it('re-entering through onERC1155Received to buy a second listing', async () => {
    const { alice, mallory } = chain.wallets
    const { exchange, erc1155 } = chain.deployment.contracts
    const attacker = await deployTest(chain, mallory, Reenterer)
    const tokenId = await m.mint1155(alice, 4n)
    const base = { channel: CHANNEL.FIXED_1155, collection: erc1155, tokenId, amount: 2n, price: 1000n }
    const first = await m.option(alice, base)
    const second = await m.option(alice, { ...base, nonce: 1n })
    const sig1 = await m.signOption(alice, first)
    const sig2 = await m.signOption(alice, second)
    const buyData = (o: typeof first, sig: typeof sig1) =>
      encodeFunctionData({ abi: Exchange.abi, functionName: 'buy', args: [o, sig, [], 2n] })
    await chain.write(mallory, {
      address: attacker,
      abi: Reenterer.abi,
      functionName: 'arm',
      args: [exchange, buyData(second, sig2), 2000n],
    })
    await expectRevert(
      chain.write(mallory, {
        address: attacker,
        abi: Reenterer.abi,
        functionName: 'execute',
        args: [exchange, buyData(first, sig1), 2000n],
        value: 4000n,
      }),
      'ReentrancyGuardReentrantCall',
    )
  })

  it('re-entering through the ETH paid to a royalty receiver', async () => {
    const { alice, bob, mallory } = chain.wallets
    const { exchange, erc721 } = chain.deployment.contracts
    const attacker = await deployTest(chain, mallory, Reenterer)
    const receipt = await chain.write(alice, {
      address: erc721,
      abi: KidERC721.abi,
      functionName: 'mint',
      args: [alice.account.address, 'ipfs://x', attacker, 1000],
    })
    const tokenId =
      parseEventLogs({ abi: KidERC721.abi, logs: receipt.logs, eventName: 'Transfer' })[0]?.args.tokenId ?? 0n
    await m.mint721(alice) // approves the exchange for alice's items
    const target = await m.option(alice, { tokenId })
    const other = await m.option(alice, { tokenId: tokenId + 1n, nonce: 1n })
    const data = encodeFunctionData({
      abi: Exchange.abi,
      functionName: 'buy',
      args: [other, await m.signOption(alice, other), [], 1n],
    })
    await chain.write(mallory, {
      address: attacker,
      abi: Reenterer.abi,
      functionName: 'arm',
      args: [exchange, data, 0n],
    })
    // The guard stops the inner buy; the payment then fails and the exchange names the receiver.
    await expectRevert(m.buy(bob, target, await m.signOption(alice, target)), 'AddressInvalid', [attacker])
    expect(
      await chain.client.readContract({
        address: erc721,
        abi: KidERC721.abi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).toBe(alice.account.address)
  })
})
