import { type ImgHTMLAttributes, useRef, useState } from 'react'
import { useLazyVisible } from '../lib/hooks/useLazyVisible.ts'
import { cn } from './cn.ts'

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string
  alt: string
  fallback?: string
}

/**
 * An image that loads when within 600 px of the viewport and retries once on error. The retry
 * leaves `srcSet` out, so a missing larger copy falls back to `src`.
 */
export function LazyImage({ src, srcSet, alt, fallback, className, ...props }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const visible = useLazyVisible(ref)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState(false)
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
