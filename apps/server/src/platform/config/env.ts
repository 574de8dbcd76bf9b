/**
 * Every environment variable the server reads: its default and what it means. This table is the
 * one source for the defaults (loadConfig applies them) and for docs/env.md (a test keeps the
 * document in step with it).
 */
export type EnvVariable = { default: string; meaning: string }

export const ENV_DOC = {
  PORT: { default: '3000', meaning: 'TCP port the HTTP server listens on.' },
  HOST: { default: '0.0.0.0', meaning: 'Interface the HTTP server binds to.' },
  NODE_ENV: {
    default: 'development',
    meaning: '`production` turns off development pages (/dev/mailbox) and requires PUBLIC_URL.',
  },
  LOG_LEVEL: {
    default: 'info',
    meaning: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  DATA_DIR: {
    default: './data',
    meaning:
      'Where embedded state lives (PGlite database, platform keys, uploads). A relative path is resolved against the repository root.',
  },
  PUBLIC_URL: {
    default: '',
    meaning:
      'The origin users reach the site at (e.g. https://kid.example): links in e-mails, token URIs, the domain wallet sign-in messages must name. Required in production; empty in development = http://localhost:PORT, and the site also answers as itself on localhost, 127.0.0.1 and [::1].',
  },
  TRUST_PROXY: {
    default: '',
    meaning:
      "Comma list of proxy IPs/CIDRs (or `loopback`) whose real-ip / x-forwarded-for headers are believed: set it to your load balancer or local proxy (which must overwrite x-real-ip). Empty = trust none: the socket address is the client. Page rendering needs none of it (loaders call the API in-process with the visitor's IP).",
  },
  DATABASE_URL: {
    default: '',
    meaning: 'postgres://… of a PostgreSQL server. Empty = embedded PGlite in DATA_DIR/pglite.',
  },
  REDIS_URL: {
    default: '',
    meaning:
      'redis://… shared by all server copies for rate limits and the signature replay cache. Empty = in-process (one copy only).',
  },
  RATE_LIMIT_PER_MINUTE: {
    default: '600',
    meaning: 'API requests allowed per client IP per minute (all /api calls together).',
  },
  PAGE_CACHE_SECONDS: {
    default: '5',
    meaning:
      "Seconds a visitor's public page (PUBLIC_PAGES) is served from the server's cache, then 30 s more while it is rendered again. 0 = render every request. Members are never served from it.",
  },
  SMTP_URL: {
    default: '',
    meaning:
      'smtp(s)://user:pass@host:port for outgoing mail. Empty = mail goes to the database outbox, shown at /dev/mailbox.',
  },
  MAIL_FROM: { default: 'KID <no-reply@kid.local>', meaning: 'From address of every e-mail.' },
  S3_ENDPOINT: {
    default: '',
    meaning:
      'S3-compatible endpoint (e.g. https://s3.eu-west-1.amazonaws.com). Empty = files in DATA_DIR/uploads.',
  },
  S3_BUCKET: { default: '', meaning: 'Bucket for uploads (path-style addressing).' },
  S3_ACCESS_KEY_ID: { default: '', meaning: 'S3 access key id.' },
  S3_SECRET_ACCESS_KEY: { default: '', meaning: 'S3 secret access key.' },
  S3_REGION: { default: 'us-east-1', meaning: 'S3 region used in request signing.' },
  S3_PUBLIC_URL: {
    default: '',
    meaning: 'Public base URL of uploaded objects; empty = `<S3_ENDPOINT>/<S3_BUCKET>`.',
  },
  UPLOAD_MAX_IMAGE_BYTES: {
    default: String(10 * 1024 * 1024),
    meaning: 'Largest accepted image upload (bytes).',
  },
  UPLOAD_MAX_VIDEO_BYTES: {
    default: String(100 * 1024 * 1024),
    meaning: 'Largest accepted video upload (bytes).',
  },
  ANDROID_URL_OW: { default: '', meaning: 'Android app download link `ow` (GET open/android/url).' },
  ANDROID_URL_TF: { default: '', meaning: 'Android app download link `tf` (GET open/android/url).' },
  PLATFORM_KEY_WEB: {
    default: '',
    meaning:
      'PEM private key (RSA) of the web platform for the signature header; its X25519 key is derived from it. Empty = generated once into DATA_DIR/keys.',
  },
  PLATFORM_KEY_ANDROID: { default: '', meaning: 'PEM private key of the android platform (as above).' },
  PLATFORM_KEY_IOS: { default: '', meaning: 'PEM private key of the ios platform (as above).' },
  PLATFORM_KEY_MOBILE: { default: '', meaning: 'PEM private key of the mobile (H5) platform (as above).' },
  CHAIN_ID: {
    default: '31337',
    meaning:
      "Chain id the platform runs on (told to browsers; wallet sign-in messages are bound to it). With CHAIN_RPC_URL it must be that node's id (checked at start: 1, 56, 137 or a test network); without it only 31337, the embedded anvil chain.",
  },
  WALLETCONNECT_PROJECT_ID: {
    default: '',
    meaning:
      'WalletConnect Cloud project id. Empty = the wallet dialog offers the injected browser wallet only.',
  },
  CAPTCHA_PROVIDER: {
    default: 'altcha',
    meaning:
      'Captcha asked for after repeated failed sign-ins or code requests: `altcha` (self-hosted proof of work, no third party), `turnstile` (Cloudflare) or `hcaptcha`.',
  },
  CAPTCHA_SITE_KEY: { default: '', meaning: 'Site key of Turnstile or hCaptcha (public; sent to browsers).' },
  CAPTCHA_SECRET: { default: '', meaning: 'Secret key of Turnstile or hCaptcha (server-side siteverify).' },
  CAPTCHA_HMAC_KEY: {
    default: '',
    meaning:
      'Server secret: signs ALTCHA challenges and e-mail change links, keys the stored hashes of e-mail codes; every server copy needs the same one. Empty = generated once into DATA_DIR/keys/captcha-hmac.key.',
  },
  ADMIN_TOKEN: {
    default: '',
    meaning:
      'Bearer token of the operator endpoint POST /admin/run (the `npm run admin` commands over HTTP, e.g. while PGlite is held by the server). Empty = the endpoint does not exist.',
  },
  GOOGLE_CLIENT_ID: {
    default: '',
    meaning: 'Google sign-in OAuth client id. Google sign-in is offered when id and secret are set.',
  },
  GOOGLE_CLIENT_SECRET: { default: '', meaning: 'Google sign-in OAuth client secret.' },
  GOOGLE_ISSUER: {
    default: '',
    meaning:
      'OpenID Connect issuer used for "Google" sign-in instead of Google itself: its endpoints come from `<issuer>/.well-known/openid-configuration` (the tests point it at a local provider). Empty = Google.',
  },
  FACEBOOK_CLIENT_ID: {
    default: '',
    meaning: 'Facebook sign-in app id (offered when id and secret are set).',
  },
  FACEBOOK_CLIENT_SECRET: { default: '', meaning: 'Facebook sign-in app secret.' },
  APPLE_CLIENT_ID: {
    default: '',
    meaning:
      'Sign in with Apple services id. Offered when it, APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY are set (the client secret is a JWT signed with the key for each sign-in).',
  },
  APPLE_TEAM_ID: { default: '', meaning: 'Apple developer team id.' },
  APPLE_KEY_ID: { default: '', meaning: 'Id of the Sign in with Apple key.' },
  APPLE_PRIVATE_KEY: {
    default: '',
    meaning: 'The Sign in with Apple key (.p8, PEM; `\\n` may stand for line breaks).',
  },
  TWITTER_CLIENT_ID: {
    default: '',
    meaning: 'Twitter (X) OAuth 2.0 client id (offered when id and secret are set).',
  },
  TWITTER_CLIENT_SECRET: { default: '', meaning: 'Twitter (X) OAuth 2.0 client secret.' },
  DISCORD_CLIENT_ID: {
    default: '',
    meaning: 'Discord OAuth client id (offered when id and secret are set).',
  },
  DISCORD_CLIENT_SECRET: { default: '', meaning: 'Discord OAuth client secret.' },
  CHAIN_RPC_URL: {
    default: '',
    meaning:
      'JSON-RPC URL of the EVM chain the platform runs on (kept on the server: it may hold an API key). Empty = an embedded anvil node, state in DATA_DIR/chain, contracts deployed once.',
  },
  CHAIN_PUBLIC_RPC_URL: {
    default: '',
    meaning:
      "RPC URL handed to browsers in open/chain/config. Empty = the embedded node's URL, or the chain table's public RPC for CHAIN_ID.",
  },
  CHAIN_EXPLORER_URL: {
    default: '',
    meaning:
      "Block explorer of the chain, one with Etherscan's paths (/address/, /nft/, /tx/; e.g. https://sepolia.etherscan.io): item pages link the contract and token there, and transactions link to it. Empty = the chain table's explorer for CHAIN_ID (etherscan, bscscan, polygonscan); none on the embedded chain, which then shows no links.",
  },
  CHAIN_PORT: {
    default: '',
    meaning:
      'Loopback port of the embedded anvil node. Empty = any free port (set 8545 for a stable wallet setup).',
  },
  CHAIN_CONFIRMATIONS: {
    default: '',
    meaning:
      'Blocks the indexer waits below the head before applying an event. Empty = 0 on the embedded chain (it never reorganises by itself), 12 elsewhere.',
  },
  CHAIN_POLL_INTERVAL_MS: {
    default: '1000',
    meaning: 'How often the indexer asks the node for new blocks (ms).',
  },
  CHAIN_LOG_RANGE: {
    default: '2000',
    meaning: 'Most blocks the indexer reads in one eth_getLogs call (public RPCs limit the span).',
  },
  SIGNER_PRIVATE_KEY: {
    default: '',
    meaning:
      '0x key of the server signer (withdrawals, .kid registrations, blind boxes); required with CHAIN_RPC_URL. Empty on the embedded chain = anvil dev account 1.',
  },
  RELAYER_PRIVATE_KEY: {
    default: '',
    meaning:
      "0x key of the platform's relayer: it sends members' withdrawals when they ask (token/withdraw/relay) and renews .kid names with auto-renew on, paying gas (and the renewals' ETH) from this account, which needs the chain's coin and must be another key than SIGNER_PRIVATE_KEY. Empty on the embedded chain = anvil dev account 2; empty with CHAIN_RPC_URL, or off = no relayer: members send withdrawals from their own wallets and auto-renew is not offered.",
  },
  DEPLOYMENT_FILE: {
    default: '',
    meaning:
      'JSON record of the deployed contracts (written by `npm run deploy`). Empty = deployments/<CHAIN_ID>.json at the repository root; the embedded chain uses DATA_DIR/chain/deployment.json.',
  },
  OPERATOR_EMAIL: {
    default: '',
    meaning:
      "Where operator alerts are mailed (through the platform mailer: SMTP_URL, else the outbox): the funding contract's reconciliation drifting from the ledger, and its return to balance. Empty = alerts go to the server log only (an error line).",
  },
  RECONCILE_CRON: {
    default: '*/10 * * * *',
    meaning:
      "When the reconciliation job compares the funding contract's USDT balance with the ledger (cron, UTC; five fields, or six with seconds first). `off` = never on a schedule (`npm run admin -- ledger reconcile` still runs it).",
  },
  ETH_PRICE_PROVIDER: {
    default: 'coingecko',
    meaning:
      'Where open/ethprice reads the ETH/USD rate: `coingecko`, `coinbase` or `none` (the call then answers that the price is unavailable; no price is ever invented).',
  },
  ETH_PRICE_URL: {
    default: '',
    meaning:
      "Overrides the provider's endpoint (same response format), e.g. a proxy or a test server. Empty = the provider's public API.",
  },
  HOOD_LINKS: {
    default: '0',
    meaning:
      "`1` when this deployment serves the Hood app under /hood/ (a proxy in front): the header and MENU then show Hood, Drop, Pump and FansHomie (spec 000 §2.4). Off by default, so they never lead to 'This page could not be found'.",
  },
  DEMO_DATA: {
    default: '1',
    meaning:
      '`0` turns off the demo world that the embedded chain gets on a fresh database: six creators with a collection each and about 230 pieces of generated art, listed, bought, offered on and auctioned by four collectors (docs/api.md "Demo world").',
  },
  KID_TEST_CRASH_AT: {
    default: '',
    meaning:
      'Tests only (the kill -9 tests, `platform/crash-point.ts`): `deposit-before-commit` or `deposit-after-commit` makes the process SIGKILL itself right before, or right after, the commit of the indexer transaction that credited a deposit. Never set it anywhere else: refused when NODE_ENV=production. Empty = no crash point.',
  },
} as const satisfies Record<string, EnvVariable>

export type EnvName = keyof typeof ENV_DOC

/** The table of every variable, its default and meaning, in Markdown. */
export function renderEnvTable(): string {
  const rows = Object.entries(ENV_DOC).map(
    ([name, v]) => `| \`${name}\` | ${v.default ? `\`${v.default}\`` : '(empty)'} | ${v.meaning} |`,
  )
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n')
}

/** docs/env.md in full. */
export function renderEnvDoc(): string {
  return [
    '# Environment variables',
    '',
    'Generated from `apps/server/src/platform/config/env.ts` (`npm run docs:env -w @kid/server`); a test fails when this file is stale.',
    '',
    renderEnvTable(),
    '',
  ].join('\n')
}

const README_BEGIN = '<!-- env:begin -->'
const README_END = '<!-- env:end -->'

/** The README with its environment table (between the env markers) replaced by the current one. */
export function withEnvTable(readme: string): string {
  const begin = readme.indexOf(README_BEGIN)
  const end = readme.indexOf(README_END)
  if (begin < 0 || end < begin) throw new Error(`README.md lacks the ${README_BEGIN} … ${README_END} markers`)
  return `${readme.slice(0, begin + README_BEGIN.length)}\n${renderEnvTable()}\n${readme.slice(end)}`
}
