import {
  BadgeDollarSign,
  Bell,
  FolderHeart,
  Gift,
  LogOut,
  Settings,
  ShoppingBag,
  TabletSmartphone,
  UserRound,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { authHref, loginPathHref } from '../../lib/authLinks.ts'
import { isLive } from '../../lib/domains.ts'
import { useOutsideNav } from '../../lib/links.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'
import { Drawer } from '../../ui/Drawer.tsx'
import { CREATE_MENU } from './createMenu.ts'
import { ACCOUNT_MENU, MAIN_NAV } from './nav.ts'
import { useOverlays } from './Overlays.tsx'

function Row({ icon, children, onClick }: { icon: ReactNode; children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-sm font-semibold text-fg hover:bg-brand-50 hover:text-brand-700"
    >
      <span className="text-fg-muted [&>svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      {children}
    </button>
  )
}

/**
 * The right-hand drawer titled MENU (MenuDrawer.tsx loads it on first opening): the sections,
 * Create, the member's pages or Log In and Sign Up, and the app download. On phones it is
 * everything the desktop header has.
 */
export function MenuPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { loggedIn, user, signOut } = useSession()
  const { openAppDownload } = useOverlays()
  const outside = useOutsideNav()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  const setOpen = onOpenChange
  const go = (to: string) => {
    setOpen(false)
    navigate(to)
  }

  return (
    <Drawer open={open} onOpenChange={setOpen} title="MENU">
      <div className="flex flex-col gap-6 p-4">
        <nav aria-label="Sections">
          <ul className="flex flex-col">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-3 text-base font-semibold hover:bg-canvas',
                      isActive ? 'text-brand-700' : 'text-fg',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {outside.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="block rounded-lg px-3 py-3 text-base font-semibold text-fg hover:bg-canvas"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {CREATE_MENU.length > 0 && (
          <nav aria-label="Create" className="border-t border-line pt-4">
            {CREATE_MENU.map((item) => (
              <Row
                key={item.to}
                icon={<item.icon />}
                onClick={() => go(loggedIn ? item.to : loginPathHref(item.to))}
              >
                Create {item.label}
              </Row>
            ))}
          </nav>
        )}
        {loggedIn ? (
          <nav aria-label="Account" className="border-t border-line pt-4">
            {user.walletaddress && (
              <Row icon={<UserRound />} onClick={() => go(ACCOUNT_MENU.profile.to)}>
                {ACCOUNT_MENU.profile.label}
              </Row>
            )}
            <Row icon={<Bell />} onClick={() => go('/message')}>
              Notifications
            </Row>
            <Row icon={<ShoppingBag />} onClick={() => go(ACCOUNT_MENU.sell.to)}>
              {ACCOUNT_MENU.sell.label}
            </Row>
            <Row icon={<FolderHeart />} onClick={() => go(ACCOUNT_MENU.collections.to)}>
              {ACCOUNT_MENU.collections.label}
            </Row>
            <Row icon={<BadgeDollarSign />} onClick={() => go(ACCOUNT_MENU.earnings.to)}>
              {ACCOUNT_MENU.earnings.label}
            </Row>
            {isLive('bricks') && (
              <Row icon={<Gift />} onClick={() => go('/bricks')}>
                Rewards
              </Row>
            )}
            <Row icon={<Settings />} onClick={() => go('/setting')}>
              Settings
            </Row>
            <Row icon={<LogOut />} onClick={signOut}>
              Sign Out
            </Row>
          </nav>
        ) : (
          <div className="grid grid-cols-2 gap-2 border-t border-line pt-4">
            <Link
              to={authHref('login', here)}
              onClick={() => setOpen(false)}
              className="inline-flex h-11 items-center justify-center rounded-full border border-line-strong text-sm font-semibold"
            >
              Log In
            </Link>
            <Link
              to={authHref('reg', here)}
              onClick={() => setOpen(false)}
              className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
            >
              Sign Up
            </Link>
          </div>
        )}
        <div className="border-t border-line pt-4">
          <Row
            icon={<TabletSmartphone />}
            onClick={() => {
              setOpen(false)
              openAppDownload('apple')
            }}
          >
            Get the app
          </Row>
        </div>
      </div>
    </Drawer>
  )
}
