import { Apple, Smartphone } from 'lucide-react'
import { AppDownloadQr } from '../../ui/AppDownloadQr.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../ui/DropdownMenu.tsx'
import type { OnDemandProps } from '../../ui/onDemandPopup.tsx'
import { useOverlays } from './Overlays.tsx'

/** The get-the-app dropdown (GetAppMenu.tsx loads it): a 149x149 QR and the iOS and Android choices. */
export function GetAppMenuPopup({ trigger, defaultOpen }: OnDemandProps) {
  const { openAppDownload } = useOverlays()
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>Get the KID app</DropdownMenuLabel>
        <div className="flex justify-center px-3 pb-3">
          <AppDownloadQr />
        </div>
        <DropdownMenuItem icon={<Apple />} onSelect={() => openAppDownload('apple')}>
          iOS
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Smartphone />} onSelect={() => openAppDownload('android')}>
          Android
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
