import { VERIFICATION_CODE_LENGTH } from '@kid/shared/constants'
import { hashPassword } from '@kid/shared/validate/password-hash-rule'
import type { FormEvent } from 'react'
import { useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormError } from './AuthCard.tsx'
import { accountApi } from './api/account.ts'
import { CodeInput } from './CodeInput.tsx'
import { EmailField, useEmailField } from './EmailField.tsx'
import { sendType } from './flow.ts'
import { PasswordInput } from './PasswordInput.tsx'
import { markCodeSent, resendWait } from './resendMarker.ts'
import { useFormSubmit } from './useFormSubmit.ts'

/**
 * Change e-mail from /setting. Whoever asks proves they own the account now, by its password or by
 * a code sent to its current address (a session alone is not enough); then a link goes to the new
 * address and the change happens when it is opened (/emailVerify → open/email/confirm), so nobody
 * can move an account to an address they do not read. The old address is told and can undo it.
 */
export function ChangeEmailDialog({
  open,
  onOpenChange,
  currentEmail,
  title = 'Change email',
  onSent,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The account's address now; without one (wallet sign-in) there is nothing to prove. */
  currentEmail: string | undefined
  /** The dialog's name, the words of the button that opened it. */
  title?: string
  /** Told the address the link went to, for the page to say it once the dialog is closed. */
  onSent?: (email: string) => void
}) {
  const emailField = useEmailField()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [proof, setProof] = useState<'password' | 'code'>('password')
  const [sentTo, setSentTo] = useState('')
  const { busy, error, run } = useFormSubmit()

  const proven =
    !currentEmail || (proof === 'password' ? password !== '' : code.length === VERIFICATION_CODE_LENGTH)

  const askForCode = () => {
    if (!currentEmail) return
    setProof('code')
    void run(async () => {
      if (resendWait(currentEmail, 'verify') > 0) return
      await accountApi.sendEmail({ email: currentEmail, type: sendType('verify') })
      markCodeSent(currentEmail, 'verify')
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!emailField.ok || !proven || busy) return
    const email = emailField.email.trim()
    void run(async () => {
      const given = !currentEmail
        ? {}
        : proof === 'password'
          ? { password: await hashPassword(password) }
          : { code }
      await accountApi.changeEmail({ email, ...given })
      setSentTo(email)
      onSent?.(email)
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      {sentTo ? (
        <p className="text-sm leading-6 text-fg-muted">
          We sent a confirmation link to <strong className="text-fg">{sentTo}</strong>. Open it to make it
          your account's email address; until then nothing changes.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <EmailField state={emailField} />
          {currentEmail && proof === 'password' && (
            <>
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                placeholder="Your current password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                onClick={askForCode}
                className="self-start text-sm text-brand-600 hover:underline"
              >
                No password? Send a code to {currentEmail} instead
              </button>
            </>
          )}
          {currentEmail && proof === 'code' && (
            <>
              <p className="text-sm leading-6 text-fg-muted">
                Enter the 4-digit code we sent to <strong className="text-fg">{currentEmail}</strong>.
              </p>
              <CodeInput value={code} onChange={setCode} />
              <button
                type="button"
                onClick={() => setProof('password')}
                className="self-start text-sm text-brand-600 hover:underline"
              >
                Use my password instead
              </button>
            </>
          )}
          <FormError message={error} />
          <Button type="submit" size="lg" disabled={!emailField.ok || !proven || busy}>
            {busy ? 'Sending…' : 'Send confirmation link'}
          </Button>
        </form>
      )}
    </Dialog>
  )
}
