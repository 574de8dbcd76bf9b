import { Coins, FolderOpen, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import { Container } from '../../../ui/Container.tsx'
import { type SectionLink, SectionNav } from '../../../ui/SectionNav.tsx'
import { WalletNeeded } from '../../wallet/WalletNeeded.tsx'

const LINKS: SectionLink[] = [
  // /nftCreate is the same page (routes/market/nft-create.tsx).
  { to: '/creator-center/upload', label: 'Upload', icon: Upload, alsoOn: ['/nftcreate'] },
  { to: '/personal/collections', label: 'My Collections', icon: FolderOpen },
  { to: '/personal/earnings', label: 'Creator Earnings', icon: Coins },
]

/** The creator center: its sections beside the page (above it on phones). */
export function CreatorCenterFrame({
  title,
  intro,
  children,
  wallet,
}: {
  title: string
  /** A line under the title. */
  intro?: string
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
          {intro && <p className="-mt-4 mb-8 text-fg-muted">{intro}</p>}
          {wallet && <WalletNeeded purpose={wallet} />}
          {children}
        </div>
      </div>
    </Container>
  )
}
