import { abi as erc721Abi } from '@kid/contracts/artifacts/KidERC721'
import type { TxRequest } from '@kid/shared/market/trade'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import { approveErc20 } from '../../chain/actions/approveErc20.ts'
import { approveForAll } from '../../chain/actions/approveForAll.ts'
import { sendExchangeTx } from '../../chain/actions/sendExchangeTx.ts'
import { contractFor } from '../../chain/chainConfig.ts'
import type { FlowStep } from '../../chain/runFlow.ts'
import { runTransaction } from '../../chain/runTransaction.ts'
import type { ChainSession, TxAction } from '../../chain/transaction.ts'

/** Approve once: asks for setApprovalForAll only when the exchange may not move the collection yet. */
export function approveCollectionStep(
  session: ChainSession,
  collection: Address,
  label = 'Approve the collection',
): FlowStep {
  return {
    label,
    run: async (report) => {
      const approved = await session.publicClient.readContract({
        address: collection,
        abi: erc721Abi,
        functionName: 'isApprovedForAll',
        args: [session.account, contractFor(session.config, 'EXCHANGE')],
      })
      if (!approved) await runTransaction(approveForAll, { collection }, { session, onPhase: report })
    },
  }
}

/**
 * Raises the exchange's allowance of an ERC-20 to `amount` when it is lower (nothing for ETH). Token
 * and amount are read when the step runs: they may come from the server's answer to an earlier step.
 */
export function allowanceStep(
  session: ChainSession,
  tokenOf: () => Address,
  amount: () => bigint,
  label = 'Approve payment',
): FlowStep {
  return {
    label,
    run: async (report) => {
      const token = tokenOf()
      if (token === zeroAddress) return
      const allowance = await session.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [session.account, contractFor(session.config, 'EXCHANGE')],
      })
      if (allowance < amount())
        await runTransaction(approveErc20, { token, amount: amount() }, { session, onPhase: report })
    },
  }
}

/**
 * Sends an Exchange call the server prepared in an earlier step (nothing when it prepared none),
 * through the typed action that checks it is one.
 */
export function preparedTxStep(
  session: ChainSession,
  label: string,
  tx: () => TxRequest | null | undefined,
): FlowStep {
  return {
    label,
    run: async (report) => {
      const prepared = tx()
      if (prepared) await runTransaction(sendExchangeTx, { tx: prepared }, { session, onPhase: report })
    },
  }
}

/**
 * Sends a typed action with the parameters `params` gives when the step runs (they may depend on an
 * earlier step or on the chain at that moment); nothing is sent when it gives null.
 */
export function actionStep<P, R>(
  session: ChainSession,
  label: string,
  action: TxAction<P, R>,
  params: () => P | null | undefined | Promise<P | null | undefined>,
): FlowStep {
  return {
    label,
    run: async (report) => {
      const given = await params()
      if (given) await runTransaction(action, given, { session, onPhase: report })
    },
  }
}

/** A step that is one call (a signature, a server call). */
export function callStep(label: string, run: () => Promise<unknown>): FlowStep {
  return { label, run: async () => void (await run()) }
}
