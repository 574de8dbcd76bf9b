// The notice calls' request schemas (docs/api.md §19), apart from notice.ts: the pages import that
// one for its constants and types, and only the server needs zod to check what a call sends.
import { z } from 'zod'
import { NOTICE_SETTINGS } from './notice.ts'
import { PAGE_SIZE_MAX } from './page.ts'

const id = z.coerce.number().int().positive()
const tab = z.coerce
  .number()
  .pipe(z.union([z.literal(3), z.literal(1), z.literal(2)], { error: 'The type must be 3, 1 or 2.' }))

/** POST findpage: one tab's page (userid, if sent, must be the caller: a member reads only their own). */
export const findPageBody = z.object({
  type: tab,
  userid: id.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})
export type FindPageBody = z.input<typeof findPageBody>
export const noticeIdQuery = z.object({ id })
/** POST updatenoticeuser: every unread notice of one tab, or of all tabs, becomes read. */
export const readAllBody = z.object({ type: tab.optional() })
export const settingBody = z.object({
  newstype: z.coerce
    .number()
    .refine(
      (n) => NOTICE_SETTINGS.some((s) => s.newstype === n),
      'This kind of notification has no setting.',
    ),
  enabled: z.boolean(),
})
