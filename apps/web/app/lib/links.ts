import { usePublicConfig } from './publicConfig.tsx'

/**
 * Public addresses of the product: contact mailboxes, social accounts and app stores.
 * One place so that footer, contact page and dialogs never disagree.
 */
export const MAIL = {
  support: 'support@kid.social',
  business: 'business@kid.social',
  press: 'press@kid.social',
  copyright: 'copyright@kid.social',
  privacy: 'privacy@kid.social',
} as const

export type SocialLink = { name: string; href: string }

export const SOCIAL = {
  telegram: { name: 'Telegram', href: 'https://t.me/kid_social' },
  twitter: { name: 'Twitter', href: 'https://twitter.com/kid_social' },
  discord: { name: 'Discord', href: 'https://discord.gg/kid-social' },
  email: { name: 'Email', href: `mailto:${MAIL.support}` },
  instagram: { name: 'Instagram', href: 'https://www.instagram.com/kid_social' },
} as const satisfies Record<string, SocialLink>

/**
 * iOS builds: not published yet, so the download modal shows 'Coming Soon' for them.
 * Android links come from GET open/android/url (ow = official APK, tf = test APK).
 */
export const IOS_LINKS: { testflight?: string; appStore?: string } = {}
export const GOOGLE_PLAY_LINK: string | undefined = undefined

/** Outside links of the header, opened in the same tab (spec 000 §2.4). */
const OUTSIDE_NAV = [
  { label: 'Hood', href: '/hood/' },
  { label: 'Drop', href: '/hood/droplaunch' },
  { label: 'Pump', href: '/hood/pumplisting/intro' },
  { label: 'FansHomie', href: '/hood/tradeteam?url=find' },
] as const

/** The outside links, when this deployment serves the Hood app under /hood/ (HOOD_LINKS). */
export function useOutsideNav(): readonly { label: string; href: string }[] {
  return usePublicConfig().hoodLinks ? OUTSIDE_NAV : []
}
