import { KeyRound, LayoutGrid, LockKeyhole, QrCode } from 'lucide-react'
import type { ReactNode } from 'react'
import { Container } from '../../ui/Container.tsx'
import { type SectionLink, SectionNav } from '../../ui/SectionNav.tsx'

/** The KID wallet's views; deposit and withdraw join them with the spending pages. */
export const WALLET_LINKS: SectionLink[] = [
  { to: '/wallet', label: 'Overview', icon: LayoutGrid },
  { to: '/wallet/assets/share', label: 'Receive', icon: QrCode },
  { to: '/wallet/settings/phrase', label: 'Recovery phrase', icon: KeyRound },
  { to: '/wallet/settings/password', label: 'Wallet password', icon: LockKeyhole },
]

/** The wallet area: its views beside the page (above it on phones) once a wallet exists. */
export function WalletFrame({
  title,
  intro,
  nav = true,
  children,
}: {
  title: string
  intro?: ReactNode
  nav?: boolean
  children: ReactNode
}) {
  return (
    <Container className="py-8 desk:py-10">
      <div className={nav ? 'grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8' : 'mx-auto max-w-2xl'}>
        {nav && <SectionNav label="KID wallet" links={WALLET_LINKS} />}
        <section aria-labelledby="wallet-title" className="min-w-0">
          <h1 id="wallet-title" className="text-2xl font-bold text-fg">
            {title}
          </h1>
          {intro && <p className="mt-2 max-w-prose text-sm leading-6 text-fg-muted">{intro}</p>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </Container>
  )
}
