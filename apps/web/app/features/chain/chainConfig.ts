import { type ChainConfig, type ContractKind, readChainConfig } from '@kid/shared/chain-config'
// The topic's file, not TEXT (texts.ts): this module is in the landing pages' first load.
import { contractError } from '@kid/shared/texts/wallet'
import type { Address } from 'viem'
import { api } from '../../lib/api/browserClient.ts'

/** An unknown contract kind (spec 001 §8: 'The contract is error'). */
export class ContractKindError extends Error {
  override name = 'ContractKindError'
  constructor() {
    super(contractError)
  }
}

export const CHAIN_CONFIG_PATH = '/api/dcservice/open/chain/config'

let loading: Promise<ChainConfig> | undefined

/**
 * The chain and its contract addresses, read from the server once per page rather than baked into
 * the bundle, so one build serves the embedded chain and any deployment. A failed read is retried
 * on the next call instead of being cached.
 */
export function loadChainConfig(): Promise<ChainConfig> {
  loading ??= api
    .get<unknown>(CHAIN_CONFIG_PATH)
    .then((data) => readChainConfig(data))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

/** The address of a contract kind; 'The contract is error' when this deployment has none. */
export function contractFor(config: { contracts: Partial<Record<string, string>> }, kind: string): Address {
  const address = config.contracts[kind]
  if (!address) throw new ContractKindError()
  return address as Address
}

export type { ChainConfig, ContractKind }
