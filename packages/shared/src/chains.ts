/**
 * The chain table (spec 000 §3, §9; 001 §3, §9) plus our embedded anvil chain. `chain`
 * is the family the network selector and the token table use ('ETH', 'BSC',
 * 'Polygon'); `network` names the network within it. The wrong-network message is
 * built from these two. `chainParams` is what wallet_addEthereumChain needs when a
 * wallet does not know the chain (code 4902), minus the hex chainId added by
 * addChainParameter. The public RPC URLs are fallbacks; deployments override them.
 */

export type ChainFamily = 'ETH' | 'BSC' | 'Polygon'
export type ChainEntry = {
  chainId: number
  chain: ChainFamily
  network: string
  networkId: number
  chainParams: {
    chainName: string
    rpcUrls: readonly string[]
    blockExplorerUrls: readonly string[]
    nativeCurrency: { name: string; symbol: string; decimals: 18 }
  }
}

function entry(chainId: number, chain: ChainFamily, network: string, params: ChainEntry['chainParams']) {
  return { chainId, chain, network, networkId: chainId, chainParams: params } satisfies ChainEntry
}
const coin = (name: string, symbol: string) => ({ name, symbol, decimals: 18 as const })

export const CHAINS = [
  entry(1, 'ETH', 'Mainnet', {
    chainName: 'Ethereum Mainnet',
    rpcUrls: ['https://ethereum-rpc.publicnode.com'],
    blockExplorerUrls: ['https://etherscan.io'],
    nativeCurrency: coin('Ether', 'ETH'),
  }),
  entry(5, 'ETH', 'Goerli', {
    chainName: 'Goerli Testnet',
    rpcUrls: ['https://ethereum-goerli-rpc.publicnode.com'],
    blockExplorerUrls: ['https://goerli.etherscan.io'],
    nativeCurrency: coin('Goerli Ether', 'ETH'),
  }),
  entry(56, 'BSC', 'Mainnet', {
    chainName: 'BNB Smart Chain Mainnet',
    rpcUrls: ['https://bsc-dataseed.bnbchain.org'],
    blockExplorerUrls: ['https://bscscan.com'],
    nativeCurrency: coin('BNB', 'BNB'),
  }),
  entry(97, 'BSC', 'Testnet', {
    chainName: 'BNB Smart Chain Testnet',
    rpcUrls: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'],
    blockExplorerUrls: ['https://testnet.bscscan.com'],
    nativeCurrency: coin('BNB', 'tBNB'),
  }),
  entry(137, 'Polygon', 'Mainnet', {
    chainName: 'Polygon Mainnet',
    rpcUrls: ['https://polygon-rpc.com'],
    blockExplorerUrls: ['https://polygonscan.com'],
    nativeCurrency: coin('POL', 'POL'),
  }),
  entry(80001, 'Polygon', 'Mumbai', {
    chainName: 'Polygon Mumbai',
    rpcUrls: ['https://rpc-mumbai.maticvigil.com'],
    blockExplorerUrls: ['https://mumbai.polygonscan.com'],
    nativeCurrency: coin('MATIC', 'MATIC'),
  }),
  // Our embedded chain: an Ethereum stand-in (its USDT has ETH's 6 decimals), no explorer.
  entry(31337, 'ETH', 'Anvil', {
    chainName: 'KID Local (anvil)',
    rpcUrls: ['http://127.0.0.1:8545'],
    blockExplorerUrls: [],
    nativeCurrency: coin('Ether', 'ETH'),
  }),
] as const satisfies readonly ChainEntry[]

export type ChainId = (typeof CHAINS)[number]['chainId']

/** Ethereum, with etherscan as explorer, is the default chain. */
export const DEFAULT_CHAIN_ID = 1
/** The chain the wallet must be on: 5 in test deployments, 1 in production. */
export const REQUIRED_CHAIN_ID = { test: 5, main: 1 } as const
export const LOCAL_CHAIN_ID = 31337
/** The network selector's choices. */
export const NETWORK_SELECTOR = { ETH: 1, Polygon: 137, BSC: 56 } as const satisfies Record<
  ChainFamily,
  number
>
/** The wallet's answer to a switch request for a chain it has not been told about. */
export const UNKNOWN_CHAIN_ERROR_CODE = 4902

export function chainById(chainId: number): ChainEntry | undefined {
  return CHAINS.find((chain) => chain.chainId === chainId)
}

/** 'Please switch to {chain} {network} network', e.g. 'Please switch to ETH Mainnet network'. */
export function switchNetworkMessage(chain: Pick<ChainEntry, 'chain' | 'network'>): string {
  return `Please switch to ${chain.chain} ${chain.network} network`
}

/** The wallet_addEthereumChain parameter; an empty explorer list is left out, as EIP-3085 allows. */
export function addChainParameter(chain: ChainEntry) {
  const { blockExplorerUrls, ...rest } = chain.chainParams
  return {
    chainId: `0x${chain.chainId.toString(16)}`,
    ...rest,
    ...(blockExplorerUrls.length > 0 ? { blockExplorerUrls } : {}),
  }
}
