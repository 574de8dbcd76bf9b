import { type ComponentType, useEffect } from 'react'
import { LAZY_ROOT_MARGIN } from '../lib/hooks/useLazyVisible.ts'
import { lazyPart } from './lazyPart.tsx'

/**
 * A part below the fold (the footer) whose code loads when it nears the viewport, not with every
 * page (docs/web.md "Keeping pages fast"). The server renders it whole, so the HTML is there from
 * the first paint; in the browser React leaves a suspended boundary's server HTML as it is, and
 * hydrates it once the code arrives: when the element with `id` (the part's root) comes within
 * the lazy-media margin, or takes a pointer or the focus first. A part the page did not come with
 * (a client navigation into another layout) loads at once.
 */
export function hydrateWhenVisible<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let start = () => {}
  const started = new Promise<void>((resolve) => {
    start = resolve
  })
  const Part = lazyPart(async () => {
    await Promise.race([started, nearViewport(id)])
    return load()
  })
  return function WhenVisible(props: P) {
    // After hydration: no server HTML of the part here (another layout's was replaced), so waiting
    // on it would leave the part blank.
    useEffect(() => {
      if (!document.getElementById(id)) start()
    }, [])
    return <Part {...props} />
  }
}

/** Resolves when the element nears the viewport or is pointed at or focused; at once without it. */
function nearViewport(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    )
    const done = () => {
      observer.disconnect()
      element.removeEventListener('pointerover', done)
      element.removeEventListener('focusin', done)
      resolve()
    }
    observer.observe(element)
    element.addEventListener('pointerover', done)
    element.addEventListener('focusin', done)
  })
}
