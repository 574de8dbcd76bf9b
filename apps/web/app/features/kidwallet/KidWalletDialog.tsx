import { shortenAddress } from '@kid/shared/format/address'
import type { Keystore } from '@kid/shared/kidwallet/calls'
import { Loader2 } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useStore } from '../../lib/createStore.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button } from '../../ui/Button.tsx'
import { cn } from '../../ui/cn.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { PasswordInput } from '../account/PasswordInput.tsx'
import { kidwalletApi } from './api.ts'
import { type ConfirmLine, kidRequestStore, settleKidRequest } from './kidStore.ts'
import { localKeystore } from './localKeystore.ts'

/** The keystore to unlock: this browser's, else the one kept on the signed-in member's account. */
function useKeystore(open: boolean): Keystore | null | undefined {
  const { user } = useSession()
  const [keystore, setKeystore] = useState<Keystore | null | undefined>(undefined)
  useEffect(() => {
    if (!open) return
    const local = localKeystore()
    if (local || !user.id) return setKeystore(local)
    let cancelled = false
    kidwalletApi.detail().then(
      (detail) => !cancelled && setKeystore(detail?.keystore ?? null),
      () => !cancelled && setKeystore(null),
    )
    return () => {
      cancelled = true
    }
  }, [open, user.id])
  return keystore
}

function UnlockForm({ keystore }: { keystore: Keystore }) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const { unlock } = await import('./signer.ts')
      settleKidRequest(await unlock(keystore, password))
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="rounded-xl bg-canvas px-4 py-3 font-mono text-sm text-fg">
        {shortenAddress(keystore.address)}
      </p>
      <PasswordInput
        label="Wallet password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        autoComplete="current-password"
        autoFocus
      />
      <Button type="submit" disabled={busy || password.length === 0}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        Unlock
      </Button>
    </form>
  )
}

function NoWalletHere() {
  return (
    <div className="flex flex-col gap-4 text-sm leading-6 text-fg-muted">
      <p>
        There is no KID wallet in this browser yet. Create one in a minute, or import the phrase of a wallet
        you have.
      </p>
      <Button asChild>
        <Link to="/wallet" onClick={() => settleKidRequest(null)}>
          Create or import a KID wallet
        </Link>
      </Button>
    </div>
  )
}

/**
 * How long a new question's buttons wait before they take a click. A flow asks its next question
 * as soon as one is answered, in the same place: the second click of a double-click on Confirm
 * would otherwise confirm a transaction the member has not seen.
 */
export const CONFIRM_ARM_MS = 600

/** False from the moment `question` changes until CONFIRM_ARM_MS later. */
function useArmed(question: unknown): boolean {
  const [armed, setArmed] = useState<unknown>(null)
  useEffect(() => {
    const timer = setTimeout(() => setArmed(question), CONFIRM_ARM_MS)
    return () => clearTimeout(timer)
  }, [question])
  return armed === question
}

export function ConfirmView({ lines }: { lines: ConfirmLine[] }) {
  // Each request brings its own lines, so they identify the question being asked.
  const armed = useArmed(lines)
  return (
    <div className="flex flex-col gap-5">
      <dl className="flex flex-col gap-3">
        {lines.map((line) => (
          <div key={line.label} className="rounded-xl bg-canvas px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">{line.label}</dt>
            <dd
              className={cn(
                'mt-1 max-h-48 overflow-auto text-sm break-all whitespace-pre-wrap text-fg',
                line.mono && 'font-mono text-xs',
              )}
            >
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end gap-3">
        <Button variant="outline" disabled={!armed} onClick={() => settleKidRequest(false)}>
          Reject
        </Button>
        <Button disabled={!armed} onClick={() => settleKidRequest(true)}>
          Confirm
        </Button>
      </div>
    </div>
  )
}

/** The KID wallet's own questions: its password to unlock, and each signature or transaction to confirm. */
export function KidWalletDialog() {
  const request = useStore(kidRequestStore, null)
  const keystore = useKeystore(request?.kind === 'unlock')
  const close = (open: boolean) => {
    if (!open) settleKidRequest(null)
  }
  if (request?.kind === 'confirm')
    return (
      <Dialog
        open
        onOpenChange={close}
        dismissOutside={false}
        title={request.title}
        description="Check it before you confirm: the KID wallet signs only what you approve."
      >
        <ConfirmView lines={request.lines} />
      </Dialog>
    )
  return (
    <Dialog
      open={request !== null}
      onOpenChange={close}
      dismissOutside={false}
      title="Unlock your KID wallet"
      description="Your wallet password opens the wallet in this browser only; it never leaves it."
    >
      {keystore === undefined ? (
        <div className="flex justify-center py-6">
          <Loader2 className="size-6 animate-spin text-brand-600" aria-label="Loading your wallet" />
        </div>
      ) : keystore ? (
        <UnlockForm keystore={keystore} />
      ) : (
        <NoWalletHere />
      )}
    </Dialog>
  )
}
