import { Link, NavLink, useLocation } from 'react-router'
import { useScrolledPastTop } from '../../lib/hooks/useScrolledPastTop.ts'
import { useOutsideNav } from '../../lib/links.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'
import { Logo } from '../../ui/Logo.tsx'
import { AuthButtons } from './AuthButtons.tsx'
import { AvatarButton } from './AvatarButton.tsx'
import { CreateMenu } from './CreateMenu.tsx'
import { GetAppMenu } from './GetAppMenu.tsx'
import { MenuDrawer } from './MenuDrawer.tsx'
import { NotificationBell } from './NotificationBell.tsx'
import { MAIN_NAV, showsHeaderSearch } from './nav.ts'
import { PhoneTopBar } from './PhoneTopBar.tsx'
import { SearchButton } from './SearchButton.tsx'
import type { HeaderTone } from './tone.ts'

/**
 * The site header of spec 000 §2.4, and below 750 px the phones' bar in its place (both by CSS, so
 * the server's HTML is right for phones before any script runs). Not rendered inside the native app.
 */
export function Header({ tone = 'light' }: { tone?: HeaderTone }) {
  return (
    <>
      <DesktopHeader tone={tone} />
      <PhoneTopBar />
    </>
  )
}

function DesktopHeader({ tone }: { tone: HeaderTone }) {
  const { loggedIn, embedded } = useSession()
  const { pathname } = useLocation()
  const scrolled = useScrolledPastTop()
  const outside = useOutsideNav()
  if (embedded) return null
  const dark = tone === 'dark'

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-[100] hidden transition-[background-color,box-shadow,border-color] duration-200 desk:block',
        'border-b',
        dark
          ? scrolled
            ? 'border-white/10 bg-ink-950/85 shadow-[0_8px_30px_-12px_rgb(0_0_0/0.6)] backdrop-blur-md'
            : 'border-transparent bg-ink-950'
          : scrolled
            ? 'border-line bg-surface/90 shadow-sm backdrop-blur-md'
            : 'border-transparent bg-canvas',
      )}
    >
      <div className="mx-auto flex h-18 max-w-[1440px] items-center gap-4 px-6">
        <Link to="/" aria-label="KID home" className="shrink-0 rounded-lg">
          <Logo tone={dark ? 'light' : 'dark'} />
        </Link>

        <nav aria-label="Main" className="ml-4 flex min-w-0 items-center gap-1">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  dark
                    ? isActive
                      ? 'bg-white/12 text-white'
                      : 'text-white/80 hover:text-white'
                    : isActive
                      ? 'bg-ink-900/6 text-fg'
                      : 'text-fg-muted hover:text-fg',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          {outside.length > 0 && (
            <span
              aria-hidden="true"
              className={cn(
                'mx-2 hidden h-5 w-px min-[1360px]:block',
                dark ? 'bg-white/20' : 'bg-line-strong',
              )}
            />
          )}
          {outside.map((item) => (
            <a
              key={item.href}
              href={item.href}
              className={cn(
                'hidden rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors min-[1360px]:inline-block',
                dark ? 'text-white/80 hover:text-white' : 'text-fg-muted hover:text-fg',
              )}
            >
              {item.label}
            </a>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          {showsHeaderSearch(pathname) && <SearchButton tone={tone} />}
          <GetAppMenu tone={tone} />
          <NotificationBell tone={tone} />
          <div className="mx-1">
            <CreateMenu tone={tone} />
          </div>
          {loggedIn ? <AvatarButton tone={tone} className="ml-1" /> : <AuthButtons tone={tone} />}
          {/* Members always get MENU; visitors need it only when the outside links do not fit. */}
          <div className={cn(!loggedIn && 'min-[1360px]:hidden')}>
            <MenuDrawer tone={tone} />
          </div>
        </div>
      </div>
    </header>
  )
}
