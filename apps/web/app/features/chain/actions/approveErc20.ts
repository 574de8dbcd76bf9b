import { type Address, erc20Abi } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type ApproveErc20Parameters = {
  /** The token: WETH or USDT by kind, or an ERC-20 address. */
  token: 'WETH' | 'USDT' | Address
  amount: bigint
  /** Defaults to the exchange, which pulls offers and bids from this allowance. */
  spender?: Address
}
export type ApproveErc20ReturnType = boolean

export const approveErc20 = {
  title: 'Approve token',
  request: ({ token, amount, spender }, { config }) => ({
    address: token.startsWith('0x') ? (token as Address) : contractFor(config, token),
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender ?? contractFor(config, 'EXCHANGE'), amount],
  }),
} satisfies TxAction<ApproveErc20Parameters, ApproveErc20ReturnType>
