import { Eye, EyeOff } from 'lucide-react'
import { type InputHTMLAttributes, useId, useState } from 'react'
import { cn } from '../../ui/cn.ts'

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Optional visible label; the placeholder names the field otherwise. */
  label?: string
  error?: string
  hint?: string
}

/** The password input of spec 000 §2.6: a show/hide toggle, a configurable placeholder, an optional label. */
export function PasswordInput({
  label,
  error,
  hint,
  className,
  id,
  placeholder,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  const autoId = useId()
  const inputId = id ?? autoId
  const described = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined
  return (
    <div className="flex flex-col gap-1.5">
      {label && (
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {label}
        </label>
      )}
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          aria-label={label ? undefined : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(
            'h-12 w-full rounded-md border bg-surface pr-12 pl-3.5 text-sm text-fg placeholder:text-fg-subtle',
            'transition-colors focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25',
            error ? 'border-danger-600' : 'border-line-strong',
            className,
          )}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-fg-muted hover:bg-ink-900/6 hover:text-fg"
        >
          {visible ? (
            <EyeOff className="size-4.5" aria-hidden="true" />
          ) : (
            <Eye className="size-4.5" aria-hidden="true" />
          )}
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-fg-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
