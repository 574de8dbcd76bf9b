import {
  bindWalletBody,
  nonceQuery,
  unbindWalletBody,
  walletLoginBody,
  walletStatusQuery,
} from '@kid/shared/account/calls'
import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { unauthorized } from '../../../platform/errors.ts'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { userIdOf } from '../callers.ts'
import type { AccountRouteDeps } from '../routes.ts'
import { bindWallet, unbindWallet } from './bind-wallet.ts'
import { contractSignatureVerifier } from './contract-signature.ts'
import { issueNonce } from './nonce.ts'
import { signInDomain } from './site.ts'
import type { VerifyContractSignature } from './verify-sign-in.ts'
import { type WalletDeps, walletLogin } from './wallet-login.ts'
import { walletStatus } from './wallet-status.ts'

export type WalletRouteDeps = AccountRouteDeps & {
  verifyContractSignature?: VerifyContractSignature | undefined
}

const base = '/api/accountservice'

/** Wallet sign-in, bind, unbind and bind status (spec 000 §3, §4, §7). */
export const walletRoutes: FastifyPluginAsync<WalletRouteDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // With a chain client, smart-contract wallets (EIP-1271 / ERC-6492) can sign in too.
  const chainClient = deps.chain?.runtime.client
  const wallet: WalletDeps = {
    db: deps.db,
    chainId: deps.config.chainId,
    verifyContractSignature:
      deps.verifyContractSignature ?? (chainClient ? contractSignatureVerifier(chainClient) : undefined),
    gate: deps.blacklist,
  }
  const site = (request: FastifyRequest) => ({ domain: signInDomain(deps.config, request) })
  const client = (request: FastifyRequest) => ({ ip: request.clientIp, device: request.ctx.device })
  const bindSuccess = <T>(data: T, msg: string) => ({ code: Code.WALLET_BIND_SUCCESS, msg, data })

  r.get(`${base}/open/wallet/nonce`, { schema: { querystring: nonceQuery } }, async (request) => {
    const { address, type } = request.query
    if (type !== 1 && !request.user) throw unauthorized('Please log in first')
    return ok(await issueNonce(deps.db, { address, type, userId: type === 1 ? undefined : request.user?.id }))
  })
  r.post(
    `${base}/open/wallet/login`,
    { schema: { body: walletLoginBody }, config: { session: 'open' } },
    async (request) =>
      ok(await deps.welcome.answer(await walletLogin(wallet, request.body, site(request), client(request)))),
  )
  r.post(`${base}/user/bind/wallet/address`, { schema: { body: bindWalletBody } }, async (request) =>
    bindSuccess(
      await bindWallet(wallet, userIdOf(request), request.body, site(request)),
      'Your wallet is bound.',
    ),
  )
  r.post(`${base}/user/unbind/wallet/address`, { schema: { body: unbindWalletBody } }, async (request) =>
    bindSuccess(
      await unbindWallet(wallet, userIdOf(request), request.body, site(request)),
      'Your wallet is disconnected.',
    ),
  )
  r.get(`${base}/open/wallet/address`, { schema: { querystring: walletStatusQuery } }, async (request) =>
    ok(await walletStatus(deps.db, request.query.address, request.user?.id)),
  )
}
