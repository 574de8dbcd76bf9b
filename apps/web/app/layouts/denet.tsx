import { Outlet } from 'react-router'
import { Header } from '../features/shell/Header.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Denet campaign layout: dark header and a dark page body, footer. */
export default function DenetLayout() {
  return (
    <Shell header={<Header tone="dark" />} footer={<SiteFooter />} className="bg-ink-950 text-white">
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
