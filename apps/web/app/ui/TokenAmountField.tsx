import { formatUnits } from '@kid/shared/format/units'
import { Button } from './Button.tsx'
import { Input } from './Input.tsx'

/**
 * A token amount (a deposit, a withdrawal, a send), with Max: the whole of `max`, in the token's
 * smallest unit, typed in with every decimal. Max is off until `max` is known and above 0.
 */
export function TokenAmountField({
  symbol,
  value,
  onChange,
  max,
  decimals,
  hint,
  error,
}: {
  symbol: string
  value: string
  onChange: (value: string) => void
  max: bigint | undefined
  decimals: number | undefined
  hint?: string
  error?: string
}) {
  const whole = max && decimals !== undefined ? formatUnits(max, decimals, decimals) : undefined
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Input
          label={`Amount (${symbol})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          hint={hint}
          error={error}
          required
        />
      </div>
      <Button
        variant="outline"
        // Level with the field, above the line of hint or error the field shows under it.
        className={hint || error ? 'mb-6' : undefined}
        disabled={whole === undefined}
        onClick={() => whole !== undefined && onChange(whole)}
      >
        Max
      </Button>
    </div>
  )
}
