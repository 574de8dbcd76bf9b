import type { PublicConfig } from '@kid/shared/public-config'
import { createContext, type ReactNode, useContext } from 'react'

/**
 * When the server passes no (or a broken) config: Ethereum mainnet, no WalletConnect, the
 * self-hosted ALTCHA, no third-party sign-in and no Hood — every choice that needs no secret.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  chainId: 1,
  walletConnectProjectId: '',
  captcha: { provider: 'altcha', siteKey: '' },
  oauthProviders: [],
  hoodLinks: false,
}

const PublicConfigContext = createContext<PublicConfig>(DEFAULT_PUBLIC_CONFIG)

export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>
}

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext)
}
