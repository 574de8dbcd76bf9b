import { Share2 } from 'lucide-react'
import { data } from 'react-router'
import { ActivityTable } from '../../features/market/ActivityTable.tsx'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CreatorItemActions } from '../../features/market/CreatorItemActions.tsx'
import { ItemDetails } from '../../features/market/ItemDetails.tsx'
import { ItemIdentity } from '../../features/market/ItemIdentity.tsx'
import { fullPicture } from '../../features/market/itemPicture.ts'
import { Media } from '../../features/market/Media.tsx'
import { OffersTable } from '../../features/market/OffersTable.tsx'
import { ListingsTable } from '../../features/market/OrderBook.tsx'
import { TradeSlot } from '../../features/market/TradeSlot.tsx'
import { TraitsGrid } from '../../features/market/TraitsGrid.tsx'
import { useOverlays } from '../../features/shell/Overlays.tsx'
import { ApiError } from '../../lib/api/client.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Button } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx'
import type { Route } from './+types/nftdetails'

const ACTIVITY_SIZE = 20
/** The picture's width: the Container's, then half of it beside the details (less the gap). */
const PICTURE_SIZES =
  '(min-width: 1280px) 590px, (min-width: 1024px) calc(50vw - 50px), (min-width: 750px) calc(100vw - 66px), calc(100vw - 34px)'

/**
 * /nftdetails?id={itemId}: the item, its price in ETH (and USD when open/ethprice answers),
 * properties and activity. An unknown id is a 404; a missing USD rate only hides the USD.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get('id'))
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 })
  const calls = catalog(serverReader(context))
  const [item, activity, price] = await Promise.all([
    calls.item(id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status >= 500) throw error
      throw data(null, { status: 404 })
    }),
    calls.itemActivity(id, 1, ACTIVITY_SIZE).catch(() => null),
    calls.ethPrice().catch(() => null),
  ])
  return { item, activity: activity?.list ?? [], ethUsd: price?.usd, origin: new URL(request.url).origin }
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
  const { item, activity, ethUsd, origin } = loaderData
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
          <TradeSlot item={item} ethUsd={ethUsd} />
          <CreatorItemActions item={item} />
          {item.description && (
            <p className="leading-7 whitespace-pre-line text-fg-muted">{item.description}</p>
          )}
          <Tabs defaultValue="properties">
            <TabsList className="max-w-full overflow-x-auto">
              <TabsTrigger value="properties">Properties</TabsTrigger>
              <TabsTrigger value="listings">Listings</TabsTrigger>
              <TabsTrigger value="offers">Offers</TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
              <TabsTrigger value="details">Details</TabsTrigger>
            </TabsList>
            <TabsContent value="properties" className="pt-4">
              <TraitsGrid traits={item.properties} />
            </TabsContent>
            <TabsContent value="listings" className="pt-4">
              <ListingsTable itemId={item.id} ethUsd={ethUsd} members={item.members} />
            </TabsContent>
            <TabsContent value="offers" className="pt-4">
              <OffersTable itemId={item.id} ethUsd={ethUsd} />
            </TabsContent>
            <TabsContent value="activity" className="pt-4">
              <ActivityTable rows={activity} />
            </TabsContent>
            <TabsContent value="details" className="pt-4">
              <ItemDetails item={item} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </Container>
  )
}
