import type { FormEvent } from 'react'
import { useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormError } from './AuthCard.tsx'
import { accountApi } from './api/account.ts'
import { EmailField, useEmailField } from './EmailField.tsx'
import { useFormSubmit } from './useFormSubmit.ts'

/**
 * Change e-mail from /setting: a link goes to the new address and the change happens when it is
 * opened (/emailVerify → open/email/confirm), so nobody can move an account to an address they
 * do not read.
 */
export function ChangeEmailDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const emailField = useEmailField()
  const [sentTo, setSentTo] = useState('')
  const { busy, error, run } = useFormSubmit()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!emailField.ok || busy) return
    const email = emailField.email.trim()
    void run(async () => {
      await accountApi.changeEmail({ email })
      setSentTo(email)
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change e-mail">
      {sentTo ? (
        <p className="text-sm leading-6 text-fg-muted">
          We sent a confirmation link to <strong className="text-fg">{sentTo}</strong>. Open it to make it
          your account's e-mail address; until then nothing changes.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <EmailField state={emailField} />
          <FormError message={error} />
          <Button type="submit" size="lg" disabled={!emailField.ok || busy}>
            {busy ? 'Sending…' : 'Send confirmation link'}
          </Button>
        </form>
      )}
    </Dialog>
  )
}
