import { Outlet } from 'react-router'
import { Header } from '../features/shell/Header.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Default layout: header (on phones the phone bar and tab bar), page, footer. */
export default function DefaultLayout() {
  return (
    <Shell header={<Header />} footer={<SiteFooter />}>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
