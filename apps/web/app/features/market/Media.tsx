import { cn } from '../../ui/cn.ts'
import { LazyImage } from '../../ui/LazyImage.tsx'
import type { PictureSources } from './itemPicture.ts'

export type MediaProps = {
  url: string
  type: 'image' | 'video'
  /** An image's sources: `cardPicture` on cards, `fullPicture` on the item page. */
  picture: PictureSources
  /** The width the picture is shown at, for choosing from `picture.srcSet`. */
  sizes: string
  alt: string
  className?: string
  /** Cards play muted loops on hover; the item page shows controls. */
  controls?: boolean
  /** Above the fold: fetched with the page rather than when scrolled near. */
  eager?: boolean
  /**
   * The page's largest picture, fetched before other images: with `eager`, React also preloads it
   * (srcset and sizes included) from the head of the server's HTML.
   */
  fetchPriority?: 'high'
}

/** An NFT's image or video, loaded lazily unless eager; videos start muted as the spec's audio default. */
export function Media({
  url,
  type,
  picture,
  sizes,
  alt,
  className,
  controls,
  eager,
  fetchPriority,
}: MediaProps) {
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
  return (
    <LazyImage
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      alt={alt}
      eager={eager}
      fetchPriority={fetchPriority}
      className={cn('size-full object-cover', className)}
    />
  )
}
