import { z } from 'zod'
import { OAUTH_PROVIDERS } from './account/user.ts'

/**
 * What the server tells every page about itself (passed to SSR in the load context and returned by
 * the root loader): never a secret, only what a browser needs to talk to the platform.
 */
/** Captcha providers: ALTCHA is self-hosted (no third party); the others are hosted services. */
export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'hcaptcha'] as const
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number]

export const publicConfigSchema = z.object({
  /** The chain the platform runs on; wallet sign-in messages are bound to it. */
  chainId: z.number().int().positive(),
  /** Empty when WalletConnect is not configured: the wallet dialog then offers the injected wallet only. */
  walletConnectProjectId: z.string(),
  captcha: z.object({
    provider: z.enum(CAPTCHA_PROVIDERS),
    /** The hosted providers' site key; empty for the self-hosted ALTCHA. */
    siteKey: z.string(),
  }),
  /** Third-party sign-in providers that have a client id and secret configured. */
  oauthProviders: z.array(z.enum(OAUTH_PROVIDERS)),
  /** The deployment serves the Hood app under /hood/: the header's outside links lead somewhere. */
  hoodLinks: z.boolean(),
})
export type PublicConfig = z.infer<typeof publicConfigSchema>
