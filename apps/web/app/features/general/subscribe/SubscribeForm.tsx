import { EMAIL_INVALID, isValidEmail } from '@kid/shared/validate/email-rule'
import { MailCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { subscribe } from '../api/subscription.ts'

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'error'; msg: string }

/** The newsletter sign-up (double opt-in: a confirmation link is mailed first). */
export function SubscribeForm() {
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const valid = isValidEmail(email.trim())

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!valid || state.kind === 'sending') return
    setState({ kind: 'sending' })
    try {
      await subscribe(email.trim())
      setState({ kind: 'sent', email: email.trim() })
    } catch (error) {
      setState({ kind: 'error', msg: error instanceof Error ? error.message : 'Error' })
    }
  }

  if (state.kind === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-600/10 text-success-600">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-fg">Check your inbox</h2>
        <p className="mt-2 text-sm leading-6 text-fg-muted">
          We sent a confirmation link to <strong className="text-fg">{state.email}</strong>. Open it to start
          receiving the KID newsletter. The link may take a minute to arrive; check your spam folder too.
        </p>
        <Button variant="outline" className="mt-6" onClick={() => setState({ kind: 'idle' })}>
          Use another address
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        type="email"
        label="Email address"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && email && !valid ? EMAIL_INVALID : state.kind === 'error' ? state.msg : undefined}
      />
      <Button type="submit" size="lg" disabled={!valid || state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
      </Button>
      <p className="text-xs leading-5 text-fg-subtle">
        One email now and then about drops, features and rewards. Unsubscribe at any time.
      </p>
    </form>
  )
}
