import { Loader2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { PasswordInput } from '../../features/account/PasswordInput.tsx'
import { type Kept, KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { openKept } from '../../features/kidwallet/openKept.ts'
import { PhraseWords } from '../../features/kidwallet/PhraseWords.tsx'
import type { WalletSecret } from '../../features/kidwallet/secret.ts'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Button } from '../../ui/Button.tsx'
import type { Route } from './+types/wallet-phrase'

export const meta = () =>
  pageMeta({ title: 'Recovery phrase | KID wallet', description: 'See your KID wallet’s recovery phrase.' })

/** /wallet/settings/phrase (login required). */
export async function loader({ context }: Route.LoaderArgs) {
  return { kept: await keptWallet(context) }
}

function PhraseView({ kept }: { kept: Kept }) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [secret, setSecret] = useState<WalletSecret | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      setSecret(await openKept(kept.keystore, { password }))
      setPassword('')
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <WalletFrame
      title="Recovery phrase"
      intro="Anyone who sees these words owns your wallet. Look at them where nobody can watch your screen, and never type them into a site or message."
    >
      <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card">
        {secret ? (
          <>
            {secret.kind === 'mnemonic' ? (
              <PhraseWords words={secret.value.split(' ')} />
            ) : (
              <p className="rounded-lg bg-canvas p-3 font-mono text-sm break-all text-fg">
                <span className="sr-only">Private key: </span>
                {secret.value}
              </p>
            )}
            <Button variant="outline" onClick={() => setSecret(null)}>
              Hide
            </Button>
          </>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <PasswordInput
              label="Wallet password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
              autoComplete="current-password"
            />
            <Button type="submit" disabled={busy || !password}>
              {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              Show recovery phrase
            </Button>
          </form>
        )}
      </div>
    </WalletFrame>
  )
}

export default function WalletPhrasePage({ loaderData }: Route.ComponentProps) {
  return (
    <KeptWalletGate title="Recovery phrase" kept={loaderData.kept}>
      {(kept) => <PhraseView kept={kept} />}
    </KeptWalletGate>
  )
}
