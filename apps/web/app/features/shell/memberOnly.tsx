import { type ComponentType, useSyncExternalStore } from 'react'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { lazyPart } from '../../ui/lazyPart.tsx'

const noSubscription = () => () => {}

/**
 * A part only a signed-in member has (the realtime connection, a creator's actions): drawn in the
 * browser once the page has hydrated, its code loaded then, so a visitor's first load carries
 * none of it. Not in the server's HTML: a button there whose code is still loading drops the
 * click, and a part React is still to hydrate holds back the updates that reach it. So it is for
 * what can appear a moment after the page, never for what a member reaches for at once (the
 * header's avatar stays in the shell).
 */
export function memberOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyPart(load)
  return function MemberOnly(props: P) {
    const { loggedIn } = useSession()
    // False on the server and while hydrating, true after: the part joins the page afterwards.
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    )
    return loggedIn && hydrated ? <Part {...props} /> : null
  }
}

/** The member's session-wide effects (MemberSession.tsx), mounted once at the root. */
export const MemberSessionWhenSignedIn = memberOnly(() =>
  import('./MemberSession.tsx').then((m) => m.MemberSession),
)
