import type { ShownProfile } from './shown-profile.ts'

/**
 * Nothing shown: a wallet nobody bound, or a member who left. A plain value apart from the schemas,
 * so the pages that use it do not load zod (docs/web.md "Keeping pages fast").
 */
export const NOTHING_SHOWN: ShownProfile = {
  banner: null,
  bio: null,
  links: { website: null, twitter: null, instagram: null },
}
