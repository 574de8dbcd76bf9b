import { Outlet } from 'react-router'
import { Footer } from '../features/shell/Footer.tsx'
import { Header } from '../features/shell/Header.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Denet campaign layout: dark header and a dark page body, footer. */
export default function DenetLayout() {
  return (
    <Shell header={<Header tone="dark" />} footer={<Footer />} className="bg-ink-950 text-white">
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
