import { createPrivateKey } from 'node:crypto'
import { resolve } from 'node:path'
import { OAUTH_PROVIDERS, type OAuthProvider } from '@kid/shared/account/user'
import type { Platform } from '@kid/shared/headers'
import { CAPTCHA_PROVIDERS } from '@kid/shared/public-config'
import { CronExpressionParser } from 'cron-parser'
import { z } from 'zod'
import { devRelayerKey } from '../chain/signer.ts'
import { CRASH_POINTS } from '../crash-point.ts'
import { REPO_ROOT } from '../paths.ts'
import { ENV_DOC, type EnvName } from './env.ts'

const optional = z.string().transform((v) => v.trim() || undefined)
const positiveInt = z.coerce.number().int().positive()
function isCron(text: string): boolean {
  try {
    CronExpressionParser.parse(text)
    return text.split(/\s+/).length >= 5
  } catch {
    return false
  }
}

const url = z.union([z.literal(''), z.url()]).transform((v) => v || undefined)

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().min(1),
  NODE_ENV: z.string().min(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  DATA_DIR: z.string().min(1),
  PUBLIC_URL: url.transform((v) => v?.replace(/\/+$/, '')),
  TRUST_PROXY: z.string().transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
  DATABASE_URL: optional,
  REDIS_URL: optional,
  RATE_LIMIT_PER_MINUTE: positiveInt,
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300),
  SMTP_URL: optional,
  MAIL_FROM: z.string().min(1),
  S3_ENDPOINT: url,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: z.string().min(1),
  S3_PUBLIC_URL: url,
  UPLOAD_MAX_IMAGE_BYTES: positiveInt,
  UPLOAD_MAX_VIDEO_BYTES: positiveInt,
  ANDROID_URL_OW: z.string(),
  ANDROID_URL_TF: z.string(),
  PLATFORM_KEY_WEB: optional,
  PLATFORM_KEY_ANDROID: optional,
  PLATFORM_KEY_IOS: optional,
  PLATFORM_KEY_MOBILE: optional,
  CHAIN_ID: positiveInt,
  WALLETCONNECT_PROJECT_ID: z.string().trim(),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS),
  CAPTCHA_SITE_KEY: z.string().trim(),
  CAPTCHA_SECRET: optional,
  CAPTCHA_HMAC_KEY: optional,
  ADMIN_TOKEN: optional.refine((v) => v === undefined || v.length >= 32, {
    error: 'ADMIN_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)',
  }),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: url,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  APPLE_CLIENT_ID: optional,
  APPLE_TEAM_ID: optional,
  APPLE_KEY_ID: optional,
  APPLE_PRIVATE_KEY: optional.transform((v) => v?.replaceAll('\\n', '\n')),
  TWITTER_CLIENT_ID: optional,
  TWITTER_CLIENT_SECRET: optional,
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  CHAIN_RPC_URL: url,
  CHAIN_PUBLIC_RPC_URL: url,
  CHAIN_EXPLORER_URL: url,
  CHAIN_PORT: z.union([z.literal(''), z.coerce.number().int().min(1).max(65535)]).transform((v) => v || 0),
  CHAIN_CONFIRMATIONS: z
    .union([z.literal(''), z.coerce.number().int().min(0)])
    .transform((v) => (v === '' ? undefined : v)),
  CHAIN_POLL_INTERVAL_MS: positiveInt,
  CHAIN_LOG_RANGE: positiveInt,
  SIGNER_PRIVATE_KEY: z.union([
    z.literal(''),
    z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex digits'),
  ]),
  RELAYER_PRIVATE_KEY: z.union([
    z.literal(''),
    z.literal('off'),
    z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex digits'),
  ]),
  DEPLOYMENT_FILE: optional,
  OPERATOR_EMAIL: z.union([z.literal(''), z.email()]).transform((v) => v || undefined),
  RECONCILE_CRON: z
    .string()
    .trim()
    .refine((v) => v === 'off' || isCron(v), { error: 'a cron expression (e.g. */10 * * * *) or off' })
    .transform((v) => (v === 'off' ? undefined : v)),
  ETH_PRICE_PROVIDER: z.enum(['coingecko', 'coinbase', 'none']),
  ETH_PRICE_URL: url,
  DEMO_DATA: z.enum(['0', '1']),
  HOOD_LINKS: z.enum(['0', '1']),
  KID_TEST_CRASH_AT: z.enum(['', ...CRASH_POINTS]).transform((v) => v || undefined),
} satisfies Record<EnvName, z.ZodType>)

export type S3Config = {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  publicUrl: string
}

/** The validated configuration of one server process. */
export type Config = ReturnType<typeof toConfig>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from an environment (process.env in main, a plain object in tests). */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const raw = Object.fromEntries(
    (Object.keys(ENV_DOC) as EnvName[]).map((name) => [name, env[name] ?? ENV_DOC[name].default]),
  )
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`)
  }
  return toConfig(parsed.data)
}

function toConfig(e: z.output<typeof schema>) {
  const dataDir = resolve(REPO_ROOT, e.DATA_DIR)
  const platformKeys: Record<Platform, string | undefined> = {
    web: e.PLATFORM_KEY_WEB,
    android: e.PLATFORM_KEY_ANDROID,
    ios: e.PLATFORM_KEY_IOS,
    mobile: e.PLATFORM_KEY_MOBILE,
  }
  const chain = chainConfig(e, dataDir)
  const production = e.NODE_ENV === 'production'
  if (production && !e.PUBLIC_URL) {
    // Without it every link we hand out (mail, token URIs, sign-in messages) would come from a
    // Host header a client chose.
    throw new ConfigError('PUBLIC_URL is required in production (e.g. PUBLIC_URL=https://kid.example)')
  }
  if (production && e.KID_TEST_CRASH_AT) {
    throw new ConfigError('KID_TEST_CRASH_AT is for the kill -9 tests only: unset it in production')
  }
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    logLevel: e.LOG_LEVEL,
    dataDir,
    /** The origin users reach the site at: PUBLIC_URL, in development http://localhost:PORT without it. */
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: s3Config(e),
    upload: { maxImageBytes: e.UPLOAD_MAX_IMAGE_BYTES, maxVideoBytes: e.UPLOAD_MAX_VIDEO_BYTES },
    androidUrl: { ow: e.ANDROID_URL_OW, tf: e.ANDROID_URL_TF },
    platformKeys,
    /** The chain the platform runs on: the embedded node's 31337, or CHAIN_ID checked against CHAIN_RPC_URL at start. */
    chainId: chain.chainId,
    chain,
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID,
    captcha: captchaConfig(e),
    adminToken: e.ADMIN_TOKEN,
    oauth: oauthConfig(e),
    /** Where operator alerts are mailed (reconciliation drift); undefined = the log only. */
    operatorEmail: e.OPERATOR_EMAIL,
    /** The reconciliation job's schedule (cron, UTC); undefined = not scheduled. */
    reconcileCron: e.RECONCILE_CRON,
    ethPrice: { provider: e.ETH_PRICE_PROVIDER, url: e.ETH_PRICE_URL },
    demoData: e.DEMO_DATA === '1',
    /** At most this many items per demo collection (not an env variable: the demo's test makes a small world). */
    demoItemsPerCollection: Number.POSITIVE_INFINITY,
    hoodLinks: e.HOOD_LINKS === '1',
    /** A test's crash point (KID_TEST_CRASH_AT, platform/crash-point.ts); undefined everywhere else. */
    crashAt: e.KID_TEST_CRASH_AT,
    /** The React Router build served by the web module (not an env variable: it follows the repo). */
    webBuildDir: resolve(REPO_ROOT, 'apps/web/build'),
    /** Pages from the web sources through Vite with HMR instead of webBuildDir (not an env variable: `npm run dev` sets it). */
    webDev: false,
    /** How often counters gathered in memory (views, visits) are written (not an env variable: tests set 0 and flush by hand). */
    writeBehindMs: 5_000,
  }
}

export type CaptchaConfig = {
  provider: (typeof CAPTCHA_PROVIDERS)[number]
  siteKey: string
  /** Turnstile / hCaptcha secret. */
  secret: string | undefined
  /** ALTCHA challenge signing key; undefined = the one generated into DATA_DIR/keys. */
  hmacKey: string | undefined
  /** ALTCHA work (not an env variable: tests lower it so that solving takes milliseconds). */
  altchaDifficulty?: { cost: number; counter: [number, number] }
}

function captchaConfig(e: z.output<typeof schema>): CaptchaConfig {
  const hosted = e.CAPTCHA_PROVIDER !== 'altcha'
  if (hosted && (!e.CAPTCHA_SITE_KEY || !e.CAPTCHA_SECRET)) {
    throw new ConfigError(
      `CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER}: CAPTCHA_SITE_KEY and CAPTCHA_SECRET are required too`,
    )
  }
  return {
    provider: e.CAPTCHA_PROVIDER,
    siteKey: hosted ? e.CAPTCHA_SITE_KEY : '',
    secret: e.CAPTCHA_SECRET,
    hmacKey: e.CAPTCHA_HMAC_KEY,
  }
}

export type OAuthClient = { clientId: string; clientSecret: string }
export type AppleClient = { clientId: string; teamId: string; keyId: string; privateKey: string }
export type OAuthClients = {
  /** `issuer`: an OpenID provider standing in for Google (GOOGLE_ISSUER). */
  google?: OAuthClient & { issuer?: string | undefined }
  facebook?: OAuthClient
  apple?: AppleClient
  twitter?: OAuthClient
  discord?: OAuthClient
}

/**
 * Each provider's client, when both its <PROVIDER>_CLIENT_ID and <PROVIDER>_CLIENT_SECRET are set;
 * Apple's when its id, team id, key id and private key are (half of them is a mistake worth a stop).
 */
function oauthConfig(e: z.output<typeof schema>): OAuthClients {
  const client = (clientId: string | undefined, clientSecret: string | undefined) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined
  const google = client(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET)
  const clients: OAuthClients = {
    ...(google ? { google: { ...google, issuer: e.GOOGLE_ISSUER } } : {}),
  }
  for (const provider of ['facebook', 'twitter', 'discord'] as const) {
    const prefix = provider.toUpperCase() as Uppercase<typeof provider>
    const found = client(e[`${prefix}_CLIENT_ID`], e[`${prefix}_CLIENT_SECRET`])
    if (found) clients[provider] = found
  }
  const apple = [e.APPLE_CLIENT_ID, e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY] as const
  const [clientId, teamId, keyId, privateKey] = apple
  if (clientId && teamId && keyId && privateKey) {
    if (!isEcP256Key(privateKey))
      throw new ConfigError('APPLE_PRIVATE_KEY: not an EC P-256 private key in PEM')
    clients.apple = { clientId, teamId, keyId, privateKey }
  } else if (apple.some(Boolean)) {
    throw new ConfigError(
      'Sign in with Apple needs APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY',
    )
  }
  return clients
}

function isEcP256Key(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyDetails?.namedCurve === 'prime256v1'
  } catch {
    return false
  }
}

/** The third-party sign-in providers that are configured (publicConfig.oauthProviders). */
export function enabledOAuthProviders(config: Pick<Config, 'oauth'>): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== undefined)
}

function s3Config(e: z.output<typeof schema>): S3Config | undefined {
  if (!e.S3_ENDPOINT) return undefined
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'S3_ENDPOINT is set: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too',
    )
  }
  const endpoint = e.S3_ENDPOINT.replace(/\/+$/, '')
  return {
    endpoint,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    region: e.S3_REGION,
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/+$/, ''),
  }
}

/** The embedded chain's id (anvil's default, and the shared chain table's local entry). */
export const EMBEDDED_CHAIN_ID = 31337

export type ChainConfig = {
  /** Undefined = start the embedded anvil node. */
  rpcUrl: string | undefined
  chainId: number
  publicRpcUrl: string | undefined
  /** Block explorer origin (links to contracts, tokens, transactions); undefined = the chain table's. */
  explorerUrl: string | undefined
  /** Embedded node's port; 0 = any free port. */
  port: number
  confirmations: number
  pollIntervalMs: number
  logRange: number
  signerKey: `0x${string}` | undefined
  /** The key that sends transactions for members (RELAYER_PRIVATE_KEY: withdrawals, .kid auto-renewals); undefined = no relayer. */
  relayerKey: `0x${string}` | undefined
  deploymentFile: string
}

function chainConfig(e: z.output<typeof schema>, dataDir: string): ChainConfig {
  const rpcUrl = e.CHAIN_RPC_URL
  const signerKey = e.SIGNER_PRIVATE_KEY ? (e.SIGNER_PRIVATE_KEY as `0x${string}`) : undefined
  if (!rpcUrl && e.CHAIN_ID !== EMBEDDED_CHAIN_ID) {
    throw new ConfigError(
      `CHAIN_ID=${e.CHAIN_ID} needs CHAIN_RPC_URL: without it the platform runs the embedded chain ${EMBEDDED_CHAIN_ID}`,
    )
  }
  if (rpcUrl && !signerKey) {
    // The dev key is public: on a real chain anyone could sign withdrawals with it.
    throw new ConfigError(
      'CHAIN_RPC_URL is set: SIGNER_PRIVATE_KEY is required (the dev signer exists only on the embedded chain)',
    )
  }
  // The embedded chain has a relayer unless told 'off' (a funded dev account of its own, as it has a
  // dev signer), so `npm start` shows what members get with one; a real chain needs the key set.
  const relayerKey =
    e.RELAYER_PRIVATE_KEY === 'off'
      ? undefined
      : e.RELAYER_PRIVATE_KEY
        ? (e.RELAYER_PRIVATE_KEY as `0x${string}`)
        : rpcUrl
          ? undefined
          : devRelayerKey()
  if (relayerKey && relayerKey.toLowerCase() === signerKey?.toLowerCase()) {
    // The signer's nonces are its own (registrations, blind boxes): the relayer sends as another account.
    throw new ConfigError('RELAYER_PRIVATE_KEY must be another key than SIGNER_PRIVATE_KEY')
  }
  const chainId = e.CHAIN_ID
  return {
    rpcUrl,
    chainId,
    publicRpcUrl: e.CHAIN_PUBLIC_RPC_URL,
    explorerUrl: e.CHAIN_EXPLORER_URL?.replace(/\/+$/, ''),
    port: e.CHAIN_PORT,
    confirmations: e.CHAIN_CONFIRMATIONS ?? (rpcUrl ? 12 : 0),
    pollIntervalMs: e.CHAIN_POLL_INTERVAL_MS,
    logRange: e.CHAIN_LOG_RANGE,
    signerKey,
    relayerKey,
    deploymentFile: e.DEPLOYMENT_FILE
      ? resolve(REPO_ROOT, e.DEPLOYMENT_FILE)
      : rpcUrl
        ? resolve(REPO_ROOT, `deployments/${chainId}.json`)
        : resolve(dataDir, 'chain/deployment.json'),
  }
}
