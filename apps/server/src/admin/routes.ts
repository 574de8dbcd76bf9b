import { timingSafeEqual } from 'node:crypto'
import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { BlacklistCache } from '../modules/account/blacklist.ts'
import type { IpLimitCache } from '../modules/account/ip-limit.ts'
import type { Db } from '../platform/db/database.ts'
import { ApiError, badRequest } from '../platform/errors.ts'
import { runCommand, UsageError } from './commands.ts'
import type { AdminServices } from './reconcile-commands.ts'

const body = z.object({ args: z.array(z.string().max(512)).min(1).max(16) })

/**
 * POST /admin/run {args: [...]}: the `npm run admin` commands over HTTP, for a server whose PGlite
 * database no other process may open. Exists only when ADMIN_TOKEN is set; the token comes as
 * `Authorization: Bearer <ADMIN_TOKEN>`. Outside /api, so no signature or session applies.
 */
export function adminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db
    token: string
    chainId: number
    blacklist: BlacklistCache
    ipLimits: IpLimitCache
    /** The running server's chain, queue and log (ledger reconcile). */
    services?: AdminServices
  },
): void {
  const expected = Buffer.from(`Bearer ${deps.token}`)
  app.post(
    '/admin/run',
    { schema: { body }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const given = Buffer.from(request.headers.authorization ?? '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(Code.UNAUTHORIZED, 'A valid admin token is required.', 401)
      }
      const { args } = request.body as z.infer<typeof body>
      // The token is the operator's only identity here: the audit trail names the endpoint and the caller's IP.
      const actor = `operator:admin-api@${request.clientIp}`
      const result = await runCommand(deps.db, args, { actor, chainId: deps.chainId }, deps.services).catch(
        (error) => {
          throw error instanceof UsageError || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
            ? badRequest(error.message)
            : error
        },
      )
      // This copy sees the change at once; the others within their 30-second refresh.
      if (result.changed === 'blacklist') await deps.blacklist.reload()
      if (result.changed === 'iplimit') await deps.ipLimits.reload()
      return ok({ output: result.output })
    },
  )
}
