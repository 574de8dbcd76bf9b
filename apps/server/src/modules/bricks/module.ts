import type { FastifyInstance } from 'fastify'
import type { BricksDeps } from './deps.ts'
import { tellInviterOnVerified } from './invite-notice.ts'
import { bricksRoutes } from './routes.ts'
import { type Bricks, createBricks } from './service.ts'
import { welcomeGift } from './welcome.ts'

/**
 * The bricks module: the reward centre's calls (docs/bricks.md). It pays through the ledger's
 * service and asks the account's about members; register it after both.
 */
export async function registerBricks(app: FastifyInstance, deps: BricksDeps): Promise<Bricks> {
  const bricks = createBricks(deps)
  deps.account.welcome.give((userId) => welcomeGift(deps, userId))
  deps.account.emailVerified.on((tx, userId) => tellInviterOnVerified(deps, tx, userId))
  await app.register(bricksRoutes, { bricks })
  return bricks
}
