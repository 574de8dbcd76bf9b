import { abi } from '@kid/contracts/artifacts/FundingWallet'
import type { TxAction } from '../chain/transaction.ts'
import type { Voucher } from './types.ts'

/**
 * The funding contract's `withdraw(dest, amount, expired, serial, signature)` with the voucher the
 * server signed: the member's wallet sends it, and the contract pays `dest` once, before `expired`.
 */
export const withdrawVoucher = {
  title: 'Withdraw USDT',
  request: ({ voucher }) => ({
    address: voucher.contract,
    abi,
    functionName: 'withdraw',
    args: [
      voucher.dest,
      BigInt(voucher.amount),
      BigInt(voucher.expired),
      BigInt(voucher.serial),
      voucher.signature,
    ],
  }),
} satisfies TxAction<{ voucher: Voucher }, undefined>
