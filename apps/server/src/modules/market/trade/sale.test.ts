import * as Exchange from '@kid/contracts/artifacts/Exchange'
import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import { optionToWire } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketActivity, marketEarning } from '../tables/activity.ts'
import { marketCollection } from '../tables/collection.ts'
import { exchangeTx } from './exchange-tx.ts'
import { MANAGE_TEXT } from './manage-sale.ts'
import { BUY_TEXT } from './purchase.ts'
import { type TradeScene, tradeScene } from './test-scene.ts'
import { signOption } from './wallet-sign.ts'

let { w, seller, buyer, call, list, stateOf } = {} as TradeScene
beforeAll(async () => {
  ;({ w, seller, buyer, call, list, stateOf } = await tradeScene())
})
afterAll(async () => w?.close())

describe('a fixed-price sale on the chain', () => {
  it('lists, is bought with the transaction the API describes, and the indexer records the sale and earnings', async () => {
    const { tokenId, itemId } = await w.mint721(5, { to: 3 })
    const order = await list(await w.option(3, tokenId, { price: parseEther('1') }))
    const bought = await call(buyer, `offer/purchase/${order.orderId}`)
    expect(bought).toMatchObject({
      code: 1511200,
      data: { total: parseEther('1').toString(), approve: null },
    })
    expect(bought.data.tx).toMatchObject({
      to: w.contracts.exchange,
      functionName: 'buy',
      value: '1000000000000000000',
    })
    expect(await stateOf(order.orderId)).toBe('active')

    const sellerBefore = await w.chain.client.getBalance({ address: seller.wallet.address })
    const receipt = await w.send(4, bought.data.tx)
    expect(receipt.status).toBe('success')
    await w.until(async () => (await stateOf(order.orderId)) === 'filled', 'the indexed sale')
    const owner = await w.chain.client.readContract({
      address: w.contracts.erc721,
      abi: KidERC721.abi,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    expect(owner).toBe(buyer.wallet.address)

    const [sale] = await w.t.app.db
      .select()
      .from(marketActivity)
      .where(and(eq(marketActivity.txHash, receipt.transactionHash), eq(marketActivity.kind, 'sale')))
    expect(sale).toMatchObject({
      kind: 'sale',
      itemId,
      fromAddress: seller.address,
      toAddress: buyer.address,
      priceWei: parseEther('1'),
    })
    const earnings = await w.t.app.db
      .select()
      .from(marketEarning)
      .where(eq(marketEarning.activityId, sale?.id ?? 0))
    // 2.5 % fee, 5 % royalty to the creator (dev 5), the rest to the seller — as the chain paid it.
    const proceeds = (await w.chain.client.getBalance({ address: seller.wallet.address })) - sellerBefore
    expect(proceeds).toBe(parseEther('0.925'))
    expect(earnings.map((e) => [e.kind, e.creatorAddress, e.amountWei]).sort()).toEqual([
      ['royalty', devAccount(5).address.toLowerCase(), parseEther('0.05')],
      ['sale', seller.address, proceeds],
    ])
    const [collection] = await w.t.app.db
      .select()
      .from(marketCollection)
      .where(eq(marketCollection.id, sale?.collectionId ?? 0))
    expect(collection?.volumeWei).toBeGreaterThanOrEqual(parseEther('1'))
    expect(await call(buyer, `offer/purchase/${order.orderId}`)).toMatchObject({
      code: 1511400,
      msg: BUY_TEXT.notActive,
    })
  })

  it('cancels at once off-chain and hands the seller the on-chain cancel, which the indexer confirms', async () => {
    const { tokenId } = await w.mint721(3)
    const order = await list(await w.option(3, tokenId))
    expect(await call(buyer, `sale/cancel/${order.orderId}`)).toMatchObject({
      code: 1511400,
      msg: MANAGE_TEXT.notYours,
    })
    const cancelled = await call(seller, `sale/cancel/${order.orderId}`)
    expect(cancelled).toMatchObject({
      code: 1511200,
      data: { order: { state: 'cancelled' }, cancelOnChain: true },
    })
    expect(cancelled.data.cancelTx).toMatchObject({ functionName: 'cancel', args: [[order.option.nonce]] })
    expect(await call(buyer, `offer/purchase/${order.orderId}`)).toMatchObject({ msg: BUY_TEXT.notActive })
    await w.send(3, cancelled.data.cancelTx)
    const used = await w.chain.client.readContract({
      address: w.contracts.exchange,
      abi: Exchange.abi,
      functionName: 'isNonceUsed',
      args: [seller.wallet.address, BigInt(order.option.nonce)],
    })
    expect(used).toBe(true)
  })

  it('closes a listing its seller cancelled on-chain only, when the indexer sees the event', async () => {
    const { tokenId } = await w.mint721(3)
    const order = await list(await w.option(3, tokenId))
    const sent = await w.send(3, exchangeTx.cancel(w.contracts.exchange, [BigInt(order.option.nonce)]))
    await w.until(async () => (await stateOf(order.orderId)) === 'cancelled', 'the indexed cancel')
    const [activity] = await w.t.app.db
      .select()
      .from(marketActivity)
      .where(eq(marketActivity.txHash, sent.transactionHash))
    expect(activity).toMatchObject({ kind: 'cancel', itemId: order.itemId, fromAddress: seller.address })
  })

  it('changes a price: lower on the same nonce needs no on-chain cancel, higher needs a new nonce and one', async () => {
    const { tokenId } = await w.mint721(3)
    const first = await w.option(3, tokenId, { price: parseEther('1') })
    const order = await list(first)
    const modify = async (o: Option, orderId: number) =>
      call(
        seller,
        'sale/modify',
        { orderId, option: optionToWire(o) },
        await signOption(devAccount(3), w.deps.domain, o),
      )
    const higherSameNonce = await modify({ ...first, price: parseEther('2') }, order.orderId)
    expect(higherSameNonce).toMatchObject({ code: 1511400, msg: MANAGE_TEXT.nonceReuse })
    const lower = await modify({ ...first, price: parseEther('0.5') }, order.orderId)
    expect(lower).toMatchObject({
      code: 1511200,
      data: { cancelOnChain: false, cancelTx: null, order: { state: 'cancelled' } },
    })
    expect(lower.data.replacedBy).toMatchObject({
      state: 'active',
      option: { price: parseEther('0.5').toString() },
    })
    const higher = await modify(
      { ...first, nonce: first.nonce + 1n, price: parseEther('3') },
      lower.data.replacedBy.orderId,
    )
    expect(higher).toMatchObject({
      code: 1511200,
      data: { cancelOnChain: true, cancelTx: { functionName: 'cancel' } },
    })
    expect(await stateOf(lower.data.replacedBy.orderId)).toBe('cancelled')
  })

  it('expires a listing whose item left the seller, when someone tries to buy it', async () => {
    const { tokenId } = await w.mint721(3)
    const order = await list(await w.option(3, tokenId))
    await w.chain.write(3, {
      address: w.contracts.erc721,
      abi: KidERC721.abi,
      functionName: 'transferFrom',
      args: [devAccount(3).address, devAccount(6).address, tokenId],
    })
    expect(await call(buyer, `offer/purchase/${order.orderId}`)).toMatchObject({
      code: 1511400,
      msg: BUY_TEXT.notActive,
    })
    expect(await stateOf(order.orderId)).toBe('expired')
  })

  it('takes a listing off the market when the indexer sees the item leave or the approval revoked', async () => {
    const gone = await w.mint721(3)
    const order = await list(await w.option(3, gone.tokenId))
    await w.chain.write(3, {
      address: w.contracts.erc721,
      abi: KidERC721.abi,
      functionName: 'transferFrom',
      args: [devAccount(3).address, devAccount(6).address, gone.tokenId],
    })
    await w.until(
      async () => (await stateOf(order.orderId)) === 'expired',
      'the transfer to expire the listing',
    )

    const kept = await w.mint721(3)
    const other = await list(await w.option(3, kept.tokenId))
    await w.chain.write(3, {
      address: w.contracts.erc721,
      abi: KidERC721.abi,
      functionName: 'setApprovalForAll',
      args: [w.contracts.exchange, false],
    })
    await w.until(async () => (await stateOf(other.orderId)) === 'expired', 'the revoked approval')
    await w.approveAll(3)
  })

  it('undoes a sale that a reorg removed: the listing is open again and its sale records are gone', async () => {
    const { tokenId } = await w.mint721(3)
    const order = await list(await w.option(3, tokenId))
    const snapshot = await w.chain.snapshot()
    const bought = await call(buyer, `offer/purchase/${order.orderId}`)
    const receipt = await w.send(4, bought.data.tx)
    await w.until(async () => (await stateOf(order.orderId)) === 'filled', 'the sale')
    await w.chain.revert(snapshot)
    await w.mint721(6)
    await w.until(async () => (await stateOf(order.orderId)) === 'active', 'the rollback')
    const sales = await w.t.app.db.$count(marketActivity, eq(marketActivity.txHash, receipt.transactionHash))
    expect(sales).toBe(0)
    expect(await call(buyer, `offer/purchase/${order.orderId}`)).toMatchObject({ code: 1511200 })
  })

  it('sells an ERC-1155 listing in parts and closes it when the last copy goes', async () => {
    await w.approveAll(3, w.contracts.erc1155)
    const { tokenId } = await w.mint1155(3, 5n)
    const order = await list(
      await w.option(3, tokenId, {
        channel: CHANNEL.FIXED_1155,
        collection: w.contracts.erc1155,
        amount: 5n,
        price: 1000n,
      }),
    )
    const two = await call(buyer, `offer/purchase/${order.orderId}?amount=2`)
    expect(two).toMatchObject({ data: { total: '2000', tx: { value: '2000' } } })
    await w.send(4, two.data.tx)
    const sold = async (n: number) =>
      w.until(
        async () =>
          (await w.t.app.db.$count(
            marketActivity,
            and(eq(marketActivity.itemId, order.itemId), eq(marketActivity.kind, 'sale')),
          )) === n,
        `sale ${n}`,
      )
    await sold(1)
    expect(await stateOf(order.orderId)).toBe('active')
    // What anyone browsing sees: 3 of the 5 copies listed are still for sale.
    const info = await call(buyer, `open/info?id=${order.itemId}`)
    expect(info.data.listing).toMatchObject({ orderId: order.orderId, amount: '5', left: '3' })
    const listings = await call(buyer, `open/listings?id=${order.itemId}`)
    expect(listings.data.list).toMatchObject([{ orderId: order.orderId, amount: '5', left: '3' }])
    expect(await call(buyer, `offer/purchase/${order.orderId}?amount=4`)).toMatchObject({
      msg: BUY_TEXT.amount,
    })
    const rest = await call(buyer, `offer/purchase/${order.orderId}`)
    expect(rest).toMatchObject({ data: { total: '3000' } })
    await w.send(4, rest.data.tx)
    await sold(2)
    await w.until(async () => (await stateOf(order.orderId)) === 'filled', 'the last copies')
  })

  it("sells a listing that starts at the chain's time while the chain runs a day ahead of the server's clock", async () => {
    const { tokenId } = await w.mint721(3)
    // Last in this file: every later block is a day ahead (as on a development chain moved forward).
    await w.chain.client.request({ method: 'evm_increaseTime', params: [86_400] } as never)
    await w.chain.client.request({ method: 'evm_mine', params: [] } as never)
    const block = await w.chain.client.getBlock()
    const order = await list(
      await w.option(3, tokenId, { startTime: block.timestamp, endTime: block.timestamp + 86_400n }),
    )
    const answer = await call(buyer, `offer/purchase/${order.orderId}`)
    expect(answer).toMatchObject({ code: 1511200, data: { order: { orderId: order.orderId } } })
    await w.send(4, answer.data.tx)
    await w.until(async () => (await stateOf(order.orderId)) === 'filled', 'the sale')
  })
})
