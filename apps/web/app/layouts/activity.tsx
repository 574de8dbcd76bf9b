import { useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Header } from '../features/shell/Header.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { cn } from '../ui/cn.ts'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'
import { type Slide, slideDirection } from './slideDirection.ts'

/** Activity (quiz) layout: pages slide left going forward and right going back. */
export default function ActivityLayout() {
  const location = useLocation()
  const visited = useRef(new Set<string>())
  const last = useRef<{ key: string; slide: Slide } | null>(null)
  if (last.current?.key !== location.key) {
    last.current = {
      key: location.key,
      slide: slideDirection(location.key, visited.current, last.current === null),
    }
  }
  const slide = last.current.slide
  return (
    <Shell header={<Header />} footer={<SiteFooter />} className="overflow-x-hidden">
      <div
        key={location.key}
        data-slide={slide}
        className={cn(
          slide === 'forward' && 'animate-slide-in-left',
          slide === 'back' && 'animate-slide-in-right',
        )}
      >
        <Outlet />
      </div>
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
