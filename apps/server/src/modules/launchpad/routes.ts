import { ok } from '@kid/shared/envelope'
import {
  applyBody,
  calendarParams,
  dropIdParams,
  indexQuery,
  listQuery,
  subscribeBody,
  whitelistQuery,
} from '@kid/shared/launchpad/calls'
import { LAUNCHPAD_BASE } from '@kid/shared/launchpad/views'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { signedInId } from '../../platform/signed-in.ts'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import { apply, deployApproval, myDrops } from './applications.ts'
import type { LaunchpadDeps } from './deps.ts'
import { calendarMonth, dropDetail, dropRow, launchpadIndex, listDrops, whitelistProof } from './reads.ts'
import { dropIcs, subscribe } from './reminders.ts'

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } })
/** A 100,000-address whitelist pasted as text is about 4.3 MB. */
const APPLY_BODY_LIMIT = 6 * 1024 * 1024
const B = LAUNCHPAD_BASE
const tokenParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  token: z.coerce.number().int().positive().max(4_294_967_295),
})

/** The launchpad calls (spec 001 §7) and KID's extensions for creators (docs/api.md). */
export const launchpadRoutes: FastifyPluginAsync<LaunchpadDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(`${B}/open/index`, { schema: { querystring: indexQuery } }, async (request) =>
    ok(await launchpadIndex(deps, request.query.category)),
  )
  r.get(`${B}/open/list`, { schema: { querystring: listQuery } }, async (request) =>
    ok(await listDrops(deps, request.query)),
  )
  r.get(`${B}/open/calendar/view/:year/:month`, { schema: { params: calendarParams } }, async (request) =>
    ok(await calendarMonth(deps, request.params.year, request.params.month)),
  )
  r.get(`${B}/open/detail/:id`, { schema: { params: dropIdParams } }, async (request) =>
    ok(await dropDetail(deps, request.params.id, request.user?.id)),
  )
  r.get(
    `${B}/open/whitelist/:id`,
    { schema: { params: dropIdParams, querystring: whitelistQuery } },
    async (request) => ok(await whitelistProof(deps, request.params.id, request.query.address)),
  )
  r.post(`${B}/subscribe`, { schema: { body: subscribeBody }, config: perMinute(30) }, async (request) =>
    ok(await subscribe(deps, signedInId(request), request.body)),
  )
  // KID's extensions: the creator's application, their drops, and the deploy approval.
  r.post(
    `${B}/apply`,
    { schema: { body: applyBody }, config: perMinute(5), bodyLimit: APPLY_BODY_LIMIT },
    async (request) => ok(await apply(deps, await deps.callers.withWallet(request), request.body)),
  )
  r.get(`${B}/my/drops`, { schema: { querystring: pageQuery } }, async (request) =>
    ok(await myDrops(deps, signedInId(request), request.query)),
  )
  r.post(`${B}/deploy/:id`, { schema: { params: dropIdParams }, config: perMinute(20) }, async (request) =>
    ok(await deployApproval(deps, await deps.callers.withWallet(request), request.params.id)),
  )
  // Not under /api: a calendar file and token metadata are fetched by other programs.
  r.get('/launchpad/ics/:id', { schema: { params: dropIdParams } }, async (request, reply) => {
    const drop = await dropRow(deps, request.params.id)
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="drop-${drop.id}.ics"`)
      .send(dropIcs(drop, deps.config.publicUrl))
  })
  r.get('/meta/drop/:id/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const drop = await dropRow(deps, request.params.id)
    const image = drop.mediaUrl.startsWith('/') ? `${deps.config.publicUrl}${drop.mediaUrl}` : drop.mediaUrl
    return reply
      .header('cache-control', 'public, max-age=300')
      .send({ name: `${drop.name} #${request.params.token}`, description: drop.description, image })
  })
}
