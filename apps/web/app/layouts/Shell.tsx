import type { ReactNode } from 'react'
import { useUnreadPoll } from '../features/notice/useUnreadCount.ts'
import { MessagesBar } from '../features/shell/MessagesBar.tsx'
import { useScrollReset } from '../lib/hooks/useScrollReset.ts'
import { cn } from '../ui/cn.ts'

/** The frame every layout shares: header slot, main landmark, footer slot, mobile messages bar. */
export function Shell({
  header,
  footer,
  children,
  className,
  messagesBar = true,
}: {
  header?: ReactNode
  footer?: ReactNode
  children: ReactNode
  className?: string
  messagesBar?: boolean
}) {
  useScrollReset()
  useUnreadPoll()
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      {footer}
      {messagesBar && <MessagesBar />}
    </div>
  )
}
