import { Link, Outlet } from 'react-router'
import { Logo } from '../ui/Logo.tsx'
import { Shell } from './Shell.tsx'

/** Second login layout: a split screen, brand panel on the left (desktop) and the form on the right. */
export default function Login2Layout() {
  return (
    <Shell messagesBar={false} className="grid desk:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-ink-950 p-12 text-white desk:flex desk:flex-col desk:justify-between">
        <Link to="/" aria-label="KID home" className="self-start rounded-lg">
          <Logo tone="light" />
        </Link>
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-24 size-[28rem] rounded-full bg-[conic-gradient(from_180deg,var(--color-brand-500),var(--color-accent-500),var(--color-cyan-400),var(--color-brand-500))] opacity-40 blur-3xl"
        />
        <p className="relative max-w-sm text-3xl leading-tight font-bold">
          Create, collect and connect on KID.
        </p>
      </aside>
      <div className="flex items-center justify-center px-4 py-12">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </div>
    </Shell>
  )
}
