import { Globe, List } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SectionLink } from '../../ui/SectionNav.tsx'
import { SectionPage } from '../../ui/SectionPage.tsx'
import { MY_NAMES_HREF } from './links.ts'

const LINKS: SectionLink[] = [
  { to: '/kid', label: '.kid names', icon: Globe },
  { to: MY_NAMES_HREF, label: 'My names', icon: List },
]

/** The .kid pages: their sections beside the page (above it on phones) and the page's title. */
export function KidFrame({
  title,
  intro,
  actions,
  children,
}: {
  title: string
  intro?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <SectionPage area=".kid names" links={LINKS} id="kid-title" title={title} intro={intro} actions={actions}>
      {children}
    </SectionPage>
  )
}
