import type { EmailCodeFlow } from '@kid/shared/email-code'
import { EMAIL_INVALID, isValidEmail } from '@kid/shared/validate/email'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
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
  const [email, setEmail] = useState(initialEmail)
  const [touched, setTouched] = useState(false)
  const { busy, error, run } = useFormSubmit()
  const valid = isValidEmail(email)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    const address = email.trim()
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
        <Input
          type="email"
          label="Email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !valid ? EMAIL_INVALID : undefined}
          className="h-12"
        />
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
      subtitle="Enter the e-mail of your account and we will send you a code to reset your password."
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
