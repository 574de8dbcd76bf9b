import type { FastifyInstance } from 'fastify'
import { type AccountDeps, accountRoutes } from './routes.ts'
import { type AccountService, createAccountService } from './service.ts'
import { createWelcome } from './welcome.ts'

/**
 * The account module: sign-up and sign-in, sessions, wallets, profiles, invitations, subscriptions.
 * Answers its service, which the modules registered after it receive in their deps.
 */
export async function registerAccount(app: FastifyInstance, deps: AccountDeps): Promise<AccountService> {
  const welcome = createWelcome((error) => app.log.error({ err: error }, 'account: the welcome gift failed'))
  await app.register(accountRoutes, { ...deps, welcome })
  return createAccountService({ ...deps, welcome })
}
