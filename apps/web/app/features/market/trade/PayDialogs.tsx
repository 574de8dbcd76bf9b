import { formatUnits } from '@kid/shared/format/units'
import { minimumBid } from '@kid/shared/market/bid-rule'
import type { OrderView } from '@kid/shared/market/trade'
import type { ItemInfo } from '@kid/shared/market/views'
import { AmountDialog } from './AmountDialog.tsx'
import type { Currency } from './currencies.ts'
import type { useBuyingFlows } from './useBuyingFlows.ts'
import { usePayerBalances } from './usePayerBalances.ts'

/** How long an offer stands. */
export const OFFER_DAYS = 7

export type PayDialogsProps = {
  listing: NonNullable<ItemInfo['listing']>
  order: OrderView | undefined
  currency: Currency
  /** The highest bid of an auction. */
  lastBid: bigint | undefined
  open: 'offer' | 'bid' | null
  onClose: () => void
  buying: Pick<ReturnType<typeof useBuyingFlows>, 'makeOffer' | 'bid'>
}

/** Make offer and Place bid: an amount checked against the payer's balances, read while one is open. */
export function PayDialogs({ listing, order, currency, lastBid, open, onClose, buying }: PayDialogsProps) {
  const payer = usePayerBalances(open !== null)
  const dialog = (which: 'offer' | 'bid') => ({
    open: open === which,
    onOpenChange: (o: boolean) => !o && onClose(),
    currency,
    balances: payer,
  })
  const expiry = () => BigInt(Math.floor(Date.now() / 1000) + OFFER_DAYS * 86_400)
  return (
    <>
      {order && (
        <AmountDialog
          {...dialog('offer')}
          title="Make offer"
          label="Your offer"
          confirm="Make offer"
          onSubmit={(price, wrap) => buying.makeOffer(order, price, expiry(), wrap)}
        >
          <p className="mb-3 text-sm text-fg-muted">
            The offer is valid for {OFFER_DAYS} days. Your {currency.symbol} stays in your wallet until the
            seller accepts.
          </p>
        </AmountDialog>
      )}
      <AmountDialog
        {...dialog('bid')}
        title="Place bid"
        label="Your bid"
        confirm="Place bid"
        min={minimumBid(BigInt(listing.priceWei), lastBid)}
        onSubmit={(price, wrap) => buying.bid(listing.orderId, price, currency.address, wrap)}
      >
        {lastBid !== undefined && (
          <p className="mb-3 text-sm text-fg-muted">
            Highest bid: {formatUnits(lastBid, currency.decimals)} {currency.symbol}. A new bid must be at
            least 5% higher; it is escrowed until you are outbid.
          </p>
        )}
      </AmountDialog>
    </>
  )
}
