import { randomBytes } from 'node:crypto'
import type { UnsubscribeBody } from '@kid/shared/subscription'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { hashToken } from './session.ts'
import { accountEmailSubscription } from './tables.ts'

/** A confirmation link works for a week; the token keeps working for unsubscribing. */
const CONFIRM_WITHIN_MS = 7 * 24 * 3600_000

export type SubscriptionDeps = { db: Db; mailer: Mailer }

/**
 * Double opt-in: the address is only subscribed once its owner opens the link e-mailed here. The
 * answer is the same whatever the state of the address, so the call reveals nobody's subscription.
 */
export async function subscribe(deps: SubscriptionDeps, rawEmail: string, siteUrl: string, now = new Date()) {
  const email = rawEmail.toLowerCase()
  const [existing] = await deps.db
    .select()
    .from(accountEmailSubscription)
    .where(eq(accountEmailSubscription.email, email))
  if (existing?.confirmedAt && !existing.unsubscribedAt) return

  const token = randomBytes(32).toString('base64url')
  const fresh = {
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + CONFIRM_WITHIN_MS),
    confirmedAt: null,
    unsubscribedAt: null,
  }
  await deps.db
    .insert(accountEmailSubscription)
    .values({ email, createdAt: now, ...fresh })
    .onConflictDoUpdate({ target: accountEmailSubscription.email, set: fresh })

  const link = `${siteUrl}/subscribe/${token}`
  await deps.mailer.send({
    to: email,
    subject: 'Confirm your KID subscription',
    text: `Please confirm that you want KID news at this address by opening this link:\n\n${link}\n\nIf you did not ask for it, ignore this message: you will not be subscribed.`,
    html: `<p>Please confirm that you want KID news at this address:</p><p><a href="${link}">Confirm my subscription</a></p><p>If you did not ask for it, ignore this message: you will not be subscribed.</p>`,
  })
}

/** Opens the link: the address is subscribed from now on. Opening it again changes nothing. */
export async function confirmSubscription(deps: SubscriptionDeps, token: string, now = new Date()) {
  const [row] = await deps.db
    .select()
    .from(accountEmailSubscription)
    .where(
      and(
        eq(accountEmailSubscription.tokenHash, hashToken(token)),
        isNull(accountEmailSubscription.unsubscribedAt),
      ),
    )
  const usable = row && (row.confirmedAt || row.tokenExpiresAt > now)
  if (!usable) throw badRequest('This confirmation link is invalid or has expired.')
  if (!row.confirmedAt) {
    await deps.db
      .update(accountEmailSubscription)
      .set({ confirmedAt: now })
      .where(and(eq(accountEmailSubscription.id, row.id), gt(accountEmailSubscription.tokenExpiresAt, now)))
  }
  return { email: row.email }
}

/** Idempotent, and silent about whether the address was subscribed at all. */
export async function unsubscribe(deps: SubscriptionDeps, by: UnsubscribeBody, now = new Date()) {
  const match = by.token
    ? eq(accountEmailSubscription.tokenHash, hashToken(by.token))
    : eq(accountEmailSubscription.email, (by.email ?? '').toLowerCase())
  await deps.db
    .update(accountEmailSubscription)
    .set({ unsubscribedAt: now })
    .where(and(match, isNull(accountEmailSubscription.unsubscribedAt)))
}
