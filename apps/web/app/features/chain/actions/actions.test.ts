import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chainConfig.ts'
import type { ChainContext } from '../transaction.ts'
import { approveErc20 } from './approveErc20.ts'
import { approveForAll } from './approveForAll.ts'
import { cancelAll } from './cancelAll.ts'
import { createCollection } from './createCollection.ts'
import { mintItem } from './mintItem.ts'
import { TEST_OPTION } from './testing.ts'
import { transferToken } from './transferToken.ts'
import { wrapEth } from './wrapEth.ts'

const EXCHANGE = `0x${'e1'.repeat(20)}` as const
const WETH = `0x${'e2'.repeat(20)}` as const
const FACTORY = `0x${'e3'.repeat(20)}` as const
const ctx: ChainContext = {
  account: `0x${'a1'.repeat(20)}`,
  config: {
    chainId: 31337,
    rpcUrl: '',
    explorerUrl: '',
    contracts: { EXCHANGE, WETH, COLLECTION_FACTORY: FACTORY } as ChainConfig['contracts'],
  },
}
const collection = TEST_OPTION.collection

describe('typed actions build their calls from the deployment', () => {
  it('wrapEth deposits the amount into WETH', () => {
    expect(wrapEth.request({ amount: 5n }, ctx)).toMatchObject({
      address: WETH,
      functionName: 'deposit',
      value: 5n,
    })
  })

  it('approveErc20 and approveForAll name the exchange as spender and operator', () => {
    expect(approveErc20.request({ token: 'WETH', amount: 3n }, ctx)).toMatchObject({
      address: WETH,
      args: [EXCHANGE, 3n],
    })
    expect(() => approveErc20.request({ token: 'USDT', amount: 3n }, ctx)).toThrow('The contract is error')
    expect(approveForAll.request({ collection }, ctx)).toMatchObject({
      address: collection,
      args: [EXCHANGE, true],
    })
  })

  it('mintItem mints to the sender with the royalty paid to the sender by default', () => {
    const erc721 = mintItem.request({ collection, standard: 721, tokenUri: 'ipfs://a', royaltyBps: 500 }, ctx)
    expect(erc721.args).toEqual([ctx.account, 'ipfs://a', ctx.account, 500])
    const erc1155 = mintItem.request(
      { collection, standard: 1155, tokenUri: 'u', amount: 4n, royaltyBps: 0 },
      ctx,
    )
    expect(erc1155.args).toEqual([ctx.account, 4n, 'u', ctx.account, 0])
    expect(createCollection.request({ standard: 1155, name: 'N', symbol: 'S' }, ctx)).toMatchObject({
      address: FACTORY,
      functionName: 'create1155',
    })
  })

  it('transferToken sends the amount to the recipient from the chosen token’s contract', () => {
    const USDT = `0x${'e4'.repeat(20)}` as const
    const withUsdt = { ...ctx, config: { ...ctx.config, contracts: { ...ctx.config.contracts, USDT } } }
    const to = `0x${'b2'.repeat(20)}` as const
    expect(transferToken.request({ token: 'USDT', to, amount: 12_500_000n }, withUsdt)).toMatchObject({
      address: USDT,
      functionName: 'transfer',
      args: [to, 12_500_000n],
    })
    expect(transferToken.request({ token: 'WETH', to, amount: 1n }, withUsdt).address).toBe(WETH)
  })

  it("cancelAll raises the sender's nonce floor on the exchange to exactly minNonce", () => {
    expect(cancelAll.request({ minNonce: 2n ** 70n }, ctx)).toMatchObject({
      address: EXCHANGE,
      functionName: 'cancelAll',
      args: [2n ** 70n],
    })
  })
})

describe('sendExchangeTx', () => {
  it('sends only Exchange trading calls: the target must be the exchange and the data must decode to one', async () => {
    const { encodeFunctionData } = await import('viem')
    const { abi } = await import('@kid/contracts/artifacts/Exchange')
    const { sendExchangeTx } = await import('./sendExchangeTx.ts')
    const data = encodeFunctionData({ abi, functionName: 'cancel', args: [[5n]] })
    expect(sendExchangeTx.request({ tx: { to: EXCHANGE, data, value: '0' } }, ctx)).toMatchObject({
      address: EXCHANGE,
      functionName: 'cancel',
      args: [[5n]],
      value: 0n,
    })
    expect(() => sendExchangeTx.request({ tx: { to: WETH, data, value: '0' } }, ctx)).toThrow(
      'The contract is error',
    )
    expect(() =>
      sendExchangeTx.request({ tx: { to: EXCHANGE, data: '0xdeadbeef', value: '0' } }, ctx),
    ).toThrow()
    // An owner-only call of the same ABI decodes, but is not one the platform prepares.
    const owner = encodeFunctionData({ abi, functionName: 'setFees', args: [ctx.account, 100, 200] })
    expect(() => sendExchangeTx.request({ tx: { to: EXCHANGE, data: owner, value: '0' } }, ctx)).toThrow(
      'The contract is error',
    )
  })
})
