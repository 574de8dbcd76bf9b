import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { eq } from 'drizzle-orm'
import { type Address, maxUint256 } from 'viem'
import type { TestApp } from '../../testing/app.ts'
import type { TestChain } from '../../testing/chain.ts'
import { accountUser } from '../account/tables.ts'
import { CursorMovedError } from '../chain/index.ts'

/** USDT in its smallest unit (6 decimals), from a whole or decimal amount. */
export const usdt = (whole: number) => BigInt(Math.round(whole * 1e6))

export type { Voucher } from '@kid/shared/spending-calls'

/** Scene builders of the spending tests: a member with a bound dev wallet holding USDT, deposits. */
export function fundingScene(t: TestApp, chain: TestChain) {
  const { usdt: usdtToken, fundingWallet } = chain.deployment.contracts
  const scene = {
    /** A member whose bound wallet is dev account `index`, given `usdtUnits` of USDT and approving the contract. */
    async depositor(index: number, usdtUnits: bigint) {
      const member = await t.signIn()
      const wallet = devAccount(index).address
      await t.app.db
        .update(accountUser)
        .set({ walletaddress: wallet.toLowerCase() })
        .where(eq(accountUser.id, member.userId))
      await chain.write(0, {
        address: usdtToken,
        abi: StableCoin.abi,
        functionName: 'transfer',
        args: [wallet, usdtUnits],
      })
      await chain.write(index, {
        address: usdtToken,
        abi: StableCoin.abi,
        functionName: 'approve',
        args: [fundingWallet, maxUint256],
      })
      return { ...member, index, wallet }
    },
    depositToId: (from: number, id: number | bigint, amount: bigint) =>
      chain.write(from, {
        address: fundingWallet,
        abi: FundingWallet.abi,
        functionName: 'transderToId',
        args: [BigInt(id), amount],
      }),
    depositToWallet: (from: number, account: Address, amount: bigint) =>
      chain.write(from, {
        address: fundingWallet,
        abi: FundingWallet.abi,
        functionName: 'transderToWallet',
        args: [account, amount],
      }),
    /** Brings the indexer to the head; the app's own loop may move the cursor first, which is fine. */
    async indexed(): Promise<void> {
      for (;;) {
        try {
          return await t.app.chain?.indexer.syncToHead()
        } catch (error) {
          if (!(error instanceof CursorMovedError)) throw error
        }
      }
    },
    /** A depositor (dev account `index`) whose deposit of `whole` USDT the indexer has credited. */
    async credited(index: number, whole: number) {
      const member = await scene.depositor(index, usdt(whole))
      await scene.depositToId(index, member.userId, usdt(whole))
      await scene.indexed()
      return member
    },
  }
  return scene
}
