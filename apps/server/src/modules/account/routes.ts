import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'

export type AccountDeps = { config: Config; db: Db }

const base = '/api/accountservice'

export const accountRoutes: FastifyPluginAsync<AccountDeps> = async (app, { config }) => {
  app.get(`${base}/open/android/url`, async () => ok(config.androidUrl))
}
