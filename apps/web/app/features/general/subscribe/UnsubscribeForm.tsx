import { EMAIL_INVALID, isValidEmail } from '@kid/shared/validate/email-rule'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { unsubscribe } from '../api/subscription.ts'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; msg: string }

/** Stops the newsletter for an address. */
export function UnsubscribeForm() {
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const valid = isValidEmail(email.trim())

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!valid || state.kind === 'sending') return
    setState({ kind: 'sending' })
    try {
      await unsubscribe(email.trim())
      setState({ kind: 'done' })
    } catch (error) {
      setState({ kind: 'error', msg: error instanceof Error ? error.message : 'Error' })
    }
  }

  if (state.kind === 'done') {
    return (
      <p role="status" className="text-sm font-medium text-fg">
        You have been unsubscribed. You will not receive the newsletter any more.
      </p>
    )
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Unsubscribe"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <Input
          type="email"
          label="Email to unsubscribe"
          hideLabel
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={email && !valid ? EMAIL_INVALID : state.kind === 'error' ? state.msg : undefined}
        />
      </div>
      <Button type="submit" variant="outline" disabled={!valid || state.kind === 'sending'}>
        Unsubscribe
      </Button>
    </form>
  )
}
