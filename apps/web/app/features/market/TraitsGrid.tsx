import type { ItemInfo } from '@kid/shared/market/views'

type Trait = ItemInfo['properties'][number]

/** The item's properties as tiles: trait type above, value below. */
export function TraitsGrid({ traits }: { traits: Trait[] }) {
  if (traits.length === 0) return <p className="text-sm text-fg-muted">This item has no properties.</p>
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {traits.map((trait) => (
        <li
          key={trait.trait_type}
          className="rounded-lg border border-brand-100 bg-brand-50/60 p-3 text-center"
        >
          <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {trait.trait_type}
          </p>
          <p className="mt-1 truncate text-sm font-bold text-fg">{trait.value}</p>
        </li>
      ))}
    </ul>
  )
}
