import { BRICKS_BASE as B } from '@kid/shared/bricks/tasks'
import {
  campaignBody,
  claimBody,
  logQuery,
  socialSaveBody,
  statsBody,
  taskQuery,
} from '@kid/shared/bricks-calls'
import { ok } from '@kid/shared/envelope'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { unauthorized } from '../../platform/errors.ts'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import type { Bricks } from './service.ts'

/**
 * Every call but the /open/ ones needs a session (the API guard refuses one without); the calls that
 * act for a member act for the caller only.
 */
const userOf = (request: FastifyRequest): number => {
  if (!request.user) throw unauthorized('Please log in first')
  return request.user.id
}

/** The bricks calls (spec 001 §7 Bricks, and ours beside them: docs/bricks.md); one service call each. */
export const bricksRoutes: FastifyPluginAsync<{ bricks: Bricks }> = async (app, { bricks }) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(`${B}/bricksconfig/getbricksconfig`, async () => ok(await bricks.config()))
  r.get(`${B}/bricksconfig/open/rules`, async () => ok(await bricks.config()))
  r.get(`${B}/bricksconfig/getdetailsv1`, { schema: { querystring: taskQuery } }, async (request) =>
    ok(await bricks.task(userOf(request), request.query.id)),
  )
  r.get(`${B}/bricksconfig/list`, async (request) => ok(await bricks.tasks(userOf(request))))
  r.get(`${B}/bricksconfig/reward/center`, async (request) => ok(await bricks.center(userOf(request))))
  r.post(`${B}/bricks/claim`, { schema: { body: claimBody } }, async (request) =>
    ok(await bricks.claim(userOf(request), request.body)),
  )
  r.get(`${B}/bricks/invitees`, { schema: { querystring: pageQuery } }, async (request) =>
    ok(await bricks.invitees(userOf(request), request.query)),
  )
  r.post(`${B}/userbrickslog/bricksupperlimit`, async (request) => ok(await bricks.limits(userOf(request))))
  r.get(`${B}/userbrickslog/list`, { schema: { querystring: logQuery } }, async (request) =>
    ok(await bricks.log(userOf(request), request.query)),
  )
  r.post(`${B}/socialmedia/save`, { schema: { body: socialSaveBody } }, async (request) =>
    ok(await bricks.saveSocial(userOf(request), request.body)),
  )
  r.get(`${B}/news/letter/open/list`, async () => ok(await bricks.newsletters()))

  const T = `${B}/timelimitbricks`
  r.get(`${T}/getthismonthdata`, async (request) => ok(await bricks.campaigns.thisMonth(userOf(request))))
  r.get(`${T}/getbricktype`, async () => ok(bricks.campaigns.brickTypes()))
  r.get(`${T}/getrewardtracking`, async (request) => ok(await bricks.campaigns.tracking(userOf(request))))
  r.post(`${T}/save`, { schema: { body: campaignBody } }, async (request) =>
    ok(await bricks.campaigns.join(userOf(request), request.body.id)),
  )
  r.post(`${T}/update`, { schema: { body: campaignBody } }, async (request) =>
    ok(await bricks.campaigns.claim(userOf(request), request.body.id)),
  )
  r.post(`${T}/getuserbricklog`, { schema: { body: pageQuery } }, async (request) =>
    ok(await bricks.campaigns.log(userOf(request), request.body)),
  )
  r.post(`${T}/getrewardstats`, { schema: { body: statsBody } }, async (request) =>
    ok(await bricks.campaigns.stats(request.body.id)),
  )
}
