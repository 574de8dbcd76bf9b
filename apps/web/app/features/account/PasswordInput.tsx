import { Eye, EyeOff } from 'lucide-react'
import { type InputHTMLAttributes, useState } from 'react'
import { controlClass, Field, useFieldIds } from '../../ui/Field.tsx'

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
  const { inputId, described } = useFieldIds(id, error, hint)
  return (
    <Field inputId={inputId} label={label} error={error} hint={hint} hintClassName="text-xs">
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          aria-label={label ? undefined : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={controlClass(error, 'h-12 pr-12 pl-3.5', className)}
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
    </Field>
  )
}
