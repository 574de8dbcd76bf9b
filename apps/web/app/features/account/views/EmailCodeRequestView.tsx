import type { EmailCodeFlow } from '@kid/shared/email-code'
import type { FormEvent } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
import { EmailField, useEmailField } from '../EmailField.tsx'
import { type AccountStep, sendType } from '../flow.ts'
import { markCodeSent, resendWait } from '../resendMarker.ts'
import { useFormSubmit } from '../useFormSubmit.ts'

type Props = {
  nav: (step: AccountStep) => void
  onBack?: () => void
  bare?: boolean
  initialEmail?: string
}

/** One e-mail field and 'Send Verification Code': the forgot and bind-email views. */
function EmailCodeRequest({
  title,
  subtitle,
  flow,
  extra,
  nav,
  onBack,
  bare,
  initialEmail = '',
}: Props & {
  title: string
  subtitle: string
  flow: EmailCodeFlow
  extra?: { openid: string; registertype: string }
}) {
  const emailField = useEmailField(initialEmail)
  const { busy, error, run } = useFormSubmit()
  const valid = emailField.ok

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    const address = emailField.email.trim()
    void run(async () => {
      if (resendWait(address, flow) === 0) {
        await accountApi.sendEmail({ email: address, type: sendType(flow) })
        markCodeSent(address, flow)
      }
      nav({ view: 'verification', params: { email: address, flow, sent: true, ...extra } })
    })
  }

  return (
    <AuthCard title={title} subtitle={subtitle} onBack={onBack} bare={bare}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField state={emailField} />
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={!valid || busy}>
          {busy ? 'Sending…' : 'Send Verification Code'}
        </Button>
      </form>
    </AuthCard>
  )
}

/** Forgot password (page and modal view). */
export function ForgotView(props: Props) {
  return (
    <EmailCodeRequest
      {...props}
      flow="forgot"
      title="Forgot password"
      subtitle="Enter the email of your account and we will send you a code to reset your password."
    />
  )
}

/** Verify Your Email: a third-party account without an e-mail gives one (page and modal view). */
export function BindEmailView(props: Props & { openid: string; registertype: string }) {
  const { openid, registertype, ...rest } = props
  return (
    <EmailCodeRequest
      {...rest}
      flow="bindEmail"
      extra={{ openid, registertype }}
      title="Verify Your Email"
      subtitle="Please enter a valid email address to keep your account secure."
    />
  )
}
