import { MESSAGE_SUBCLASS, type MessageSubclass, NOTICE_BASE, type NoticePage } from '@kid/shared/notice'
import { PAGE_SIZE_DEFAULT } from '@kid/shared/page'
import { BellOff, CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { data, Link } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { EXPLORE_MARKETPLACE } from '../../features/market/emptyActions.ts'
import { noticeApi } from '../../features/notice/api.ts'
import { MessageFrame } from '../../features/notice/MessageFrame.tsx'
import { NoticeItem } from '../../features/notice/NoticeItem.tsx'
import { useOpenNotice } from '../../features/notice/useOpenNotice.ts'
import { setUnreadCount } from '../../features/notice/useUnreadCount.ts'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/message'

export const meta = () =>
  pageMeta({
    title: 'Notifications | KID',
    description: 'What happened to your items, offers and bids on KID.',
  })

const TITLES: Record<MessageSubclass, string> = { all: 'Notifications', replies: 'Replies', likes: 'Likes' }
const isSubclass = (value: string): value is MessageSubclass => value in MESSAGE_SUBCLASS

/** /message/{subclass?} (login required): one tab of the member's notices, ?page=N, newest first. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const subclass = params.subclass ?? 'all'
  if (!isSubclass(subclass)) throw data(null, { status: 404 })
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1)
  const notices = await serverReader(context)
    .get<NoticePage>(`${NOTICE_BASE}/findpage`, {
      type: MESSAGE_SUBCLASS[subclass],
      page,
      size: PAGE_SIZE_DEFAULT,
    })
    .catch(() => null)
  return { subclass, page, notices }
}

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { subclass, page } = loaderData
  // Keyed by tab and page: a new list starts from what the loader read.
  return <NoticeList key={`${subclass}:${page}`} {...loaderData} />
}

function NoticeList({ subclass, page, notices }: Route.ComponentProps['loaderData']) {
  const [list, setList] = useState(notices?.list ?? [])
  const markRead = (id: number) =>
    setList((l) => l.map((n) => (n.id === id ? { ...n, status: 1 as const } : n)))
  const open = useOpenNotice(markRead)
  const unread = list.some((n) => n.status === 0)

  async function readAll() {
    const { num } = await noticeApi.markAll(MESSAGE_SUBCLASS[subclass])
    setUnreadCount(num)
    setList((l) => l.map((n) => ({ ...n, status: 1 as const })))
  }

  const actions = unread ? (
    <button
      type="button"
      onClick={() => void readAll().catch(() => undefined)}
      className={buttonClass('secondary', 'sm')}
    >
      <CheckCheck className="mr-1.5 size-4" aria-hidden="true" />
      Mark all as read
    </button>
  ) : null

  return (
    <MessageFrame title={TITLES[subclass]} actions={actions}>
      {notices === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your notifications could not be loaded. Reload the page to try again.
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<BellOff className="size-10" aria-hidden="true" />}
          title={page > 1 ? 'No more notifications' : 'No notifications yet'}
          text="When someone buys your item, makes you an offer or outbids you, you will find it here."
          actions={[
            page > 1 ? { to: `/message/${subclass}`, label: 'Back to the newest' } : EXPLORE_MARKETPLACE,
          ]}
        />
      ) : (
        <>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
            {list.map((notice) => (
              <li key={notice.id}>
                <NoticeItem notice={notice} onOpen={(n) => void open(n).catch(() => undefined)} />
              </li>
            ))}
          </ul>
          {(page > 1 || notices.hasMore) && (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={`?page=${page - 1}`} className={buttonClass('secondary', 'sm')}>
                  Newer
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-fg-muted">Page {page}</span>
              {notices.hasMore ? (
                <Link to={`?page=${page + 1}`} className={buttonClass('secondary', 'sm')}>
                  Older
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </MessageFrame>
  )
}
