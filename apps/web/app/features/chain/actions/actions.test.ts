import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chainConfig.ts'
import type { ChainContext } from '../transaction.ts'
import { approveErc20 } from './approveErc20.ts'
import { approveForAll } from './approveForAll.ts'
import { buyListing } from './buyListing.ts'
import { cancelAll } from './cancelAll.ts'
import { createCollection } from './createCollection.ts'
import { mintItem } from './mintItem.ts'
import { minimumBid } from './placeBid.ts'
import { signatureParts } from './signatureParts.ts'
import { TEST_OPTION } from './testing.ts'
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
const option = TEST_OPTION

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

  it('buyListing pays ETH listings exactly price × amount and ERC-20 listings nothing in ETH', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const signature = await signer.signMessage({ message: 'x' })
    const eth = buyListing.request({ option, signature }, ctx)
    expect(eth).toMatchObject({ address: EXCHANGE, functionName: 'buy', value: 10n ** 18n })
    expect(eth.args[1]).toEqual(signatureParts(signature))
    expect(buyListing.request({ option: { ...option, currency: WETH }, signature }, ctx).value).toBe(0n)
  })

  it("cancelAll raises the sender's nonce floor on the exchange to exactly minNonce", () => {
    expect(cancelAll.request({ minNonce: 2n ** 70n }, ctx)).toMatchObject({
      address: EXCHANGE,
      functionName: 'cancelAll',
      args: [2n ** 70n],
    })
  })

  it('signatureParts gives v of 27 or 28 and the 32-byte r and s', async () => {
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'y' })
    const { v, r, s } = signatureParts(signature)
    expect([27, 28]).toContain(v)
    expect(`${r}${s.slice(2)}`).toBe(signature.slice(0, 130))
  })

  it('minimumBid is the reserve, then 5 % above the last bid rounded up', () => {
    expect(minimumBid(100n, undefined)).toBe(100n)
    expect(minimumBid(100n, 100n)).toBe(105n)
    expect(minimumBid(1n, 21n)).toBe(23n)
  })
})

describe('sendExchangeTx', () => {
  it('sends only Exchange calls: the target must be the exchange and the data must decode', async () => {
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
  })
})
