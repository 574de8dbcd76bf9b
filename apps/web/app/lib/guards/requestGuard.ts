import { randomMarker } from '../randomMarker.ts'
import { readSession } from '../session/readSession.ts'
import { guardRedirect } from './guard.ts'

/** The guards for a server request: where to send it (login, /index, /), or undefined to go on. */
export function requestGuard(request: Request, session = readSession(request)): string | undefined {
  const url = new URL(request.url)
  return guardRedirect({
    pathname: url.pathname,
    search: url.search,
    hasToken: session.loggedIn,
    isMobile: session.isMobile,
    marker: randomMarker(),
  })
}
