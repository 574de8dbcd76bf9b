import type { EmptyAction } from './EmptyState.tsx'

/**
 * The next steps empty states offer most, worded once. Plain values: every page with an empty state
 * loads this file (useConnectWalletAction.ts has the wallet's).
 */
export const CREATE_FIRST_NFT: EmptyAction = { to: '/nftCreate', label: 'Create your first NFT' }
export const CREATE_AN_NFT: EmptyAction = { to: '/nftCreate', label: 'Create an NFT' }
export const EXPLORE_MARKETPLACE: EmptyAction = { to: '/marketplace', label: 'Explore the marketplace' }
