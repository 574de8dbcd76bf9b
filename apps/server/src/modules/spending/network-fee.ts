import { chainById } from '@kid/shared/chains'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { badRequest } from '../../platform/errors.ts'

/**
 * Gas a withdrawal takes at most: the first of a day, opening a new word of 256 serials, to an
 * address holding no USDT yet (withdrawals.test.ts prints it: 119,810 on the embedded chain); later
 * ones cost less. The fee shown is this at the node's gas price now.
 */
export const WITHDRAW_GAS = 120_000n

/** getnetworkfee / getnetworkfeelist: the platform's one chain, with what sending a withdrawal costs there. */
export async function networkFees(chain: ChainRuntime) {
  const entry = chainById(chain.chainId)
  const gasPrice = await chain.client.getGasPrice()
  return [
    {
      chainId: chain.chainId,
      network: entry?.chainParams.chainName ?? `Chain ${chain.chainId}`,
      symbol: entry?.chainParams.nativeCurrency.symbol ?? 'ETH',
      decimals: 18,
      gas: WITHDRAW_GAS.toString(),
      gasprice: gasPrice.toString(),
      fee: (WITHDRAW_GAS * gasPrice).toString(),
    },
  ]
}

export async function networkFee(chain: ChainRuntime, chainId: number | undefined) {
  const [fee] = await networkFees(chain)
  if (chainId !== undefined && chainId !== chain.chainId) {
    throw badRequest(`Withdrawals go out on ${fee?.network} only`)
  }
  return fee
}
