import type { ComponentType, ReactNode } from 'react'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'
import { lazyPart } from '../../ui/lazyPart.tsx'

/**
 * A part only a signed-in member has (their avatar, a creator's actions, the realtime connection):
 * a lazyPart drawn only while signed in, so a visitor's first load carries none of its code.
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

/** A member's avatar button in a header (AvatarButton.tsx), its size held while its code loads. */
export const MemberAvatar = memberOnly(
  () => import('./AvatarButton.tsx').then((m) => m.AvatarButton),
  ({ className }) => (
    <span aria-hidden="true" className={cn('inline-block size-9 rounded-full', className)} />
  ),
)
