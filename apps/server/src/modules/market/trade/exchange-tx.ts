import * as WETH from '@kid/contracts/artifacts/WETH'
import { type ExchangeCall, exchangeCalldata, exchangeWrites } from '@kid/contracts/market/exchangeWrites'
import type { Offer, Option } from '@kid/contracts/market/typedData'
import type { TxRequest } from '@kid/shared/market/trade'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { splitSignature } from './signatures.ts'

/**
 * The transactions the server hands to wallets (docs/api.md "Trading"): the calls are the shared
 * definitions of @kid/contracts/market/exchangeWrites, encoded here, so a client sends
 * `{ to, data, value }` and cannot get an argument wrong; function and args (bigints as decimal
 * strings) are for display.
 */
function txOf(to: Address, functionName: string, args: readonly unknown[], data: Hex, value = 0n): TxRequest {
  return { to, functionName, args: JSON.parse(stringify(args)), value: String(value), data }
}
const exchangeTxOf = (exchange: Address, call: ExchangeCall) =>
  txOf(exchange, call.functionName, call.args, exchangeCalldata(call), call.value)
const stringify = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v))

function vrs(signature: Hex) {
  const split = splitSignature(signature)
  if (!split) throw new Error('a stored signature is malformed')
  return split
}

export const exchangeTx = {
  buy: (exchange: Address, o: Option, signature: Hex, proof: Hex[], amount: bigint) =>
    exchangeTxOf(exchange, exchangeWrites.buy(o, vrs(signature), proof, amount)),
  bid: (exchange: Address, o: Option, signature: Hex, proof: Hex[], price: bigint) =>
    exchangeTxOf(exchange, exchangeWrites.bid(o, vrs(signature), proof, price)),
  acceptOffer: (exchange: Address, o: Option, offer: Offer, signature: Hex) =>
    exchangeTxOf(exchange, exchangeWrites.acceptOffer(o, offer, vrs(signature))),
  settle: (exchange: Address, o: Option) => exchangeTxOf(exchange, exchangeWrites.settle(o)),
  cancel: (exchange: Address, nonces: bigint[]) => exchangeTxOf(exchange, exchangeWrites.cancel(nonces)),
  cancelOffer: (exchange: Address, offer: Offer) => exchangeTxOf(exchange, exchangeWrites.cancelOffer(offer)),
  /** Wraps ETH into WETH (the demo's collector funds its bid so). */
  wrap: (weth: Address, value: bigint) =>
    txOf(weth, 'deposit', [], encodeFunctionData({ abi: WETH.abi, functionName: 'deposit' }), value),
  /** ERC-20 approve (WETH and the stablecoin share the standard signature). */
  approve: (token: Address, spender: Address, amount: bigint) => {
    const args = [spender, amount] as const
    return txOf(token, 'approve', args, encodeFunctionData({ abi: WETH.abi, functionName: 'approve', args }))
  },
}
