import type { EmailCodeFlow } from '@kid/shared/email-code'
import { hashPassword } from '@kid/shared/validate/password-hash-rule'
import type { FormEvent } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../ui/Button.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
import { NewPasswordFields, useNewPassword } from '../NewPasswordFields.tsx'
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
  const fields = useNewPassword()
  const { busy, error, run } = useFormSubmit()
  const valid = fields.ok

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    void run(async () => {
      const hash = await hashPassword(fields.password)
      if (flow === 'editPass') await accountApi.updatePassword({ password: hash, code })
      else await accountApi.resetPassword({ email, password: hash, code })
      toast.success('Your password has been changed.')
      onDone()
    })
  }

  return (
    <AuthCard bare={bare} onBack={onBack} title="Reset Password" subtitle={`For ${email}`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <NewPasswordFields
          state={fields}
          label="New password"
          placeholders={['New password', 'Confirm password']}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={!valid || busy}>
          {busy ? 'Saving…' : 'OK'}
        </Button>
      </form>
    </AuthCard>
  )
}
