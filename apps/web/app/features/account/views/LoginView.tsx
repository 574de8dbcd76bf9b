import { EMAIL_INVALID, isValidEmail } from '@kid/shared/validate/email'
import { isValidPassword, PASSWORD_FORMAT_ERROR } from '@kid/shared/validate/password'
import { hashPassword } from '@kid/shared/validate/password-hash'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { AuthCard, FormError } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
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
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState({ email: false, password: false })
  const { busy, error, run } = useFormSubmit()
  const emailOk = isValidEmail(email)
  const passwordOk = isValidPassword(password)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!emailOk || !passwordOk || busy) return
    void run(async () => {
      const answer = await accountApi.login({ email: email.trim(), password: await hashPassword(password) })
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
        <div className="flex flex-col gap-1.5">
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={touched.password && password && !passwordOk ? PASSWORD_FORMAT_ERROR : undefined}
          />
          <button
            type="button"
            onClick={() => nav({ view: 'forgot', email: emailOk ? email.trim() : undefined })}
            className="self-end text-sm font-semibold text-brand-600 hover:underline"
          >
            Forgot password?
          </button>
        </div>
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={!emailOk || !passwordOk || busy}>
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
