import { formatUnits } from '@kid/shared/format/units'
import { ArrowRightLeft, CircleAlert } from 'lucide-react'
import type { TokenBalances } from '../../chain/tokenBalances.ts'
import type { Currency } from './currencies.ts'
import type { Funding } from './funding.ts'

const SHOWN = 4

const show = (value: bigint, currency: Pick<Currency, 'decimals'>) =>
  formatUnits(value, currency.decimals, currency.decimals)

/** A balance to 4 decimals, rounded down: never shown as more than the wallet holds. */
const held = (value: bigint, currency: Pick<Currency, 'decimals'>) => {
  const cut = currency.decimals > SHOWN ? 10n ** BigInt(currency.decimals - SHOWN) : 1n
  return formatUnits(value - (value % cut), currency.decimals, SHOWN)
}

/**
 * Under the amount of an offer or a bid: what the wallet holds, then either the extra Wrap ETH step
 * the flow will take or, when even that cannot pay, how much is missing.
 */
export function FundingNotice({
  balances,
  currency,
  funding,
}: {
  balances: TokenBalances
  currency: Currency
  funding: Funding
}) {
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm">
      <p className="text-fg-muted">
        Your balance:{' '}
        <span className="font-semibold text-fg tabular-nums">
          {held(balances[currency.symbol], currency)} {currency.symbol}
        </span>
        {currency.symbol === 'WETH' && (
          <span className="tabular-nums"> · {held(balances.ETH, currency)} ETH</span>
        )}
      </p>
      {funding.kind === 'wrap' && (
        <section
          aria-label="Wrap ETH"
          className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-brand-800"
        >
          <ArrowRightLeft className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">Wrap ETH first.</span> {show(funding.wrap, currency)} ETH from
            your wallet becomes {show(funding.wrap, currency)} WETH (1 WETH is always 1 ETH), then you approve
            the marketplace and sign — one extra transaction.
          </p>
        </section>
      )}
      {funding.kind === 'short' && (
        <p role="alert" className="flex gap-2 text-danger-600">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {currency.symbol === 'WETH'
            ? `You need ${show(funding.missing, currency)} more WETH, or ETH to wrap into it.`
            : `Your ${currency.symbol} balance is ${show(funding.missing, currency)} ${currency.symbol} short of this amount.`}
        </p>
      )}
    </div>
  )
}
