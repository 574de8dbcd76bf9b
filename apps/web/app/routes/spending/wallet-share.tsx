import { TEXT } from '@kid/shared/texts'
import { Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { type Kept, KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { copyText } from '../../lib/clipboard.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Button } from '../../ui/Button.tsx'
import type { Route } from './+types/wallet-share'

export const meta = () =>
  pageMeta({ title: 'Receive | KID wallet', description: 'Your KID wallet’s address, with its QR code.' })

/** /wallet/assets/share (login required). */
export async function loader({ context }: Route.LoaderArgs) {
  return { kept: await keptWallet(context) }
}

/** The address's QR code, drawn by the encoder the server uses too, loaded with this view only. */
function AddressQr({ address }: { address: string }) {
  const [svg, setSvg] = useState<string>()
  useEffect(() => {
    let cancelled = false
    void import('@kid/shared/qr-svg').then(({ qrSvg }) => !cancelled && setSvg(qrSvg(address)))
    return () => {
      cancelled = true
    }
  }, [address])
  return (
    <div className="mx-auto size-56 rounded-2xl border border-line bg-white p-2">
      {svg && (
        <img
          src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
          alt={`QR code of ${address}`}
          className="size-full"
        />
      )}
    </div>
  )
}

function ShareView({ kept }: { kept: Kept }) {
  return (
    <WalletFrame
      title="Receive"
      intro="Send ETH, WETH, USDT or NFTs on this site’s network to this address. Other networks’ tokens sent here may be lost."
    >
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-6 shadow-card">
        <AddressQr address={kept.address} />
        <p className="max-w-full font-mono text-sm break-all text-fg" data-testid="wallet-address">
          {kept.address}
        </p>
        <Button variant="outline" onClick={() => copyText(kept.address, TEXT.copySuccess)}>
          <Copy className="size-4" aria-hidden="true" />
          Copy address
        </Button>
      </div>
    </WalletFrame>
  )
}

export default function WalletSharePage({ loaderData }: Route.ComponentProps) {
  return (
    <KeptWalletGate title="Receive" kept={loaderData.kept}>
      {(kept) => <ShareView kept={kept} />}
    </KeptWalletGate>
  )
}
