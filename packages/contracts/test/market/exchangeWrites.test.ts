import { decodeFunctionData, getAddress, type Hex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { abi } from '../../src/artifacts/Exchange.ts'
import {
  EXCHANGE_WRITES,
  type ExchangeCall,
  exchangeCalldata,
  exchangeWrites,
  isExchangeWrite,
} from '../../src/market/exchangeWrites.ts'
import { CHANNEL, type Offer, type Option } from '../../src/market/typedData.ts'

const option: Option = {
  channel: CHANNEL.FIXED_721,
  collection: getAddress(`0x${'c1'.repeat(20)}`),
  tokenId: 7n,
  amount: 1n,
  signer: getAddress(`0x${'b1'.repeat(20)}`),
  nonce: 2n ** 100n,
  startTime: 1n,
  endTime: 2n ** 40n,
  price: 10n ** 18n,
  currency: zeroAddress,
  royaltyRate: 1000,
}
const weth = getAddress(`0x${'e2'.repeat(20)}`)
const offer: Offer = {
  optionHash: `0x${'ab'.repeat(32)}`,
  bidder: getAddress(`0x${'d1'.repeat(20)}`),
  price: 5n,
  expireTime: 9n,
}
const sig = { v: 28, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}` } as const
const proof: Hex[] = [`0x${'33'.repeat(32)}`]

/** Each write as the platform builds it, by name: the test below must cover every one. */
const built: { [F in (typeof EXCHANGE_WRITES)[number]]: ExchangeCall<F> } = {
  buy: exchangeWrites.buy(option, sig, proof, 1n),
  bid: exchangeWrites.bid({ ...option, channel: CHANNEL.AUCTION_721, currency: weth }, sig, [], 3n),
  acceptOffer: exchangeWrites.acceptOffer({ ...option, currency: weth }, offer, sig),
  settle: exchangeWrites.settle(option),
  cancel: exchangeWrites.cancel([1n, 2n ** 200n]),
  cancelAll: exchangeWrites.cancelAll(2n ** 70n),
  cancelOffer: exchangeWrites.cancelOffer(offer),
}

describe('the Exchange writes defined once for the server and the web', () => {
  it.each(EXCHANGE_WRITES)('%s encodes calldata that decodes with the ABI to the same call', (name) => {
    const call = built[name]
    const decoded = decodeFunctionData({ abi, data: exchangeCalldata(call) })
    expect(decoded.functionName).toBe(name)
    expect(decoded.args).toEqual(call.args)
  })

  it('buy pays exactly price × amount in ETH, and nothing in ETH for an ERC-20 listing', () => {
    expect(exchangeWrites.buy({ ...option, channel: CHANNEL.FIXED_1155 }, sig, [], 3n).value).toBe(
      3n * 10n ** 18n,
    )
    expect(exchangeWrites.buy({ ...option, currency: weth }, sig, [], 1n).value).toBe(0n)
    for (const name of EXCHANGE_WRITES.filter((n) => n !== 'buy')) expect(built[name].value).toBe(0n)
  })

  it('only the trading writes count as ones a wallet may be asked to send', () => {
    expect(EXCHANGE_WRITES).toEqual([
      'buy',
      'bid',
      'acceptOffer',
      'settle',
      'cancel',
      'cancelAll',
      'cancelOffer',
    ])
    expect(isExchangeWrite('cancel')).toBe(true)
    // Owner-only and refund functions of the same ABI are not the platform's to prepare.
    expect(isExchangeWrite('setFees')).toBe(false)
    expect(isExchangeWrite('transferOwnership')).toBe(false)
  })
})

/**
 * Never run: `npm run typecheck` proves each line is a type error (an unused @ts-expect-error fails
 * it), so a call that does not match the ABI cannot be written on either side.
 */
export function wrongArgumentsAreTypeErrors() {
  // @ts-expect-error an amount is a bigint, not a number
  exchangeWrites.buy(option, sig, proof, 1)
  // @ts-expect-error settle takes the listing's option, not its nonce
  exchangeWrites.settle(option.nonce)
  // @ts-expect-error a signature goes to the Exchange as (v, r, s), not as 65 bytes
  exchangeWrites.acceptOffer(option, offer, `0x${'11'.repeat(65)}`)
  // @ts-expect-error cancel takes a list of nonces
  exchangeWrites.cancel(1n)
  // @ts-expect-error the ABI has no such function
  const unknown: ExchangeCall = { functionName: 'sell', args: [], value: 0n }
  // @ts-expect-error the arguments are the ABI's for the name: cancelAll takes one uint256
  const mismatched: ExchangeCall<'cancelAll'> = { functionName: 'cancelAll', args: [[1n]], value: 0n }
  return [unknown, mismatched]
}
