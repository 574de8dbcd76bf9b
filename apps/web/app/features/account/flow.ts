import { EMAIL_CODE_TYPE, type EmailCodeFlow, emailCodeFlow } from '@kid/shared/email-code'
import { isValidEmail } from '@kid/shared/validate/email-rule'

/** What the verification page needs (spec 000 §2.6): its query, read and checked. */
export type VerificationParams = {
  email: string
  flow: EmailCodeFlow
  /** '1' once the code was sent by the page before (then the page does not send again). */
  sent: boolean
  openid?: string
  registertype?: string
  /** Where to go after a successful sign-up. */
  path?: string
  /** Passed on through the flow so the after-login rule still sees it. */
  redirectUri?: string
}

/** One view of the e-mail code flows; a page shows it at its route, the login modal in place. */
export type AccountStep =
  | { view: 'login' }
  | { view: 'forgot'; email?: string }
  | { view: 'bindEmail'; openid: string; registertype: string }
  | { view: 'verification'; params: VerificationParams }
  | { view: 'reset'; email: string; code: string; flow: EmailCodeFlow }

/** The verification page's query, or undefined when email or type is missing or unknown (→ /login). */
export function readVerificationQuery(search: URLSearchParams): VerificationParams | undefined {
  const email = search.get('email')?.trim() ?? ''
  const flow = emailCodeFlow(search.get('sendEmailType'))
  if (!flow || !isValidEmail(email)) return undefined
  const opt = (key: string) => search.get(key) || undefined
  return {
    email,
    flow,
    sent: search.get('sendStatus') === '1',
    openid: opt('openid'),
    registertype: opt('registertype'),
    path: opt('path'),
    redirectUri: opt('redirectUri'),
  }
}

/** The reset page's query: email and code are required, else the page goes to login. */
export function readResetQuery(
  search: URLSearchParams,
): { email: string; code: string; flow: EmailCodeFlow } | undefined {
  const email = search.get('email')?.trim() ?? ''
  const code = search.get('code') ?? ''
  if (!isValidEmail(email) || !/^\d{4}$/.test(code)) return undefined
  return { email, code, flow: emailCodeFlow(search.get('sendEmailType')) ?? 'forgot' }
}

function query(entries: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value)
  return params.toString()
}

/** The page URL of a step. */
export function stepHref(step: AccountStep): string {
  switch (step.view) {
    case 'login':
      return '/login'
    case 'forgot':
      return step.email ? `/forgot?${query({ email: step.email })}` : '/forgot'
    case 'bindEmail':
      return `/bind/email?${query({ openid: step.openid, registertype: step.registertype })}`
    case 'verification': {
      const p = step.params
      return `/verification?${query({
        email: p.email,
        sendEmailType: p.flow,
        sendStatus: p.sent ? '1' : undefined,
        openid: p.openid,
        registertype: p.registertype,
        path: p.path,
        redirectUri: p.redirectUri,
      })}`
    }
    case 'reset':
      return `/resetPassword?${query({ email: step.email, code: step.code, sendEmailType: step.flow })}`
  }
}

/** What a correct code leads to, by flow (spec 000 §4). */
export type AfterCode =
  | { action: 'register' }
  | { action: 'reset'; step: AccountStep }
  | { action: 'bindEmail' }
  | { action: 'thirdLogin' }
  | { action: 'denet' }

export function afterCode(params: VerificationParams, code: string): AfterCode {
  switch (params.flow) {
    case 'reg':
      return { action: 'register' }
    case 'forgot':
    case 'editPass':
      return { action: 'reset', step: { view: 'reset', email: params.email, code, flow: params.flow } }
    case 'bindEmail':
      return { action: 'bindEmail' }
    case 'verify':
      return { action: 'thirdLogin' }
    case 'denet':
      return { action: 'denet' }
  }
}

/** The wire type of a flow for open/sendemail. */
export function sendType(flow: EmailCodeFlow) {
  return EMAIL_CODE_TYPE[flow]
}

/** 'a***@example.com': the e-mail with most of its local part hidden. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  const local = email.slice(0, at)
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2)
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}${email.slice(at)}`
}
