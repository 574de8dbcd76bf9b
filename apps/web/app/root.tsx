import appCss from './app.css?url'
import './lib/loadContext.ts'
import { useEffect, useMemo, useState } from 'react'
import {
  data,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from 'react-router'
import type { Route } from './+types/root'
import { ErrorView, ErrorViewBoundary } from './features/general/ErrorView.tsx'
import { describeRouteError } from './features/general/routeError.ts'
import { MemberSessionWhenSignedIn } from './features/shell/memberOnly.tsx'
import { OverlayProvider } from './features/shell/Overlays.tsx'
import { isChunkLoadError, reloadOnChunkError } from './lib/chunkReload.ts'
import { useCspNonce } from './lib/cspNonce.tsx'
import { requestGuard } from './lib/guards/requestGuard.ts'
import { pageMeta } from './lib/meta.ts'
import { readPublicConfig } from './lib/publicConfig.server.ts'
import { PublicConfigProvider } from './lib/publicConfig.tsx'
import { QueryCache, QueryCacheProvider } from './lib/query.tsx'
import { readSession } from './lib/session/readSession.ts'
import { SessionProvider } from './lib/session/SessionProvider.tsx'
import { Logo } from './ui/Logo.tsx'
import { ProgressBar } from './ui/ProgressBar.tsx'
import { Toaster } from './ui/Toaster.tsx'

// The style sheet has a precedence, so React puts it at the top of <head>, before the scripts'
// modulepreload links: a phone on a slow network fetches it first, and the first paint waits on it.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'high' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'KID — NFTs, drops, .kid names and communities for creators and fans',
    description:
      'KID is the web3 home for creators and fans: trade NFTs, launch drops, register .kid names, open blind boxes, join communities and play the Web3 quiz.',
  })

/** Runs on the server for every page and every client navigation: the guards, then the session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = readSession(request)
  const target = requestGuard(request, session)
  if (target) throw redirect(target)
  const { setCookie, ...snapshot } = session
  const publicConfig = readPublicConfig(context?.publicConfig)
  return data({ ...snapshot, publicConfig }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

/** Each path change asks the server again, so client navigations are guarded by the server too. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate
}

/** zod reads `globalThis.__zod_globalConfig` when it loads (zod/v4/core `globalConfig`). */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true}'

export function Layout({ children }: { children: React.ReactNode }) {
  // The server's per-response CSP nonce: these render inline scripts (docs/security.md).
  const nonce = useCspNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#07070d" />
        {/* Before any module: zod compiles object parsers with `new Function` unless jitless, and
            even its probe for that is reported as a CSP violation (script-src has no 'unsafe-eval'). */}
        <script nonce={nonce}>{ZOD_JITLESS}</script>
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[7000] rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function useChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload
      if (reloadOnChunkError(payload ?? new Error('Unable to preload CSS'))) event.preventDefault()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnChunkError(event.reason)
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queries] = useState(() => new QueryCache())
  useChunkReload()
  const { publicConfig, ...snapshot } = loaderData
  // One snapshot object per server answer: SessionProvider resets its state when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the loader answer itself
  const session = useMemo(() => snapshot, [loaderData])
  return (
    <QueryCacheProvider cache={queries}>
      <PublicConfigProvider config={publicConfig}>
        <SessionProvider initial={session}>
          <MemberSessionWhenSignedIn />
          <OverlayProvider>
            <ProgressBar />
            <Outlet />
            <Toaster />
          </OverlayProvider>
        </SessionProvider>
      </PublicConfigProvider>
    </QueryCacheProvider>
  )
}

/** The last resort: the root itself failed, so no header (it needs the session) — a plain frame. */
export function ErrorBoundary() {
  const error = useRouteError()
  useEffect(() => {
    reloadOnChunkError(error)
  }, [error])
  const { status, message } = describeRouteError(error)
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-[1440px] items-center px-6">
          <a href="/" aria-label="KID home" className="rounded-lg">
            <Logo />
          </a>
        </div>
      </div>
      <main id="main" className="flex-1">
        <ErrorViewBoundary>
          <ErrorView status={status} message={message} />
        </ErrorViewBoundary>
      </main>
    </div>
  )
}
