import { Link, useLocation } from 'react-router'
import { authHref } from '../../lib/authLinks.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { openLoginModal } from '../account/loginModalStore.ts'

/** Log In and Sign Up, both carrying redirectUri (the current path). */
export function AuthButtons({ tone }: { tone: 'light' | 'dark' }) {
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  return (
    <div className="flex items-center gap-2">
      <Link
        to={authHref('login', here)}
        onClick={(event) => {
          // A plain click opens the login modal over the page; the link still works in a new tab.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          openLoginModal({ view: 'login' }, { redirectUri: here })
        }}
        className={buttonClass(
          tone === 'dark' ? 'ghost' : 'ghost',
          'sm',
          tone === 'dark' ? 'text-white hover:bg-white/12' : undefined,
        )}
      >
        Log In
      </Link>
      <Link to={authHref('reg', here)} className={buttonClass(tone === 'dark' ? 'inverse' : 'primary', 'sm')}>
        Sign Up
      </Link>
    </div>
  )
}
