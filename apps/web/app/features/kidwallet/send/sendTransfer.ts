/**
 * The chain side of Send, loaded when the member goes on from the form (viem comes with it). The
 * transfer is checked and priced while the wallet may still be locked; sending asks to unlock it.
 */
import { shortenAddress } from '@kid/shared/format/address'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { type Address, encodeFunctionData, type Hex, toHex } from 'viem'
import { transferToken } from '../../chain/actions/transferToken.ts'
import { loadChainConfig } from '../../chain/chainConfig.ts'
import { contractErrorMessage } from '../../chain/contractErrors.ts'
import type { ContractCall } from '../../chain/transaction.ts'
import { askUnlock, unlockedStore } from '../kidStore.ts'
import { estimateNetworkFee, type FeeEstimate, readClient, type TxRequest } from '../networkFee.ts'
import type { SendToken } from './sendAmount.ts'

export type SendDraft = { token: SendToken; to: Address; units: bigint }
export type PreparedSend = { tx: TxRequest; estimate: FeeEstimate; explorerUrl: string }

/** The member closed the unlock dialog: nothing to say, the confirmation stays. */
export class SendCancelled extends Error {
  override name = 'SendCancelled'
}

const REVERTED =
  'The network refused the transfer, so nothing was sent. Only the network fee was spent; check the amount and try again.'

const failure = (error: unknown) => new Error(contractErrorMessage(error))

/**
 * The transaction of a draft and its fee. A token transfer is simulated against its contract first,
 * so a refusal reads as the contract's reason before anything is signed.
 */
export async function prepareSend(from: Address, { token, to, units }: SendDraft): Promise<PreparedSend> {
  const config = await loadChainConfig()
  try {
    let tx: TxRequest = { to, value: toHex(units) }
    if (token.symbol !== 'ETH') {
      const call: ContractCall = transferToken.request(
        { token: token.symbol, to, amount: units },
        { config, account: from },
      )
      await (await readClient()).simulateContract({ ...call, account: from })
      tx = { to: call.address, data: encodeFunctionData(call) }
    }
    return { tx, estimate: await estimateNetworkFee(from, tx), explorerUrl: config.explorerUrl }
  } catch (error) {
    throw failure(error)
  }
}

/** The fee of sending ETH to `to` before an amount is chosen: what Max keeps back. */
export async function ethSendFee(from: Address, to: Address): Promise<bigint> {
  return (await estimateNetworkFee(from, { to, value: '0x0' })).fee
}

/**
 * Unlocks the wallet if it is locked, signs and sends the prepared transaction, reports its hash,
 * then waits for the network to include it. Throws a sentence when it fails or is reverted.
 */
export async function sendPrepared(from: Address, prepared: PreparedSend, onHash: (hash: Hex) => void) {
  const unlocked = unlockedStore.get() ?? (await askUnlock())
  if (!unlocked) throw new SendCancelled()
  if (!sameAddress(unlocked, from))
    throw new Error(
      `This browser's KID wallet is ${shortenAddress(unlocked)}, not ${shortenAddress(from)}. Import your account's wallet again from the wallet page to send from it.`,
    )
  let hash: Hex
  try {
    const signer = await import('../signer.ts')
    hash = await signer.sendTransaction(prepared.tx, prepared.estimate)
  } catch (error) {
    throw failure(error)
  }
  onHash(hash)
  const receipt = await (await readClient()).waitForTransactionReceipt({ hash }).catch((error) => {
    throw failure(error)
  })
  if (receipt.status !== 'success') throw new Error(REVERTED)
}
