import type { ReactNode } from 'react'
import { Container } from './Container.tsx'
import { type SectionLink, SectionNav } from './SectionNav.tsx'

/**
 * A page of an area with sections (messages, spending, the KID wallet, rewards): the sections
 * beside the page (above it on phones), the page's title with its actions and intro, then the
 * page. Without `links` (a step before the area applies, like creating a wallet) the page stands
 * alone in a narrow column.
 */
export function SectionPage({
  area,
  links,
  id,
  title,
  intro,
  actions,
  children,
}: {
  /** The area's name, for the navigation's label. */
  area: string
  links?: SectionLink[]
  /** The title's id, which names the page's section. */
  id: string
  title: string
  intro?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Container className="py-8 desk:py-10">
      <div className={links ? 'grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8' : 'mx-auto max-w-2xl'}>
        {links && <SectionNav label={area} links={links} />}
        <section aria-labelledby={id} className="min-w-0">
          <div className="mb-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 id={id} className="text-2xl font-bold text-fg">
                {title}
              </h1>
              {actions}
            </div>
            {intro && <p className="mt-1 max-w-prose text-sm leading-6 text-fg-muted">{intro}</p>}
          </div>
          {children}
        </section>
      </div>
    </Container>
  )
}
