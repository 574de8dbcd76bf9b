import { hydrateWhenVisible } from '../../ui/hydrateWhenVisible.tsx'

/** The id of the footer's root element, which hydrateWhenVisible watches. */
export const FOOTER_ID = 'site-footer'

/**
 * The footer every layout draws: served whole, its code (links, socials, store badges: 2.5 KB of
 * gzip) loaded as it nears the viewport rather than with every page's first load.
 */
export const SiteFooter = hydrateWhenVisible(FOOTER_ID, () => import('./Footer.tsx').then((m) => m.Footer))
