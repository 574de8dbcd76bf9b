import { BookOpen, Gift, HeartHandshake, Link2, ScrollText } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Container } from '../../ui/Container.tsx'
import { type SectionLink, SectionNav } from '../../ui/SectionNav.tsx'

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
  const heading = (
    <div className="mb-5">
      <h1 id="bricks-title" className="text-2xl font-bold text-fg">
        {title}
      </h1>
      {intro && <p className="mt-1 max-w-prose text-sm text-fg-muted">{intro}</p>}
    </div>
  )
  if (phone)
    return (
      <main aria-labelledby="bricks-title" className="px-4 py-5">
        <Link to="/h5/bricks" className="mb-3 inline-block text-sm font-semibold text-brand-700">
          ← Rewards
        </Link>
        {heading}
        {children}
      </main>
    )
  return (
    <Container className="py-8 desk:py-10">
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <SectionNav label="Rewards" links={BRICKS_SECTIONS} />
        <section aria-labelledby="bricks-title" className="min-w-0">
          {heading}
          {children}
        </section>
      </div>
    </Container>
  )
}
