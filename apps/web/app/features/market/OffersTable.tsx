import type { OfferView } from '@kid/shared/market/trade'
import type { Page } from '@kid/shared/page'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { useRevalidator } from 'react-router'
import { useQuery, useQueryCache } from '../../lib/query.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { DataTable } from '../../ui/DataTable.tsx'
import { DC } from './api/catalog.ts'
import { browserReader } from './api/reader.ts'
import { localDateTime } from './localTime.ts'
import { Money } from './Money.tsx'
import { FlowButton } from './trade/FlowButton.tsx'
import { lazyModule, type OnDemand, useOnDemand } from './trade/onDemand.ts'
import { WalletName } from './WalletName.tsx'
import type { KnownMembers } from './walletLabel.ts'

/** Withdrawing an offer needs the wallet: its code loads with the first Cancel (docs/web.md). */
const loadCancel = lazyModule(() => import('./trade/CancelOfferFlow.tsx'))

/**
 * The item's open offers and bids, best first (item/offer/open/item/{id}). The viewer may withdraw
 * any signed offer of their own here, not only the best one (an escrowed bid stays until outbid).
 */
export function OffersTable({ itemId, ethUsd }: { itemId: number; ethUsd?: string }) {
  const queries = useQueryCache()
  const revalidator = useRevalidator()
  const cancel = useOnDemand<typeof import('./trade/CancelOfferFlow.tsx'), number>(loadCancel)
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['market', 'offers', itemId] })
    // The item's best offer may have been this one.
    void revalidator.revalidate()
  }
  const Flow = cancel.module?.CancelOfferFlow
  const q = useQuery({
    queryKey: ['market', 'offers', itemId],
    queryFn: () => browserReader.get<Page<OfferView>>(`${DC}/item/offer/open/item/${itemId}`),
  })
  // The flow stays mounted while the list reloads after it (the last offer gone leaves none).
  return (
    <>
      {Flow && <Flow request={cancel.request} refresh={refresh} onBusy={cancel.setBusy} />}
      <OfferRows offers={q.data?.list} pending={q.isPending} ethUsd={ethUsd} cancel={cancel} />
    </>
  )
}

function OfferRows({
  offers,
  pending,
  ethUsd,
  cancel,
}: {
  offers: OfferView[] | undefined
  pending: boolean
  ethUsd?: string
  cancel: OnDemand<number>
}) {
  const { user } = useSession()
  if (pending) return <p className="text-sm text-fg-muted">Loading offers…</p>
  const list = offers ?? []
  if (list.length === 0) return <p className="py-6 text-sm text-fg-muted">No offers yet.</p>
  const mine = (o: OfferView) => !o.onchain && sameAddress(o.bidder, user.walletaddress)
  const withdraw = list.some(mine)
  return (
    <DataTable
      label="Offers"
      head={['Price', 'Kind', 'From', 'Expires', ...(withdraw ? ['Action'] : [])]}
      rows={list.map((o) => ({
        key: o.offerId,
        cells: [
          <Money key="p" amount={o.price} currency={o.currency} ethUsd={ethUsd} />,
          o.onchain ? 'Bid' : 'Offer',
          <WalletName key="f" address={o.bidder} members={bidderOf(o)} kidNames={o.kidNames} />,
          localDateTime(o.expireTime),
          ...(withdraw
            ? [
                mine(o) ? (
                  <FlowButton key="c" variant="outline" size="sm" flows={cancel} value={o.offerId}>
                    Cancel
                  </FlowButton>
                ) : null,
              ]
            : []),
        ],
      }))}
    />
  )
}

/** The member who made the offer, as the list names them. */
const bidderOf = (o: OfferView): KnownMembers =>
  o.bidderUserId === null ? [] : [{ address: o.bidder, userId: o.bidderUserId, username: o.bidderName }]
