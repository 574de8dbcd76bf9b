import { Outlet } from 'react-router'
import { KidHeader } from '../features/shell/KidHeader.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Kid layout (.kid names): the name-search header, page, footer. */
export default function KidLayout() {
  return (
    <Shell header={<KidHeader />} footer={<SiteFooter />}>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
