import { z } from 'zod'
import { emailSchema as email } from './validate/email.ts'

/**
 * The e-mail subscription calls (spec 000 §7: open/email/subscribe, subscribe/confirm, unsubscribe),
 * validated alike by the web form and the server.
 */
const token = z.string().min(16).max(128)

export const subscribeBody = z.object({ email })
export const confirmSubscriptionQuery = z.object({ token })
export const unsubscribeBody = z
  .object({ email: email.optional(), token: token.optional() })
  .refine((body) => body.email !== undefined || body.token !== undefined, 'Send the email or the token')

export type SubscribeBody = z.infer<typeof subscribeBody>
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>
