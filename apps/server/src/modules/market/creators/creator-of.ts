import type { CreatorQuery } from '@kid/shared/market/catalog'
import { notFound } from '../../../platform/errors.ts'
import type { Member, Members } from '../../account/index.ts'

/** Whom a creator call names: a wallet (null for a member without one) and the member, if any. */
export type Creator = { address: string | null; user: Member | undefined }

/**
 * The creator named by `address` or `userId`. An address nobody bound is still a creator (tokens
 * arrive from outside the platform); an unknown user id is not.
 */
export async function creatorOf(
  members: Members,
  q: Pick<CreatorQuery, 'address' | 'userId'>,
): Promise<Creator> {
  if (q.address !== undefined) {
    const address = q.address.toLowerCase()
    return { address, user: await members.byWallet(address) }
  }
  const user = await members.byId(q.userId ?? 0)
  if (!user) throw notFound('There is no such creator.')
  return { address: user.wallet?.toLowerCase() ?? null, user }
}
