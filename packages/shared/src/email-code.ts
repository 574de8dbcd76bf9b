/**
 * The e-mail code flows and their wire types (spec 000 §3: reg=1, forgot=2, editPass=4,
 * bindEmail=5, verify=5, denet=1). Two pairs share a number, so the number sent to the
 * send-code call cannot tell the flows apart: the verification page routes by the flow
 * name (its sendEmailType query) and only the send-code payload carries the number.
 */
// Plain values, no zod: the pages import this (account/calls.ts holds the calls' schema).

export const EMAIL_CODE_FLOWS = ['reg', 'forgot', 'editPass', 'bindEmail', 'verify', 'denet'] as const
export type EmailCodeFlow = (typeof EMAIL_CODE_FLOWS)[number]

/** The numbers the send-code call accepts: 1, 2, 4 and 5. */
export const EMAIL_CODE_TYPES = [1, 2, 4, 5] as const
export type EmailCodeType = (typeof EMAIL_CODE_TYPES)[number]

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
  return EMAIL_CODE_FLOWS.find((flow) => flow === value)
}
