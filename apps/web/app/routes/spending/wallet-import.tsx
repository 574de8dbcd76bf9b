import { shortenAddress } from '@kid/shared/format/address'
import { Loader2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { kidwalletApi } from '../../features/kidwallet/api.ts'
import { type Kept, KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { useNewPassword } from '../../features/kidwallet/NewPassword.tsx'
import { SecretField } from '../../features/kidwallet/SecretField.tsx'
import { sealAndKeep } from '../../features/kidwallet/sealAndKeep.ts'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import type { Route } from './+types/wallet-import'

export const meta = () =>
  pageMeta({ title: 'Import a wallet | KID', description: 'Use a wallet you have, from its phrase or key.' })

/** /wallet/setup/import (login required): the wallet an import would replace, if any. */
export async function loader({ context }: Route.LoaderArgs) {
  return { kept: await keptWallet(context) }
}

function ImportForm({ kept }: { kept: Kept | null }) {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [replace, setReplace] = useState(false)
  const [busy, setBusy] = useState(false)
  const password = useNewPassword()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!password.value) return
    setBusy(true)
    setError(undefined)
    try {
      const { readSecret, accountOfSecret, SECRET_INVALID } = await import(
        '../../features/kidwallet/secret.ts'
      )
      const secret = readSecret(text)
      if (!secret) return setError(SECRET_INVALID)
      const check = await kidwalletApi.check(accountOfSecret(secret).address)
      if (check.bind === 1)
        return setError(
          'This wallet is bound to another KID account. Sign in with it there, or import another one.',
        )
      await sealAndKeep(secret, password.value, kept ? kept.address : 'none')
      toast.success('Your wallet is imported.')
      navigate('/wallet')
    } catch {
      // The API client has shown the server's message; nothing was kept.
    } finally {
      setBusy(false)
    }
  }

  return (
    <WalletFrame
      title="Import a wallet"
      intro="Bring a wallet you already have into KID with its recovery phrase or private key. They are sealed in your browser with the wallet password; KID keeps only the sealed copy."
      nav={Boolean(kept)}
    >
      <form
        onSubmit={submit}
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card"
      >
        <SecretField value={text} onChange={setText} error={error} />
        {password.fields}
        {kept && (
          <label className="flex items-start gap-3 rounded-xl bg-warning-500/10 p-4 text-sm leading-6 text-fg">
            <input
              type="checkbox"
              checked={replace}
              onChange={(e) => setReplace(e.target.checked)}
              className="mt-1 size-4"
            />
            <span>
              This replaces your KID wallet {shortenAddress(kept.address)}. I have its recovery phrase, or it
              holds nothing I need.
            </span>
          </label>
        )}
        <Button
          type="submit"
          disabled={busy || !text.trim() || !password.value || (Boolean(kept) && !replace)}
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          Import wallet
        </Button>
      </form>
    </WalletFrame>
  )
}

export default function WalletImportPage({ loaderData }: Route.ComponentProps) {
  const { kept } = loaderData
  // No wallet yet is no obstacle here: the import becomes the first one.
  if (kept === null) return <ImportForm kept={null} />
  return (
    <KeptWalletGate title="Import a wallet" kept={kept}>
      {(wallet) => <ImportForm kept={wallet} />}
    </KeptWalletGate>
  )
}
