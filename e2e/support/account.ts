import { randomBytes, randomInt } from 'node:crypto'
import { signedHeaders } from '@kid/server/platform/signature/testing'
import type { PublishedKeys } from '@kid/shared/signature'
import { hashPassword } from '@kid/shared/validate/password-hash'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { DESKTOP } from './browser.ts'
import { mailTo } from './mailbox.ts'

/** A new address for one journey. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`
}

/** A client IP of its own (believed because the e2e platform trusts loopback proxies). */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

/** Browser options of one person: their own client IP, desktop unless told otherwise. */
export function person(ip = uniqueIp(), base: BrowserContextOptions = DESKTOP): BrowserContextOptions {
  return { ...base, extraHTTPHeaders: { 'x-real-ip': ip } }
}

/** The 4-digit code of the newest code mail to `email`. */
export async function mailedCode(baseURL: string, email: string, subject?: string): Promise<string> {
  const mail = await mailTo(baseURL, email, subject)
  const code = mail.text.match(/verification code is (\d{4})/)?.[1]
  if (!code) throw new Error(`no code in: ${mail.text}`)
  return code
}

type Envelope<T> = { code: number; msg: string; data: T }

/** The platform's web key of the sealed header, read once per platform (it does not change while it runs). */
const webKeys = new Map<string, Promise<string>>()
export function webKey(baseURL: string): Promise<string> {
  let key = webKeys.get(baseURL)
  if (!key) {
    key = fetch(`${baseURL}/api/accountservice/open/platform/keys`, { headers: { 'x-real-ip': uniqueIp() } })
      .then((res) => res.json() as Promise<Envelope<Required<PublishedKeys>>>)
      .then((answer) => answer.data.x25519.web)
    webKeys.set(baseURL, key)
    key.catch(() => webKeys.delete(baseURL))
  }
  return key
}

/** One signed API call from Node, as a client at `ip`. */
export async function apiCall<T>(
  baseURL: string,
  path: string,
  init: { ip: string; body?: unknown; query?: Record<string, string>; token?: string },
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    ...signedHeaders(await webKey(baseURL)),
    'x-real-ip': init.ip,
  }
  if (init.token) headers.authorization = init.token
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const qs = init.query ? `?${new URLSearchParams(init.query)}` : ''
  const res = await fetch(`${baseURL}/api/accountservice/${path}${qs}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return (await res.json()) as Envelope<T>
}

export type Member = { email: string; password: string; token: string; user: Record<string, unknown> }

/** An e-mail account made through the real calls (code by mail, then register), for journeys that start signed up. */
export async function registerMember(baseURL: string, prefix: string): Promise<Member> {
  const ip = uniqueIp()
  const email = uniqueEmail(prefix)
  const password = 'Kidfan2026'
  const sent = await apiCall(baseURL, 'open/sendemail', { ip, query: { email, type: '1' } })
  if (sent.code !== 1511200) throw new Error(`sendemail: ${sent.msg}`)
  const code = await mailedCode(baseURL, email)
  const reg = await apiCall<Record<string, unknown> & { token: string }>(baseURL, 'open/register', {
    ip,
    body: { email, password: await hashPassword(password), code },
  })
  if (reg.code !== 1511200) throw new Error(`register: ${reg.msg}`)
  return { email, password, token: reg.data.token, user: reg.data }
}

/** Signs the page's context in as `member` (the cookies a sign-in sets: the token HttpOnly). */
export async function signInAs(page: Page, baseURL: string, member: Member): Promise<void> {
  const { token, ...user } = member.user
  await page.context().addCookies([
    { name: 'token', value: member.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'user_info', value: encodeURIComponent(JSON.stringify(user)), url: baseURL },
  ])
}

/** An operator command on the running platform (POST /admin/run). */
export async function admin(baseURL: string, token: string, args: string[]): Promise<string> {
  const res = await fetch(`${baseURL}/admin/run`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  })
  const body = (await res.json()) as Envelope<{ output: string }>
  if (body.code !== 1511200) throw new Error(`admin ${args.join(' ')}: ${body.msg}`)
  return body.data.output
}
