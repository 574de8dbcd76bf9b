import type { PublicConfig } from '@kid/shared/public-config'
import { type Config, enabledOAuthProviders } from './config.ts'

/** What every page learns about the platform (React Router load context): never a secret. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    chainId: config.chainId,
    walletConnectProjectId: config.walletConnectProjectId,
    captcha: { provider: config.captcha.provider, siteKey: config.captcha.siteKey },
    oauthProviders: enabledOAuthProviders(config),
    hoodLinks: config.hoodLinks,
  }
}
