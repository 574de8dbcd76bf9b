import {
  type Abi,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  type Hex,
  zeroAddress,
} from 'viem'
import { abi } from '../artifacts/Exchange.ts'
import type { Offer, Option } from './typedData.ts'

/**
 * The Exchange's trading writes, each defined once: the server encodes the transactions it hands to
 * wallets with these, and the web sends its own (cancelAll) and checks the server's with them. Names
 * and arguments are typed from the ABI, so a renamed function or a changed argument fails the build
 * on both sides.
 */
type ExchangeAbi = typeof abi
type Writing = 'nonpayable' | 'payable'
export type ExchangeFunction = ContractFunctionName<ExchangeAbi, Writing>
export type ExchangeArgs<F extends ExchangeFunction> = ContractFunctionArgs<ExchangeAbi, Writing, F>

/** One call of the Exchange: what a wallet sends, before the address and calldata. */
export type ExchangeCall<F extends ExchangeFunction = ExchangeFunction> = {
  functionName: F
  args: ExchangeArgs<F>
  value: bigint
}

/** The (v, r, s) the Exchange takes for a signature (the server's splitSignature refuses what it would refuse). */
export type Vrs = { v: number; r: Hex; s: Hex }

const call = <F extends ExchangeFunction>(
  functionName: F,
  args: ExchangeArgs<F>,
  value = 0n,
): ExchangeCall<F> => ({
  functionName,
  args,
  value,
})

export const exchangeWrites = {
  /** Buy now: an ETH listing sends exactly price × amount; an ERC-20 listing pays from the allowance. */
  buy: (option: Option, sig: Vrs, proof: readonly Hex[], amount: bigint) =>
    call('buy', [option, sig, proof, amount], option.currency === zeroAddress ? option.price * amount : 0n),
  /** An auction bid, escrowed by the exchange from the bidder's ERC-20 allowance. */
  bid: (option: Option, sig: Vrs, proof: readonly Hex[], price: bigint) =>
    call('bid', [option, sig, proof, price]),
  /** The seller accepts a signed offer: the bidder's tokens pay, the item moves in the same call. */
  acceptOffer: (option: Option, offer: Offer, offerSig: Vrs) =>
    call('acceptOffer', [option, offer, offerSig]),
  /** Delivery: after the auction ends, pays the seller from the escrow and moves the item to the winner. */
  settle: (option: Option) => call('settle', [option]),
  /** Closes signed listings by their nonces, so a copy of the signature can never be used. */
  cancel: (nonces: readonly bigint[]) => call('cancel', [nonces]),
  /** Cancels every listing of the sender with a nonce below `minNonce`. */
  cancelAll: (minNonce: bigint) => call('cancelAll', [minNonce]),
  /** The bidder withdraws a signed offer on chain. */
  cancelOffer: (offer: Offer) => call('cancelOffer', [offer]),
} as const

/** The names of the writes above: the only Exchange calls a wallet of the platform is asked to send. */
export type ExchangeWrite = keyof typeof exchangeWrites
export const EXCHANGE_WRITES = Object.keys(exchangeWrites) as readonly ExchangeWrite[]

export function isExchangeWrite(name: string): name is ExchangeWrite {
  return (EXCHANGE_WRITES as readonly string[]).includes(name)
}

/** The calldata of a call, encoded with the Exchange's ABI. */
export function exchangeCalldata(call: ExchangeCall): Hex {
  // The call was checked against the ABI when it was built (ExchangeCall<F>); viem cannot follow a
  // generic name through its conditional types, so it encodes against the ABI seen as any ABI.
  const { functionName, args }: { functionName: string; args: readonly unknown[] } = call
  return encodeFunctionData({ abi: anyAbi, functionName, args })
}
const anyAbi: Abi = abi

/** The exchange's ABI, for a caller that hands a call to viem (simulate, write). */
export { abi as exchangeAbi }
