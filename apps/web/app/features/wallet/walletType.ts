/** The connection type cached in localStorage (spec 000 §4): 'injected' or 'walletconnect'. */
export type WalletKind = 'injected' | 'walletconnect'

const KEY = 'kid:wallet-type'

export function cachedWalletType(): WalletKind | undefined {
  try {
    const value = localStorage.getItem(KEY)
    return value === 'injected' || value === 'walletconnect' ? value : undefined
  } catch {
    return undefined
  }
}

export function cacheWalletType(kind: WalletKind | undefined): void {
  try {
    if (kind) localStorage.setItem(KEY, kind)
    else localStorage.removeItem(KEY)
  } catch {}
}

/** The `type` of open/wallet/login: '1' injected wallet, '2' WalletConnect. */
export function walletLoginType(kind: WalletKind): '1' | '2' {
  return kind === 'walletconnect' ? '2' : '1'
}
