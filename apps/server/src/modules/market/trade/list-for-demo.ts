import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import type { OrderView } from '@kid/shared/market/trade'
import type { FastifyInstance } from 'fastify'
import { type Address, createWalletClient, http, zeroAddress } from 'viem'
import type { AccountService } from '../../account/index.ts'
import { createSale } from './create-sale.ts'
import { tradeDeps } from './deps.ts'
import { batchOf } from './signatures.ts'
import { signBatch, signOption } from './wallet-sign.ts'

export type DemoListing = {
  collection: Address
  tokenId: bigint
  price: bigint
  /** ERC-1155 copies (default: an ERC-721, one). */
  amount?: bigint
  /** Default ETH; auctions need WETH or the stablecoin. */
  currency?: Address
  auction?: boolean
  /** Seconds the listing stays open (default 30 days). */
  duration?: bigint
}

/**
 * Lists items of anvil dev account `dev` (bound to member `userId`) through the real service, with
 * real signatures (one, over the batch's merkle root, for several listings): the demo seeding's
 * marketplace. Approves the exchange for each collection first.
 * Embedded chain only — dev keys are public.
 */
export async function listForDemo(
  app: FastifyInstance,
  accounts: AccountService,
  seller: { dev: number; userId: number },
  listings: DemoListing[],
): Promise<OrderView[]> {
  const chain = app.chain?.runtime
  if (!chain?.embedded) throw new Error('listForDemo runs on the embedded chain only')
  const deps = tradeDeps(app.db, chain, accounts)
  const account = devAccount(seller.dev)
  const wallet = createWalletClient({ account, chain: chain.client.chain, transport: http(chain.rpcUrl) })
  for (const collection of new Set(listings.map((l) => l.collection))) {
    const hash = await wallet.writeContract({
      address: collection,
      abi: KidERC721.abi,
      functionName: 'setApprovalForAll',
      args: [deps.domain.exchange, true],
      chain: chain.client.chain,
    })
    await chain.client.waitForTransactionReceipt({ hash })
  }
  const now = (await chain.client.getBlock()).timestamp
  const nonceBase = BigInt(Date.now()) * 1000n
  const options = listings.map((l, i): Option => {
    const is1155 = l.amount !== undefined
    return {
      channel: (l.auction ? CHANNEL.AUCTION_721 : CHANNEL.FIXED_721) | (is1155 ? CHANNEL.FIXED_1155 : 0),
      collection: l.collection,
      tokenId: l.tokenId,
      amount: l.amount ?? 1n,
      signer: account.address,
      nonce: nonceBase + BigInt(i),
      startTime: now - 60n,
      endTime: now + (l.duration ?? 30n * 86_400n),
      price: l.price,
      currency: l.currency ?? zeroAddress,
      royaltyRate: 1000,
    }
  })
  // Several listings are signed at once, as the listing page's batch does: one signature over the
  // merkle root of their options.
  const [only] = options
  const signature =
    only && options.length === 1
      ? await signOption(account, deps.domain, only)
      : await signBatch(account, deps.domain, batchOf(options).root)
  return createSale(deps, seller.userId, options, signature)
}
