import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { accountUser } from './tables.ts'
import { isRegistered } from './users.ts'

/** A change link works for a day. */
const LINK_LIFETIME_MS = 24 * 3600_000
const INVALID_LINK = 'This confirmation link is invalid, used or expired.'
const TAKEN = 'This email is already registered.'

type Change = { user: number; from: string; to: string; expires: number }
export type EmailChangeDeps = { db: Db; mailer: Mailer; linkKey: string }

/**
 * The link carries the change itself, signed: no table holds pending changes. It names the address
 * it replaces, so once applied (or after any other change) the same link no longer matches: single use.
 */
function sign(change: Change, key: string): string {
  const body = Buffer.from(JSON.stringify(change)).toString('base64url')
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

function verify(token: string, key: string): Change | undefined {
  const [body, mac] = token.split('.')
  if (!body || !mac) return undefined
  const expected = createHmac('sha256', key).update(body).digest()
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Change
  } catch {
    return undefined
  }
}

/** Mails a confirmation link to the new address; nothing changes until it is opened. */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  userId: number,
  rawEmail: string,
  siteUrl: string,
) {
  const to = rawEmail.toLowerCase()
  const [user] = await deps.db
    .select({ email: accountUser.email })
    .from(accountUser)
    .where(eq(accountUser.id, userId))
  if (!user) throw badRequest(INVALID_LINK)
  if (user.email === to) throw badRequest('This is already your e-mail address.')
  if (await isRegistered(deps.db, to)) throw badRequest(TAKEN)
  const token = sign(
    { user: userId, from: user.email ?? '', to, expires: Date.now() + LINK_LIFETIME_MS },
    deps.linkKey,
  )
  const link = `${siteUrl}/emailVerify?token=${token}`
  await deps.mailer.send({
    to,
    subject: 'Confirm your new KID e-mail address',
    text: `Open this link to make ${to} the e-mail address of your KID account:\n\n${link}\n\nIt works for 24 hours. If you did not ask for it, ignore this message: nothing changes.`,
    html: `<p>Open this link to make <b>${to}</b> the e-mail address of your KID account:</p><p><a href="${link}">Confirm my new e-mail address</a></p><p>It works for 24 hours. If you did not ask for it, ignore this message: nothing changes.</p>`,
  })
}

/** GET open/email/confirm: applies the change a link describes, once, if it is still current. */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string, now = new Date()) {
  const change = verify(token, deps.linkKey)
  if (!change || change.expires < now.getTime()) throw badRequest(INVALID_LINK)
  if (await isRegistered(deps.db, change.to)) throw badRequest(TAKEN)
  const applied = await deps.db
    .update(accountUser)
    .set({ email: change.to, emailVerifiedAt: now })
    .where(and(eq(accountUser.id, change.user), sql`coalesce(${accountUser.email}, '') = ${change.from}`))
    .returning({ email: accountUser.email })
  if (applied.length === 0) throw badRequest(INVALID_LINK)
  return { email: change.to }
}

/** The link key is derived from the server's HMAC secret, so it needs no setting of its own. */
export function emailLinkKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('account email change links').digest('hex')
}
