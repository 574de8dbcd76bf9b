import type { Category } from '@kid/shared/market/creators'
import { NavLink } from 'react-router'
import { cn } from '../../ui/cn.ts'

/** The categories as links, 'All' first; `hrefOf(undefined)` is the unfiltered page. */
export function CategoryTabs({
  categories,
  hrefOf,
  current,
}: {
  categories: Category[]
  hrefOf: (category: number | undefined) => string
  current: number | undefined
}) {
  const chip = (active: boolean) =>
    cn(
      'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium',
      active ? 'border-ink-900 bg-ink-900 text-white' : 'border-line-strong text-fg hover:bg-canvas',
    )
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        <li>
          <NavLink
            to={hrefOf(undefined)}
            end
            aria-current={current === undefined ? 'page' : undefined}
            className={chip(current === undefined)}
          >
            All
          </NavLink>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink
              to={hrefOf(c.id)}
              aria-current={current === c.id ? 'page' : undefined}
              className={chip(current === c.id)}
            >
              {c.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
