import { type RefObject, useEffect, useRef } from 'react'
import { INFINITE_SCROLL, isNearBottom } from '../infiniteScroll.ts'

export type InfiniteScrollOptions = {
  onLoadMore: () => void
  disabled?: boolean
  /** A scroll container; the whole page when absent. */
  container?: RefObject<HTMLElement | null>
  distance?: number
}

/** Calls onLoadMore near the bottom, checked at most every 200 ms (spec 000 §9). */
export function useInfiniteScroll({
  onLoadMore,
  disabled,
  container,
  distance = INFINITE_SCROLL.distance,
}: InfiniteScrollOptions) {
  const callback = useRef(onLoadMore)
  callback.current = onLoadMore

  useEffect(() => {
    if (disabled) return
    const element = container?.current ?? null
    const target: HTMLElement | Window = element ?? window
    let last = 0
    let pending: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      pending = undefined
      last = Date.now()
      const box = element
        ? element
        : {
            scrollTop: window.scrollY,
            clientHeight: window.innerHeight,
            scrollHeight: document.documentElement.scrollHeight,
          }
      if (isNearBottom(box, distance, !element)) callback.current()
    }
    const onScroll = () => {
      if (pending) return
      const wait = Math.max(0, INFINITE_SCROLL.delay - (Date.now() - last))
      pending = setTimeout(check, wait)
    }
    target.addEventListener('scroll', onScroll, { passive: true })
    // Also check once now: a reader who scrolled down before the page hydrated, or a list too
    // short to scroll, would otherwise wait for a scroll event that never comes.
    onScroll()
    return () => {
      target.removeEventListener('scroll', onScroll)
      if (pending) clearTimeout(pending)
    }
  }, [disabled, container, distance])
}
