import { useState } from 'react'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import { preparedTxStep } from './steps.ts'
import { tradeApi } from './tradeApi.ts'

/**
 * Cancel offer, from the trade panel (the best offer) or the Offers tab (any of the viewer's own):
 * item/offer/cancel withdraws it at once. A signed offer reaches a seller only through accept, so
 * the chain is asked only when the server says the signature may be public (`cancelOnChain`): then
 * the bidder's wallet sends the prepared cancelOffer. Failures are toasted by the API client.
 */
export function useCancelOffer(refresh: () => void) {
  const { start, busy } = useChainFlow()
  const [sending, setSending] = useState(false)

  const cancelOffer = async (offerId: number): Promise<boolean> => {
    setSending(true)
    const answer = await tradeApi.cancelOffer(offerId).catch(() => null)
    setSending(false)
    if (!answer) return false
    const onChain = answer.cancelOnChain ? answer.cancelTx : null
    const done =
      !onChain ||
      (await start('Cancel offer', (session) => [preparedTxStep(session, 'Cancel on chain', () => onChain)]))
    refresh()
    return done
  }

  return { cancelOffer, busy: busy || sending }
}
