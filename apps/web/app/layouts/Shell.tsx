import type { ReactNode } from 'react'
import { TabBar } from '../features/shell/TabBar.tsx'
import { useScrollReset } from '../lib/hooks/useScrollReset.ts'
import { useSession } from '../lib/session/SessionProvider.tsx'
import { cn } from '../ui/cn.ts'

/** The frame every layout shares: header slot, main landmark, footer slot, the phones' tab bar. */
export function Shell({
  header,
  footer,
  children,
  className,
  tabBar = true,
}: {
  header?: ReactNode
  footer?: ReactNode
  children: ReactNode
  className?: string
  tabBar?: boolean
}) {
  useScrollReset()
  const { embedded } = useSession()
  const withTabBar = tabBar && !embedded
  return (
    // Room below the page for the fixed tab bar, so the footer's last line is not under it.
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        withTabBar && 'pb-[calc(3.5rem+env(safe-area-inset-bottom))] desk:pb-0',
      )}
    >
      {header}
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      {footer}
      {withTabBar && <TabBar />}
    </div>
  )
}
