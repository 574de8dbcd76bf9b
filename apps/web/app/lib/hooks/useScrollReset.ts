import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** The scroll position resets on each route change (spec 000 §2.3). */
export function useScrollReset(): void {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change on purpose
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
}
