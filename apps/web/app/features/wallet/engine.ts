/**
 * The wallet engine (wagmi + viem), loaded on demand so the first page does not carry it. One
 * wagmi config per page: the configured chain, the injected connector with EIP-6963 discovery,
 * and WalletConnect only when a project id is configured (its provider loads on first use).
 */
import { addChainParameter, type ChainEntry, chainById, switchNetworkMessage } from '@kid/shared/chains'
import type { PublicConfig } from '@kid/shared/public-config'
import { TEXT } from '@kid/shared/texts'
import { defineChain } from 'viem'
import { type Config, type Connector, createConfig, http } from 'wagmi'
import { connect, disconnect, getAccount, getConnectors, signMessage } from 'wagmi/actions'
import { injected, walletConnect } from 'wagmi/connectors'
import { toast } from '../../lib/toast.ts'
import { announceKidWallet, KID_WALLET_RDNS } from '../kidwallet/provider.ts'
import type { WalletChoice } from './choiceStore.ts'
import { walletErrorCode } from './walletErrors.ts'
import { cacheWalletType, type WalletKind } from './walletType.ts'

export class WalletUnavailableError extends Error {
  override name = 'WalletUnavailableError'
}

let current: { config: Config; chain: ChainEntry } | undefined

function chainOf(chainId: number): ChainEntry {
  const entry = chainById(chainId)
  if (entry) return entry
  // A chain missing from the table: a bare definition, enough to sign (signing needs no RPC).
  return {
    chainId,
    chain: 'ETH',
    network: `Chain ${chainId}`,
    networkId: chainId,
    chainParams: {
      chainName: `Chain ${chainId}`,
      rpcUrls: ['http://127.0.0.1:8545'],
      blockExplorerUrls: [],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  }
}

export function walletConfig(publicConfig: PublicConfig): { config: Config; chain: ChainEntry } {
  if (current) return current
  const chain = chainOf(publicConfig.chainId)
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.chainParams.chainName,
    nativeCurrency: chain.chainParams.nativeCurrency,
    rpcUrls: { default: { http: [...chain.chainParams.rpcUrls] } },
  })
  // The built-in KID wallet joins the EIP-6963 wallets before wagmi asks for them.
  announceKidWallet(chain.chainId)
  const connectors = [injected()]
  if (publicConfig.walletConnectProjectId)
    connectors.push(
      walletConnect({ projectId: publicConfig.walletConnectProjectId, showQrModal: true }) as never,
    )
  const config = createConfig({
    chains: [viemChain],
    connectors,
    multiInjectedProviderDiscovery: true,
    transports: { [viemChain.id]: http() },
    // Only ever created in the browser: take the EIP-6963 wallets at once (ssr would defer them to hydrate()).
    ssr: false,
  })
  current = { config, chain }
  return current
}

function kindOf(connector: Connector): WalletKind {
  return connector.type === 'walletConnect' ? 'walletconnect' : 'injected'
}

/** What the choice dialog offers: each EIP-6963 wallet, else window.ethereum; the KID wallet; WalletConnect. */
export function walletChoices(publicConfig: PublicConfig): WalletChoice[] {
  const { config } = walletConfig(publicConfig)
  const all = getConnectors(config)
  const announced = all.filter((c) => c.type === 'injected' && c.id !== 'injected')
  const generic = all.find((c) => c.id === 'injected')
  const hasWindowWallet = typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum)
  const browserWallets = announced.filter((c) => c.id !== KID_WALLET_RDNS)
  const kidWallet = announced.filter((c) => c.id === KID_WALLET_RDNS)
  const injectedList = [
    ...(browserWallets.length ? browserWallets : generic && hasWindowWallet ? [generic] : []),
    ...kidWallet,
  ]
  const choices: WalletChoice[] = injectedList.map((c) => ({
    uid: c.uid,
    name: c.id === 'injected' ? 'Browser Wallet' : c.name,
    icon: c.icon,
    kind: 'injected',
    builtIn: c.id === KID_WALLET_RDNS,
  }))
  for (const c of all.filter((c) => c.type === 'walletConnect'))
    choices.push({ uid: c.uid, name: 'WalletConnect', icon: c.icon, kind: 'walletconnect' })
  return choices
}

/** Reacts to wallets announcing themselves after the dialog opened. */
export function onChoicesChanged(publicConfig: PublicConfig, listener: () => void): () => void {
  const { config } = walletConfig(publicConfig)
  return config._internal.connectors.subscribe(() => listener())
}

export type Connected = { address: `0x${string}`; kind: WalletKind; connector: Connector }

/** Connects the chosen wallet and caches its type; 'Please try again' when it is unavailable. */
export async function connectWallet(publicConfig: PublicConfig, choice: WalletChoice): Promise<Connected> {
  const { config } = walletConfig(publicConfig)
  const connector = getConnectors(config).find((c) => c.uid === choice.uid)
  if (!connector) throw new WalletUnavailableError(TEXT.tryAgain)
  try {
    const result = await connect(config, { connector })
    const address = result.accounts[0]
    if (!address) throw new WalletUnavailableError(TEXT.tryAgain)
    cacheWalletType(kindOf(connector))
    return { address, kind: kindOf(connector), connector }
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'ConnectorAlreadyConnectedError') {
      const accounts = await connector.getAccounts()
      const address = accounts[0]
      if (address) return { address, kind: kindOf(connector), connector }
    }
    if (walletErrorCode(error) === 4001) throw error
    throw new WalletUnavailableError(TEXT.tryAgain)
  }
}

type Eip1193 = { request: (args: { method: string; params?: unknown[] }) => Promise<unknown> }

/**
 * The network check of spec 000 §4: on another chain, say 'Please switch to {chain} {network}
 * network', ask the wallet to switch, and add the chain first when the wallet does not know it (4902).
 * `rpcUrl` (the deployment's, from open/chain/config) replaces the table's when the chain is added:
 * the embedded chain's node listens on a port only the server knows.
 */
export async function ensureChain(
  publicConfig: PublicConfig,
  connected: Connected,
  rpcUrl?: string,
): Promise<void> {
  const { chain } = walletConfig(publicConfig)
  const provider = (await connected.connector.getProvider()) as Eip1193 | undefined
  if (!provider) throw new WalletUnavailableError(TEXT.tryAgain)
  const chainId = Number(await provider.request({ method: 'eth_chainId' }))
  if (chainId === chain.chainId) return
  toast.info(switchNetworkMessage(chain))
  const param = addChainParameter(
    rpcUrl ? { ...chain, chainParams: { ...chain.chainParams, rpcUrls: [rpcUrl] } } : chain,
  )
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: param.chainId }] })
  } catch (error) {
    if (walletErrorCode(error) !== 4902) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [param] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: param.chainId }] })
  }
}

/** The wallet wagmi is already connected to on this page, if any (no dialog). */
export function currentConnection(publicConfig: PublicConfig): Connected | undefined {
  const account = getAccount(walletConfig(publicConfig).config)
  if (account.status !== 'connected' || !account.connector) return undefined
  return { address: account.address, kind: kindOf(account.connector), connector: account.connector }
}

/** personal_sign of a text by the connected account. */
export function signText(publicConfig: PublicConfig, connected: Connected, message: string) {
  const { config } = walletConfig(publicConfig)
  return signMessage(config, { account: connected.address, connector: connected.connector, message })
}

/** Closing the connection clears the cached type and the wallet state (spec 000 §4). */
export async function closeWallet(publicConfig: PublicConfig): Promise<void> {
  cacheWalletType(undefined)
  if (!current) return
  await disconnect(walletConfig(publicConfig).config).catch(() => {})
}
