import type { ItemInfo, ItemTraits } from '@kid/shared/market/views'
import { traitShare } from './item/traitShare.ts'

type Trait = ItemInfo['properties'][number]

/**
 * The item's properties as tiles: trait type above, value below, and when the collection's counts
 * are known (item/open/traits), how many of its items share the value.
 */
export function TraitsGrid({ traits, rarity }: { traits: Trait[]; rarity?: ItemTraits | null }) {
  if (traits.length === 0) return <p className="text-sm text-fg-muted">This item has no properties.</p>
  const countOf = (trait: Trait) =>
    rarity?.traits.find((r) => r.trait_type === trait.trait_type && r.value === trait.value)?.count
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {traits.map((trait) => {
        const count = countOf(trait)
        return (
          <li
            key={trait.trait_type}
            className="rounded-lg border border-brand-100 bg-brand-50/60 p-3 text-center"
          >
            <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {trait.trait_type}
            </p>
            <p className="mt-1 truncate text-sm font-bold text-fg">{trait.value}</p>
            {rarity && count !== undefined && (
              <p className="mt-1 text-xs text-fg-muted">
                {traitShare(count, rarity.items)} have this
                <span className="sr-only">
                  {' '}
                  ({count} of {rarity.items} items)
                </span>
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
