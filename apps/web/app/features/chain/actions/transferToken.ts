import { abi as stableCoinAbi } from '@kid/contracts/artifacts/StableCoin'
import type { Address } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type TransferTokenParameters = { token: 'USDT' | 'WETH'; to: Address; amount: bigint }
export type TransferTokenReturnType = boolean

/**
 * ERC-20 `transfer` of the deployment's USDT or WETH. USDT's ABI serves both: WETH's `transfer` is
 * the same function, and its refusals are OpenZeppelin's ERC-20 errors, which that ABI holds beside
 * USDT's own (paused, blacklisted), so every refusal decodes to its error's name.
 */
export const transferToken = {
  title: 'Send token',
  request: ({ token, to, amount }, { config }) => ({
    address: contractFor(config, token),
    abi: stableCoinAbi,
    functionName: 'transfer',
    args: [to, amount],
  }),
} satisfies TxAction<TransferTokenParameters, TransferTokenReturnType>
