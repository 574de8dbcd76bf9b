import { ArrowUpRight } from 'lucide-react'
import { Link } from 'react-router'
import { Container } from '../../../ui/Container.tsx'
import { cn } from '../../../ui/cn.ts'
import { FEATURES } from './features.ts'

/** What you can do on KID: a tile per section, each linking to it. */
export function FeatureTiles({ compact = false }: { compact?: boolean }) {
  return (
    <section aria-labelledby="features-title" className={cn(compact ? 'py-10' : 'py-16 desk:py-24')}>
      <Container>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">What you can do</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-fg desk:text-4xl">
            Everything on KID
          </h2>
          <p className="mt-3 text-base leading-7 text-fg-muted">
            Everything you can do here today, from your first mint to your first sale.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 desk:gap-5 lg:grid-cols-3">
          {FEATURES.map((feature) => {
            const Icon = feature.icon
            return (
              <li key={feature.to}>
                <Link
                  to={feature.to}
                  className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop"
                >
                  <span
                    className={cn(
                      'inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-sm',
                      feature.tint,
                    )}
                    aria-hidden="true"
                  >
                    <Icon className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold text-fg">{feature.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-fg-muted">{feature.text}</p>
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 group-hover:text-brand-700">
                    {feature.cta}
                    <ArrowUpRight
                      className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
