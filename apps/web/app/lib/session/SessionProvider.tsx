import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { unreadStore } from '../commonStore.ts'
import { CookieName, clearAllCookies, parseCookieHeader, writeCookie } from '../cookies.ts'
import { registerSessionBridge, signOutCall } from './bridge.ts'
import { writeUserInfo } from './signIn.ts'
import { signOutTarget } from './signOutTarget.ts'
import { EMPTY_USER, type SessionUser } from './user.ts'

export type SessionSnapshot = {
  user: SessionUser
  loggedIn: boolean
  /** Inside the native app: header, footer and Whatsapp sharing are hidden. */
  embedded: boolean
  /** A phone, told by the user agent on the server (CSS does the layout at < 750 px). */
  isMobile: boolean
}

export type Session = SessionSnapshot & {
  /** Clears user info, unread count, token, invite code and cookies (spec 000 §4). */
  clear: () => void
  /** user/logout, clear(), then /index on a login-required route, else a reload. */
  signOut: () => Promise<void>
  /** Replaces the user (after user/info, a profile edit, a wallet bind) and its cookie. */
  updateUser: (user: unknown) => void
}

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ initial, children }: { initial: SessionSnapshot; children: ReactNode }) {
  const [state, setState] = useState(initial)
  const navigate = useNavigate()

  // A new server answer (navigation after sign-in elsewhere) refreshes the session.
  useEffect(() => setState(initial), [initial])

  const clear = useCallback(() => {
    setState((s) => ({ ...s, user: EMPTY_USER, loggedIn: false }))
    unreadStore.set(0)
    // The HttpOnly token is not the page's to clear: user/logout and any 401 answer clear it.
    // The container flag describes the native app, not the user: it survives sign-out.
    const embedded = parseCookieHeader(document.cookie)[CookieName.app]
    clearAllCookies()
    if (embedded) writeCookie(CookieName.app, embedded, { maxAge: 60 * 60 * 24 * 365 })
  }, [])

  const signOut = useCallback(async () => {
    // The server forgets the token first; whatever it answers, the browser forgets everything.
    await signOutCall().catch(() => {})
    clear()
    const target = signOutTarget(window.location.pathname)
    if (target.kind === 'go') window.location.assign(target.to)
    else window.location.reload()
  }, [clear])

  useEffect(
    () =>
      registerSessionBridge({
        clear,
        embedded: () => state.embedded,
        isMobile: () => state.isMobile || window.innerWidth < 750,
        navigate: (to) => navigate(to),
      }),
    [clear, navigate, state.embedded, state.isMobile],
  )

  const updateUser = useCallback((user: unknown) => {
    const next = writeUserInfo(user)
    setState((s) => ({ ...s, user: next }))
  }, [])

  const value = useMemo(() => ({ ...state, clear, signOut, updateUser }), [state, clear, signOut, updateUser])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}
