import { useEffect } from 'react'

/** Locks page scrolling while `locked` (wallet card, app-download modal). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const { body } = document
    const previous = body.style.overflow
    body.style.overflow = 'hidden'
    return () => {
      body.style.overflow = previous
    }
  }, [locked])
}
