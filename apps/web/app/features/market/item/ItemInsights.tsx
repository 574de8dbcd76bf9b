import type { ActivityView, ItemInfo, ItemTraits, SalePoint } from '@kid/shared/market/views'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs.tsx'
import { NameItemNotice, type NameNotice } from '../../kns/NameItemNotice.tsx'
import { ActivityTable } from '../ActivityTable.tsx'
import { ItemDetails } from '../ItemDetails.tsx'
import { OffersTable } from '../OffersTable.tsx'
import { ListingsTable } from '../OrderBook.tsx'
import { TraitsGrid } from '../TraitsGrid.tsx'
import { PriceHistory } from './PriceHistory.tsx'

export type ItemInsightsProps = {
  item: ItemInfo
  /** A .kid name's item: that it is one, its expiry and its page (null for every other item). */
  kidName: NameNotice | null
  activity: ActivityView[]
  rarity: ItemTraits | null
  sales: SalePoint[] | null
  ethUsd?: string
  explorerUrl?: string
}

/**
 * What the item page shows below its price box: the price history, then properties (with their
 * rarity), listings, offers, activity and the on-chain details as tabs. The page loads this module
 * on demand (rendered on the server all the same), so the first scripts stay within the landing
 * budget (docs/web.md "What loads when on the item page"). A .kid name's item starts with what it is.
 */
export function ItemInsights({
  item,
  kidName,
  activity,
  rarity,
  sales,
  ethUsd,
  explorerUrl,
}: ItemInsightsProps) {
  return (
    <>
      {kidName && <NameItemNotice notice={kidName} />}
      {item.status === 'minted' && <PriceHistory sales={sales} ethUsd={ethUsd} />}
      <Tabs defaultValue="properties">
        <TabsList className="max-w-full overflow-x-auto max-desk:fade-end">
          <TabsTrigger value="properties">Properties</TabsTrigger>
          <TabsTrigger value="listings">Listings</TabsTrigger>
          <TabsTrigger value="offers">Offers</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="details">Details</TabsTrigger>
        </TabsList>
        <TabsContent value="properties" className="pt-4">
          <TraitsGrid traits={item.properties} rarity={rarity} />
        </TabsContent>
        <TabsContent value="listings" className="pt-4">
          <ListingsTable itemId={item.id} ethUsd={ethUsd} members={item.members} />
        </TabsContent>
        <TabsContent value="offers" className="pt-4">
          <OffersTable itemId={item.id} ethUsd={ethUsd} />
        </TabsContent>
        <TabsContent value="activity" className="pt-4">
          <ActivityTable rows={activity} ethUsd={ethUsd} />
        </TabsContent>
        <TabsContent value="details" className="pt-4">
          <ItemDetails item={item} explorerUrl={explorerUrl} />
        </TabsContent>
      </Tabs>
    </>
  )
}
