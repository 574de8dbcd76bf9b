import { authHref } from '../../lib/authLinks.ts'
import { useStore } from '../../lib/createStore.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import type { AccountStep } from './flow.ts'
import { loginModalStore } from './loginModalStore.ts'
import { BindEmailView, ForgotView } from './views/EmailCodeRequestView.tsx'
import { LoginView } from './views/LoginView.tsx'
import { ResetView } from './views/ResetView.tsx'
import { VerificationView } from './views/VerificationView.tsx'

function go(step: AccountStep) {
  loginModalStore.set((s) => (s ? { ...s, step, history: [...s.history, s.step] } : s))
}

function back() {
  loginModalStore.set((s) => {
    if (!s) return s
    const previous = s.history.at(-1)
    return previous ? { ...s, step: previous, history: s.history.slice(0, -1) } : null
  })
}

const close = () => loginModalStore.set(null)

const TITLES: Record<AccountStep['view'], string> = {
  login: 'Log In',
  forgot: 'Forgot password',
  bindEmail: 'Verify Your Email',
  verification: 'Check Your Inbox',
  reset: 'Reset Password',
}

/** The login modal of spec 000 §2.6, hosting the forgot, verification, reset and bind-email views. */
export function LoginModal() {
  const state = useStore(loginModalStore, null)
  const step = state?.step
  const onBack = state?.history.length ? back : undefined
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      title={step ? TITLES[step.view] : ''}
      hideTitle
      className="max-w-[460px] p-7"
    >
      {step?.view === 'login' && (
        <LoginView
          bare
          rule={state?.rule ?? {}}
          nav={go}
          signUpHref={authHref('reg', state?.rule.redirectUri ?? '/')}
        />
      )}
      {step?.view === 'forgot' && <ForgotView bare nav={go} onBack={onBack} initialEmail={step.email} />}
      {step?.view === 'bindEmail' && (
        <BindEmailView bare nav={go} onBack={onBack} openid={step.openid} registertype={step.registertype} />
      )}
      {step?.view === 'verification' && (
        <VerificationView bare params={step.params} nav={go} onBack={onBack} />
      )}
      {step?.view === 'reset' && (
        <ResetView
          bare
          email={step.email}
          code={step.code}
          flow={step.flow}
          onBack={onBack}
          onDone={() => {
            if (step.flow === 'editPass') {
              close()
              window.location.assign('/index')
            } else go({ view: 'login' })
          }}
        />
      )}
    </Dialog>
  )
}
