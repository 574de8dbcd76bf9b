import type { BalanceEntry } from '@kid/shared/realtime/events'
import { Link, useRevalidator } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { ListRetry } from '../../features/market/ListRetry.tsx'
import { BALANCES, WITHDRAW } from '../../features/spending/api.ts'
import { SpendingBalances } from '../../features/spending/SpendingBalances.tsx'
import { SpendingFrame } from '../../features/spending/SpendingFrame.tsx'
import type { WithdrawalPage } from '../../features/spending/types.ts'
import { WithdrawalHistory } from '../../features/spending/WithdrawalHistory.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { useRealtimeRefresh } from '../../lib/realtime/useRealtimeRefresh.ts'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/info'

export const meta = () =>
  pageMeta({ title: 'Spending balance | KID', description: 'Your FAT, FAH and USDT, and your withdrawals.' })

/** /wallet/spending/info (login required): the balances and the withdrawal history, read by the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const reader = serverReader(context)
  const [balances, history] = await Promise.all([
    reader.get<BalanceEntry[]>(BALANCES).catch(() => null),
    reader.get<WithdrawalPage>(`${WITHDRAW}/findpage`, { page: 1, size: 20 }).catch(() => null),
  ])
  return { balances, history }
}

export default function SpendingInfoPage({ loaderData }: Route.ComponentProps) {
  const { balances, history } = loaderData
  const revalidator = useRevalidator()
  // A deposit credited or a withdrawal paid while the page is open: read it again.
  useRealtimeRefresh('ledger.balances', () => void revalidator.revalidate())
  const retry = () => void revalidator.revalidate()
  return (
    <SpendingFrame
      title="Spending balance"
      intro="What you hold inside KID. USDT comes from deposits to the funding wallet and can be withdrawn to your own wallet; FAT and FAH are credits you spend inside KID."
    >
      {balances ? (
        <SpendingBalances entries={balances} />
      ) : (
        <ListRetry what="Your balances" onRetry={retry} />
      )}
      <div className="mt-8 mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-fg">Withdrawals</h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/wallet/spending/deposit" className={buttonClass('outline', 'sm')}>
            Deposit USDT
          </Link>
          <Link to="/wallet/spending/withdraw" className={buttonClass('primary', 'sm')}>
            Withdraw USDT
          </Link>
        </div>
      </div>
      {history ? (
        <WithdrawalHistory
          list={history.list}
          hasUsdt={balances?.some((b) => b.code === 'usdt' && BigInt(b.available) > 0n) ?? false}
        />
      ) : (
        <ListRetry what="Your withdrawals" onRetry={retry} />
      )}
    </SpendingFrame>
  )
}
