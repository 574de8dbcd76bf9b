import { Outlet } from 'react-router'
import { PhoneTopBar } from '../features/shell/PhoneTopBar.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Mobile layout: no desktop header (phones never get it), the page, footer and the tab bar. */
export default function MobileLayout() {
  return (
    <Shell header={<PhoneTopBar />} footer={<SiteFooter main />}>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
