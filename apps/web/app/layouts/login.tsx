import { Outlet } from 'react-router'
import { Header } from '../features/shell/Header.tsx'
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx'
import { Shell } from './Shell.tsx'

/** Login layout: header and a centred card area, no footer. */
export default function LoginLayout() {
  return (
    <Shell
      header={<Header />}
      tabBar={false}
      className="flex items-start justify-center bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent)] px-4 py-12 desk:py-20"
    >
      <div className="w-full max-w-md">
        <Outlet />
      </div>
    </Shell>
  )
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary />
}
