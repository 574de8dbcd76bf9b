import { CheckCircle2, XCircle } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../ui/Button.tsx'
import { AuthCard, FormError } from './AuthCard.tsx'
import { accountApi } from './api/account.ts'
import { useFormSubmit } from './useFormSubmit.ts'

/**
 * /emailVerify?undo=…: the link mailed to the old address after an e-mail change. Undoing waits
 * for a click (POST open/email/undo), so a mail scanner opening the link changes nothing.
 */
export function UndoEmailChange({ token }: { token: string }) {
  const [restored, setRestored] = useState('')
  const { busy, error, run } = useFormSubmit()
  const undo = () =>
    run(async () => {
      setRestored((await accountApi.undoEmailChange({ token })).email)
    })

  if (restored) {
    return (
      <AuthCard title="Your email address is back">
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 className="size-12 text-success-600" aria-hidden="true" />
          <p className="text-sm leading-6 text-fg-muted">
            Your account uses <strong className="text-fg">{restored}</strong> again and every device was
            signed out. If you did not make the change, someone may know your password: reset it now.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot">Reset my password</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Undo the email change">
      <div className="flex flex-col items-center gap-4 text-center">
        {error && <XCircle className="size-12 text-danger-600" aria-hidden="true" />}
        <p className="text-sm leading-6 text-fg-muted">
          If you did not change the email address of your KID account, put this address back. Every device
          signed in to the account will be signed out.
        </p>
        <FormError message={error} />
        <Button size="lg" className="w-full" onClick={() => void undo()} disabled={busy}>
          {busy ? 'Undoing…' : 'Put my old address back'}
        </Button>
      </div>
    </AuthCard>
  )
}
