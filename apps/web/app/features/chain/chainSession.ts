import { chainById } from '@kid/shared/chains'
import type { PublicConfig } from '@kid/shared/public-config'
import { pleaseUseText, TEXT } from '@kid/shared/texts'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { createPublicClient, createWalletClient, custom, defineChain, type EIP1193Provider, http } from 'viem'
import { chooseWallet } from '../wallet/choiceStore.ts'
import { connectWallet, currentConnection, ensureChain } from '../wallet/engine.ts'
import { loadChainConfig } from './chainConfig.ts'
import type { ChainSession } from './transaction.ts'

/** No wallet provider to send through (spec 001 §8: 'web3 error'). */
export class Web3Error extends Error {
  override name = 'Web3Error'
  constructor() {
    super(TEXT.web3Error)
  }
}

/** The person closed the wallet choice: nothing to say. */
export class WalletChoiceClosed extends Error {
  override name = 'WalletChoiceClosed'
}

/**
 * The wallet rules of spec 000 §9 before any write: a bound wallet ('Please bind one address'), the
 * connected one equal to it ('Please use {bound address}'), then the network check. Reads go to the
 * deployment's RPC (open/chain/config), writes and signatures through the wallet.
 */
export async function openChainSession(
  publicConfig: PublicConfig,
  boundAddress: string,
): Promise<ChainSession> {
  if (!boundAddress) throw new Error(TEXT.bindOneAddress)
  const config = await loadChainConfig()
  let connected = currentConnection(publicConfig)
  if (!connected || !sameAddress(connected.address, boundAddress)) {
    const choice = await chooseWallet()
    if (!choice) throw new WalletChoiceClosed('closed')
    connected = await connectWallet(publicConfig, choice)
  }
  if (!sameAddress(connected.address, boundAddress)) throw new Error(pleaseUseText(boundAddress))
  await ensureChain(publicConfig, connected, config.rpcUrl)
  const provider = (await connected.connector.getProvider().catch(() => undefined)) as
    | EIP1193Provider
    | undefined
  if (!provider) throw new Web3Error()
  const known = chainById(config.chainId)
  const chain = defineChain({
    id: config.chainId,
    name: known?.chainParams.chainName ?? `Chain ${config.chainId}`,
    nativeCurrency: known?.chainParams.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  })
  return {
    config,
    account: connected.address,
    publicClient: createPublicClient({ chain, transport: http(config.rpcUrl) }),
    walletClient: createWalletClient({ account: connected.address, chain, transport: custom(provider) }),
  }
}
