import type { ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { Sparkles } from 'lucide-react'
import { catalog } from '../market/api/catalog.ts'
import { browserReader } from '../market/api/reader.ts'
import { ItemGrid } from '../market/ItemGrid.tsx'
import { usePagedList } from '../market/usePagedList.ts'

export const ITEMS_PAGE = 24

/** The drop's minted tokens: items of its collection on the market, listable by their holders. */
export function DropItems({
  collectionId,
  first,
}: {
  collectionId: number | null
  first: Page<ItemView> | null
}) {
  const list = usePagedList(first, (page) =>
    collectionId === null
      ? Promise.resolve({ list: [], page, size: ITEMS_PAGE, hasMore: false })
      : catalog(browserReader).collectionItems({ id: collectionId, page, size: ITEMS_PAGE }),
  )
  return (
    <ItemGrid
      label="Minted tokens"
      list={list}
      empty={{
        icon: <Sparkles className="size-10" aria-hidden="true" />,
        title: 'Nothing minted yet',
        text: 'Minted tokens appear here at once, and on the marketplace, where their holders can list them.',
        actions: [{ to: '/launchpad', label: 'More drops' }],
      }}
    />
  )
}
