import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import { encodeFunctionData, parseEther, parseUnits } from 'viem'
import type { ChainRuntime } from '../../../platform/chain/chain.ts'
import type { DemoWallet } from './demo-wallet.ts'

/** What a demo wallet starts with when anvil gave it nothing (dev accounts past 9). */
const ETH_GRANT = parseEther('200')
/** What each collector gets of the stablecoin to pay listings and bids in it. */
const USDT_GRANT = parseUnits('20000', 6)

/**
 * The bank (the deployer, who holds the stablecoin supply) sends ETH to the demo wallets anvil did
 * not fund, and stablecoins to the collectors: plain transfers, as a faucet would make.
 */
export async function fundWallets(
  chain: ChainRuntime,
  bank: DemoWallet,
  wallets: DemoWallet[],
  collectors: DemoWallet[],
) {
  for (const wallet of wallets) {
    const balance = await chain.client.getBalance({ address: wallet.address })
    if (balance < parseEther('1')) await bank.send({ to: wallet.address, data: '0x', value: ETH_GRANT })
  }
  for (const collector of collectors)
    await bank.send({
      to: chain.deployment.contracts.usdt,
      data: encodeFunctionData({
        abi: StableCoin.abi,
        functionName: 'transfer',
        args: [collector.address, USDT_GRANT],
      }),
    })
}
