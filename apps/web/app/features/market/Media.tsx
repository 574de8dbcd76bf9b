import { cn } from '../../ui/cn.ts'
import { LazyImage } from '../../ui/LazyImage.tsx'

export type MediaProps = {
  url: string
  type: 'image' | 'video'
  /** The 300 px thumbnail, for cards; the full file on the item page. */
  thumbnail?: string | null
  alt: string
  className?: string
  /** Cards play muted loops on hover; the item page shows controls. */
  controls?: boolean
}

/** An NFT's image or video, loaded lazily; videos start muted as the spec's audio default. */
export function Media({ url, type, thumbnail, alt, className, controls }: MediaProps) {
  if (type === 'video')
    return (
      <video
        src={url}
        aria-label={alt}
        muted
        loop
        playsInline
        controls={controls}
        preload="metadata"
        className={cn('size-full bg-ink-900 object-cover', className)}
        onMouseEnter={controls ? undefined : (e) => void e.currentTarget.play().catch(() => {})}
        onMouseLeave={controls ? undefined : (e) => e.currentTarget.pause()}
      />
    )
  return <LazyImage src={thumbnail || url} alt={alt} className={cn('size-full object-cover', className)} />
}
