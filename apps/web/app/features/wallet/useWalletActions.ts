import { useCallback, useState } from 'react'
import { usePublicConfig } from '../../lib/publicConfig.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { loadWalletFlows } from './loadWallet.ts'

/** The member's wallet actions (Connect Wallet, Switch, Disconnect), each loading the wallet code on first use. */
export function useWalletActions() {
  const publicConfig = usePublicConfig()
  const { user, updateUser, signOut } = useSession()
  const [busy, setBusy] = useState(false)
  const member = { walletaddress: user.walletaddress, registertype: user.registertype }

  const wrap = useCallback(async (task: () => Promise<void>) => {
    setBusy(true)
    try {
      await task()
    } finally {
      setBusy(false)
    }
  }, [])

  return {
    busy,
    connect: () =>
      wrap(async () => (await loadWalletFlows()).connectForMember(publicConfig, member, updateUser, signOut)),
    disconnect: () => wrap(async () => (await loadWalletFlows()).disconnectWallet(publicConfig, member)),
    /** Wallet-registered members (registertype 5) cannot disconnect. */
    canDisconnect: Boolean(user.walletaddress) && Number(user.registertype) !== 5,
  }
}
