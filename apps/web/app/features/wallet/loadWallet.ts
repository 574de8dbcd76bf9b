/** The wallet code (wagmi, viem, the flows) arrives with the first wallet action, not with the page. */
export function loadWalletFlows() {
  return import('./walletFlows.ts')
}

export function loadWalletEngine() {
  return import('./engine.ts')
}
