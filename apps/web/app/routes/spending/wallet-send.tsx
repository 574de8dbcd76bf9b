import { KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { SendView } from '../../features/kidwallet/send/SendView.tsx'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'
import type { Route } from './+types/wallet-send'

export const meta = () =>
  pageMeta({ title: 'Send | KID wallet', description: 'Send ETH, USDT or WETH from your KID wallet.' })

/** /wallet/assets/send (login required). */
export async function loader({ context }: Route.LoaderArgs) {
  return { kept: await keptWallet(context) }
}

export default function WalletSendPage({ loaderData }: Route.ComponentProps) {
  return (
    <KeptWalletGate title="Send" kept={loaderData.kept}>
      {(kept) => (
        <WalletFrame
          title="Send"
          intro="Send ETH, USDT or WETH from your KID wallet to another address on this site’s network."
        >
          <SendView own={kept.address} />
        </WalletFrame>
      )}
    </KeptWalletGate>
  )
}
