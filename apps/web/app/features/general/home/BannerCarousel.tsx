import type { BannerView } from '@kid/shared/market/views'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { Container } from '../../../ui/Container.tsx'
import { IconButton } from '../../../ui/IconButton.tsx'

/** The operator's banners, one at a time with previous / next; shown only when there are banners. */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const [index, setIndex] = useState(0)
  const banner = banners[index % banners.length]
  if (!banner) return null
  const step = (by: number) => setIndex((i) => (i + by + banners.length) % banners.length)
  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="py-8">
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-ink-900">
          <a href={banner.linkUrl} className="block aspect-[3/1] min-h-40">
            <img src={banner.imageUrl} alt={banner.title} className="size-full object-cover" />
          </a>
          {banners.length > 1 && (
            <div className="absolute right-3 bottom-3 flex gap-2">
              <IconButton
                label="Previous banner"
                tone="dark"
                className="bg-ink-950/50"
                onClick={() => step(-1)}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </IconButton>
              <IconButton label="Next banner" tone="dark" className="bg-ink-950/50" onClick={() => step(1)}>
                <ChevronRight className="size-5" aria-hidden="true" />
              </IconButton>
            </div>
          )}
        </div>
        {banners.length > 1 && (
          <p className="sr-only" aria-live="polite">
            Banner {(index % banners.length) + 1} of {banners.length}: {banner.title}
          </p>
        )}
      </Container>
    </section>
  )
}
