import { Outlet } from 'react-router'
import { Shell } from './Shell.tsx'

/** Empty layout: the page alone, no header or footer. */
export default function EmptyLayout() {
  return (
    <Shell tabBar={false}>
      <Outlet />
    </Shell>
  )
}
