import { BookOpen, Gift, HeartHandshake, Link2, ScrollText } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import type { SectionLink } from '../../ui/SectionNav.tsx'
import { SectionPage } from '../../ui/SectionPage.tsx'

/** The reward centre's sections; the centre itself also offers the others as shortcuts. */
export const BRICKS_SECTIONS: SectionLink[] = [
  { to: '/bricks', label: 'Rewards', icon: Gift, alsoOn: ['/h5/bricks'] },
  { to: '/bricks/invite', label: 'Invite friends', icon: HeartHandshake },
  { to: '/bricks/social', label: 'Social accounts', icon: Link2 },
  { to: '/h5/bricks-log', label: 'Bricks log', icon: ScrollText },
  { to: '/bricks/rules', label: 'Rules', icon: BookOpen },
]

/**
 * The reward centre's pages: the sections beside the page on wide screens (a row above it on
 * phones); on the /h5/ pages, a phone column with a way back to the centre instead.
 */
export function BricksFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  const phone = useLocation().pathname.toLowerCase().startsWith('/h5/')
  if (phone)
    return (
      <main aria-labelledby="bricks-title" className="px-4 py-5">
        <Link to="/h5/bricks" className="mb-3 inline-block text-sm font-semibold text-brand-700">
          ← Rewards
        </Link>
        <div className="mb-5">
          <h1 id="bricks-title" className="text-2xl font-bold text-fg">
            {title}
          </h1>
          {intro && <p className="mt-1 max-w-prose text-sm text-fg-muted">{intro}</p>}
        </div>
        {children}
      </main>
    )
  return (
    <SectionPage area="Rewards" links={BRICKS_SECTIONS} id="bricks-title" title={title} intro={intro}>
      {children}
    </SectionPage>
  )
}
