import * as Exchange from '@kid/contracts/artifacts/Exchange'
import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import * as KidERC1155 from '@kid/contracts/artifacts/KidERC1155'
import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import { type Address, type Hex, type PublicClient, zeroAddress } from 'viem'
import type { TradeDeps } from './deps.ts'

export const CHAIN_TEXT = {
  notOwner: 'You do not own this item (or not as many copies).',
  notApproved: 'Please approve the marketplace to transfer this collection first.',
  currency: 'This currency is not accepted for this kind of sale.',
  nonceUsed: 'This listing was already used or cancelled on-chain; sign it again with a new nonce.',
  royalty: (bps: bigint) => `The royalty rate must be at least ${bps} basis points (the creator's royalty).`,
} as const

/** The Exchange's currency flags: accepted for fixed-price purchases; for offers and bids. */
const CURRENCY_FIXED = 1
const CURRENCY_BID = 2
const isAuction = (o: Option) => (o.channel & 1) !== 0
export const is1155 = (o: Option) => (o.channel & CHANNEL.FIXED_1155) !== 0

/**
 * What the chain says about a listing now: the first reason it could not be filled, or undefined.
 * `listing` adds what only matters when listing (currency and royalty: they do not change under a
 * live listing unless the contracts' owners change them, and then the buy reverts clearly).
 * `offer` is an offer on an unlisted item: its owner approves the exchange only to accept, and the
 * currency must be one offers can use. `units`: what must still be held (a partly sold ERC-1155).
 */
export async function unfillableReason(
  client: PublicClient,
  exchange: Address,
  o: Option,
  checks: { listing?: boolean; offer?: boolean; units?: bigint } = {},
): Promise<string | undefined> {
  const nft = { address: o.collection, abi: is1155(o) ? KidERC1155.abi : KidERC721.abi } as const
  const reads = await Promise.all([
    is1155(o)
      ? client.readContract({
          ...nft,
          abi: KidERC1155.abi,
          functionName: 'balanceOf',
          args: [o.signer, o.tokenId],
        })
      : client
          .readContract({ ...nft, abi: KidERC721.abi, functionName: 'ownerOf', args: [o.tokenId] })
          .then((owner) => (owner.toLowerCase() === o.signer.toLowerCase() ? 1n : 0n)),
    client.readContract({
      ...nft,
      abi: KidERC721.abi,
      functionName: 'isApprovedForAll',
      args: [o.signer, exchange],
    }),
    client.readContract({
      address: exchange,
      abi: Exchange.abi,
      functionName: 'isNonceUsed',
      args: [o.signer, o.nonce],
    }),
  ]).catch(() => undefined)
  if (!reads) return CHAIN_TEXT.notOwner
  const [held, approved, nonceUsed] = reads
  if (held < (checks.units ?? o.amount)) return CHAIN_TEXT.notOwner
  if (!approved && !checks.offer) return CHAIN_TEXT.notApproved
  if (nonceUsed) return CHAIN_TEXT.nonceUsed
  if (!checks.listing && !checks.offer) return undefined
  const flags = await client.readContract({
    address: exchange,
    abi: Exchange.abi,
    functionName: 'currencies',
    args: [o.currency],
  })
  if ((flags & (isAuction(o) || checks.offer ? CURRENCY_BID : CURRENCY_FIXED)) === 0)
    return CHAIN_TEXT.currency
  return await royaltyReason(client, o)
}

/** The Exchange pays the collection's ERC-2981 royalty only up to the signed rate, else reverts. */
async function royaltyReason(client: PublicClient, o: Option): Promise<string | undefined> {
  const total = o.price * o.amount
  const [, royalty] = await client
    .readContract({
      address: o.collection,
      abi: KidERC721.abi,
      functionName: 'royaltyInfo',
      args: [o.tokenId, total],
    })
    .catch(() => ['', 0n] as const)
  if (royalty * 10_000n <= total * BigInt(o.royaltyRate)) return undefined
  const [, perTenThousand] = await client.readContract({
    address: o.collection,
    abi: KidERC721.abi,
    functionName: 'royaltyInfo',
    args: [o.tokenId, 10_000n],
  })
  return CHAIN_TEXT.royalty(perTenThousand)
}

/** An auction's escrow on the Exchange: the highest bidder (none yet: undefined), its price and end. */
export async function auctionOf(deps: TradeDeps, optionHash: Hex) {
  const a = await deps.client.readContract({
    address: deps.domain.exchange,
    abi: Exchange.abi,
    functionName: 'auctions',
    args: [optionHash],
  })
  return {
    bidder: a.bidder === zeroAddress ? undefined : a.bidder,
    endTime: BigInt(a.endTime),
    price: a.price,
  }
}
