import { Loader2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { useNewPassword } from '../../features/kidwallet/NewPassword.tsx'
import { PhraseWords } from '../../features/kidwallet/PhraseWords.tsx'
import { sealAndKeep } from '../../features/kidwallet/sealAndKeep.ts'
import type { WalletSecret } from '../../features/kidwallet/secret.ts'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Input } from '../../ui/Input.tsx'
import type { Route } from './+types/wallet-create'

export const meta = () =>
  pageMeta({ title: 'Create a KID wallet | KID', description: 'A wallet of your own, made in your browser.' })

/** /wallet/setup/create (login required): whether the member already keeps a KID wallet. */
export async function loader({ context }: Route.LoaderArgs) {
  return { kept: await keptWallet(context) }
}

/** Three different word positions the member must type back (1-based, in order). */
function pickChecks(count: number): number[] {
  const picked = new Set<number>()
  while (picked.size < 3) picked.add(1 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % count))
  return [...picked].sort((a, b) => a - b)
}

function PasswordStep({ onDone }: { onDone: (password: string, secret: WalletSecret) => void }) {
  const password = useNewPassword()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!password.value) return
    setBusy(true)
    const { newPhrase } = await import('../../features/kidwallet/secret.ts')
    onDone(password.value, newPhrase())
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <p className="text-sm leading-6 text-fg-muted">
        Step 1 of 3. Choose a wallet password: it unlocks this wallet on this device. It is not your KID
        account password, and KID never sees it.
      </p>
      {password.fields}
      <Button type="submit" disabled={!password.value || busy}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        Create wallet
      </Button>
    </form>
  )
}

function BackupStep({ words, onDone }: { words: string[]; onDone: () => void }) {
  const [written, setWritten] = useState(false)
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <p className="text-sm leading-6 text-fg-muted">
        Step 2 of 3. These {words.length} words are your recovery phrase. Write them down in order and keep
        them somewhere safe and offline. Anyone with them owns the wallet; without them, a forgotten wallet
        password cannot be recovered.
      </p>
      <PhraseWords words={words} />
      <Checkbox checked={written} onChange={setWritten} className="font-medium">
        I have written down my recovery phrase
      </Checkbox>
      <Button onClick={onDone} disabled={!written}>
        Continue
      </Button>
    </div>
  )
}

function ConfirmStep({ words, onDone }: { words: string[]; onDone: () => Promise<void> }) {
  const [checks] = useState(() => pickChecks(words.length))
  const [typed, setTyped] = useState<Record<number, string>>({})
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const wrong = checks.filter((n) => (typed[n] ?? '').trim().toLowerCase() !== words[n - 1])
    if (wrong.length)
      return setError(`Word #${wrong.join(', #')} does not match your phrase. Check what you wrote down.`)
    setError(undefined)
    setBusy(true)
    try {
      await onDone()
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <p className="text-sm leading-6 text-fg-muted">
        Step 3 of 3. Type these words of your phrase to show it is written down.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {checks.map((n) => (
          <Input
            key={n}
            label={`Word #${n}`}
            value={typed[n] ?? ''}
            onChange={(event) => setTyped((t) => ({ ...t, [n]: event.target.value }))}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy || checks.some((n) => !typed[n]?.trim())}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        Finish
      </Button>
    </form>
  )
}

export default function WalletCreatePage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const [state, setState] = useState<{ password: string; secret: WalletSecret; step: 'backup' | 'confirm' }>()
  const words = state?.secret.kind === 'mnemonic' ? state.secret.value.split(' ') : []

  async function finish() {
    if (!state) return
    try {
      await sealAndKeep(state.secret, state.password, 'none')
      toast.success('Your KID wallet is ready.')
      navigate('/wallet')
    } catch {
      // The API client has shown the server's message; the phrase stays on screen to try again.
    }
  }

  if (loaderData.kept)
    return (
      <WalletFrame title="Create a KID wallet" nav={false}>
        <p className="text-sm leading-6 text-fg-muted">
          You already have a KID wallet.{' '}
          <Link to="/wallet" className="font-semibold text-brand-700 underline">
            Open it
          </Link>
          , or import another one from its settings.
        </p>
      </WalletFrame>
    )
  return (
    <WalletFrame
      title="Create a KID wallet"
      intro="A wallet made in your browser: sign in, trade and mint on KID without installing anything."
      nav={false}
    >
      {!state ? (
        <PasswordStep onDone={(password, secret) => setState({ password, secret, step: 'backup' })} />
      ) : state.step === 'backup' ? (
        <BackupStep words={words} onDone={() => setState({ ...state, step: 'confirm' })} />
      ) : (
        <ConfirmStep words={words} onDone={finish} />
      )}
    </WalletFrame>
  )
}
