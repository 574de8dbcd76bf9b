import { hashPassword } from '@kid/shared/validate/password-hash-rule'
import type { FormEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../ui/Button.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
import { EmailField, useEmailField } from '../EmailField.tsx'
import { type AccountStep, sendType } from '../flow.ts'
import { NewPasswordFields, useNewPassword } from '../NewPasswordFields.tsx'
import { OAuthButtons } from '../OAuthButtons.tsx'
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
  const emailField = useEmailField()
  const fields = useNewPassword()
  const { busy, error, run } = useFormSubmit()
  const valid = emailField.ok && fields.ok

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    const address = emailField.email.trim()
    void run(async () => {
      // Within the 60 s of an earlier send, the code already in the inbox is still good.
      if (resendWait(address, 'reg') === 0) {
        await accountApi.sendEmail({ email: address, type: sendType('reg') })
        markCodeSent(address, 'reg')
      }
      savePendingRegistration({ email: address, password: await hashPassword(fields.password), invitecode })
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
        <EmailField state={emailField} />
        <NewPasswordFields
          state={fields}
          label="Password"
          placeholders={['Create a password', 'Repeat the password']}
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
