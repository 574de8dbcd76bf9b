import { EMAIL_INVALID, isValidEmail } from '@kid/shared/validate/email-rule'
import { useState } from 'react'
import { Input } from '../../ui/Input.tsx'

export type EmailFieldState = ReturnType<typeof useEmailField>

/** The e-mail of an account form; its error shows once the field has been left. */
export function useEmailField(initial = '') {
  const [email, setEmail] = useState(initial)
  const [touched, setTouched] = useState(false)
  return { email, setEmail, touched, setTouched, ok: isValidEmail(email) }
}

export function EmailField({ state }: { state: EmailFieldState }) {
  return (
    <Input
      type="email"
      label="Email"
      autoComplete="email"
      placeholder="you@example.com"
      value={state.email}
      onChange={(e) => state.setEmail(e.target.value)}
      onBlur={() => state.setTouched(true)}
      error={state.touched && !state.ok ? EMAIL_INVALID : undefined}
      className="h-12"
    />
  )
}
