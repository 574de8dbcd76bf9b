import type { Abi, Address, Hex, PublicClient, TransactionReceipt, WalletClient } from 'viem'
import type { ChainConfig } from './chainConfig.ts'

/** What an action needs to build its call: the deployment and the sending account. */
export type ChainContext = { config: ChainConfig; account: Address }

/** A contract write, ready for simulate and send. */
export type ContractCall = {
  address: Address
  abi: Abi
  functionName: string
  args: readonly unknown[]
  value?: bigint
}

/**
 * An on-chain write defined once (ens-app-v3's transaction objects): its title for the dialog and
 * how its parameters become a call. `R` is what the call returns, read from the simulation.
 */
export type TxAction<P, R = undefined> = {
  title: string
  request: (params: P, ctx: ChainContext) => ContractCall
  /** Phantom: carries the return type to runTransaction's caller. */
  readonly returns?: R
}

/** A connected, bound wallet on the right network, with a client for reads and one for writes. */
export type ChainSession = {
  config: ChainConfig
  account: Address
  publicClient: PublicClient
  walletClient: WalletClient
}

/** The transaction phases of spec 001 §4, reported to callers as they happen. */
export type TxPhase =
  | { phase: 'functionError'; message: string; error: unknown }
  | { phase: 'pending' }
  | { phase: 'sendError'; message: string; error: unknown }
  | { phase: 'hash'; hash: Hex }
  | { phase: 'receipt'; receipt: TransactionReceipt }
  | { phase: 'receiptError'; message: string; error: unknown }
  | { phase: 'return'; value: unknown }

export type TxPhaseName = TxPhase['phase']

/** A transaction that stopped: the phase it stopped in and the sentence to show. */
export class TransactionError extends Error {
  override name = 'TransactionError'
  constructor(
    readonly phase: 'functionError' | 'sendError' | 'receiptError',
    message: string,
    readonly hash?: Hex,
  ) {
    super(message)
  }
}
