import { TabletSmartphone } from 'lucide-react'
import { Link } from 'react-router'
import { AppCallout } from '../../features/general/home/AppCallout.tsx'
import { FeatureTiles } from '../../features/general/home/FeatureTiles.tsx'
import { Hero } from '../../features/general/home/Hero.tsx'
import { useOverlays } from '../../features/shell/Overlays.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Logo } from '../../ui/Logo.tsx'

export const meta = () =>
  pageMeta({
    title: 'KID',
    description: 'KID on your phone: NFTs, drops, .kid names, communities and the Web3 quiz.',
  })

/** The phone home page (a desktop is sent to / by the server guard). */
export default function MobileHomePage() {
  const { openAppDownload } = useOverlays()
  return (
    <>
      <div className="flex h-14 items-center justify-between bg-ink-950 px-4">
        <Link to="/" aria-label="KID home" className="rounded-lg">
          <Logo tone="light" />
        </Link>
        <button
          type="button"
          onClick={() => openAppDownload('android')}
          className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold text-ink-900"
        >
          <TabletSmartphone className="size-4" aria-hidden="true" />
          Get the app
        </button>
      </div>
      <Hero />
      <FeatureTiles compact />
      <AppCallout />
    </>
  )
}
