import type { ReactNode } from 'react'
import { cn } from './cn.ts'

/**
 * A checkbox with its words as its label (clicking them ticks it), and an optional line under them.
 * `onChange` receives the new state.
 */
export function Checkbox({
  checked,
  onChange,
  hint,
  className,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <label className={cn('flex items-start gap-3 text-sm text-fg', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      {hint ? (
        <span>
          <span className="font-semibold">{children}</span>
          <span className="block text-fg-muted">{hint}</span>
        </span>
      ) : (
        <span>{children}</span>
      )}
    </label>
  )
}
