import { Link } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Logo } from '../../ui/Logo.tsx'
import { AuthButtons } from './AuthButtons.tsx'
import { AvatarButton } from './AvatarButton.tsx'
import { MenuDrawer } from './MenuDrawer.tsx'
import { NotificationBell } from './NotificationBell.tsx'
import { SearchButton } from './SearchButton.tsx'

/**
 * Phones never get the site header (spec 000 §2.4), but they keep its navigation: below 750 px
 * this bar has the logo, search, Log In and Sign Up (or the bell and the avatar with the wallet
 * card) and MENU, the drawer with everything the header has. The tab bar (TabBar.tsx) does the rest.
 */
export function PhoneTopBar() {
  const { loggedIn, embedded } = useSession()
  if (embedded) return null
  return (
    <nav aria-label="Mobile" className="flex h-14 items-center gap-1 bg-ink-950 pr-2 pl-4 desk:hidden">
      <Link to="/" aria-label="KID home" className="mr-auto rounded-lg">
        <Logo tone="light" />
      </Link>
      <SearchButton tone="dark" />
      {loggedIn ? (
        <>
          <NotificationBell tone="dark" />
          <AvatarButton tone="dark" className="mx-1" />
        </>
      ) : (
        <AuthButtons tone="dark" />
      )}
      <MenuDrawer tone="dark" />
    </nav>
  )
}
