import { useRevalidator } from 'react-router'
import { useWalletActions } from '../wallet/useWalletActions.ts'
import type { EmptyAction } from './EmptyState.tsx'

/**
 * 'Connect a wallet': the wallet card's own Connect Wallet flow (choose a wallet, then bind it to
 * the account), started from an empty state that a wallet would fill; then the page reads again,
 * now for the bound wallet.
 */
export function useConnectWalletAction(): EmptyAction {
  const wallet = useWalletActions()
  const { revalidate } = useRevalidator()
  return {
    label: 'Connect a wallet',
    onClick: () => void wallet.connect().then(revalidate),
    busy: wallet.busy,
  }
}
