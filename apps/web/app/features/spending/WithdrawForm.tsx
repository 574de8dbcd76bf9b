import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '../../lib/query.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { Input } from '../../ui/Input.tsx'
import { TokenAmountField } from '../../ui/TokenAmountField.tsx'
import { txStep } from '../chain/txStep.ts'
import { useChainFlow } from '../chain/useChainFlow.ts'
import { EmptyState } from '../market/EmptyState.tsx'
import { spendingApi } from './api.ts'
import { shownAmount } from './money.ts'
import type { Withdrawal } from './types.ts'
import { withdrawVoucher } from './withdrawVoucher.ts'

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong: try again.'

/**
 * /wallet/spending/withdraw: amount and address, with the network fee, the minimum, today's room
 * and the funding wallet's reserves beside them. The server checks first and says every reason it
 * cannot go ahead; saved, the withdrawal is frozen and its voucher is sent from the member's wallet.
 */
export function WithdrawForm() {
  const { user } = useSession()
  const flow = useChainFlow()
  const [amount, setAmount] = useState('')
  const [address, setAddress] = useState(user.walletaddress ?? '')
  const [problems, setProblems] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<Withdrawal | null>(null)
  const [relaying, setRelaying] = useState(false)
  // One id per attempt: a retried save (a lost answer, a double click) answers the first one.
  const [requestid, setRequestid] = useState(() => crypto.randomUUID())
  const reserves = useQuery({ queryKey: ['withdraw-reserves', user.id], queryFn: spendingApi.reserves })
  const fees = useQuery({ queryKey: ['withdraw-fees'], queryFn: spendingApi.fees, staleTime: 60_000 })
  const r = reserves.data
  const fee = fees.data?.[0]

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblems([])
    try {
      const check = await spendingApi.check({ amount, address })
      if (!check.ok) return setProblems(check.problems)
      const withdrawal = await spendingApi.save({ amount, address, requestid })
      setSaved(withdrawal)
      setRequestid(crypto.randomUUID())
      await reserves.refetch()
    } catch (error) {
      setProblems([messageOf(error)])
    } finally {
      setBusy(false)
    }
  }

  async function relay(withdrawal: Withdrawal) {
    setRelaying(true)
    try {
      setSaved(await spendingApi.relay(withdrawal.id))
      toast.success('KID is sending your withdrawal: it shows as paid once the network confirms it.')
    } catch (error) {
      toast.error(messageOf(error))
    } finally {
      setRelaying(false)
    }
  }

  async function send(withdrawal: Withdrawal) {
    const voucher = withdrawal.voucher
    if (!voucher) return
    const done = await flow.start('Withdraw USDT', (session) => [
      txStep(session, withdrawVoucher, { voucher }),
    ])
    if (done) {
      toast.success('Sent: your withdrawal shows as paid once the network confirms it.')
      setSaved(await spendingApi.details(withdrawal.id).catch(() => withdrawal))
    }
  }

  if (saved)
    return (
      <Saved
        withdrawal={saved}
        onSend={() => send(saved)}
        busy={flow.busy || relaying}
        relayer={r?.relayer === true}
        onRelay={() => relay(saved)}
        onAnother={() => setSaved(null)}
      />
    )

  // Nothing to withdraw: the form would only lead to 'more than you have'. The way on is a deposit.
  if (r && BigInt(r.available) === 0n)
    return (
      <EmptyState
        title="No USDT to withdraw yet"
        text="Deposit USDT to your spending balance first; what you have there can be withdrawn to any wallet."
        actions={[
          { label: 'Deposit USDT', to: '/wallet/spending/deposit' },
          { label: 'Back to Spending', to: '/wallet/spending/info' },
        ]}
      />
    )

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form
        onSubmit={submit}
        className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
        noValidate
      >
        <TokenAmountField
          symbol="USDT"
          value={amount}
          onChange={setAmount}
          max={r && BigInt(r.available)}
          decimals={r?.decimals}
          hint={r ? `Available: ${shownAmount(r.available, r.decimals)}` : undefined}
        />
        <Input
          label="To wallet address"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          value={address}
          onChange={(e) => setAddress(e.target.value.trim())}
          hint="Your bound wallet can be used at once; another address waits 24 hours after you first enter it."
          required
        />
        {problems.length > 0 && (
          <div role="alert" className="rounded-md bg-danger-600/8 px-3 py-2 text-sm text-danger-600">
            <p className="font-semibold">This withdrawal cannot go ahead:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        <Button type="submit" className="w-full" disabled={busy || !amount || !address} aria-busy={busy}>
          {busy ? 'Checking…' : 'Withdraw'}
        </Button>
      </form>
      <aside aria-label="Limits and fees" className="rounded-2xl border border-line bg-canvas p-5 text-sm">
        <dl className="space-y-3">
          <Row term="Network" value={fee ? fee.network : '—'} />
          <Row
            term={
              r?.relayer
                ? 'Network fee (your wallet, or none if KID sends it)'
                : 'Network fee (paid by your wallet)'
            }
            value={fee ? `≈ ${shownAmount(fee.fee, fee.decimals, fee.symbol)}` : '—'}
          />
          <Row term="Minimum" value={r ? shownAmount(r.minimum, r.decimals) : '—'} />
          <Row term="You can withdraw today" value={r ? shownAmount(r.memberremaining, r.decimals) : '—'} />
          <Row
            term="Funding wallet can pay today"
            value={r ? shownAmount(r.dailyremaining, r.decimals) : '—'}
          />
          <Row term="Funding wallet reserves" value={r ? shownAmount(r.balance, r.decimals) : '—'} />
        </dl>
        {r && (
          <p className="mt-4 text-fg-muted">
            Above {shownAmount(r.approvalabove, r.decimals)} a withdrawal waits for approval by our team.
          </p>
        )}
      </aside>
    </div>
  )
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-fg-muted">{term}</dt>
      <dd className="text-right font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  )
}

/**
 * After save: the voucher to send — from the member's wallet, or by KID when the platform offers
 * its relayer ("Send it for me") — or the wait for approval.
 */
export function Saved({
  withdrawal,
  onSend,
  busy,
  relayer,
  onRelay,
  onAnother,
}: {
  withdrawal: Withdrawal
  onSend: () => void
  busy: boolean
  relayer: boolean
  onRelay: () => void
  onAnother: () => void
}) {
  const amount = shownAmount(withdrawal.amount, withdrawal.decimals)
  const relay = withdrawal.relay
  const sendable = withdrawal.status === 'issued' && withdrawal.voucher !== null
  // Once KID was asked, the wallet button stays only if KID could not send it.
  const fromWallet = sendable && (!relay || relay.status === 'failed')
  return (
    <div role="status" className="max-w-xl rounded-2xl border border-line bg-surface p-6 shadow-card">
      <h2 className="text-lg font-bold text-fg">
        {withdrawal.status === 'issued'
          ? relay && relay.status !== 'failed'
            ? `${amount}: ${relay.statustext}`
            : `${amount} is ready to send`
          : `${amount}: ${withdrawal.statustext}`}
      </h2>
      <p className="mt-2 text-sm text-fg-muted">
        {withdrawal.status === 'issued'
          ? relay && relay.status !== 'failed'
            ? 'KID sends the withdrawal from its own account and pays the network fee. It shows as paid in your history once the network confirms it.'
            : relay
              ? `${relay.statustext}${relay.note ? `: ${relay.note}` : ''}. You can still send it from your wallet within 30 minutes of asking for it; if it is not sent by then, the amount comes back to your balance.`
              : `The amount is set aside from your balance. Send the withdrawal from your wallet${relayer ? ', or let KID send it for you,' : ''} within 30 minutes; if it is not sent by then, the amount comes back to your balance.`
          : withdrawal.status === 'review'
            ? 'The amount is set aside from your balance. Once our team approves it, open it from your history and send it from your wallet.'
            : 'Your history shows every state of it.'}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {fromWallet && (
          <Button onClick={onSend} disabled={busy} aria-busy={busy}>
            Send from my wallet
          </Button>
        )}
        {sendable && relayer && !relay && (
          <Button variant="secondary" onClick={onRelay} disabled={busy} aria-busy={busy}>
            Send it for me
          </Button>
        )}
        <Link
          to="/wallet/spending/info"
          className="inline-flex h-11 items-center rounded-full border border-line-strong px-5 text-sm font-semibold text-fg hover:bg-canvas"
        >
          See history
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          Another withdrawal
        </Button>
      </div>
    </div>
  )
}
