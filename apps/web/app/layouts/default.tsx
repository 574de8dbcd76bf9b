import { Outlet } from 'react-router'
import { Footer } from '../features/shell/Footer.tsx'
import { Header } from '../features/shell/Header.tsx'
import { MobileTopBar } from '../features/shell/MobileTopBar.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Default layout: header (on phones the slim brand bar, so a deep link still leads home), page, footer. */
export default function DefaultLayout() {
  return (
    <Shell
      header={
        <>
          <Header />
          <MobileTopBar />
        </>
      }
      footer={<Footer />}
    >
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
