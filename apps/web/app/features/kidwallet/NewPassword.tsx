import {
  WALLET_PASSWORD_HINT,
  WALLET_PASSWORD_MAX,
  WALLET_PASSWORD_MIN,
} from '@kid/shared/kidwallet/keystore-rule'
import { useState } from 'react'
import { PasswordInput } from '../account/PasswordInput.tsx'

/** Why a new wallet password cannot be used, or null. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < WALLET_PASSWORD_MIN)
    return `The wallet password needs at least ${WALLET_PASSWORD_MIN} characters.`
  if (password.length > WALLET_PASSWORD_MAX)
    return `The wallet password can have at most ${WALLET_PASSWORD_MAX} characters.`
  if (password !== confirm) return 'Passwords did not match.'
  return null
}

/** A new wallet password, typed twice; `value` is the password once both agree and it is long enough. */
export function useNewPassword() {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState(false)
  const problem = passwordProblem(password, confirm)
  const fields = (
    <div className="flex flex-col gap-4">
      <PasswordInput
        label="New wallet password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={WALLET_PASSWORD_HINT}
        autoComplete="new-password"
      />
      <PasswordInput
        label="Confirm the wallet password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && confirm && problem ? problem : undefined}
        autoComplete="new-password"
      />
    </div>
  )
  return { fields, value: problem ? null : password }
}
