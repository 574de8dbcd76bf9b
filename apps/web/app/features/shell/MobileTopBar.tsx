import { TabletSmartphone } from 'lucide-react'
import { Link } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Logo } from '../../ui/Logo.tsx'
import { useOverlays } from './Overlays.tsx'

/**
 * Phones never get the site header (spec 000 §2.4); this slim brand bar (not a banner
 * landmark) keeps the logo and the app download at hand below 750 px.
 */
export function MobileTopBar() {
  const { embedded } = useSession()
  const { openAppDownload } = useOverlays()
  if (embedded) return null
  return (
    <nav aria-label="Mobile" className="flex h-14 items-center justify-between bg-ink-950 px-4 desk:hidden">
      <Link to="/" aria-label="KID home" className="rounded-lg">
        <Logo tone="light" />
      </Link>
      <button
        type="button"
        onClick={() => openAppDownload('apple')}
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold text-ink-900"
      >
        <TabletSmartphone className="size-4" aria-hidden="true" />
        Get the app
      </button>
    </nav>
  )
}
