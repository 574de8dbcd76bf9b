import { z } from 'zod'

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

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an 0x address of 40 hex digits')

/**
 * GET /api/dcservice/open/chain/config: the chain the platform runs on. The web client reads it at
 * start rather than baking addresses into its bundle. `explorerUrl` is empty on the embedded chain.
 */
export const chainConfigSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.string(),
  explorerUrl: z.string(),
  contracts: z.record(z.enum(CONTRACT_KINDS), address),
})
export type ChainConfig = z.infer<typeof chainConfigSchema>
