import type { BalanceEntry } from '@kid/shared/realtime/events'
import { api } from '../../lib/api/browserClient.ts'
import type { NetworkFee, Reserves, Withdrawal, WithdrawalPage, WithdrawCheck } from './types.ts'

/** Where the withdrawal calls live (spec 000 §7 puts them under the community service). */
export const WITHDRAW = '/api/communityservice/token/withdraw'
export const BALANCES = '/api/accountservice/userbrickslog/brickscount'

export type WithdrawRequest = { amount: string; address: string; requestid: string }

/** The spending calls as the browser makes them; failures are the pages' to show. */
export const spendingApi = {
  balances: () => api.get<BalanceEntry[]>(BALANCES, undefined, { silent: true }),
  check: (body: Omit<WithdrawRequest, 'requestid'>) =>
    api.post<WithdrawCheck>(`${WITHDRAW}/checkwithdrawal`, body, { silent: true }),
  save: (body: WithdrawRequest) => api.post<Withdrawal>(`${WITHDRAW}/save`, body, { silent: true }),
  page: (page: number, size: number) =>
    api.post<WithdrawalPage>(`${WITHDRAW}/findpage`, { page, size }, { silent: true }),
  /** KID's extension: the platform's relayer sends the issued withdrawal (docs/api.md §20). */
  relay: (id: number) => api.post<Withdrawal>(`${WITHDRAW}/relay`, { id }, { silent: true }),
  details: (id: number) => api.get<Withdrawal>(`${WITHDRAW}/getdetails`, { id }, { silent: true }),
  reserves: () => api.post<Reserves>(`${WITHDRAW}/getwithdrawalreserves`, {}, { silent: true }),
  fees: () => api.get<NetworkFee[]>(`${WITHDRAW}/getnetworkfeelist`, undefined, { silent: true }),
}
