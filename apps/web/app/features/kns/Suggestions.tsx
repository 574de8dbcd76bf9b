import type { KnsSuggestion } from '@kid/shared/kns/views'
import { Link } from 'react-router'
import { buttonClass } from '../../ui/Button.tsx'
import { ethOf } from './format.ts'
import { registerHref } from './links.ts'

/** Free names built from a searched word, each with its yearly price and a way to register it. */
export function Suggestions({
  list,
  title = 'Free names like it',
}: {
  list: KnsSuggestion[]
  title?: string
}) {
  if (list.length === 0) return null
  return (
    <section aria-labelledby="suggestions-title" className="space-y-3">
      <h2 id="suggestions-title" className="text-lg font-bold text-fg">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {list.map((s) => (
          <li key={s.label} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
            <div className="min-w-0 flex-1">
              <p className="truncate font-bold text-fg">{s.name}</p>
              <p className="text-sm text-fg-muted">{ethOf(s.yearlyWei)} / year</p>
            </div>
            <Link to={registerHref(s.label)} className={buttonClass('outline', 'sm')}>
              Register<span className="sr-only"> {s.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
