import { type RefObject, useEffect, useState } from 'react'

/** Lazy media load up to 600 px beyond the viewport (spec 000 §9). */
export const LAZY_ROOT_MARGIN = '600px'

/** Whether the element is near the viewport yet; `always` skips the watching (it is shown anyway). */
export function useLazyVisible(ref: RefObject<Element | null>, always = false): boolean {
  const [visible, setVisible] = useState(always)
  useEffect(() => {
    const node = ref.current
    if (!node || visible) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [ref, visible])
  return visible
}
