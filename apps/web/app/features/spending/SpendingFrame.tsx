import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SectionLink } from '../../ui/SectionNav.tsx'
import { SectionPage } from '../../ui/SectionPage.tsx'

const LINKS: SectionLink[] = [
  { to: '/wallet/spending/info', label: 'Spending balance', icon: Wallet },
  { to: '/wallet/spending/deposit', label: 'Deposit', icon: ArrowDownLeft },
  { to: '/wallet/spending/withdraw', label: 'Withdraw', icon: ArrowUpRight },
]

/** The spending pages: their sections beside the page (above it on phones) and the page's title. */
export function SpendingFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <SectionPage area="Spending" links={LINKS} id="spending-title" title={title} intro={intro}>
      {children}
    </SectionPage>
  )
}
