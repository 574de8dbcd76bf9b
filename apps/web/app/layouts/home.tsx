import { Outlet } from 'react-router'
import { Header } from '../features/shell/Header.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Home layout: the dark header over the hero and the main footer (with Instagram). */
export default function HomeLayout() {
  return (
    <Shell header={<Header tone="dark" />} footer={<SiteFooter main />}>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
