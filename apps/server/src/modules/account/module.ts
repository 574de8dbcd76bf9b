import type { FastifyInstance } from 'fastify'
import { createEmailVerified } from './email-verified.ts'
import { type AccountDeps, accountRoutes } from './routes.ts'
import { type AccountService, createAccountService } from './service.ts'
import { createWelcome } from './welcome.ts'

/**
 * The account module: sign-up and sign-in, sessions, wallets, profiles, invitations, subscriptions.
 * Answers its service, which the modules registered after it receive in their deps.
 */
export async function registerAccount(app: FastifyInstance, deps: AccountDeps): Promise<AccountService> {
  const welcome = createWelcome((error) => app.log.error({ err: error }, 'account: the welcome gift failed'))
  const emailVerified = createEmailVerified()
  await app.register(accountRoutes, { ...deps, welcome, emailVerified })
  return createAccountService({ ...deps, welcome, emailVerified })
}
