import * as Registry from '@kid/contracts/artifacts/Registry'
import type { KnsMint } from '@kid/shared/kns/views'
import { zeroAddress } from 'viem'
import { badRequest } from '../../platform/errors.ts'
import type { KnsDeps } from './deps.ts'
import { findName } from './names.ts'
import { oraclePrice } from './price.ts'
import { KNS_REFUSED } from './rules.ts'
import { deadlineOf, signRegistration } from './sign.ts'

/**
 * mint: the server's signature for REGISTRY.register, bound to the label, the caller's bound
 * wallet as registrant, the duration, today's price and a deadline ten minutes out. A taken name,
 * one in its grace period, or a name reserved for another wallet is refused; a name reserved for
 * the caller is signed as whitelisted (free). The registry checks all of it again.
 */
export async function signMint(
  deps: KnsDeps,
  userId: number,
  body: { label: string; duration: bigint; setDefault: boolean },
): Promise<KnsMint> {
  const { chain } = deps
  const owner = await deps.callers.boundWallet(userId)
  const { label, duration } = body
  const name = await findName(deps.db, label, deps.now(), owner.toLowerCase())
  if (name.state === 'registered') throw badRequest(KNS_REFUSED.taken)
  if (name.state === 'grace') throw badRequest(KNS_REFUSED.grace)
  if (name.state === 'reserved' && !name.reservedForYou) throw badRequest(KNS_REFUSED.reserved)
  // The mirror may be a few blocks behind: a registration it has not seen yet is still refused here.
  const free = await chain.client.readContract({
    address: chain.deployment.contracts.registry,
    abi: Registry.abi,
    functionName: 'available',
    args: [label],
  })
  if (!free) throw badRequest(KNS_REFUSED.taken)
  const whitelisted = name.state === 'reserved'
  const currency = zeroAddress
  const [price, deadline] = await Promise.all([
    whitelisted ? 0n : oraclePrice(chain, label, duration),
    deadlineOf(chain),
  ])
  const signature = await signRegistration(chain, {
    label,
    owner,
    duration,
    currency,
    price,
    whitelisted,
    deadline,
  })
  return {
    registry: chain.deployment.contracts.registry,
    tokenId: name.tokenId,
    label,
    owner,
    duration: duration.toString(),
    currency,
    price: price.toString(),
    whitelisted,
    setDefault: body.setDefault,
    deadline: deadline.toString(),
    signature,
  }
}
