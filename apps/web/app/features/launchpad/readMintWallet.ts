import { abi } from '@kid/contracts/artifacts/Pad721'
import type { MintWallet } from '@kid/shared/launchpad/mint-verdict'
import type { DropDetail } from '@kid/shared/launchpad/views'
import { type Address, createPublicClient, http } from 'viem'
import { loadChainConfig } from '../chain/chainConfig.ts'
import { browserReader } from '../market/api/reader.ts'
import { launchpad } from './api.ts'

/** The network an installed browser wallet is on, asked without opening it (null when there is none). */
async function walletChainId(): Promise<number | null> {
  const provider = (globalThis as { ethereum?: { request(a: { method: string }): Promise<unknown> } })
    .ethereum
  if (!provider) return null
  const id = await provider.request({ method: 'eth_chainId' }).catch(() => null)
  return typeof id === 'string' ? Number(BigInt(id)) : null
}

/**
 * What the "can I mint?" answer needs about the member's bound wallet, read from the deployment's
 * RPC and the whitelist call: its mints so far, its ETH, its whitelist standing and the browser
 * wallet's network. Loaded on demand with viem, when the drop page's panel first renders.
 */
export async function readMintWallet(
  drop: DropDetail,
  address: string,
): Promise<MintWallet & { proof: string[] }> {
  const config = await loadChainConfig()
  const client = createPublicClient({ transport: http(config.rpcUrl) })
  const account = address as Address
  const [minted, balance, whitelist, chainId] = await Promise.all([
    drop.address
      ? client.readContract({
          address: drop.address as Address,
          abi,
          functionName: 'numberMinted',
          args: [account],
        })
      : Promise.resolve(0n),
    client.getBalance({ address: account }),
    drop.isWhite ? launchpad(browserReader).whitelist(drop.id, address) : Promise.resolve(null),
    walletChainId(),
  ])
  return {
    address,
    walletChainId: chainId,
    minted: Number(minted),
    balance,
    whitelisted: whitelist?.whitelisted ?? false,
    proof: whitelist?.proof ?? [],
  }
}
