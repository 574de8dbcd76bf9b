import { Link, useLocation } from 'react-router'
import { authHref } from '../../lib/authLinks.ts'
import { useScrolledPastTop } from '../../lib/hooks/useScrolledPastTop.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { cn } from '../../ui/cn.ts'
import { Logo } from '../../ui/Logo.tsx'
import { AvatarButton } from './AvatarButton.tsx'
import { KidSearchBox } from './KidSearchBox.tsx'
import { NotificationBell } from './NotificationBell.tsx'

/** The kid layout's header: name search box, bell with unread dot, avatar (wallet card) or Log In. */
export function KidHeader() {
  const { loggedIn, embedded } = useSession()
  const { pathname, search } = useLocation()
  const scrolled = useScrolledPastTop()
  if (embedded) return null
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-[100] hidden border-b transition-colors desk:block',
        scrolled ? 'border-line bg-surface/90 shadow-sm backdrop-blur-md' : 'border-transparent bg-canvas',
      )}
    >
      <div className="mx-auto flex h-18 max-w-[1440px] items-center gap-6 px-6">
        <Link to="/" aria-label="KID home" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <KidSearchBox className="mx-auto" />
        <div className="flex items-center gap-2">
          <NotificationBell tone="light" />
          {loggedIn ? (
            <AvatarButton tone="light" />
          ) : (
            <Link to={authHref('login', `${pathname}${search}`)} className={buttonClass('primary', 'sm')}>
              Log In
            </Link>
          )}
        </div>
      </div>
    </header>
  )
}
