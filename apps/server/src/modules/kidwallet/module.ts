import type { FastifyInstance } from 'fastify'
import type { Callers } from '../account/index.ts'
import { kidwalletRoutes } from './routes.ts'
import { createKidWallets, type KidWalletDeps, type KidWallets } from './service.ts'

/**
 * The KID wallet module (docs/kidwallet.md): the member's sealed keystore, kept for them under
 * user/funding/wallet. A module of its own rather than part of account: it owns its table and
 * rules, and uses the account only to know the caller and who holds an address.
 */
export async function registerKidWallet(
  app: FastifyInstance,
  deps: KidWalletDeps & { callers: Callers },
): Promise<KidWallets> {
  const wallets = createKidWallets(deps)
  await app.register(kidwalletRoutes, { wallets, callers: deps.callers })
  return wallets
}
