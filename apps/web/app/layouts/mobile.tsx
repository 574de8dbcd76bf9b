import { Outlet } from 'react-router'
import { Footer } from '../features/shell/Footer.tsx'
import { MobileTopBar } from '../features/shell/MobileTopBar.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Mobile layout: no desktop header (phones never get it), the page, footer and the messages bar. */
export default function MobileLayout() {
  return (
    <Shell header={<MobileTopBar />} footer={<Footer main />} className="pb-14 desk:pb-0">
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
