import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { useQuery } from '../../lib/query.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { TokenAmountField } from '../../ui/TokenAmountField.tsx'
import { positiveAmount } from '../chain/positiveAmount.ts'
import { useChainFlow } from '../chain/useChainFlow.ts'
import { WalletNeeded } from '../wallet/WalletNeeded.tsx'
import { spendingApi } from './api.ts'
import { shownAmount } from './money.ts'

/** The bound wallet's USDT, read from the chain (viem loads with the first read, not with the page). */
async function walletUsdt(owner: Address): Promise<bigint> {
  const { tokenBalances } = await import('../chain/tokenBalances.ts')
  return (await tokenBalances(owner)).USDT
}

/**
 * /wallet/spending/deposit: USDT from the member's bound wallet into their spending balance. The
 * wallet approves the funding contract for the amount, then deposits it under the member's id;
 * the balance shows it once the network confirms (the page and the wallet card hear it live).
 */
export function DepositForm() {
  const { user } = useSession()
  const flow = useChainFlow()
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string>()
  const wallet = user.walletaddress as Address | undefined
  // The funding contract's token decimals, as the withdrawal limits give them.
  const reserves = useQuery({ queryKey: ['withdraw-reserves', user.id], queryFn: spendingApi.reserves })
  const held = useQuery({
    queryKey: ['wallet-usdt', wallet],
    queryFn: () => walletUsdt(wallet as Address),
    enabled: Boolean(wallet),
  })
  const decimals = reserves.data?.decimals

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (decimals === undefined) return
    const units = positiveAmount(amount, decimals)
    if (units === undefined) return setProblem('Enter an amount above 0, with at most 6 decimals.')
    if (held.data !== undefined && units > held.data)
      return setProblem(`Your wallet holds ${shownAmount(String(held.data), decimals)}.`)
    setProblem(undefined)
    const { depositSteps } = await import('./depositSteps.ts')
    const done = await flow.start('Deposit USDT', await depositSteps(Number(user.id), units))
    if (done) {
      toast.success('Deposited: your spending balance shows it once the network confirms it.')
      setAmount('')
      await held.refetch()
    }
  }

  return (
    <div className="space-y-5">
      <WalletNeeded purpose="deposit USDT from it" />
      <form
        onSubmit={submit}
        className="max-w-xl space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
        noValidate
      >
        <TokenAmountField
          symbol="USDT"
          value={amount}
          onChange={setAmount}
          max={held.data}
          decimals={decimals}
          hint={
            held.data !== undefined && decimals !== undefined
              ? `In your wallet: ${shownAmount(String(held.data), decimals)}`
              : undefined
          }
          error={problem}
        />
        <Button
          type="submit"
          className="w-full"
          disabled={!wallet || !amount || decimals === undefined || flow.busy}
          aria-busy={flow.busy}
        >
          Deposit
        </Button>
        <p className="text-sm text-fg-muted">
          Your wallet asks twice: once to let the funding wallet take this amount of USDT, then to send it.
          The network fee is paid in ETH by your wallet.{' '}
          <Link to="/wallet/spending/info" className="font-semibold text-brand-700 hover:underline">
            See your balance
          </Link>
        </p>
      </form>
    </div>
  )
}
