import { erc20Abi } from 'viem'
import { wrapEth } from '../../chain/actions/wrapEth.ts'
import { contractFor } from '../../chain/chainConfig.ts'
import type { FlowStep } from '../../chain/runFlow.ts'
import type { TokenBalances } from '../../chain/tokenBalances.ts'
import type { ChainSession } from '../../chain/transaction.ts'
import type { Currency } from './currencies.ts'
import { actionStep } from './steps.ts'

/**
 * Whether a wallet can pay `amount` of an offer or bid: it holds enough; or it lacks WETH that its
 * ETH can cover, wrapped first (`wrap` is the shortfall); or it cannot (`missing`: what
 * the wallet still lacks, its ETH counted for WETH).
 */
export type Funding = { kind: 'enough' } | { kind: 'wrap'; wrap: bigint } | { kind: 'short'; missing: bigint }

export function funding(balances: TokenBalances, currency: Currency, amount: bigint): Funding {
  const held = balances[currency.symbol]
  if (held >= amount) return { kind: 'enough' }
  const shortfall = amount - held
  // WETH is ETH 1:1 (a deposit): the ETH in the wallet can make up the difference in one transaction.
  if (currency.symbol !== 'WETH') return { kind: 'short', missing: shortfall }
  if (balances.ETH >= shortfall) return { kind: 'wrap', wrap: shortfall }
  return { kind: 'short', missing: shortfall - balances.ETH }
}

/**
 * Wraps into WETH what the wallet lacks of `amount`, read when the step runs (a wallet topped up in
 * the meantime sends nothing): offers and bids are pulled from WETH, never from ETH.
 */
export function wrapShortfallStep(session: ChainSession, amount: bigint): FlowStep {
  return actionStep(session, 'Wrap ETH', wrapEth, async () => {
    const held = await session.publicClient.readContract({
      address: contractFor(session.config, 'WETH'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [session.account],
    })
    return held < amount ? { amount: amount - held } : null
  })
}
