/**
 * The EXCHANGE's currency for ETH: the zero address (tokens are named by their contract). Kept here
 * rather than imported from viem so that pages showing prices do not load viem before a wallet is used.
 */
export const ETH_CURRENCY = '0x0000000000000000000000000000000000000000' as const
