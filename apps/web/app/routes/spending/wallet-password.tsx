import { Loader2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { PasswordInput } from '../../features/account/PasswordInput.tsx'
import { kidwalletApi } from '../../features/kidwallet/api.ts'
import { type Kept, KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { useNewPassword } from '../../features/kidwallet/NewPassword.tsx'
import { openKept } from '../../features/kidwallet/openKept.ts'
import { SecretField } from '../../features/kidwallet/SecretField.tsx'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import type { Route } from './+types/wallet-password'

export const meta = () =>
  pageMeta({ title: 'Wallet password | KID wallet', description: 'Set a new password for your KID wallet.' })

/** /wallet/settings/password (login required). */
export async function loader({ context }: Route.LoaderArgs) {
  return { kept: await keptWallet(context) }
}

function PasswordView({ kept }: { kept: Kept }) {
  const [forgot, setForgot] = useState(false)
  const [proof, setProof] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const password = useNewPassword()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!password.value) return
    setBusy(true)
    setError(undefined)
    try {
      const secret = await openKept(kept.keystore, forgot ? { secret: proof } : { password: proof })
      const [{ encryptKeystore }, { keepSecret }] = await Promise.all([
        import('../../features/kidwallet/keystore.ts'),
        import('../../features/kidwallet/signer.ts'),
      ])
      const keystore = await encryptKeystore(secret, password.value)
      await kidwalletApi.update(keystore)
      keepSecret(secret, keystore)
      setProof('')
      toast.success('Your wallet password is changed.')
    } catch (failure) {
      if ((failure as Error).name !== 'ApiError') setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <WalletFrame
      title="Wallet password"
      intro="Seal your wallet under a new password, with the current one or, if you forgot it, with your recovery phrase."
    >
      <form
        onSubmit={submit}
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card"
      >
        {forgot ? (
          <SecretField value={proof} onChange={setProof} error={error} />
        ) : (
          <PasswordInput
            label="Current wallet password"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
            error={error}
            autoComplete="current-password"
          />
        )}
        <button
          type="button"
          onClick={() => {
            setForgot(!forgot)
            setProof('')
            setError(undefined)
          }}
          className="self-start text-sm font-semibold text-brand-700 underline"
        >
          {forgot ? 'I know my wallet password' : 'I forgot my wallet password'}
        </button>
        {password.fields}
        <Button type="submit" disabled={busy || !proof || !password.value}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          Change wallet password
        </Button>
      </form>
    </WalletFrame>
  )
}

export default function WalletPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <KeptWalletGate title="Wallet password" kept={loaderData.kept}>
      {(kept) => <PasswordView kept={kept} />}
    </KeptWalletGate>
  )
}
