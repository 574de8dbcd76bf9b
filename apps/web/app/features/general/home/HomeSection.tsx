import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Container } from '../../../ui/Container.tsx'

/** A titled home-page section with its "see all" link. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more?: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="py-8 desk:py-10">
      <Container>
        <div className="mb-5 flex items-end justify-between gap-4">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-fg desk:text-3xl">
            {title}
          </h2>
          {more && (
            <Link
              to={more.to}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {more.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
        {children}
      </Container>
    </section>
  )
}
