import {
  isValidPassword,
  PASSWORD_FORMAT_ERROR,
  PASSWORD_HINT,
  PASSWORD_MISMATCH,
} from '@kid/shared/validate/password-rule'
import { useState } from 'react'
import { PasswordInput } from './PasswordInput.tsx'

export type NewPasswordState = ReturnType<typeof useNewPassword>

/** A new password and its confirmation (sign-up and reset), checked by the spec's rules. */
export function useNewPassword() {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState({ password: false, confirm: false })
  const passwordOk = isValidPassword(password)
  const match = password === confirm
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    touched,
    setTouched,
    passwordOk,
    match,
    ok: passwordOk && match,
  }
}

export function NewPasswordFields({
  state,
  label,
  placeholders,
}: {
  state: NewPasswordState
  label: string
  placeholders: [password: string, confirm: string]
}) {
  const { password, confirm, touched, setTouched } = state
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        placeholder={placeholders[0]}
        value={password}
        onChange={(e) => state.setPassword(e.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        error={touched.password && password && !state.passwordOk ? PASSWORD_FORMAT_ERROR : undefined}
        hint={PASSWORD_HINT}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        placeholder={placeholders[1]}
        value={confirm}
        onChange={(e) => state.setConfirm(e.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
        error={touched.confirm && confirm && !state.match ? PASSWORD_MISMATCH : undefined}
      />
    </>
  )
}
