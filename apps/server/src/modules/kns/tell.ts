import { NEWSTYPE } from '@kid/shared/notice'
import type { Tx } from '../../platform/db/database.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Members } from '../account/index.ts'
import type { Notices } from '../notice/index.ts'

export type TellDeps = { notices: Notices; members: Pick<Members, 'verifiedEmail'>; mailer: Mailer }

/**
 * Tells a member about one of their names, in the caller's transaction: a notice (the bell,
 * newstype 40, opening the name's renewal page) and, when the notice is new and the member has a
 * verified e-mail, a mail. The notice's event key makes a job run twice tell once.
 */
export async function tellHolder(
  deps: TellDeps,
  tx: Tx,
  m: { userId: number; label: string; title: string; html: string; text: string; eventKey: string },
): Promise<void> {
  const told = await deps.notices.notify(tx, {
    userId: m.userId,
    title: m.title,
    content: m.html,
    newstype: NEWSTYPE.KNS_EXPIRY,
    contentid: m.label,
    eventKey: m.eventKey,
  })
  const email = told ? await deps.members.verifiedEmail(m.userId, tx) : null
  if (email) await deps.mailer.send({ to: email, subject: m.title, text: m.text }, { tx })
}
