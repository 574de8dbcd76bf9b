import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { cn } from '../../ui/cn.ts'

export type LinkTab = { to: string; label: string; active: boolean }

/** Tabs that are links, so each tab is an address to share and the server renders it. */
export function LinkTabs({ tabs, label }: { tabs: LinkTab[]; label: string }) {
  const scroller = useRef<HTMLElement>(null)
  const active = tabs.findIndex((tab) => tab.active)
  // On a phone the row scrolls sideways: the current tab (Creators, last) is brought into view.
  useEffect(() => {
    const nav = scroller.current
    const current = nav?.firstElementChild?.children[active] as HTMLElement | undefined
    if (!nav || !current) return
    const overflow = current.offsetLeft + current.offsetWidth - (nav.scrollLeft + nav.clientWidth)
    if (overflow > 0) nav.scrollLeft += overflow + 16
  }, [active])
  return (
    <nav ref={scroller} aria-label={label} className="relative -mx-4 overflow-x-auto px-4 max-desk:fade-end">
      <ul className="flex gap-1 border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.active ? 'page' : undefined}
              className={cn(
                '-mb-px inline-block border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
                tab.active ? 'border-brand-600 text-fg' : 'border-transparent text-fg-muted hover:text-fg',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
