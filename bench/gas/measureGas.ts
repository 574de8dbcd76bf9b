import { encodeFunctionData, zeroAddress } from 'viem'
import * as Exchange from '../../packages/contracts/src/artifacts/Exchange.ts'
import * as FundingWallet from '../../packages/contracts/src/artifacts/FundingWallet.ts'
import * as Pad721 from '../../packages/contracts/src/artifacts/Pad721.ts'
import * as Registry from '../../packages/contracts/src/artifacts/Registry.ts'
import * as Resolver from '../../packages/contracts/src/artifacts/Resolver.ts'
import * as StableCoin from '../../packages/contracts/src/artifacts/StableCoin.ts'
import { hashOption } from '../../packages/contracts/src/market/hashOption.ts'
import { CHANNEL } from '../../packages/contracts/src/market/typedData.ts'
import { blindBox, issueBox } from '../../packages/contracts/test/fixtures/bbox.ts'
import { type Chain_, createChain } from '../../packages/contracts/test/fixtures/createChain.ts'
import { kns, tokenIdOf } from '../../packages/contracts/test/fixtures/kns.ts'
import {
  approve,
  createDrop,
  dropInit,
  sendCreate,
  whitelist,
} from '../../packages/contracts/test/fixtures/launchpad.ts'
import { market } from '../../packages/contracts/test/fixtures/market.ts'
import { signTyped } from '../../packages/contracts/test/fixtures/signers.ts'

export type GasRow = { action: string; gas: number; references: string }

/**
 * Gas of whole transactions from an ordinary wallet (21,000 base and calldata included), in the
 * steady state a marketplace lives in: the seller has sold before (its nonce word exists) and the
 * buyer receives its first item of the collection. Cancels and first mints are measured cold,
 * which is what a user pays the first time.
 */
export async function measureGas(): Promise<GasRow[]> {
  const chain = await createChain()
  try {
    return await measure(chain)
  } finally {
    await chain.anvil.stop()
  }
}

async function measure(chain: Chain_): Promise<GasRow[]> {
  const rows: GasRow[] = []
  const row = (action: string, gas: bigint, references: string) =>
    rows.push({ action, gas: Number(gas), references })
  const m = market(chain)
  const k = kns(chain)
  const c = chain.deployment.contracts
  const { alice, bob, carol, deployer, creator, feeRecipient, signer } = chain.wallets
  const setFees = (fixed: number) =>
    chain.write(deployer, {
      address: c.exchange,
      abi: Exchange.abi,
      functionName: 'setFees',
      args: [feeRecipient.account.address, fixed, 250],
    })

  let nonce = 0n
  const sell721 = async (royaltyBps: number) => {
    const tokenId = await m.mint721(alice, royaltyBps)
    const option = await m.option(alice, { tokenId, nonce: nonce++ })
    return { option, sig: await m.signOption(alice, option) }
  }
  // Warm the seller's nonce word with one earlier sale.
  const warm = await sell721(0)
  await m.buy(carol, warm.option, warm.sig)

  await setFees(0)
  let s = await sell721(0)
  row(
    'buy ERC-721 for ETH',
    (await m.buy(bob, s.option, s.sig)).gasUsed,
    'Seaport 1.6: 93,673; Blur v2: 124,929',
  )
  await setFees(250)
  s = await sell721(0)
  row(
    'buy ERC-721 for ETH + 1 fee recipient',
    (await m.buy(chain.wallets.mallory, s.option, s.sig)).gasUsed,
    'Seaport 1.6: 129,822',
  )
  s = await sell721(500)
  row('buy ERC-721 for ETH + fee + royalty', (await m.buy(feeRecipient, s.option, s.sig)).gasUsed, '—')

  await setFees(0)
  const id1155 = await m.mint1155(alice, 1n)
  const o1155 = await m.option(alice, {
    channel: CHANNEL.FIXED_1155,
    collection: c.erc1155,
    tokenId: id1155,
    nonce: nonce++,
  })
  row(
    'buy ERC-1155 for ETH',
    (await m.buy(bob, o1155, await m.signOption(alice, o1155))).gasUsed,
    'Seaport 1.6: 94,318',
  )
  await setFees(250)

  await m.fundWeth(carol, 10n ** 18n)
  const offerItem = await m.option(alice, {
    tokenId: await m.mint721(alice),
    currency: c.weth,
    nonce: nonce++,
  })
  const offer = {
    optionHash: hashOption(offerItem),
    bidder: carol.account.address,
    price: 10n ** 17n,
    expireTime: (await chain.now()) + 3600n,
  }
  const accepted = await chain.write(alice, {
    address: c.exchange,
    abi: Exchange.abi,
    functionName: 'acceptOffer',
    args: [offerItem, offer, await m.signOffer(carol, offer)],
  })
  row('accept a WETH offer (+ fee)', accepted.gasUsed, '—')

  const cancel = await chain.write(bob, {
    address: c.exchange,
    abi: Exchange.abi,
    functionName: 'cancel',
    args: [[7n]],
  })
  row('cancel one order (first, cold)', cancel.gasUsed, 'Seaport: about 40,000')
  const cancelAll = await chain.write(bob, {
    address: c.exchange,
    abi: Exchange.abi,
    functionName: 'cancelAll',
    args: [1n],
  })
  row('cancel all orders (first, cold)', cancelAll.gasUsed, 'Seaport: about 46,000')

  const name = await k.register(bob, await k.registerArgs('gasbench', bob.account.address), 10n ** 16n)
  row(
    'register .kid + resolver record + default name',
    name.gasUsed,
    'ENS .eth: about 260,000 + a separate commit tx',
  )
  const gasbench = tokenIdOf('gasbench')
  row(
    'renew .kid, 1 year (paid by anyone)',
    (
      await chain.write(alice, {
        address: c.registry,
        abi: Registry.abi,
        functionName: 'renew',
        args: await k.renewArgs(gasbench),
        value: 10n ** 16n,
      })
    ).gasUsed,
    'ENS .eth: a controller renew, one name per tx',
  )
  const batch = ['gasbatch1', 'gasbatch2', 'gasbatch3']
  for (const label of batch)
    await k.register(bob, await k.registerArgs(label, bob.account.address, { setDefault: false }), 10n ** 16n)
  const renewals = await Promise.all(
    batch.map(async (label) => {
      const [tokenId, duration, , price, deadline, signature] = await k.renewArgs(tokenIdOf(label))
      return { tokenId, duration, price, deadline, signature }
    }),
  )
  row(
    'renew 3 .kid names in one tx',
    (
      await chain.write(bob, {
        address: c.registry,
        abi: Registry.abi,
        functionName: 'renewMany',
        args: [renewals, zeroAddress],
        value: 3n * 10n ** 16n,
      })
    ).gasUsed,
    '3 single renewals: 3 × the row above',
  )
  const resolverCall = (functionName: string, args: readonly unknown[]) =>
    chain.write(bob, { address: c.resolver, abi: Resolver.abi, functionName, args } as never)
  row(
    'set a text record (avatar URL, first)',
    (await resolverCall('setText', [gasbench, 'avatar', 'https://kid.example/uploads/2026/11/avatar.png']))
      .gasUsed,
    '—',
  )
  const records = [
    encodeFunctionData({ abi: Resolver.abi, functionName: 'setAddr', args: [gasbench, bob.account.address] }),
    encodeFunctionData({
      abi: Resolver.abi,
      functionName: 'setText',
      args: [gasbench, 'bio', 'Collector of small things'],
    }),
    encodeFunctionData({ abi: Resolver.abi, functionName: 'setDefaultName', args: [gasbench] }),
  ]
  row(
    'set address + bio + default name in one tx (multicall)',
    (await resolverCall('multicall', [records])).gasUsed,
    'ENS: setAddr and setText on the resolver, setName on the reverse registrar',
  )

  const list = whitelist([
    alice.account.address,
    bob.account.address,
    carol.account.address,
    creator.account.address,
  ])
  const drop = await createDrop(chain, { whiteRoot: list.root, isWhite: true, singleAdd: 10, singleTim: 5 })
  const mintDrop = (w: typeof alice, n: bigint) =>
    chain.write(w, {
      address: drop,
      abi: Pad721.abi,
      functionName: 'mint',
      args: [n, list.proof(w.account.address)],
      value: 10n ** 16n * n,
    })
  row(
    'drop mint x1, whitelisted (first mint)',
    (await mintDrop(alice, 1n)).gasUsed,
    'ERC721A: 57,340; OZ ERC-721: 74,565',
  )
  row(
    'drop mint x5, whitelisted (first mint)',
    (await mintDrop(bob, 5n)).gasUsed,
    'ERC721A: 65,217; thirdweb DropERC721 claim 5: 210,967-273,303',
  )
  row(
    'drop mint x1, whitelisted (repeat minter)',
    (await mintDrop(alice, 1n)).gasUsed,
    'ERC721A: 57,340; OZ ERC-721: 74,565',
  )

  const publicDrop = await createDrop(chain, { singleAdd: 10, singleTim: 5 })
  const mintPublic = (w: typeof alice, n: bigint) =>
    chain.write(w, {
      address: publicDrop,
      abi: Pad721.abi,
      functionName: 'mint',
      args: [n, []],
      value: 10n ** 16n * n,
    })
  row(
    'drop mint x1, public (first mint)',
    (await mintPublic(alice, 1n)).gasUsed,
    'ERC721A: 57,340; OZ ERC-721: 74,565',
  )
  row(
    'drop mint x5, public (first mint)',
    (await mintPublic(bob, 5n)).gasUsed,
    'ERC721A: 65,217; thirdweb DropERC721 claim 5: 210,967-273,303',
  )
  const init = await dropInit(chain, { whiteRoot: list.root, isWhite: true })
  row(
    'drop create (signed approval, sent by the creator)',
    (await sendCreate(chain, creator, await approve(chain, init))).gasUsed,
    '—',
  )

  // The box is minted by its member and opened by them; the open mints the prize token too.
  const boxes = blindBox(chain)
  await boxes.publish(1n)
  const box = issueBox('gas-bench')
  const boxMint = await boxes.write(bob, 'mint', await boxes.mintArgs(bob.account.address, box.cdkey))
  row('blind box mint', boxMint.gasUsed, '—')
  const boxOpen = await boxes.write(bob, 'open', await boxes.openArgs(box.tokenId, box.salt))
  row(
    'blind box open (prize ERC-721 minted to the holder)',
    boxOpen.gasUsed,
    'thirdweb openPack: 141,900–302,600',
  )

  await chain.write(deployer, {
    address: c.usdt,
    abi: StableCoin.abi,
    functionName: 'transfer',
    args: [alice.account.address, 10n ** 9n],
  })
  await chain.write(alice, {
    address: c.usdt,
    abi: StableCoin.abi,
    functionName: 'approve',
    args: [c.fundingWallet, 10n ** 9n],
  })
  const deposit = await chain.write(alice, {
    address: c.fundingWallet,
    abi: FundingWallet.abi,
    functionName: 'transderToId',
    args: [1n, 10n ** 8n],
  })
  row('funding wallet deposit', deposit.gasUsed, '—')
  const expired = (await chain.now()) + 600n
  const voucher = await signTyped(
    signer,
    { name: 'KID Funding Wallet', verifyingContract: c.fundingWallet },
    {
      Withdraw: [
        { name: 'dest', type: 'address' },
        { name: 'amount', type: 'uint256' },
        { name: 'expired', type: 'uint256' },
        { name: 'serial', type: 'uint256' },
      ],
    },
    'Withdraw',
    { dest: alice.account.address, amount: 10n ** 7n, expired, serial: 1n },
  )
  const withdraw = await chain.write(alice, {
    address: c.fundingWallet,
    abi: FundingWallet.abi,
    functionName: 'withdraw',
    args: [alice.account.address, 10n ** 7n, expired, 1n, voucher],
  })
  row('funding wallet withdraw (signed)', withdraw.gasUsed, '—')

  return rows
}
