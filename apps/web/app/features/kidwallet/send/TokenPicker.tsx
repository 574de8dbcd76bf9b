import { AmountText } from '../AmountText.tsx'
import { ON_CHAIN_SYMBOLS, shownBalance } from '../useOnChainBalances.ts'
import type { SendToken } from './sendAmount.ts'

export type SendSymbol = SendToken['symbol']

/** The token to send, each with what the wallet holds of it (a dash until the chain answers). */
export function TokenPicker({
  value,
  onChange,
  tokens,
}: {
  value: SendSymbol
  onChange: (symbol: SendSymbol) => void
  tokens: SendToken[] | undefined
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-fg">Token</legend>
      <div className="grid grid-cols-3 gap-2">
        {ON_CHAIN_SYMBOLS.map((symbol) => (
          <label
            key={symbol}
            className="flex min-w-0 cursor-pointer items-start gap-2 rounded-xl border border-line-strong p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="token"
              value={symbol}
              checked={value === symbol}
              onChange={() => onChange(symbol)}
              className="mt-1 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-fg">{symbol}</span>
              <span className="block truncate text-xs text-fg-muted tabular-nums">
                <AmountText value={shownBalance(tokens, symbol)} />
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
