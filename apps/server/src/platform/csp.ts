import { randomBytes } from 'node:crypto'
import { chainById } from '@kid/shared/chains'
import type { CaptchaProvider } from '@kid/shared/public-config'

/** What a page may reach beyond its own origin, known once at start (see cspSourcesOf). */
export type CspSources = {
  connect: string[]
  img: string[]
  media: string[]
  script: string[]
  frame: string[]
  font: string[]
}

/** WalletConnect's relay, RPC, verify frame and QR modal (its wallet list, icons and fonts). */
const WALLETCONNECT = {
  connect: [
    'https://*.walletconnect.com',
    'https://*.walletconnect.org',
    'wss://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'https://*.web3modal.org',
    'https://*.web3modal.com',
    'https://*.reown.com',
  ],
  img: [
    'https://*.walletconnect.com',
    'https://*.walletconnect.org',
    'https://*.web3modal.org',
    'https://*.reown.com',
  ],
  frame: [
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
    'https://secure.walletconnect.org',
  ],
  font: ['https://fonts.reown.com'],
}

/** The hosted captcha widgets: their script, their frame and the calls they make. */
const CAPTCHA_HOSTS: Record<CaptchaProvider, string[]> = {
  altcha: [],
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
}

export type CspSourceConfig = {
  /** The chain RPC the browser reads (open/chain/config `rpcUrl`). */
  publicRpcUrl: string | undefined
  chainId: number
  walletConnectProjectId: string
  captcha: CaptchaProvider
  /** S3_PUBLIC_URL: where uploaded images are served from when uploads go to S3. */
  uploadsUrl: string | undefined
}

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? [] : [origin]
  } catch {
    return []
  }
}

/**
 * The hosts a page talks to besides its own origin: the chain RPC (the configured one and the
 * chain table's, which the wallet library falls back to), WalletConnect when configured, the
 * hosted captcha, and the S3 origin of uploaded images.
 */
export function cspSourcesOf(config: CspSourceConfig): CspSources {
  const rpc = [
    ...originOf(config.publicRpcUrl),
    ...(chainById(config.chainId)?.chainParams.rpcUrls ?? []).flatMap(originOf),
  ]
  const wc = config.walletConnectProjectId ? WALLETCONNECT : { connect: [], img: [], frame: [], font: [] }
  const captcha = CAPTCHA_HOSTS[config.captcha]
  const unique = (list: string[]) => [...new Set(list)]
  return {
    connect: unique([...rpc, ...wc.connect, ...captcha]),
    img: unique([...originOf(config.uploadsUrl), ...wc.img]),
    media: originOf(config.uploadsUrl),
    script: unique(captcha),
    frame: unique([...wc.frame, ...captcha]),
    font: unique(wc.font),
  }
}

/** A fresh nonce for one page response (128 random bits). */
export const newNonce = () => randomBytes(16).toString('base64')

/**
 * The policy of a page. Scripts: our own files and inline scripts carrying this response's nonce
 * (React Router's context and hydration scripts); inline event handlers never run. No framing by
 * any site. In development (Vite, HMR) scripts are Vite's inline modules and eval: the nonce
 * gives way to 'unsafe-inline' there, and the HMR websocket joins connect-src. `origin`: the site's
 * origin the page was served at, whose ws(s) form is the realtime channel's.
 */
export function pageCsp(
  sources: CspSources,
  options: { nonce: string; dev: boolean; host?: string; origin?: string },
): string {
  const join = (...list: string[]) => list.filter(Boolean).join(' ')
  const script = options.dev
    ? join("'self'", "'unsafe-inline'", "'unsafe-eval'", ...sources.script)
    : join("'self'", `'nonce-${options.nonce}'`, ...sources.script)
  const hmr = options.dev && options.host ? [`ws://${options.host}`, `wss://${options.host}`] : []
  // The realtime socket (docs/realtime.md) on the page's own origin: CSP 3 lets 'self' match ws(s)
  // of the same host, but browsers that predate it (Safari before 15.4) need the origin spelled out.
  const realtime = options.origin ? [options.origin.replace(/^http/, 'ws')] : []
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "script-src-attr 'none'",
    `style-src ${join("'self'", "'unsafe-inline'", ...sources.script)}`,
    `img-src ${join("'self'", 'data:', 'blob:', ...sources.img)}`,
    `font-src ${join("'self'", 'data:', ...sources.font)}`,
    `connect-src ${join("'self'", ...realtime, ...sources.connect, ...hmr)}`,
    `frame-src ${sources.frame.length ? join(...sources.frame) : "'none'"}`,
    "worker-src 'self' blob:",
    `media-src ${join("'self'", 'blob:', ...sources.media)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The policy of everything that is not a page (API answers, uploads, files): nothing runs, nothing frames it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"
