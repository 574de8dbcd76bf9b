import {
  type JumpCheck,
  NEWSTYPE,
  NOTICE_SETTINGS,
  NOTICE_TAB,
  type NoticePage,
  type NoticeSetting,
  type NoticeTab,
  type NoticeView,
  type TabCounts,
} from '@kid/shared/notice'
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm'
import { afterCommit } from '../../platform/db/after-commit.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { badRequest, notFound } from '../../platform/errors.ts'
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts'
import type { Members } from '../account/index.ts'
import { sanitizeNoticeHtml } from './sanitize.ts'
import { noticeMessage, noticeSetting } from './tables.ts'

export type NoticeDeps = {
  db: Db
  members: Members
  /** Pushes the new unread count to the member's browsers; without it they poll (30 s). */
  realtime?: RealtimePublisher
}

/** What another module tells a member. */
export type Notice = {
  /** The member told, or the wallet whose member (if any) is told. */
  userId?: number
  wallet?: string
  title: string
  /** HTML; sanitised here. */
  content: string
  newstype: number
  contentid: string
  /** The event it tells about: once per member, type and key (see tables.ts). */
  eventKey: string
  url?: string
  iconurl?: string | null
  chainEventId?: number
}

export const NOTICE_TEXT = {
  notFound: 'This notification was not found.',
  notYours: 'You can only read your own notifications.',
} as const

const TAB_TYPES = { replies: [NEWSTYPE.REPLY], likes: [NEWSTYPE.LIKE] } as const

/** The condition of one tab's notices (notifications: everything that is not a reply or a like). */
function inTab(tab: NoticeTab): SQL {
  if (tab === NOTICE_TAB.replies) return inArray(noticeMessage.newstype, [...TAB_TYPES.replies])
  if (tab === NOTICE_TAB.likes) return inArray(noticeMessage.newstype, [...TAB_TYPES.likes])
  return notInArray(noticeMessage.newstype, [...TAB_TYPES.replies, ...TAB_TYPES.likes])
}

type Row = typeof noticeMessage.$inferSelect
const view = (row: Row): NoticeView => ({
  id: row.id,
  newstype: row.newstype,
  contentid: row.contentid,
  title: row.title,
  content: row.content,
  iconurl: row.iconurl,
  createtime: row.createdAt.toISOString(),
  status: row.status === 0 ? 0 : 1,
})

export type Notices = ReturnType<typeof createNotices>

/**
 * The notice service (docs/notice.md): other modules `notify` in their own transaction; the calls
 * read and mark the caller's own notices only — every query is scoped by the member's id.
 */
export function createNotices(deps: NoticeDeps) {
  const { db, members } = deps
  const mine = (userId: number, ...more: SQL[]) => and(eq(noticeMessage.userId, userId), ...more)

  async function unread(userId: number, tx: Db | Tx = db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(noticeMessage)
      .where(mine(userId, eq(noticeMessage.status, 0)))
    return row?.n ?? 0
  }

  /** Tells the member's browsers the count as it is now (after the change committed). */
  async function publishCount(userId: number): Promise<number> {
    const num = await unread(userId)
    await deps.realtime?.toMember(userId, 'notice.count', { num })
    return num
  }

  async function tabCounts(userId: number): Promise<TabCounts> {
    const unreadIn = async (tab: NoticeTab) => {
      const [row] = await db
        .select({ n: count() })
        .from(noticeMessage)
        .where(mine(userId, eq(noticeMessage.status, 0), inTab(tab)))
      return row?.n ?? 0
    }
    const [notificationstotal, repliestotal, likestotal] = await Promise.all([
      unreadIn(NOTICE_TAB.notifications),
      unreadIn(NOTICE_TAB.replies),
      unreadIn(NOTICE_TAB.likes),
    ])
    return { notificationstotal, repliestotal, likestotal }
  }

  async function own(userId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(noticeMessage)
      .where(mine(userId, eq(noticeMessage.id, id)))
    // Another member's notice is answered as a missing one: its existence is not theirs to learn.
    if (!row) throw notFound(NOTICE_TEXT.notFound)
    return row
  }

  async function enabled(userId: number, newstype: number, tx: Db | Tx): Promise<boolean> {
    const [row] = await tx
      .select({ enabled: noticeSetting.enabled })
      .from(noticeSetting)
      .where(and(eq(noticeSetting.userId, userId), eq(noticeSetting.newstype, newstype)))
    return row?.enabled ?? true
  }

  /** /message/setting: each kind of notice and whether the caller gets it. */
  async function settings(userId: number): Promise<NoticeSetting[]> {
    const rows = await db.select().from(noticeSetting).where(eq(noticeSetting.userId, userId))
    const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.newstype))
    return NOTICE_SETTINGS.map((s) => ({ ...s, enabled: !off.has(s.newstype) }))
  }

  return {
    /**
     * Writes an unread notice in the caller's transaction, so it exists exactly when what it tells
     * about does, and publishes the new count once that transaction commits. Told nothing: a
     * wallet no member has bound, a member who turned this kind off (/message/setting), and an
     * event already told (its key). Returns whether a notice was written.
     */
    async notify(tx: Tx, notice: Notice): Promise<boolean> {
      const { wallet, userId, content, ...rest } = notice
      const member = userId ?? (wallet ? (await members.byWallet(wallet, tx))?.id : undefined)
      if (!member || !(await enabled(member, notice.newstype, tx))) return false
      const [row] = await tx
        .insert(noticeMessage)
        .values({ ...rest, userId: member, content: sanitizeNoticeHtml(content) })
        .onConflictDoNothing()
        .returning({ id: noticeMessage.id })
      if (!row) return false
      afterCommit(tx, `notice.count:${member}`, async () => void (await publishCount(member)))
      return true
    },

    /** POST findpage: one tab, newest first, with the unread count of every tab. */
    async page(
      userId: number,
      q: { type: NoticeTab; userid?: number; page: number; size: number },
    ): Promise<NoticePage> {
      if (q.userid !== undefined && q.userid !== userId) throw badRequest(NOTICE_TEXT.notYours)
      const where = mine(userId, inTab(q.type))
      const [rows, [total], counts] = await Promise.all([
        db
          .select()
          .from(noticeMessage)
          .where(where)
          .orderBy(desc(noticeMessage.id))
          .limit(q.size + 1)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(noticeMessage).where(where),
        tabCounts(userId),
      ])
      return {
        list: rows.slice(0, q.size).map(view),
        num: total?.n ?? 0,
        page: q.page,
        size: q.size,
        hasMore: rows.length > q.size,
        ...counts,
      }
    },

    /** GET findnotice?id=: one of the caller's notices. */
    async one(userId: number, id: number): Promise<NoticeView> {
      return view(await own(userId, id))
    },

    /** GET getusernew: the caller's newest unread notice (null when all are read). */
    async newest(userId: number): Promise<NoticeView | null> {
      const [row] = await db
        .select()
        .from(noticeMessage)
        .where(mine(userId, eq(noticeMessage.status, 0)))
        .orderBy(desc(noticeMessage.id))
        .limit(1)
      return row ? view(row) : null
    },

    /** GET getcount: data.num, the caller's unread notices. */
    async count(userId: number): Promise<{ num: number }> {
      return { num: await unread(userId) }
    },

    /** GET updatenewstatus?id=: one notice read; answers the new unread count. */
    async markRead(userId: number, id: number): Promise<{ num: number }> {
      const row = await own(userId, id)
      if (row.status !== 0) return { num: await unread(userId) }
      await db
        .update(noticeMessage)
        .set({ status: 1 })
        .where(mine(userId, eq(noticeMessage.id, id)))
      return { num: await publishCount(userId) }
    },

    /** POST updatenoticeuser: every unread notice of a tab (or all) read; answers the new count. */
    async markAll(userId: number, type?: NoticeTab): Promise<{ num: number }> {
      const changed = await db
        .update(noticeMessage)
        .set({ status: 1 })
        .where(mine(userId, eq(noticeMessage.status, 0), ...(type ? [inTab(type)] : [])))
        .returning({ id: noticeMessage.id })
      return { num: changed.length > 0 ? await publishCount(userId) : await unread(userId) }
    },

    /**
     * The jump check: whether a click leads anywhere (isjump 1), and the outside page it opens in
     * a new window (url); an empty url leads in-app by newstype. A notice without a target stays.
     */
    async jump(userId: number, id: number): Promise<JumpCheck> {
      const row = await own(userId, id)
      if (row.url) return { isjump: 1, url: row.url }
      return { isjump: row.contentid ? 1 : 0, url: '' }
    },

    settings,

    async setSetting(userId: number, newstype: number, on: boolean): Promise<NoticeSetting[]> {
      await db
        .insert(noticeSetting)
        .values({ userId, newstype, enabled: on })
        .onConflictDoUpdate({ target: [noticeSetting.userId, noticeSetting.newstype], set: { enabled: on } })
      return settings(userId)
    },
  }
}
