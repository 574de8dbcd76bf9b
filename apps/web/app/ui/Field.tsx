import { type ReactNode, useId } from 'react'
import { cn } from './cn.ts'

/** The ids a field's control needs: its own, and the error or hint it is described by. */
export function useFieldIds(id: string | undefined, error?: string, hint?: string) {
  const autoId = useId()
  const inputId = id ?? autoId
  const described = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined
  return { inputId, described }
}

/** A text control's look; the error colours its border. `size` sets its height and padding. */
export function controlClass(error: string | undefined, size: string, className?: string): string {
  return cn(
    'w-full rounded-md border bg-surface text-sm text-fg placeholder:text-fg-subtle',
    'transition-colors focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25',
    size,
    error ? 'border-danger-600' : 'border-line-strong',
    className,
  )
}

/**
 * A form field around its control: the label (or none, when the control names itself), then the
 * error, announced, or else the hint, under the ids `useFieldIds` gave the control.
 */
export function Field({
  inputId,
  label,
  hideLabel,
  error,
  hint,
  hintClassName = 'text-sm',
  children,
}: {
  inputId: string
  label?: string
  hideLabel?: boolean
  error?: string
  hint?: string
  hintClassName?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1.5">
      {label && (
        <label htmlFor={inputId} className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}>
          {label}
        </label>
      )}
      {children}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={cn(hintClassName, 'text-fg-subtle')}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
