import { abi as actuatorAbi } from '@kid/contracts/artifacts/Actuator'
import type { DeployApproval } from '@kid/shared/launchpad/views'
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { admin } from './account.ts'
import { chainConfig, dcCall } from './market.ts'
import { uploadPng, walletCreator } from './market-catalog.ts'

/** A drop made through the product from Node: applied, approved by the operator, deployed by its creator. */
export async function deployedDrop(
  baseURL: string,
  adminToken: string,
  fields: Record<string, unknown>,
  creator?: { account: HDAccount; token: string },
): Promise<{ id: number; name: string }> {
  const who = creator ?? (await walletCreator(baseURL))
  const { media } = await uploadPng(baseURL, who.token)
  const name = String(fields.name)
  const applied = await dcCall<{ id: number }>(baseURL, 'launchpad/apply', {
    token: who.token,
    body: {
      symbol: 'DROP',
      description: 'A drop made by a journey.',
      media,
      total: 50,
      singleAdd: 2,
      singleTim: 2,
      fee: '10000000000000000',
      royal: 500,
      isWhite: false,
      whitelist: '',
      ...fields,
    },
  })
  if (applied.code !== 1511200) throw new Error(`launchpad/apply: ${applied.msg}`)
  const { id } = applied.data
  await admin(baseURL, adminToken, ['drop', 'approve', String(id)])
  const approval = await dcCall<DeployApproval>(baseURL, `launchpad/deploy/${id}`, {
    token: who.token,
    body: {},
  })
  if (approval.code !== 1511200) throw new Error(`launchpad/deploy: ${approval.msg}`)
  const a = approval.data
  const { rpcUrl } = await chainConfig(baseURL)
  const wallet = createWalletClient({ account: who.account, chain: foundry, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    address: a.actuator as Address,
    abi: actuatorAbi,
    functionName: 'create',
    args: [
      {
        ...a.init,
        owner: a.init.owner as Address,
        receiver: a.init.receiver as Address,
        whiteRoot: a.init.whiteRoot as Hex,
        fee: BigInt(a.init.fee),
      },
      BigInt(a.application),
      BigInt(a.deadline),
      a.signature as Hex,
    ],
  })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
  for (let tries = 0; tries < 300; tries++) {
    const seen = await dcCall<{ address: string | null }>(baseURL, `launchpad/open/detail/${id}`)
    if (seen.code === 1511200 && seen.data.address) return { id, name }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`drop ${id} was not indexed`)
}

/** The platform chain's clock, in seconds. */
export async function chainSeconds(baseURL: string): Promise<number> {
  const { rpcUrl } = await chainConfig(baseURL)
  const block = await createPublicClient({ transport: http(rpcUrl) }).getBlock()
  return Number(block.timestamp)
}

/** A datetime-local value (the browser's zone, which is this machine's) for unix seconds. */
export function localInput(seconds: number): string {
  const d = new Date(seconds * 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`
}
