import {
  type MessageSubclass,
  NOTICE_TAB,
  type NoticePage,
  type NoticeTab,
  POPUP_PAGE,
  POPUP_RELOAD_MS,
  POPUP_SIZE,
  type TabCounts,
} from '@kid/shared/notice'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../ui/Button.tsx'
import { cn } from '../../ui/cn.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { noticeApi } from './api.ts'
import { NoticeItem } from './NoticeItem.tsx'
import { useOpenNotice } from './useOpenNotice.ts'

type TabInfo = { type: NoticeTab; label: string; count: keyof TabCounts; subclass: MessageSubclass }
const NOTIFICATIONS: TabInfo = {
  type: NOTICE_TAB.notifications,
  label: 'Notifications',
  count: 'notificationstotal',
  subclass: 'all',
}
/** The popup's tabs (spec 001 §2, §7): type id, label, its count, and its /message subclass. */
export const NOTICE_TABS: TabInfo[] = [
  NOTIFICATIONS,
  { type: NOTICE_TAB.replies, label: 'Replies', count: 'repliestotal', subclass: 'replies' },
  { type: NOTICE_TAB.likes, label: 'Likes', count: 'likestotal', subclass: 'likes' },
]

const NO_COUNTS: TabCounts = { notificationstotal: 0, repliestotal: 0, likestotal: 0 }

/**
 * The bell's popup: page 1 of the chosen tab, 3 items. The first tab loads at once; a tab switch
 * reloads after 500 ms and cancels the request before it (spec 001 §9), so only the last tab
 * chosen answers. A failed call shows the empty list, as the spec's clients do.
 */
export function NoticePopup({ onLeave }: { onLeave: () => void }) {
  const [tab, setTab] = useState<NoticeTab>(NOTICE_TAB.notifications)
  const [page, setPage] = useState<NoticePage | null>(null)
  const [counts, setCounts] = useState<TabCounts>(NO_COUNTS)
  const first = useRef(true)

  useEffect(() => {
    const controller = new AbortController()
    const delay = first.current ? 0 : POPUP_RELOAD_MS
    first.current = false
    setPage(null)
    const timer = setTimeout(() => {
      noticeApi
        .page({ type: tab, page: POPUP_PAGE, size: POPUP_SIZE }, controller.signal)
        .then((answer) => {
          setPage(answer)
          setCounts(answer)
        })
        .catch(() => {
          if (!controller.signal.aborted)
            setPage({ ...NO_COUNTS, list: [], num: 0, page: 1, size: POPUP_SIZE, hasMore: false })
        })
    }, delay)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [tab])

  const current = NOTICE_TABS.find((t) => t.type === tab) ?? NOTIFICATIONS
  const open = useOpenNotice((id) => {
    setPage((p) => p && { ...p, list: p.list.map((n) => (n.id === id ? { ...n, status: 1 } : n)) })
    setCounts((c) => ({ ...c, [current.count]: Math.max(0, c[current.count] - 1) }))
  })

  return (
    <div className="flex w-[min(24rem,calc(100vw-1.5rem))] flex-col">
      <div
        role="tablist"
        aria-label="Notification types"
        className="flex gap-1 border-b border-line px-2 pt-2"
      >
        {NOTICE_TABS.map((t) => {
          const selected = t.type === tab
          return (
            <button
              key={t.type}
              type="button"
              role="tab"
              id={`notice-tab-${t.type}`}
              aria-selected={selected}
              aria-controls="notice-panel"
              onClick={() => setTab(t.type)}
              className={cn(
                '-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors',
                selected ? 'border-brand-600 text-fg' : 'border-transparent text-fg-muted hover:text-fg',
              )}
            >
              {t.label}{' '}
              <span
                className={cn(
                  'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                  counts[t.count] > 0 ? 'bg-accent-500 text-white' : 'bg-ink-900/6 text-fg-muted',
                )}
              >
                {counts[t.count]}
                <span className="sr-only"> unread</span>
              </span>
            </button>
          )
        })}
      </div>
      <div
        id="notice-panel"
        role="tabpanel"
        aria-labelledby={`notice-tab-${tab}`}
        aria-busy={page === null}
        className="min-h-44 p-1.5"
      >
        {page === null ? (
          <div className="space-y-2 p-2">
            {['first', 'second', 'third'].map((slot) => (
              <Skeleton key={slot} className="h-12 w-full rounded-xl" />
            ))}
          </div>
        ) : page.list.length === 0 ? (
          <p className="flex min-h-40 items-center justify-center text-sm text-fg-muted">No Notification</p>
        ) : (
          <ul>
            {page.list.map((notice) => (
              <li key={notice.id}>
                <NoticeItem
                  notice={notice}
                  compact
                  onOpen={(n) => {
                    onLeave()
                    void open(n).catch(() => undefined)
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-line p-2">
        <Link
          to={`/message/${current.subclass}`}
          onClick={onLeave}
          className={buttonClass('secondary', 'md', 'w-full')}
        >
          View All
        </Link>
      </div>
    </div>
  )
}
