import { type ComponentType, lazy, Suspense, useState } from 'react'

/**
 * A dialog whose code loads the first time it opens instead of with every page (docs/web.md
 * "Keeping pages fast"). `isOpen` reads what opens it — a prop or a small store module, never the
 * dialog's own file — and once opened the dialog stays mounted, so it can animate closed.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Body = lazy(async () => ({ default: await load() }))
  return function LazyOverlay(props: P) {
    const open = isOpen(props)
    const [wanted, setWanted] = useState(open)
    if (open && !wanted) setWanted(true)
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    )
  }
}
