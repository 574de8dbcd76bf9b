import { hydrateAfterLoad } from '../../ui/hydrateAfterLoad.tsx'

/**
 * The footer every layout draws: served whole, its code (links, socials, store badges: 2.5 KB of
 * gzip) loaded once the page has hydrated rather than with every page's first load.
 */
export const SiteFooter = hydrateAfterLoad(() => import('./Footer.tsx').then((m) => m.Footer))
