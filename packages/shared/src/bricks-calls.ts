// The balance and brick types as calls send them, checked by the server; bricks.ts keeps the lists
// and names the pages import, without zod.
import { z } from 'zod'
import { SOCIAL_PLATFORM_NAMES } from './bricks/social.ts'
import { PAGE_SIZE_MAX } from './page.ts'

export const balanceTypeSchema = z.union([z.literal(2), z.literal(3), z.literal(4)])
export const brickTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

const slug = z
  .string({ error: 'Say which task.' })
  .trim()
  .regex(/^[a-z0-9-]{1,64}$/, 'There is no such task.')
const uid = z
  .string({ error: 'Say which friend.' })
  .trim()
  .regex(/^[A-Za-z0-9]{1,40}$/, 'There is no such friend.')

/** POST bricks/claim: a task's reward (check-in, a linked account, a friend who qualified, the newsletter). */
export const claimBody = z.object({ task: slug, invitee: uid.optional() })
export type ClaimBody = z.input<typeof claimBody>

/** POST socialmedia/save: the handle is checked by bricks/social.ts parseHandle on the server. */
export const socialSaveBody = z.object({
  platform: z.enum(SOCIAL_PLATFORM_NAMES, { error: 'Choose X (Twitter), Telegram, Discord or Instagram.' }),
  handle: z.string({ error: 'Enter your handle.' }).max(200, 'That handle is too long.'),
})
export type SocialSaveBody = z.input<typeof socialSaveBody>

/** GET bricksconfig/getdetailsv1?id=<task slug>. */
export const taskQuery = z.object({ id: slug })

/** POST timelimitbricks/save (join) and /update (claim): the campaign's id. */
export const campaignBody = z.object({
  id: z.coerce.number({ error: 'Say which campaign.' }).int().positive('There is no such campaign.'),
})

/** POST timelimitbricks/getrewardstats: one campaign, or every campaign of this month. */
export const statsBody = z.object({ id: z.coerce.number().int().positive().optional() })

/** GET userbrickslog/list: the bricks log, newest first; `before` is the last id of the page before. */
export const logQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})
