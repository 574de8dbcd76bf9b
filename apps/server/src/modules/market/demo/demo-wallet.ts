import { devAccount } from '@kid/contracts/deploy/devAccounts'
import type { TxRequest } from '@kid/shared/market/trade'
import {
  type Address,
  createWalletClient,
  type HDAccount,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem'
import type { ChainRuntime } from '../../../platform/chain/chain.ts'

/** A transaction as the trading services answer it (and as the demo writes its own calls). */
export type DemoTx = Pick<TxRequest, 'to' | 'data'> & { value?: string | bigint }

/** An anvil dev account's wallet, sending as a person's browser wallet would. */
export type DemoWallet = {
  dev: number
  account: HDAccount
  address: Address
  /** Sends the transaction and waits until it is mined; a reverted one throws. */
  send(tx: DemoTx): Promise<TransactionReceipt>
}

export function demoWallet(chain: ChainRuntime, dev: number): DemoWallet {
  const account = devAccount(dev)
  const client = createWalletClient({ account, chain: chain.client.chain, transport: http(chain.rpcUrl) })
  return {
    dev,
    account,
    address: account.address,
    async send(tx) {
      const hash = await client.sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value ?? 0),
        chain: chain.client.chain,
      })
      const receipt = await chain.client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`demo: dev account ${dev}'s transaction reverted`)
      return receipt
    },
  }
}
