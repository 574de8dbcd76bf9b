import { Link } from 'react-router'
import { useQuery, useQueryCache } from '../../lib/query.tsx'
import { useRealtimeRefresh } from '../../lib/realtime/useRealtimeRefresh.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { accountApi } from '../account/api/account.ts'
import { readBalances } from './balances.ts'

/** Spending balances shown on the card (spec 000 §3: 2 FAT, 3 FAH, 4 USDT; CBK stays hidden). */
export const SPENDING_TOKENS = ['FAT', 'FAH', 'USDT'] as const

const SPENDING_DETAILS = '/wallet/spending/info'
const SPENDING_WITHDRAW = '/wallet/spending/withdraw'

/** The wallet card's Spending section (spec 000 §2.5): balances, Details and Withdraw. */
export function SpendingSection({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { user } = useSession()
  const cache = useQueryCache()
  // A deposit credited or a withdrawal settled while the card is open: read the balances again; and
  // once the page's channel is first live, since a credit between the card's read and then is not
  // replayed to a fresh connection (a card opened as the page loads would keep the old balance).
  useRealtimeRefresh('ledger.balances', () => void cache.invalidateQueries({ queryKey: ['balances'] }))
  // Balances load when the card opens (spec 000 §2.5).
  const balances = useQuery({
    queryKey: ['balances', user.id],
    queryFn: async () => readBalances(await accountApi.balances()),
    enabled: open,
  })
  return (
    <section aria-labelledby="wallet-card-spending" className="rounded-2xl border border-line p-4">
      <div className="flex items-center justify-between">
        <h2 id="wallet-card-spending" className="text-sm font-semibold text-fg">
          Spending
        </h2>
        <Link
          to={SPENDING_DETAILS}
          onClick={onNavigate}
          className="text-sm font-semibold text-brand-600 hover:underline"
        >
          Details
        </Link>
      </div>
      <dl className="mt-3 divide-y divide-line">
        {SPENDING_TOKENS.map((token) => {
          const amount = balances.data?.[token]
          return (
            <div key={token} className="flex items-center justify-between py-2.5">
              <dt className="text-sm font-medium text-fg">{token}</dt>
              <dd className="text-sm font-semibold text-fg tabular-nums">
                {amount === undefined ? (
                  <>
                    <span aria-hidden="true" className="font-normal text-fg-muted">
                      —
                    </span>
                    <span className="sr-only">not loaded</span>
                  </>
                ) : (
                  amount
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      <Link
        to={SPENDING_WITHDRAW}
        onClick={onNavigate}
        className="mt-3 inline-flex h-10 w-full items-center justify-center rounded-full border border-line-strong text-sm font-semibold text-fg hover:bg-canvas"
      >
        Withdraw
      </Link>
    </section>
  )
}
