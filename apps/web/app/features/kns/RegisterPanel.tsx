import type { KnsMint, KnsStateAnswer } from '@kid/shared/kns/views'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { knsWrites } from './api.ts'
import { approxEth, ethOf, yearlyText } from './format.ts'
import { manageHref } from './links.ts'
import type { RegisterQuote } from './registerQuote.ts'
import { useNameFlows } from './useNameFlows.ts'
import { YearsField } from './YearsField.tsx'

type Quote = { key: string; mint: KnsMint; cost: RegisterQuote } | { key: string; error: string }

/** A signature is asked for again when less than this is left of its ten minutes. */
const FRESH_FOR_MS = 60_000

/**
 * Registering a free name: years, default name, the total and the network fee, and the answer to
 * "can I register?" before the wallet opens. The fee is estimated with the transaction itself: the
 * server signs it for the chosen years (a short pause after the last change), and the same
 * signature is sent when the member registers while it is fresh.
 */
export function RegisterPanel({ name }: { name: KnsStateAnswer }) {
  const { loggedIn, user } = useSession()
  const navigate = useNavigate()
  const { register, busy } = useNameFlows()
  const [years, setYears] = useState(1)
  const [setDefault, setSetDefault] = useState(true)
  const [quote, setQuote] = useState<Quote>()
  const key = `${name.label}:${years}:${setDefault}`
  const canQuote = loggedIn && Boolean(user.walletaddress)

  useEffect(() => {
    if (!canQuote) return
    let live = true
    const timer = setTimeout(async () => {
      try {
        const mint = await knsWrites.mint({ domain: name.label, years, setDefault }, true)
        const { quoteRegistration } = await import('./registerQuote.ts')
        const cost = await quoteRegistration(mint)
        if (live) setQuote({ key, mint, cost })
      } catch (error) {
        if (live) setQuote({ key, error: error instanceof Error ? error.message : String(error) })
      }
    }, 400)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [canQuote, key, name.label, years, setDefault])

  const current = quote?.key === key ? quote : undefined
  const free = name.state === 'reserved'
  const estimate = free ? 0n : BigInt(name.price?.yearlyWei ?? '0') * BigInt(years)
  const total = current && 'mint' in current ? BigInt(current.mint.price) : estimate

  const submit = async () => {
    const signed =
      current && 'mint' in current && Number(current.mint.deadline) * 1000 - Date.now() > FRESH_FOR_MS
        ? current.mint
        : undefined
    if (await register(name.label, years, setDefault, signed)) navigate(manageHref(name.label))
  }

  return (
    <section
      aria-labelledby="register-title"
      className="space-y-5 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="register-title" className="text-lg font-bold text-fg">
        Register {name.name}
      </h2>
      {name.price && !free && <p className="text-sm text-fg-muted">{yearlyText(name.price)}</p>}
      {free && (
        <p className="text-sm text-fg-muted">This name is kept for your wallet: it registers for free.</p>
      )}
      <YearsField years={years} onChange={setYears} />
      <Checkbox
        checked={setDefault}
        onChange={setSetDefault}
        hint="KID shows it instead of your wallet address."
      >
        Make it my default name
      </Checkbox>
      <dl className="space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">Total</dt>
          <dd className="font-bold text-fg tabular-nums">{ethOf(total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">Network fee (estimate)</dt>
          <dd className="text-fg tabular-nums">{feeText(canQuote, loggedIn, current)}</dd>
        </div>
      </dl>
      {current && 'error' in current && (
        <p role="alert" className="text-sm text-danger-600">
          {current.error}
        </p>
      )}
      {current && 'cost' in current && current.cost.shortBy !== null && (
        <p role="alert" className="text-sm text-danger-600">
          Your wallet needs {ethOf(current.cost.shortBy)} more to register this name.
        </p>
      )}
      <Button className="w-full" size="lg" disabled={busy} onClick={submit}>
        {loggedIn ? 'Register' : 'Log in to register'}
      </Button>
    </section>
  )
}

function feeText(canQuote: boolean, loggedIn: boolean, quote: Quote | undefined): string {
  if (!loggedIn) return 'Shown once you log in'
  if (!canQuote) return 'Shown once your wallet is connected'
  if (!quote) return 'Estimating…'
  if ('error' in quote) return '—'
  if (quote.cost.fee === null) return quote.cost.note ?? '—'
  return `≈ ${approxEth(quote.cost.fee)}`
}
