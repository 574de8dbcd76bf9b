import { type InputHTMLAttributes, useId } from 'react'
import { cn } from './cn.ts'

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label?: string
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  error?: string
  hint?: string
}

export function Input({ label, hideLabel, error, hint, className, id, ...props }: InputProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const described = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined
  return (
    <div className="flex flex-col gap-1.5">
      {label && (
        <label htmlFor={inputId} className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}>
          {label}
        </label>
      )}
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={cn(
          'h-11 w-full rounded-md border bg-surface px-3.5 text-sm text-fg placeholder:text-fg-subtle',
          'transition-colors focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25',
          error ? 'border-danger-600' : 'border-line-strong',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-fg-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
