import { EMAIL_INVALID, isValidEmail } from '@kid/shared/validate/email'
import {
  isValidPassword,
  PASSWORD_FORMAT_ERROR,
  PASSWORD_HINT,
  PASSWORD_MISMATCH,
} from '@kid/shared/validate/password'
import { hashPassword } from '@kid/shared/validate/password-hash'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
import { type AccountStep, sendType } from '../flow.ts'
import { OAuthButtons } from '../OAuthButtons.tsx'
import { PasswordInput } from '../PasswordInput.tsx'
import { savePendingRegistration } from '../pendingRegistration.ts'
import { markCodeSent, resendWait } from '../resendMarker.ts'
import { useFormSubmit } from '../useFormSubmit.ts'
import { WalletSignInButton } from '../WalletSignInButton.tsx'
import type { SignInRule } from './LoginView.tsx'

/** Sign up with e-mail: the form sends a code (open/sendemail, type reg) and goes to 'Check Your Inbox'. */
export function SignUpView({
  rule,
  nav,
  invitecode,
  inviter,
  loginHref,
}: {
  rule: SignInRule
  nav: (step: AccountStep) => void
  invitecode?: string
  inviter?: ReactNode
  loginHref: string
}) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState({ email: false, password: false, confirm: false })
  const { busy, error, run } = useFormSubmit()
  const emailOk = isValidEmail(email)
  const passwordOk = isValidPassword(password)
  const match = password === confirm
  const valid = emailOk && passwordOk && match

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    const address = email.trim()
    void run(async () => {
      // Within the 60 s of an earlier send, the code already in the inbox is still good.
      if (resendWait(address, 'reg') === 0) {
        await accountApi.sendEmail({ email: address, type: sendType('reg') })
        markCodeSent(address, 'reg')
      }
      savePendingRegistration({ email: address, password: await hashPassword(password), invitecode })
      nav({
        view: 'verification',
        params: {
          email: address,
          flow: 'reg',
          sent: true,
          path: rule.path ?? undefined,
          redirectUri: rule.redirectUri ?? undefined,
        },
      })
    })
  }

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create your KID account to collect, create and earn bricks."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className="font-semibold text-brand-600 hover:underline">
            Log In
          </Link>
        </>
      }
    >
      {inviter}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input
          type="email"
          label="Email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          error={touched.email && !emailOk ? EMAIL_INVALID : undefined}
          className="h-12"
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password && password && !passwordOk ? PASSWORD_FORMAT_ERROR : undefined}
          hint={PASSWORD_HINT}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          placeholder="Repeat the password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          error={touched.confirm && confirm && !match ? PASSWORD_MISMATCH : undefined}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={!valid || busy}>
          {busy ? 'Sending…' : 'Send Verification Code'}
        </Button>
        <p className="text-center text-xs leading-5 text-fg-subtle">
          By signing up you accept the{' '}
          <Link to="/terms" className="underline hover:text-fg">
            Terms
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="underline hover:text-fg">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
      <div className="flex items-center gap-3 text-xs font-medium text-fg-subtle uppercase">
        <span className="h-px flex-1 bg-line" />
        or sign up with
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="flex flex-col gap-3">
        <WalletSignInButton rule={rule} invitecode={invitecode} />
        <OAuthButtons rule={rule} />
      </div>
    </AuthCard>
  )
}
