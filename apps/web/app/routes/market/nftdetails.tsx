import { Share2 } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { data } from 'react-router'
import { loadNameNotice } from '../../features/kns/nameItem.ts'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { ItemIdentity } from '../../features/market/ItemIdentity.tsx'
import { ItemCounts } from '../../features/market/item/ItemCounts.tsx'
import { MORE_SHOWN, MoreFromCollection } from '../../features/market/item/MoreFromCollection.tsx'
import { fullPicture } from '../../features/market/itemPicture.ts'
import { Media } from '../../features/market/Media.tsx'
import { TradeSlot } from '../../features/market/TradeSlot.tsx'
import { memberOnly } from '../../features/shell/memberOnly.tsx'
import { useOverlays } from '../../features/shell/Overlays.tsx'
import { ApiError } from '../../lib/api/client.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Button } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/nftdetails'

const ACTIVITY_SIZE = 20
/** A creator's mint, edit and delete of their draft: members only, so visitors never load it. */
const CreatorItemActions = memberOnly(() =>
  import('../../features/market/CreatorItemActions.tsx').then((m) => m.CreatorItemActions),
)
/** Below the price box: loaded after the page's first scripts, rendered on the server all the same. */
const ItemInsights = lazy(() =>
  import('../../features/market/item/ItemInsights.tsx').then((m) => ({ default: m.ItemInsights })),
)
/** The picture's width: the Container's, then half of it beside the details (less the gap). */
const PICTURE_SIZES =
  '(min-width: 1280px) 590px, (min-width: 1024px) calc(50vw - 50px), (min-width: 750px) calc(100vw - 66px), calc(100vw - 34px)'

/**
 * /nftdetails?id={itemId}: the item, its price in ETH (and USD when open/ethprice answers), views
 * and favourites, price history, properties with their rarity, activity, the chain's explorer and
 * more of its collection. An unknown id is a 404; every other part that fails to load only leaves
 * its own section empty (a missing USD rate hides the USD, a missing explorer the links).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get('id'))
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 })
  const calls = catalog(serverReader(context))
  const item = await calls.item(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status >= 500) throw error
    throw data(null, { status: 404 })
  })
  const minted = item.status === 'minted'
  const [activity, price, rarity, sales, more, chain] = await Promise.all([
    calls.itemActivity(id, 1, ACTIVITY_SIZE).catch(() => null),
    calls.ethPrice().catch(() => null),
    minted ? calls.itemTraits(id).catch(() => null) : null,
    minted ? calls.itemSales(id).catch(() => null) : [],
    calls
      .collectionItems({ id: item.collectionId, sort: 'newest', page: 1, size: MORE_SHOWN + 1 })
      .catch(() => null),
    calls.chainConfig().catch(() => null),
  ])
  // A .kid name's item says so, with the name's expiry and its page.
  const kidName = await loadNameNotice(serverReader(context), item, chain)
  return {
    item,
    kidName,
    activity: activity?.list ?? [],
    ethUsd: price?.usd,
    rarity,
    sales,
    more: more?.list ?? [],
    explorerUrl: chain?.explorerUrl || undefined,
    origin: new URL(request.url).origin,
  }
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded
    ? pageMeta({
        title: `${loaded.item.name} — ${loaded.item.collectionName} | KID`,
        description:
          loaded.item.description || `${loaded.item.name}, an NFT of ${loaded.item.collectionName} on KID.`,
        image:
          loaded.item.mediaType === 'image'
            ? new URL(loaded.item.mediaUrl, loaded.origin).toString()
            : undefined,
      })
    : pageMeta({ title: 'Item not found | KID', description: 'This item could not be found.' })

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  const { item, kidName, activity, ethUsd, rarity, sales, more, explorerUrl, origin } = loaderData
  const { openShare } = useOverlays()
  return (
    <Container className="py-8 desk:py-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="aspect-square overflow-hidden rounded-2xl border border-line bg-canvas shadow-card">
            <Media
              url={item.mediaUrl}
              type={item.mediaType}
              picture={fullPicture(item.mediaUrl, item.thumbnailUrl)}
              sizes={PICTURE_SIZES}
              eager
              fetchPriority="high"
              alt={item.name}
              controls
              className="object-contain"
            />
          </div>
        </div>
        <div className="min-w-0 space-y-6">
          <div className="flex items-start justify-between gap-4">
            <ItemIdentity item={item} />
            <Button
              variant="outline"
              size="sm"
              onClick={() => openShare({ link: `${origin}/nftdetails?id=${item.id}`, text: item.name })}
            >
              <Share2 className="size-4" aria-hidden="true" />
              Share
            </Button>
          </div>
          {item.status === 'minted' && (
            <ItemCounts key={`${item.id}:${item.likes}:${item.liked}`} item={item} />
          )}
          <TradeSlot item={item} ethUsd={ethUsd} />
          <CreatorItemActions item={item} />
          {item.description && (
            <p className="leading-7 whitespace-pre-line text-fg-muted">{item.description}</p>
          )}
          <Suspense fallback={<div className="min-h-96" />}>
            <ItemInsights
              item={item}
              kidName={kidName}
              activity={activity}
              rarity={rarity}
              sales={sales}
              ethUsd={ethUsd}
              explorerUrl={explorerUrl}
            />
          </Suspense>
        </div>
      </div>
      {item.status === 'minted' && (
        <div className="mt-12">
          <MoreFromCollection item={item} others={more} ethUsd={ethUsd} />
        </div>
      )}
    </Container>
  )
}
