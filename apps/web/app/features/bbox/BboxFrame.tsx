import { Gift, History } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SectionLink } from '../../ui/SectionNav.tsx'
import { SectionPage } from '../../ui/SectionPage.tsx'

const LINKS: SectionLink[] = [
  { to: '/blindBox', label: 'Blind boxes', icon: Gift },
  { to: '/blindBox/history', label: 'Opened boxes', icon: History },
]

/** The blind-box pages: their sections beside the page (above it on phones) and the page's title. */
export function BboxFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  return (
    <SectionPage area="Blind boxes" links={LINKS} id="bbox-title" title={title} intro={intro}>
      {children}
    </SectionPage>
  )
}
