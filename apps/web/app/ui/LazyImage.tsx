import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'
import { useLazyVisible } from '../lib/hooks/useLazyVisible.ts'
import { cn } from './cn.ts'

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & {
  src: string
  alt: string
  fallback?: string
  /**
   * Above the fold: in the server's HTML and fetched at once (React preloads it in the head), shown
   * as it arrives rather than faded in once loaded.
   */
  eager?: boolean
}

/**
 * An image that loads when within 600 px of the viewport, or at once when `eager`, and retries once
 * on error. The retry leaves `srcSet` out, so a missing larger copy falls back to `src`.
 */
export function LazyImage({
  src,
  srcSet,
  alt,
  fallback,
  eager = false,
  className,
  ...props
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const visible = useLazyVisible(ref, eager)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState(eager)
  useEffect(() => {
    // An image in the server's HTML can fail before React listens for its error event; decode()
    // tells (naturalWidth cannot: a tiny picture's, scaled by its srcset density, rounds to 0).
    const image = ref.current
    if (image?.complete && image.currentSrc) image.decode().catch(() => setAttempt(1))
  }, [])
  const retrySrc = attempt === 1 ? `${src}${src.includes('?') ? '&' : '?'}retry=1` : src
  const current = attempt > 1 ? fallback : visible ? retrySrc : undefined
  return (
    <img
      ref={ref}
      src={current}
      srcSet={visible && attempt === 0 ? srcSet : undefined}
      alt={alt}
      decoding="async"
      onLoad={() => setLoaded(true)}
      onError={() => setAttempt((a) => a + 1)}
      className={cn(
        'bg-ink-900/6 transition-opacity duration-300',
        loaded ? 'opacity-100' : 'opacity-0',
        className,
      )}
      {...props}
    />
  )
}
