import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { launchpadDrop } from './tables.ts'

const STATUSES = ['review', 'approved', 'rejected', 'deployed'] as const

/**
 * The operator's side of the launchpad (npm run admin -- drop …): applications are listed, and
 * approved or rejected with a reason the creator sees. Approval only marks the row: the deploy
 * signature is made when the creator asks for it, by the server that holds the signer.
 */
export function dropOperations(db: Db) {
  const decide = async (id: number, to: 'approved' | 'rejected', actor: string, reason: string | null) => {
    const [row] = await db
      .update(launchpadDrop)
      .set({ status: to, decidedBy: actor, reason })
      .where(and(eq(launchpadDrop.id, id), eq(launchpadDrop.status, 'review')))
      .returning({ id: launchpadDrop.id })
    if (!row) throw badRequest(`Drop ${id} is not waiting for review`)
  }
  return {
    async list(status = 'review') {
      if (!(STATUSES as readonly string[]).includes(status))
        throw badRequest(`The status is one of ${STATUSES.join(', ')}`)
      return db
        .select({
          id: launchpadDrop.id,
          name: launchpadDrop.name,
          owner: launchpadDrop.ownerAddress,
          total: launchpadDrop.total,
          fee: launchpadDrop.fee,
          start: launchpadDrop.start,
          whitelist: launchpadDrop.whitelistSize,
          status: launchpadDrop.status,
        })
        .from(launchpadDrop)
        .where(eq(launchpadDrop.status, status))
        .orderBy(asc(launchpadDrop.id))
        .limit(200)
    },
    approve: (id: number, actor: string) => decide(id, 'approved', actor, null),
    reject: (id: number, actor: string, reason: string) => decide(id, 'rejected', actor, reason),
  }
}
