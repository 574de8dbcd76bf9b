import { profileUpdateBody } from '@kid/shared/account/calls'
import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { userIdOf } from '../callers.ts'
import type { AccountDeps } from '../routes.ts'
import { updateProfile } from './update-profile.ts'
import { loadUserView } from './user-view.ts'

const base = '/api/accountservice'

/** The caller's own profile (spec 000 §7 user/wallet/profile, user/update/wallet/profile). */
export const profileRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(`${base}/user/wallet/profile`, async (request) => ok(await loadUserView(deps.db, userIdOf(request))))
  r.post(`${base}/user/update/wallet/profile`, { schema: { body: profileUpdateBody } }, async (request) =>
    ok(await updateProfile(deps.db, deps.config, userIdOf(request), request.body), 'Your profile is saved.'),
  )
}
