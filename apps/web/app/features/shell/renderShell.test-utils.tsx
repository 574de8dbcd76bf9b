import type { PublicConfig } from '@kid/shared/public-config'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { MemoryRouter } from 'react-router'
import { DEFAULT_PUBLIC_CONFIG, PublicConfigProvider } from '../../lib/publicConfig.tsx'
import { QueryCache, QueryCacheProvider } from '../../lib/query.tsx'
import { SessionProvider, type SessionSnapshot } from '../../lib/session/SessionProvider.tsx'
import { EMPTY_USER } from '../../lib/session/user.ts'
import { OverlayProvider } from './Overlays.tsx'

export const visitor: SessionSnapshot = {
  user: EMPTY_USER,
  loggedIn: false,
  embedded: false,
  isMobile: false,
}

export const member: SessionSnapshot = {
  user: {
    ...EMPTY_USER,
    id: '1',
    username: 'ann',
    walletaddress: '0x1234567890abcdef1234567890abcdef1234abcd',
  },
  loggedIn: true,
  embedded: false,
  isMobile: false,
}

interface ShellOptions {
  path?: string
  session?: SessionSnapshot
  config?: Partial<PublicConfig>
}

/** Server-renders shell parts the way the root route wraps them. */
export function renderShell(ui: ReactNode, options: ShellOptions = {}) {
  return renderToString(inShell(ui, options))
}

/**
 * The same, waiting for what loads on demand (memberOnly, lazyPart) as the server's streaming
 * render does; renderShell leaves those to the browser.
 */
export async function renderShellComplete(ui: ReactNode, options: ShellOptions = {}) {
  const { prelude } = await prerender(inShell(ui, options))
  return new Response(prelude).text()
}

function inShell(ui: ReactNode, { path = '/', session = visitor, config = {} }: ShellOptions) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <PublicConfigProvider config={{ ...DEFAULT_PUBLIC_CONFIG, ...config }}>
        <QueryCacheProvider cache={new QueryCache()}>
          <SessionProvider initial={session}>
            <OverlayProvider>{ui}</OverlayProvider>
          </SessionProvider>
        </QueryCacheProvider>
      </PublicConfigProvider>
    </MemoryRouter>
  )
}
