import { Coins, FolderOpen, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import { Container } from '../../../ui/Container.tsx'
import { type SectionLink, SectionNav } from '../../../ui/SectionNav.tsx'
import { WalletNeeded } from '../../wallet/WalletNeeded.tsx'

const LINKS: SectionLink[] = [
  { to: '/creator-center/upload', label: 'Upload', icon: Upload },
  { to: '/personal/collections', label: 'My Collections', icon: FolderOpen },
  { to: '/personal/earnings', label: 'Creator Earnings', icon: Coins },
]

/** The creator center: its sections beside the page (above it on phones). */
export function CreatorCenterFrame({
  title,
  children,
  wallet,
}: {
  title: string
  children: ReactNode
  /** What the page's work needs a wallet for, when it does: said before the work starts. */
  wallet?: string
}) {
  return (
    <Container className="py-8 desk:py-10">
      <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="min-w-0">
          <p className="mb-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">Creator center</p>
          <SectionNav label="Creator center" links={LINKS} />
        </div>
        <div className="min-w-0">
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">{title}</h1>
          {wallet && <WalletNeeded purpose={wallet} />}
          {children}
        </div>
      </div>
    </Container>
  )
}
