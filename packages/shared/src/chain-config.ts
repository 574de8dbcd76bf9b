/**
 * The contract kinds of the spec ("Supported contract kinds") that the platform deploys, plus the
 * stablecoin (USDT), the funding wallet (FUNDING) and the collection factory. ERC-721 and ERC-1155
 * name the platform's shared collections; creators' own collections come from the factory.
 */
export const CONTRACT_KINDS = [
  'ERC-721',
  'ERC-1155',
  'WETH',
  'USDT',
  'PAD-721',
  'ACTUATOR',
  'REGISTRY',
  'RESOLVER',
  'PRICEORACLE',
  'EXCHANGE',
  'BLINDBOX',
  'FUNDING',
  'COLLECTION_FACTORY',
] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * GET /api/dcservice/open/chain/config: the chain the platform runs on. The web client reads it at
 * start rather than baking addresses into its bundle. `explorerUrl` is empty on the embedded chain.
 */
export type ChainConfig = {
  chainId: number
  rpcUrl: string
  explorerUrl: string
  /** Every contract kind, each an 0x address of 40 hex digits. */
  contracts: Record<ContractKind, string>
}

/**
 * Checks a chain/config answer (every page may read it: a plain check rather than a zod schema keeps
 * zod out of their first load). Throws naming the first thing wrong.
 */
export function readChainConfig(data: unknown): ChainConfig {
  const fail = (what: string): never => {
    throw new Error(`The chain config is malformed: ${what}`)
  }
  if (typeof data !== 'object' || data === null) return fail('not an object')
  const { chainId, rpcUrl, explorerUrl, contracts } = data as Record<string, unknown>
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId <= 0) fail('chainId')
  if (typeof rpcUrl !== 'string') fail('rpcUrl')
  if (typeof explorerUrl !== 'string') fail('explorerUrl')
  if (typeof contracts !== 'object' || contracts === null) return fail('contracts')
  const entries = Object.entries(contracts)
  for (const [kind, address] of entries) {
    if (!(CONTRACT_KINDS as readonly string[]).includes(kind)) fail(`unknown contract kind ${kind}`)
    if (typeof address !== 'string' || !ADDRESS.test(address))
      fail(`${kind} is not an 0x address of 40 hex digits`)
  }
  for (const kind of CONTRACT_KINDS) if (!(kind in contracts)) fail(`no ${kind}`)
  return { chainId, rpcUrl, explorerUrl, contracts } as ChainConfig
}
