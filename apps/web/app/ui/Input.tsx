import type { InputHTMLAttributes } from 'react'
import { controlClass, Field, useFieldIds } from './Field.tsx'

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label?: string
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  error?: string
  hint?: string
}

export function Input({ label, hideLabel, error, hint, className, id, ...props }: InputProps) {
  const { inputId, described } = useFieldIds(id, error, hint)
  return (
    <Field inputId={inputId} label={label} hideLabel={hideLabel} error={error} hint={hint}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={controlClass(error, 'h-11 px-3.5', className)}
        {...props}
      />
    </Field>
  )
}
