import type { EmailCodeFlow } from '@kid/shared/email-code'
import {
  isValidPassword,
  PASSWORD_FORMAT_ERROR,
  PASSWORD_HINT,
  PASSWORD_MISMATCH,
} from '@kid/shared/validate/password'
import { hashPassword } from '@kid/shared/validate/password-hash'
import { type FormEvent, useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../ui/Button.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
import { PasswordInput } from '../PasswordInput.tsx'
import { useFormSubmit } from '../useFormSubmit.ts'

/** Reset Password: new and confirmed password (spec 000 §2.6); editPass updates the signed-in user's. */
export function ResetView({
  email,
  code,
  flow,
  onDone,
  onBack,
  bare,
}: {
  email: string
  code: string
  flow: EmailCodeFlow
  /** Where the flow ends: editPass → index or profile edit; forgot → login. */
  onDone: () => void
  onBack?: () => void
  bare?: boolean
}) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState({ password: false, confirm: false })
  const { busy, error, run } = useFormSubmit()
  const passwordOk = isValidPassword(password)
  const match = password === confirm
  const valid = passwordOk && match

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    void run(async () => {
      const hash = await hashPassword(password)
      if (flow === 'editPass') await accountApi.updatePassword({ password: hash, code })
      else await accountApi.resetPassword({ email, password: hash, code })
      toast.success('Your password has been changed.')
      onDone()
    })
  }

  return (
    <AuthCard bare={bare} onBack={onBack} title="Reset Password" subtitle={`For ${email}`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          placeholder="New password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password && password && !passwordOk ? PASSWORD_FORMAT_ERROR : undefined}
          hint={PASSWORD_HINT}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          placeholder="Confirm password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          error={touched.confirm && confirm && !match ? PASSWORD_MISMATCH : undefined}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={!valid || busy}>
          {busy ? 'Saving…' : 'OK'}
        </Button>
      </form>
    </AuthCard>
  )
}
