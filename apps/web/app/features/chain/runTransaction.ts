import { TEXT } from '@kid/shared/texts'
import { BaseError, type Hex, type TransactionReceipt } from 'viem'
import { isUserRejection } from '../wallet/walletErrors.ts'
import { contractErrorMessage } from './contractErrors.ts'
import { type ChainSession, TransactionError, type TxAction, type TxPhase } from './transaction.ts'

export type RunOptions = { session: ChainSession; onPhase?: (phase: TxPhase) => void }
export type TxResult<R> = { hash: Hex; receipt: TransactionReceipt; value: R }

function sendMessage(error: unknown): string {
  if (isUserRejection(error)) return TEXT.signatureDenied
  return error instanceof BaseError ? error.shortMessage : TEXT.tryAgain
}

/**
 * Simulates, sends and waits for one action, reporting each phase. The simulation comes first so a
 * call the contract would refuse is explained (functionError) before the wallet asks for a
 * signature and before any gas is spent.
 */
export async function runTransaction<P, R>(
  action: TxAction<P, R>,
  params: P,
  { session, onPhase = () => {} }: RunOptions,
): Promise<TxResult<R>> {
  const { publicClient, walletClient, account, config } = session
  const call = action.request(params, { config, account })
  let simulated: Awaited<ReturnType<typeof simulate>>
  const simulate = () => publicClient.simulateContract({ ...call, account })
  try {
    simulated = await simulate()
  } catch (error) {
    const message = contractErrorMessage(error)
    onPhase({ phase: 'functionError', message, error })
    throw new TransactionError('functionError', message)
  }
  onPhase({ phase: 'pending' })
  let hash: Hex
  try {
    hash = await walletClient.writeContract(simulated.request)
  } catch (error) {
    const message = sendMessage(error)
    onPhase({ phase: 'sendError', message, error })
    throw new TransactionError('sendError', message)
  }
  onPhase({ phase: 'hash', hash })
  let receipt: TransactionReceipt
  try {
    receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('The transaction was reverted on chain.')
  } catch (error) {
    const message = error instanceof BaseError ? error.shortMessage : (error as Error).message
    onPhase({ phase: 'receiptError', message, error })
    throw new TransactionError('receiptError', message, hash)
  }
  onPhase({ phase: 'receipt', receipt })
  const value = simulated.result as R
  onPhase({ phase: 'return', value })
  return { hash, receipt, value }
}
