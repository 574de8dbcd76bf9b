import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'

/**
 * A part only some pages draw (an auction's countdown, a toast's card), as a component whose code
 * loads the first time one is drawn, not with every page that could draw it (docs/web.md "Keeping
 * pages fast"). The server renders it whole, and in the browser React keeps that HTML until the
 * code is in, so a served page shows it at once; nothing clickable, since a click on that HTML
 * before the code is in is dropped. `fallback` holds its place when it first appears in the
 * browser (a client navigation), so nothing moves.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }))
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    )
  }
}
