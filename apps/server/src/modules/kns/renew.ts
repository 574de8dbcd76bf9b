import * as Registry from '@kid/contracts/artifacts/Registry'
import { GRACE_SECONDS, tokenIdOf } from '@kid/contracts/kns/typedData'
import type { ExtendBody } from '@kid/shared/kns/calls'
import type { KnsExtend, KnsRenewal } from '@kid/shared/kns/views'
import { inArray } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import { badRequest } from '../../platform/errors.ts'
import type { KnsDeps } from './deps.ts'
import { oraclePrice } from './price.ts'
import { KNS_REFUSED, SIGNATURE_TTL_SECONDS, yearsToSeconds } from './rules.ts'
import { signRenewal } from './sign.ts'
import { knsName } from './tables.ts'

/**
 * extend: a renewal signature for each name, for REGISTRY.renew (one name) or renewMany (several
 * in one transaction). Anyone may renew a live name; in the grace period only its holder (the
 * caller's bound wallet, as the indexer knows the holder). Each signature is bound to the name's
 * current expiry as the chain has it, and to today's price, so it is used once and never at a
 * price the member did not see.
 */
export async function signExtend(
  deps: KnsDeps,
  caller: { wallet: string | null },
  body: ExtendBody,
): Promise<KnsExtend> {
  const { chain } = deps
  const labels = body.domains
  if (new Set(labels).size !== labels.length) throw badRequest(KNS_REFUSED.duplicate)
  const holders = new Map(
    (
      await deps.db
        .select({ label: knsName.label, holder: knsName.holder })
        .from(knsName)
        .where(inArray(knsName.label, labels))
    ).map((r) => [r.label, r.holder]),
  )
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  const deadline = block.timestamp + SIGNATURE_TTL_SECONDS
  const duration = yearsToSeconds(body.years)
  const renewals: KnsRenewal[] = []
  for (const label of labels) {
    const tokenId = tokenIdOf(label)
    const record = await chain.client.readContract({
      address: chain.deployment.contracts.registry,
      abi: Registry.abi,
      functionName: 'record',
      args: [tokenId],
    })
    const expiration = BigInt(record.expiration)
    if (expiration === 0n || expiration + GRACE_SECONDS < block.timestamp)
      throw badRequest(`${label}.kid: ${KNS_REFUSED.notRegistered}`)
    const holder = holders.get(label)
    if (expiration < block.timestamp && (!caller.wallet || holder !== caller.wallet.toLowerCase()))
      throw badRequest(`${label}.kid: ${KNS_REFUSED.graceHolderOnly}`)
    const price = record.whitelisted ? 0n : await oraclePrice(chain, label, duration)
    const signature = await signRenewal(chain, {
      tokenId,
      duration,
      currency: zeroAddress,
      price,
      expiration,
      deadline,
    })
    renewals.push({
      tokenId: tokenId.toString(),
      label,
      duration: duration.toString(),
      price: price.toString(),
      deadline: deadline.toString(),
      signature,
      expiresAt: new Date(Number(expiration) * 1000).toISOString(),
    })
  }
  const total = renewals.reduce((sum, r) => sum + BigInt(r.price), 0n)
  return {
    registry: chain.deployment.contracts.registry,
    currency: zeroAddress,
    total: total.toString(),
    renewals,
  }
}
