/**
 * The e-mail code flows and their wire types (spec 000 §3: reg=1, forgot=2, editPass=4,
 * bindEmail=5, verify=5, denet=1). Two pairs share a number, so the number sent to the
 * send-code call cannot tell the flows apart: the verification page routes by the flow
 * name (its sendEmailType query) and only the send-code payload carries the number.
 */
import { z } from 'zod'

export const emailCodeFlowSchema = z.enum(['reg', 'forgot', 'editPass', 'bindEmail', 'verify', 'denet'])
export type EmailCodeFlow = z.infer<typeof emailCodeFlowSchema>

/** The numbers the send-code call accepts: 1, 2, 4 and 5. */
export const emailCodeTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)])
export type EmailCodeType = z.infer<typeof emailCodeTypeSchema>

export const EMAIL_CODE_TYPE = {
  reg: 1,
  forgot: 2,
  editPass: 4,
  bindEmail: 5,
  verify: 5,
  denet: 1,
} as const satisfies Record<EmailCodeFlow, EmailCodeType>

/** The flow named by a sendEmailType query, or undefined for a missing or unknown one. */
export function emailCodeFlow(value: string | null | undefined): EmailCodeFlow | undefined {
  const parsed = emailCodeFlowSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
