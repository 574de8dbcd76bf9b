import { type FlowRequest, useRequests } from './onDemand.ts'
import { useCancelOffer } from './useCancelOffer.ts'

/** The Offers tab's Cancel, loaded with its first use: withdraws the offer each request names. */
export function CancelOfferFlow({
  request,
  refresh,
  onBusy,
}: {
  request: FlowRequest<number> | undefined
  refresh: () => void
  onBusy: (busy: boolean) => void
}) {
  const { cancelOffer, busy } = useCancelOffer(refresh)
  useRequests(request, cancelOffer, busy, onBusy)
  return null
}
