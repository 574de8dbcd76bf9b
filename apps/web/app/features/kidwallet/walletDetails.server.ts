import { readChainConfig } from '@kid/shared/chain-config'
import { chainById } from '@kid/shared/chains'
import type { AppLoadContext } from 'react-router'
import { getAddress } from 'viem'
import { CHAIN_CONFIG_PATH } from '../chain/chainConfig.ts'
import { serverReader } from '../market/api/serverReader.ts'

/**
 * The address as wallets show it, with its EIP-55 checksum: worked out in the loader, so keccak
 * (viem) stays out of the page's scripts.
 */
export const checksummed = (address: string) => getAddress(address)

export type WalletNetwork = { name: string; chainId: number; explorerUrl: string }

/** The deployment's chain (open/chain/config) by name; null when it could not be read. */
export async function walletNetwork(context: AppLoadContext): Promise<WalletNetwork | null> {
  try {
    const config = readChainConfig(await serverReader(context).get<unknown>(CHAIN_CONFIG_PATH))
    const name = chainById(config.chainId)?.chainParams.chainName ?? `Chain ${config.chainId}`
    return { name, chainId: config.chainId, explorerUrl: config.explorerUrl }
  } catch {
    return null
  }
}
