import type { ReactNode } from 'react'
import { Container } from './Container.tsx'
import { type SectionLink, SectionNav } from './SectionNav.tsx'

/**
 * A page of an area with sections (messages, spending): the sections beside the page (above it on
 * phones), the page's title with its actions, then the page.
 */
export function SectionPage({
  area,
  links,
  id,
  title,
  actions,
  children,
}: {
  /** The area's name, for the navigation's label. */
  area: string
  links: SectionLink[]
  /** The title's id, which names the page's section. */
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Container className="py-8 desk:py-10">
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <SectionNav label={area} links={links} />
        <section aria-labelledby={id} className="min-w-0">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h1 id={id} className="text-2xl font-bold text-fg">
              {title}
            </h1>
            {actions}
          </div>
          {children}
        </section>
      </div>
    </Container>
  )
}
