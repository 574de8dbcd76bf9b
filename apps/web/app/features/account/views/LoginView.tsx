import { hashPassword } from '@kid/shared/validate/password-hash-rule'
import { isValidPassword, PASSWORD_FORMAT_ERROR } from '@kid/shared/validate/password-rule'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../ui/Button.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
import { EmailField, useEmailField } from '../EmailField.tsx'
import type { AccountStep } from '../flow.ts'
import { OAuthButtons } from '../OAuthButtons.tsx'
import { PasswordInput } from '../PasswordInput.tsx'
import { completeSignIn } from '../signInDone.ts'
import { useFormSubmit } from '../useFormSubmit.ts'
import { WalletSignInButton } from '../WalletSignInButton.tsx'

export type SignInRule = { redirectUri?: string | null; path?: string | null }

/** Log in with e-mail and password, a wallet, or a third-party account. */
export function LoginView({
  rule,
  nav,
  bare,
  signUpHref,
}: {
  rule: SignInRule
  nav: (step: AccountStep) => void
  bare?: boolean
  signUpHref: string
}) {
  const emailField = useEmailField()
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const { busy, error, run } = useFormSubmit()
  const passwordOk = isValidPassword(password)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!emailField.ok || !passwordOk || busy) return
    void run(async () => {
      const answer = await accountApi.login({
        email: emailField.email.trim(),
        password: await hashPassword(password),
      })
      completeSignIn(answer, rule)
    })
  }

  return (
    <AuthCard
      bare={bare}
      title="Log In"
      subtitle="Welcome back. Log in to trade, create and chat on KID."
      footer={
        <>
          Don’t have an account?{' '}
          <Link to={signUpHref} className="font-semibold text-brand-600 hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField state={emailField} />
        <div className="flex flex-col gap-1.5">
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && password && !passwordOk ? PASSWORD_FORMAT_ERROR : undefined}
          />
          <button
            type="button"
            onClick={() =>
              nav({ view: 'forgot', email: emailField.ok ? emailField.email.trim() : undefined })
            }
            className="self-end text-sm font-semibold text-brand-600 hover:underline"
          >
            Forgot password?
          </button>
        </div>
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={!emailField.ok || !passwordOk || busy}>
          {busy ? 'Logging in…' : 'Log In'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs font-medium text-fg-subtle uppercase">
        <span className="h-px flex-1 bg-line" />
        or continue with
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="flex flex-col gap-3">
        <WalletSignInButton rule={rule} />
        <OAuthButtons rule={rule} />
      </div>
    </AuthCard>
  )
}
