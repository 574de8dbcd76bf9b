import { approveErc20 } from '../chain/actions/approveErc20.ts'
import { contractFor, loadChainConfig } from '../chain/chainConfig.ts'
import type { FlowStep } from '../chain/runFlow.ts'
import type { ChainSession } from '../chain/transaction.ts'
import { txStep } from '../chain/txStep.ts'
import { depositUsdt } from './depositUsdt.ts'

/**
 * A deposit's two steps: approve the funding contract for exactly the amount, then deposit it under
 * the member's id. Loaded when the member deposits: the token ABI and the contract's come with it.
 */
export async function depositSteps(
  memberId: number,
  amount: bigint,
): Promise<(session: ChainSession) => FlowStep[]> {
  const spender = contractFor(await loadChainConfig(), 'FUNDING')
  return (session) => [
    txStep(session, approveErc20, { token: 'USDT', amount, spender }, { label: 'Approve USDT' }),
    txStep(session, depositUsdt, { memberId, amount }),
  ]
}
