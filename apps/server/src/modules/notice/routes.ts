import { ok } from '@kid/shared/envelope'
import { NOTICE_BASE } from '@kid/shared/notice'
import { findPageBody, noticeIdQuery, readAllBody, settingBody } from '@kid/shared/notice-calls'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { unauthorized } from '../../platform/errors.ts'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import type { Notices } from './service.ts'

/** Every call here needs a session (no /open/ path): the caller is the only member they act for. */
const userOf = (request: FastifyRequest): number => {
  if (!request.user) throw unauthorized('Please log in first')
  return request.user.id
}

/** The notification calls (spec 001 §7, docs/api.md "Notifications"); one service call per handler. */
export const noticeRoutes: FastifyPluginAsync<{ notices: Notices }> = async (app, { notices }) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(`${NOTICE_BASE}/findpage`, { schema: { body: findPageBody } }, async (request) =>
    ok(await notices.page(userOf(request), request.body)),
  )
  // The same read as a GET, for page loaders (reads are GETs there: platform/web-api.ts).
  r.get(`${NOTICE_BASE}/findpage`, { schema: { querystring: findPageBody } }, async (request) =>
    ok(await notices.page(userOf(request), request.query)),
  )
  r.get(`${NOTICE_BASE}/findnotice`, { schema: { querystring: noticeIdQuery } }, async (request) =>
    ok(await notices.one(userOf(request), request.query.id)),
  )
  r.get(`${NOTICE_BASE}/getusernew`, async (request) => ok(await notices.newest(userOf(request))))
  r.get(`${NOTICE_BASE}/getcount`, async (request) => ok(await notices.count(userOf(request))))
  r.get(`${NOTICE_BASE}/updatenewstatus`, { schema: { querystring: noticeIdQuery } }, async (request) =>
    ok(await notices.markRead(userOf(request), request.query.id)),
  )
  r.post(`${NOTICE_BASE}/updatenoticeuser`, { schema: { body: readAllBody } }, async (request) =>
    ok(await notices.markAll(userOf(request), request.body.type)),
  )
  r.get(`${NOTICE_BASE}/checkjump`, { schema: { querystring: noticeIdQuery } }, async (request) =>
    ok(await notices.jump(userOf(request), request.query.id)),
  )
  r.get(`${NOTICE_BASE}/setting`, async (request) => ok(await notices.settings(userOf(request))))
  r.post(`${NOTICE_BASE}/setting`, { schema: { body: settingBody } }, async (request) =>
    ok(await notices.setSetting(userOf(request), request.body.newstype, request.body.enabled)),
  )
}
