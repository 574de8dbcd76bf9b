import type { ComponentType, ReactNode } from 'react'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { lazyPart } from '../../ui/lazyPart.tsx'

/**
 * A part only a signed-in member has (the realtime connection, a creator's actions): a lazyPart
 * drawn only while signed in, so a visitor's first load carries none of its code. Not for what a
 * member clicks the moment a page arrives (the avatar): a click on it before its code is in is lost.
 */
export function memberOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
): ComponentType<P> {
  const Part = lazyPart(load, fallback)
  return function MemberOnly(props: P) {
    const { loggedIn } = useSession()
    return loggedIn ? <Part {...props} /> : null
  }
}

/** The member's session-wide effects (MemberSession.tsx), mounted once at the root. */
export const MemberSessionWhenSignedIn = memberOnly(() =>
  import('./MemberSession.tsx').then((m) => m.MemberSession),
)
