import { LAUNCHPAD_TEXT } from '@kid/shared/launchpad/views'
import { NEWSTYPE } from '@kid/shared/notice'
import { and, eq, isNull } from 'drizzle-orm'
import { transaction } from '../../platform/db/after-commit.ts'
import { badRequest } from '../../platform/errors.ts'
import { type LaunchpadDeps, secondsOf } from './deps.ts'
import { dropRow } from './reads.ts'
import { launchpadSubscription } from './tables.ts'
import type { DropRow } from './view.ts'

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'launchpad.remind': { id: number }
  }
}

/** The next stage that has not opened: the whitelist's start, then the public start. */
function nextStage(d: DropRow, now: number): { stage: 'whitelist' | 'public'; at: number } | undefined {
  if (d.isWhite && now < d.start) return { stage: 'whitelist', at: d.start }
  if (now < d.publicStart) return { stage: 'public', at: d.publicStart }
  return undefined
}

/**
 * POST subscribe: a reminder `lead` minutes before the drop's next stage opens, by notice and
 * e-mail, sent once by the jobs queue. Subscribing again changes the lead time; the job of the
 * old time finds its time gone and sends nothing.
 */
export async function subscribe(
  deps: LaunchpadDeps,
  userId: number,
  body: { id: number; lead: number },
): Promise<{ stage: 'whitelist' | 'public'; remindAt: number }> {
  const drop = await dropRow(deps, body.id)
  const now = secondsOf(deps.now())
  const next = nextStage(drop, now)
  if (!next) throw badRequest(LAUNCHPAD_TEXT.stageOpen)
  const remindAt = Math.max(now, next.at - body.lead * 60)
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(launchpadSubscription)
      .values({ dropId: drop.id, userId, stage: next.stage, lead: body.lead, remindAt })
      .onConflictDoUpdate({
        target: [launchpadSubscription.dropId, launchpadSubscription.userId, launchpadSubscription.stage],
        set: { lead: body.lead, remindAt },
        setWhere: isNull(launchpadSubscription.sentAt),
      })
      .returning({ id: launchpadSubscription.id })
    if (!row) return // already reminded for this stage
    await deps.jobs.send(
      'launchpad.remind',
      { id: row.id },
      { key: `launchpad-remind-${row.id}-${remindAt}`, startAfter: new Date(remindAt * 1000), tx },
    )
  })
  return { stage: next.stage, remindAt }
}

/**
 * The reminder job: once per subscription (sent_at is set in the transaction that writes the
 * notice and queues the mail), and only at the time the member last chose.
 */
export async function sendReminder(deps: LaunchpadDeps, id: number): Promise<void> {
  // Opened by after-commit.ts: the notice publishes the member's new count once this commits.
  await transaction(deps.db, async (tx) => {
    const [sub] = await tx
      .select()
      .from(launchpadSubscription)
      .where(and(eq(launchpadSubscription.id, id), isNull(launchpadSubscription.sentAt)))
      .for('update')
    if (!sub || sub.remindAt > secondsOf(deps.now())) return
    const drop = await dropRow({ db: tx }, sub.dropId)
    await tx.update(launchpadSubscription).set({ sentAt: deps.now() }).where(eq(launchpadSubscription.id, id))
    const opens = sub.stage === 'whitelist' ? drop.start : drop.publicStart
    const when = new Date(opens * 1000).toUTCString()
    const what = sub.stage === 'whitelist' ? 'whitelist mint' : 'public mint'
    const link = `${deps.config.publicUrl}/launchpad/nftInfo?id=${drop.id}`
    await deps.notices.notify(tx, {
      userId: sub.userId,
      title: `${drop.name} opens soon`,
      content: `<p>The ${what} of <b>${drop.name}</b> opens ${when}.</p>`,
      newstype: NEWSTYPE.DROP_REMINDER,
      contentid: String(drop.id),
      eventKey: `drop-reminder:${sub.id}`,
      url: `/launchpad/nftInfo?id=${drop.id}`,
      iconurl: drop.mediaUrl,
    })
    const email = await deps.members.verifiedEmail(sub.userId, tx)
    if (email) {
      await deps.mailer.send(
        {
          to: email,
          subject: `${drop.name} opens soon`,
          text: `The ${what} of ${drop.name} opens ${when}.\n\nMint it here: ${link}\n`,
        },
        { tx },
      )
    }
  })
}

/** GET open/ics/{id} (KID's extension): the drop's stages as calendar events. */
export function dropIcs(drop: DropRow, origin: string): string {
  const stamp = (s: number) =>
    new Date(s * 1000)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
  const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')
  const link = `${origin}/launchpad/nftInfo?id=${drop.id}`
  const event = (kind: string, start: number, end: number) => [
    'BEGIN:VEVENT',
    `UID:drop-${drop.id}-${kind}@${new URL(origin).host}`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${icsText(`${drop.name}: ${kind} mint`)}`,
    `URL:${link}`,
    `DESCRIPTION:${icsText(`Mint ${drop.name} on KID: ${link}`)}`,
    'END:VEVENT',
  ]
  const events = drop.isWhite
    ? [...event('whitelist', drop.start, drop.end), ...event('public', drop.end, drop.end + 3600)]
    : event('public', drop.start, drop.end)
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//KID//Launchpad//EN',
    'CALSCALE:GREGORIAN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
