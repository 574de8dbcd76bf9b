import { formatNoticeDate } from '@kid/shared/format/time'
import type { NoticeView } from '@kid/shared/notice'
import { Bell } from 'lucide-react'
import { cn } from '../../ui/cn.ts'

/**
 * One notice (spec 001 §2): avatar, unread dot (status 0), title, date 'MMM, DD YYYY' and the
 * content, HTML the server sanitised when it was written. The title is the row's button and
 * covers the row, so the content's own links (allowed by the sanitiser) stay links of their own.
 */
export function NoticeItem({
  notice,
  onOpen,
  compact = false,
}: {
  notice: NoticeView
  onOpen: (notice: NoticeView) => void
  compact?: boolean
}) {
  const unread = notice.status === 0
  return (
    <div
      className={cn(
        'relative flex w-full items-start gap-3 rounded-xl text-left transition-colors hover:bg-ink-900/4 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
        compact ? 'px-3 py-2.5' : 'px-4 py-4',
      )}
    >
      <span className="relative shrink-0">
        {notice.iconurl ? (
          <img src={notice.iconurl} alt="" className="size-10 rounded-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-600/10 text-brand-600">
            <Bell className="size-5" aria-hidden="true" />
          </span>
        )}
        {unread && (
          <span
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-accent-500 ring-2 ring-surface"
            data-testid="unread-dot"
          >
            <span className="sr-only">Unread</span>
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <button
            type="button"
            onClick={() => onOpen(notice)}
            className={cn(
              'truncate text-left text-sm text-fg outline-none after:absolute after:inset-0 after:content-[""]',
              unread ? 'font-bold' : 'font-semibold',
            )}
          >
            {notice.title}
          </button>
          <time dateTime={notice.createtime} className="shrink-0 text-xs text-fg-muted tabular-nums">
            {formatNoticeDate(notice.createtime)}
          </time>
        </span>
        <span
          className={cn(
            'mt-0.5 block text-sm leading-5 text-fg-muted [&_a]:relative [&_a]:z-10 [&_a]:underline [&_b]:font-semibold [&_b]:text-fg',
            compact && 'line-clamp-2',
          )}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allowlist (modules/notice/sanitize.ts) when written
          dangerouslySetInnerHTML={{ __html: notice.content }}
        />
      </span>
    </div>
  )
}
