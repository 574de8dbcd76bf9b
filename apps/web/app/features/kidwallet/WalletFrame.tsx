import { AtSign, Info, KeyRound, LayoutGrid, LockKeyhole, QrCode, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SectionLink } from '../../ui/SectionNav.tsx'
import { SectionPage } from '../../ui/SectionPage.tsx'

/** The KID wallet's views; deposit and withdraw join them with the spending pages. */
export const WALLET_LINKS: SectionLink[] = [
  { to: '/wallet', label: 'Overview', icon: LayoutGrid },
  { to: '/wallet/assets/send', label: 'Send', icon: Send },
  { to: '/wallet/assets/share', label: 'Receive', icon: QrCode },
  { to: '/wallet/settings/info', label: 'Wallet details', icon: Info },
  { to: '/wallet/settings/phrase', label: 'Recovery phrase', icon: KeyRound },
  { to: '/wallet/settings/password', label: 'Wallet password', icon: LockKeyhole },
  { to: '/wallet/settings/email', label: 'Recovery e-mail', icon: AtSign },
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
    <SectionPage
      area="KID wallet"
      links={nav ? WALLET_LINKS : undefined}
      id="wallet-title"
      title={title}
      intro={intro}
    >
      {children}
    </SectionPage>
  )
}
