import { Outlet } from 'react-router'
import { Footer } from '../features/shell/Footer.tsx'
import { PhoneTopBar } from '../features/shell/PhoneTopBar.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Mobile layout: no desktop header (phones never get it), the page, footer and the tab bar. */
export default function MobileLayout() {
  return (
    <Shell header={<PhoneTopBar />} footer={<Footer main />}>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
