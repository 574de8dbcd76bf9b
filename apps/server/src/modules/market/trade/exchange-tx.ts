import * as Exchange from '@kid/contracts/artifacts/Exchange'
import * as WETH from '@kid/contracts/artifacts/WETH'
import type { Offer, Option } from '@kid/contracts/market/typedData'
import type { TxRequest } from '@kid/shared/market/trade'
import { type Abi, type Address, encodeFunctionData, type Hex } from 'viem'
import { splitSignature } from './signatures.ts'

/**
 * The transactions the server hands to wallets (docs/api.md "Trading"): the calldata is encoded
 * here, so a client sends `{ to, data, value }` and cannot get an argument wrong; function and args
 * (bigints as decimal strings) are for display.
 */
function txOf(to: Address, abi: Abi, functionName: string, args: readonly unknown[], value = 0n): TxRequest {
  const data = encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
  return { to, functionName, args: JSON.parse(stringify(args)), value: String(value), data }
}
const stringify = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v))

function vrs(signature: Hex) {
  const split = splitSignature(signature)
  if (!split) throw new Error('a stored signature is malformed')
  return split
}

export const exchangeTx = {
  buy: (exchange: Address, o: Option, signature: Hex, proof: Hex[], amount: bigint, value: bigint) =>
    txOf(exchange, Exchange.abi, 'buy', [o, vrs(signature), proof, amount], value),
  bid: (exchange: Address, o: Option, signature: Hex, proof: Hex[], price: bigint) =>
    txOf(exchange, Exchange.abi, 'bid', [o, vrs(signature), proof, price]),
  acceptOffer: (exchange: Address, o: Option, offer: Offer, signature: Hex) =>
    txOf(exchange, Exchange.abi, 'acceptOffer', [o, offer, vrs(signature)]),
  settle: (exchange: Address, o: Option) => txOf(exchange, Exchange.abi, 'settle', [o]),
  cancel: (exchange: Address, nonces: bigint[]) => txOf(exchange, Exchange.abi, 'cancel', [nonces]),
  cancelOffer: (exchange: Address, offer: Offer) => txOf(exchange, Exchange.abi, 'cancelOffer', [offer]),
  /** Wraps ETH into WETH (the demo's collector funds its bid so). */
  wrap: (weth: Address, value: bigint) => txOf(weth, WETH.abi, 'deposit', [], value),
  /** ERC-20 approve (WETH and the stablecoin share the standard signature). */
  approve: (token: Address, spender: Address, amount: bigint) =>
    txOf(token, WETH.abi, 'approve', [spender, amount]),
}
