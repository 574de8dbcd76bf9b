import type { ChainConfig } from '@kid/shared/chain-config'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { addressesByKind } from './contracts.ts'

/** GET open/chain/config: what a browser needs to reach the chain and the platform's contracts. */
export function chainConfigOf(chain: ChainRuntime): ChainConfig {
  return {
    chainId: chain.chainId,
    rpcUrl: chain.publicRpcUrl,
    explorerUrl: chain.explorerUrl,
    contracts: addressesByKind(chain.deployment.contracts),
  }
}
