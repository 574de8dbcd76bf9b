import { Button } from '../../ui/Button.tsx'
import { Input } from '../../ui/Input.tsx'
import { exactAmount } from './money.ts'

/**
 * The USDT amount of a deposit or a withdrawal, with Max: the whole of `max` (an integer string of
 * the smallest unit) typed in with every decimal. Max is off until `max` is known and above 0.
 */
export function UsdtAmountField({
  value,
  onChange,
  max,
  decimals,
  hint,
  error,
}: {
  value: string
  onChange: (value: string) => void
  max: string | undefined
  decimals: number | undefined
  hint?: string
  error?: string
}) {
  const whole =
    max !== undefined && max !== '0' && decimals !== undefined ? exactAmount(max, decimals) : undefined
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Input
          label="Amount (USDT)"
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
