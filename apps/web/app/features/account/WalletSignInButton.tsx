import { Wallet } from 'lucide-react'
import { useState } from 'react'
import { usePublicConfig } from '../../lib/publicConfig.tsx'
import { Button } from '../../ui/Button.tsx'
import { loadWalletFlows } from '../wallet/loadWallet.ts'
import type { SignInRule } from './views/LoginView.tsx'

/** 'Connect Wallet' on the sign-in pages: the wallet choice, then wallet sign-in. */
export function WalletSignInButton({ rule, invitecode }: { rule: SignInRule; invitecode?: string }) {
  const publicConfig = usePublicConfig()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      const flows = await loadWalletFlows()
      await flows.walletSignIn(publicConfig, rule, invitecode)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" size="lg" onClick={start} disabled={busy} className="w-full">
      <Wallet className="size-5 text-brand-600" aria-hidden="true" />
      {busy ? 'Waiting for the wallet…' : 'Connect Wallet'}
    </Button>
  )
}
