import * as Registry from '@kid/contracts/artifacts/Registry'
import type { KnsMint } from '@kid/shared/kns/views'
import { type Address, encodeFunctionData } from 'viem'
import { registerName } from '../chain/actions/registerName.ts'
import { loadChainConfig } from '../chain/chainConfig.ts'
import { readClient } from '../kidwallet/networkFee.ts'

/** What registering costs on top of the price, and whether the wallet can pay both. */
export type RegisterQuote = { fee: bigint | null; shortBy: bigint | null; note?: string }

/**
 * The network fee of a registration, estimated with the very transaction the member would send
 * (the server's signed arguments, from the registrant's wallet), and whether the wallet's ETH
 * covers price and fee: said on the page, before the wallet opens. Loaded on demand (viem).
 */
export async function quoteRegistration(mint: KnsMint): Promise<RegisterQuote> {
  const [client, config] = await Promise.all([readClient(), loadChainConfig()])
  const call = registerName.request(mint, { config, account: mint.owner })
  const owner = mint.owner as Address
  const [balance, fees] = await Promise.all([
    client.getBalance({ address: owner }),
    client.estimateFeesPerGas(),
  ])
  const cost = call.value ?? 0n
  try {
    const gas = await client.estimateGas({
      account: owner,
      to: call.address,
      data: encodeFunctionData({ abi: Registry.abi, functionName: 'register', args: call.args as never }),
      value: cost,
    })
    const fee = gas * fees.maxFeePerGas
    return { fee, shortBy: balance < cost + fee ? cost + fee - balance : null }
  } catch {
    // An estimate fails when the transaction would: most often the wallet cannot pay the price.
    if (balance < cost) return { fee: null, shortBy: cost - balance }
    return { fee: null, shortBy: null, note: 'The network fee could not be estimated right now.' }
  }
}
