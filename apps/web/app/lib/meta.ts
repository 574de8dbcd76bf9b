import { metaDescription, metaTitle } from '@kid/shared/format/meta'
import type { MetaDescriptor } from 'react-router'

export const SITE_NAME = 'KID'

export type PageMeta = { title: string; description: string; image?: string }

/**
 * The `meta` descriptors of a page: title (cut at 72), description (cut at 300) and
 * their social-card twins. The cutting rule is the shared one (packages/shared format/meta).
 */
export function pageMeta({ title, description, image }: PageMeta): MetaDescriptor[] {
  const t = metaTitle(title)
  const d = metaDescription(description)
  const tags: MetaDescriptor[] = [
    { title: t },
    { name: 'description', content: d },
    { property: 'og:title', content: t },
    { property: 'og:description', content: d },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
  if (image) tags.push({ property: 'og:image', content: image })
  return tags
}
