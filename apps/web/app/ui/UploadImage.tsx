import { uploadThumbnails } from '@kid/shared/market/thumbnails'
import type { ImgHTMLAttributes } from 'react'

/**
 * A picture uploaded to KID (banner, cover, avatar) drawn from its 300/600 px thumbnails by `sizes`:
 * a 1800 px banner in a 96 px strip costs a 600 px WebP, not the original. An older upload without
 * those copies falls back to the original when the thumbnail fails to load.
 */
export function UploadImage({
  src,
  sizes,
  alt = '',
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & { src: string; sizes: string }) {
  const thumbs = uploadThumbnails(src)
  if (!thumbs) return <img src={src} alt={alt} {...props} />
  return (
    <img
      src={thumbs[600]}
      srcSet={`${thumbs[300]} 300w, ${thumbs[600]} 600w`}
      sizes={sizes}
      alt={alt}
      onError={(event) => {
        const img = event.currentTarget
        if (img.getAttribute('src') === src) return
        img.removeAttribute('srcset')
        img.src = src
      }}
      {...props}
    />
  )
}
