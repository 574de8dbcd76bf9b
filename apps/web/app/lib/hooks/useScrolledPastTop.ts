import { useEffect, useState } from 'react'

/** True once the page is scrolled past the top: the header changes its background then. */
export function useScrolledPastTop(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}
