import { kidName } from '@kid/shared/kns/names'
import { KNS_REMINDER_DAYS } from '@kid/shared/kns/views'
import { eq } from 'drizzle-orm'
import { transaction } from '../../platform/db/after-commit.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Members } from '../account/index.ts'
import type { Notices } from '../notice/index.ts'
import { planAutoRenewal } from './autorenew-run.ts'
import { knsName } from './tables.ts'
import { tellHolder } from './tell.ts'

export type Reminder = { tokenId: string; expiresAt: string; days: number }

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'kns.expiry-reminder': Reminder
  }
}

const DAY_MS = 86_400_000

/**
 * Plans the reminders of one expiry, in the indexer's transaction: a job per reminder day still
 * ahead, keyed by name, expiry and day, so each goes out once however often the event is applied
 * (a replay, a rebuild after a reorg). A renewal plans the new expiry's; the old ones find the
 * expiry moved and send nothing.
 */
export async function planReminders(
  jobs: Jobs,
  tx: Tx,
  name: { tokenId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  for (const days of KNS_REMINDER_DAYS) {
    const at = new Date(name.expiresAt.getTime() - days * DAY_MS)
    if (at <= now) continue
    await jobs.send(
      'kns.expiry-reminder',
      { tokenId: name.tokenId, expiresAt: name.expiresAt.toISOString(), days },
      { key: `kns-reminder-${name.tokenId}-${name.expiresAt.getTime()}-${days}`, startAfter: at, tx },
    )
  }
  await planAutoRenewal(jobs, tx, name, now)
}

export type ReminderDeps = {
  db: Db
  jobs: Jobs
  notices: Notices
  members: Members
  mailer: Mailer
  siteUrl: string
}

/**
 * Tells the holder their name expires in `days` days: a notice (the bell), and an e-mail to a
 * verified address, in one transaction. Nothing when the name was renewed, moved or let go since;
 * the notice's event key makes a job run twice tell once.
 */
export async function sendReminder(deps: ReminderDeps, r: Reminder): Promise<void> {
  await transaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(knsName).where(eq(knsName.tokenId, r.tokenId))
    if (!row?.holder || row.expiresAt.toISOString() !== r.expiresAt) return
    const member = await deps.members.byWallet(row.holder, tx)
    if (!member) return
    const name = kidName(row.label)
    const when = r.days === 1 ? 'tomorrow' : `in ${r.days} days`
    const link = `${deps.siteUrl}/kid/renewal/${row.label}`
    await tellHolder(deps, tx, {
      userId: member.id,
      label: row.label,
      title: `${name} expires ${when}`,
      html: `<p>Your name <b>${name}</b> expires ${when}. Renew it to keep it; after it expires only you can renew it for 90 days, then anyone may register it.</p>`,
      text: `Your .kid name ${name} expires ${when} (${row.expiresAt.toUTCString()}).\n\nRenew it here: ${link}\n\nAfter it expires only you can renew it for 90 days; then anyone may register it.`,
      eventKey: `kns-expiry:${r.tokenId}:${r.expiresAt}:${r.days}`,
    })
  })
}
