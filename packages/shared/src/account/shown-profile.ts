import { z } from 'zod'

/** A member's links on their profile (user/update/wallet/profile's websiteurl, twitterurl, instagramurl). */
export const profileLinksSchema = z.object({
  website: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
})
export type ProfileLinks = z.infer<typeof profileLinksSchema>

/** What a member shows on their profile beside their name and avatar; all null for a wallet nobody bound. */
export const shownProfileSchema = z.object({
  banner: z.string().nullable(),
  bio: z.string().nullable(),
  links: profileLinksSchema,
})
export type ShownProfile = z.infer<typeof shownProfileSchema>
