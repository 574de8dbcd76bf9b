import { Outlet } from 'react-router'
import { Shell } from './Shell.tsx'

/** H5 layout: phone pages (also shared into other apps), a single centred column without header or footer. */
export default function H5Layout() {
  return (
    <Shell tabBar={false} className="mx-auto w-full max-w-[750px] bg-surface">
      <Outlet />
    </Shell>
  )
}
