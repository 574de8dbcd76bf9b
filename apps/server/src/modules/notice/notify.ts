import type { Db, Tx } from '../../platform/db/database.ts'
import type { Members } from '../account/index.ts'
import { noticeMessage } from './tables.ts'

type Notice = {
  /** The member, or the wallet whose member (if any) is told. */
  userId?: number
  wallet?: string
  title: string
  content: string
  newstype: number
  contentid: string
  chainEventId?: number
}

/**
 * Writes an unread notice in the caller's transaction, so it exists exactly when what it tells
 * about does. A wallet that no member has bound is told nothing.
 */
export async function notify(db: Db | Tx, members: Members, notice: Notice): Promise<void> {
  const { wallet, userId, ...rest } = notice
  const user = userId ? { id: userId } : await members.byWallet(wallet ?? '', db)
  if (!user) return
  await db.insert(noticeMessage).values({ ...rest, userId: user.id })
}
