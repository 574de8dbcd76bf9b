import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { useQuery } from '../../../lib/query.tsx'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { TokenAmountField } from '../../../ui/TokenAmountField.tsx'
import { checkAmount, ethFee, exactly, feeProblem, maxAmount, type SendToken } from './sendAmount.ts'
import type { PreparedSend, SendDraft } from './sendTransfer.ts'
import { type SendSymbol, TokenPicker } from './TokenPicker.tsx'

/** What the member typed, kept while they look at the confirmation and go back. */
export type SendValues = { symbol: SendSymbol; to: string; amount: string }

const loadTransfer = () => import('./sendTransfer.ts')

/** The sentence under a field: its problem once something is typed; when empty, only after Continue. */
const fieldProblem = (text: string, tried: boolean, empty: string, problem: string | undefined) =>
  text ? problem : tried ? empty : undefined

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong: try again.'

/**
 * Token, recipient and amount, each checked as it is typed; Continue checks the transfer against
 * the chain and prices it, then hands it to the confirmation.
 */
export function SendForm({
  own,
  tokens,
  tokensFailed,
  values,
  onReady,
}: {
  own: Address
  tokens: SendToken[] | undefined
  tokensFailed: boolean
  values: SendValues
  onReady: (values: SendValues, draft: SendDraft, prepared: PreparedSend) => void
}) {
  const [symbol, setSymbol] = useState(values.symbol)
  const [to, setTo] = useState(values.to)
  const [amount, setAmount] = useState(values.amount)
  // An address's problem waits for the member to leave the field or press Continue, unless no more
  // typing can mend it.
  const [leftTo, setLeftTo] = useState(false)
  const [tried, setTried] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  // The checksum needs keccak: the rules come with viem, after the page.
  const rules = useQuery({
    queryKey: ['kidwallet-recipient-rules'],
    queryFn: () => import('./recipient.ts'),
  }).data
  const recipient = rules && to ? rules.checkRecipient(to, own) : undefined
  const token = tokens?.find((t) => t.symbol === symbol)
  const eth = tokens?.find((t) => t.symbol === 'ETH')
  const checked = token && amount ? checkAmount(amount, token) : undefined

  // Sending ETH pays its fee in ETH too: Max keeps the fee back, and an amount that leaves no room for it is refused.
  const fee = useQuery({
    queryKey: ['kidwallet-send-fee', own, recipient?.address ?? own],
    queryFn: async () => (await loadTransfer()).ethSendFee(own, recipient?.address ?? own),
    enabled: symbol === 'ETH',
    staleTime: 30_000,
  }).data
  const ethFeeProblem =
    symbol === 'ETH' && token && checked?.units !== undefined && fee !== undefined
      ? feeProblem(token, checked.units, fee, token.amount)
      : undefined

  const toProblem = fieldProblem(
    to,
    tried,
    'Enter the address to send to.',
    leftTo || tried || !rules?.unfinished(to) ? recipient?.problem : undefined,
  )
  // A lone '.' is the start of '.5', not yet a mistake.
  const amountProblem = fieldProblem(
    amount,
    tried,
    'Enter the amount to send.',
    amount === '.' ? undefined : (checked?.problem ?? ethFeeProblem),
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setProblem(undefined)
    if (!token || !eth || !recipient?.address || checked?.units === undefined || ethFeeProblem) return
    const draft = { token, to: recipient.address, units: checked.units }
    setBusy(true)
    try {
      const prepared = await (await loadTransfer()).prepareSend(own, draft)
      const short = feeProblem(token, checked.units, prepared.estimate.fee, eth.amount)
      if (short) return setProblem(short)
      onReady({ symbol, to, amount }, draft, prepared)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  const held = token && `In your wallet: ${exactly(token.amount, token)}`
  return (
    <form
      onSubmit={submit}
      className="max-w-xl space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-card"
      noValidate
    >
      <TokenPicker
        value={symbol}
        onChange={(next) => {
          setSymbol(next)
          setProblem(undefined)
        }}
        tokens={tokens}
      />
      {tokensFailed && (
        <p role="alert" className="text-sm text-danger-600">
          Your balances could not be read from the chain. Reload the page to try again.
        </p>
      )}
      <Input
        label="To address"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="0x…"
        className="font-mono"
        value={to}
        onChange={(e) => {
          setTo(e.target.value.trim())
          setProblem(undefined)
        }}
        onBlur={() => setLeftTo(true)}
        error={toProblem}
        hint="Only an address on this site’s network: tokens sent to another network’s address may be lost."
      />
      <TokenAmountField
        symbol={symbol}
        value={amount}
        onChange={(next) => {
          setAmount(next)
          setProblem(undefined)
        }}
        max={token && maxAmount(token, fee)}
        decimals={token?.decimals}
        hint={
          symbol === 'ETH' && held && fee !== undefined ? `${held}. Network fee up to ${ethFee(fee)}.` : held
        }
        error={amountProblem}
      />
      {problem && (
        <p role="alert" className="rounded-md bg-danger-600/8 px-3 py-2 text-sm text-danger-600">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy || !tokens} aria-busy={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </Button>
    </form>
  )
}
