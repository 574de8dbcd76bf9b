import { Outlet } from 'react-router'
import { Footer } from '../features/shell/Footer.tsx'
import { KidHeader } from '../features/shell/KidHeader.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Kid layout (.kid names): the name-search header, page, footer. */
export default function KidLayout() {
  return (
    <Shell header={<KidHeader />} footer={<Footer />}>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
