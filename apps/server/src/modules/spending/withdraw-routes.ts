import { ok } from '@kid/shared/envelope'
import { pageQuery } from '@kid/shared/page-query'
import {
  networkFeeQuery,
  WITHDRAW_BASE,
  WITHDRAW_SHARE_PATH,
  withdrawBody,
  withdrawIdQuery,
} from '@kid/shared/spending-calls'
import type { FastifyPluginAsync } from 'fastify'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { signedInId } from '../../platform/signed-in.ts'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import { multisign } from './funding-contract.ts'
import { networkFee, networkFees } from './network-fee.ts'
import type { Withdrawals } from './withdrawals.ts'

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } })

/** The withdrawal calls (spec 000 §7; docs/ledger.md "Withdrawals"): a member acts on their own only. */
export const withdrawRoutes: FastifyPluginAsync<{ withdrawals: Withdrawals; chain: ChainRuntime }> = async (
  app,
  { withdrawals, chain },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    `${WITHDRAW_BASE}/checkwithdrawal`,
    { schema: { body: withdrawBody }, config: perMinute(60) },
    async (request) => ok(await withdrawals.check(signedInId(request), request.body)),
  )
  r.post(
    `${WITHDRAW_BASE}/save`,
    { schema: { body: withdrawBody }, config: perMinute(10) },
    async (request) => ok(await withdrawals.save(signedInId(request), request.body)),
  )
  r.post(`${WITHDRAW_BASE}/findpage`, { schema: { body: pageQuery } }, async (request) =>
    ok(await withdrawals.page(signedInId(request), request.body)),
  )
  // The same read as a GET, for page loaders (reads are GETs there: platform/web-api.ts).
  r.get(`${WITHDRAW_BASE}/findpage`, { schema: { querystring: pageQuery } }, async (request) =>
    ok(await withdrawals.page(signedInId(request), request.query)),
  )
  r.get(`${WITHDRAW_BASE}/getdetails`, { schema: { querystring: withdrawIdQuery } }, async (request) =>
    ok(await withdrawals.details(signedInId(request), request.query.id)),
  )
  // KID's extension (docs/api.md §20): the platform's relayer sends an issued withdrawal.
  r.post(
    `${WITHDRAW_BASE}/relay`,
    { schema: { body: withdrawIdQuery }, config: perMinute(10) },
    async (request) => ok(await withdrawals.relay(signedInId(request), request.body.id)),
  )
  r.get(`${WITHDRAW_BASE}/getnetworkfee`, { schema: { querystring: networkFeeQuery } }, async (request) => {
    signedInId(request)
    return ok(await networkFee(chain, request.query.chainId))
  })
  r.get('/api/accountservice/user/multisign', async (request) => {
    signedInId(request)
    return ok(await multisign(chain))
  })
  r.get(`${WITHDRAW_BASE}/getnetworkfeelist`, async (request) => {
    signedInId(request)
    return ok(await networkFees(chain))
  })
  r.post(`${WITHDRAW_BASE}/getwithdrawalreserves`, async (request) =>
    ok(await withdrawals.reserves(signedInId(request))),
  )
  r.post(WITHDRAW_SHARE_PATH, { schema: { body: withdrawIdQuery } }, async (request) =>
    ok(await withdrawals.shareInfo(signedInId(request), request.body.id)),
  )
}
