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
  // Checked as the confirmation is typed: it is wrong once it stops being the password's start, or
  // runs as long. A confirmation still being typed is not an error.
  const mismatchShown = confirm !== '' && !match && (touched.confirm || !password.startsWith(confirm))
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    touched,
    setTouched,
    passwordOk,
    match,
    mismatchShown,
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
        // Leaving it half typed is a mismatch too; leaving it empty is not.
        onBlur={() => confirm && setTouched((t) => ({ ...t, confirm: true }))}
        error={state.mismatchShown ? PASSWORD_MISMATCH : undefined}
      />
    </>
  )
}
