import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import { type Address, encodeFunctionData, type Hex, parseUnits } from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { type DemoActor, type DemoStep, until } from '../../platform/demo.ts'
import type { Ledger } from '../ledger/index.ts'
import type { createWithdrawals } from './withdrawals.ts'

/** What three collectors deposit, in USDT; the first then withdraws part of it. */
const DEPOSITS = ['1200', '350', '75.5'] as const
const WITHDRAWAL = '120'

/**
 * The demo's money inside KID, made as members make it: collectors deposit USDT from their wallets
 * (approve, then `transderToId` with their member id), the indexer credits them, and one withdraws
 * part (the signed voucher, sent from their wallet; WithdrawNotice settles it).
 */
export function spendingDemo(deps: {
  chain: ChainRuntime
  ledger: Ledger
  withdrawals: ReturnType<typeof createWithdrawals>
}): DemoStep {
  const { contracts } = deps.chain.deployment
  const usdt = (amount: string) => parseUnits(amount, 6)
  const deposit = async (member: DemoActor, amount: bigint) => {
    await member.send({
      to: contracts.usdt,
      data: encodeFunctionData({
        abi: StableCoin.abi,
        functionName: 'approve',
        args: [contracts.fundingWallet, amount],
      }),
    })
    await member.send({
      to: contracts.fundingWallet,
      data: encodeFunctionData({
        abi: FundingWallet.abi,
        functionName: 'transderToId',
        args: [BigInt(member.userId), amount],
      }),
    })
  }
  const available = async (member: DemoActor) => (await deps.ledger.balances(member.userId)).usdt.available
  return {
    name: 'deposits and a withdrawal',
    async run({ collectors, log }) {
      const depositors = collectors.slice(0, DEPOSITS.length)
      for (const [i, member] of depositors.entries()) await deposit(member, usdt(DEPOSITS[i] ?? '0'))
      for (const [i, member] of depositors.entries())
        await until(`${member.username}'s deposit`, async () =>
          (await available(member)) >= usdt(DEPOSITS[i] ?? '0') ? true : undefined,
        )
      const [first] = depositors
      if (!first) return
      const saved = await deps.withdrawals.save(first.userId, { amount: WITHDRAWAL, address: first.wallet })
      const v = saved.voucher
      if (!v) throw new Error('demo: the withdrawal has no voucher')
      await first.send({
        to: v.contract as Address,
        data: encodeFunctionData({
          abi: FundingWallet.abi,
          functionName: 'withdraw',
          args: [
            v.dest as Address,
            BigInt(v.amount),
            BigInt(v.expired),
            BigInt(v.serial),
            v.signature as Hex,
          ],
        }),
      })
      await until('the withdrawal to be paid', async () =>
        (await deps.withdrawals.details(first.userId, saved.id)).status === 'paid' ? true : undefined,
      )
      log(`demo: ${depositors.length} deposits, 1 withdrawal paid`)
    },
  }
}
