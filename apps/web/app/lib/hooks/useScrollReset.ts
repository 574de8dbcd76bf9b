import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * The path the window was last scrolled for. Module state, not a ref: each layout has its own
 * Shell, and a move between layouts is a route change too.
 */
let lastPath: string | undefined

/**
 * The scroll position resets on each route change (spec 000 §2.3) — but not when the first page
 * hydrates: by then the reader may have scrolled, or the browser restored the position of a
 * reload, and a jump to the top would also move whatever they were about to tap.
 */
export function useScrollReset(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (lastPath !== undefined && lastPath !== pathname) window.scrollTo(0, 0)
    lastPath = pathname
  }, [pathname])
}
