import type { PublicConfig } from '@kid/shared/public-config'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
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

/** Server-renders shell parts the way the root route wraps them. */
export function renderShell(
  ui: ReactNode,
  {
    path = '/',
    session = visitor,
    config = {},
  }: { path?: string; session?: SessionSnapshot; config?: Partial<PublicConfig> } = {},
) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <PublicConfigProvider config={{ ...DEFAULT_PUBLIC_CONFIG, ...config }}>
        <QueryCacheProvider cache={new QueryCache()}>
          <SessionProvider initial={session}>
            <OverlayProvider>{ui}</OverlayProvider>
          </SessionProvider>
        </QueryCacheProvider>
      </PublicConfigProvider>
    </MemoryRouter>,
  )
}
