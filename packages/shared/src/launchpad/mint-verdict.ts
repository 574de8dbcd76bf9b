// The drop page's "can I mint?" answer, said before the wallet opens (pure, so it is tested alone).
import type { DropDetail } from './views.ts'

/** What the page knows about the visitor's wallet; undefined while it is being read. */
export type MintWallet = {
  /** The member's bound wallet, lower-cased; null for a visitor or a member without one. */
  address: string | null
  /** The network the browser wallet is on, if one is installed and said so. */
  walletChainId: number | null
  /** Tokens this address has minted from the drop so far (the contract's numberMinted). */
  minted: number
  /** Wei the address holds. */
  balance: bigint
  /** Whether the address is on the whitelist (open/whitelist/{id}). */
  whitelisted: boolean
}

export type MintVerdict =
  | { ok: true; stage: 'whitelist' | 'public'; max: number; cost: bigint; message: string }
  | { ok: false; reason: MintRefusal; message: string; max: 0 }

export type MintRefusal =
  | 'not-deployed'
  | 'sold-out'
  | 'ended'
  | 'not-open'
  | 'no-wallet'
  | 'wrong-network'
  | 'not-whitelisted'
  | 'limit-reached'
  | 'not-enough-eth'

const refuse = (reason: MintRefusal, message: string): MintVerdict => ({ ok: false, reason, message, max: 0 })

const when = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  })

/**
 * Whether `wallet` can mint `quantity` of `drop` at `now` (seconds, the chain's clock), and why
 * not, in the order the contract checks and a person can act on: the drop's state first (nothing
 * to do), then the wallet (connect, switch), then this wallet's standing (whitelist, limit, ETH).
 * `max` is the most one transaction may mint now: singleTim, what is left of singleAdd, and of
 * the supply.
 */
export function mintVerdict(
  drop: Pick<
    DropDetail,
    | 'address'
    | 'total'
    | 'minted'
    | 'start'
    | 'end'
    | 'isWhite'
    | 'singleAdd'
    | 'singleTim'
    | 'fee'
    | 'chainId'
  >,
  wallet: MintWallet | null,
  now: number,
  quantity: number,
): MintVerdict {
  if (!drop.address) return refuse('not-deployed', 'This drop is not deployed yet.')
  if (drop.minted >= drop.total) return refuse('sold-out', 'Sold out: every token of this drop is minted.')
  if (now < drop.start)
    return refuse('not-open', `The ${drop.isWhite ? 'whitelist' : 'public'} stage opens ${when(drop.start)}.`)
  if (!drop.isWhite && now > drop.end) return refuse('ended', 'This drop has ended.')
  if (!wallet?.address) return refuse('no-wallet', 'Connect and bind a wallet to mint.')
  if (wallet.walletChainId !== null && wallet.walletChainId !== drop.chainId)
    return refuse('wrong-network', 'Your wallet is on another network: switch it to mint.')
  const stage = drop.isWhite && now < drop.end ? 'whitelist' : 'public'
  if (stage === 'whitelist' && !wallet.whitelisted)
    return refuse(
      'not-whitelisted',
      `This wallet is not on the whitelist. The public stage opens ${when(drop.end)}.`,
    )
  const left = drop.singleAdd - wallet.minted
  if (left <= 0) return refuse('limit-reached', `This wallet has minted its limit of ${drop.singleAdd}.`)
  const max = Math.min(drop.singleTim, left, drop.total - drop.minted)
  const count = Math.max(1, Math.min(quantity, max))
  const cost = BigInt(drop.fee) * BigInt(count)
  if (wallet.balance < cost) return refuse('not-enough-eth', 'Not enough ETH in this wallet for the total.')
  const message =
    stage === 'whitelist'
      ? `You are on the whitelist: mint up to ${max} now.`
      : `You can mint up to ${max} now.`
  return { ok: true, stage, max, cost, message }
}
