/**
 * Token kinds and their decimals (spec 000 §3, §9; 001 §3): USDT, GBK and KNOWWALLET on
 * ETH, Polygon and BSC, 18 decimals except USDT on ETH with 6 (Tether's real
 * deployments: 6 on Ethereum, 18 on BSC; our anvil chain follows ETH).
 */
import { z } from 'zod'
import { type ChainFamily, chainById } from './chains.ts'

export const tokenKindSchema = z.enum(['USDT', 'GBK', 'KNOWWALLET'])
export type TokenKind = z.infer<typeof tokenKindSchema>
export const TOKEN_KINDS = tokenKindSchema.options

/** The default for every token, and for every native currency in the chain table. */
export const DEFAULT_TOKEN_DECIMALS = 18
export const USDT_ETH_DECIMALS = 6

export function tokenDecimals(kind: TokenKind, family: ChainFamily): number {
  return kind === 'USDT' && family === 'ETH' ? USDT_ETH_DECIMALS : DEFAULT_TOKEN_DECIMALS
}

/** Decimals of a token on a chain of the table; undefined for a chain we do not know. */
export function tokenDecimalsOnChain(kind: TokenKind, chainId: number): number | undefined {
  const chain = chainById(chainId)
  return chain ? tokenDecimals(kind, chain.chain) : undefined
}
