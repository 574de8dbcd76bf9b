import { Outlet } from 'react-router'
import { Header } from '../features/shell/Header.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { Container } from '../ui/Container.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** White container layout: header, the page on a white sheet, footer (documents, forms). */
export default function WhiteBgContainerLayout() {
  return (
    <Shell header={<Header />} footer={<SiteFooter />} className="py-6 desk:py-12">
      <Container className="max-w-[960px]">
        <div className="rounded-2xl border border-line bg-surface px-5 py-8 shadow-card desk:px-14 desk:py-12">
          <Outlet />
        </div>
      </Container>
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
