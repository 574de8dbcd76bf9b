import { type ComponentType, useEffect } from 'react'
import { lazyPart } from './lazyPart.tsx'

/**
 * A part below the fold (the footer, the home page's lower sections) kept out of the page's first
 * load (docs/web.md "Keeping pages fast"): the server renders it whole, React keeps that HTML as
 * it is, and its code loads once the rest of the page has hydrated, off the first paint's path.
 *
 * Not later, say when it is scrolled into view: React holds back any update that reaches a part
 * still showing server HTML (a revalidation after a trade, a navigation) until it hydrates, so a
 * part left waiting for the reader froze the page around it.
 */
export function hydrateAfterLoad<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let start = () => {}
  const started = new Promise<void>((resolve) => {
    start = resolve
  })
  const Part = lazyPart(async () => {
    // The server renders it at once; the browser waits for the page's own hydration (below).
    if (typeof document !== 'undefined') await started
    return load()
  })
  return function AfterLoad(props: P) {
    useEffect(() => start(), [])
    return <Part {...props} />
  }
}
