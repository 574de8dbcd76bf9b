import { Apple, Smartphone, TabletSmartphone } from 'lucide-react'
import { lazy, Suspense } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../ui/DropdownMenu.tsx'
import { downloadPageUrl } from '../../ui/dialogs/downloadEntries.tsx'
import { IconButton } from '../../ui/IconButton.tsx'
import { useOverlays } from './Overlays.tsx'

// The QR encoder loads when the menu first opens, not with every page's header.
const QrCode = lazy(() => import('../../ui/QrCode.tsx').then((m) => ({ default: m.QrCode })))

/** The get-the-app dropdown: a 149x149 QR and the iOS and Android choices. */
export function GetAppMenu({ tone }: { tone: 'light' | 'dark' }) {
  const { openAppDownload } = useOverlays()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <IconButton label="Get the app" tone={tone}>
          <TabletSmartphone className="size-5" aria-hidden="true" />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>Get the KID app</DropdownMenuLabel>
        <div className="flex justify-center px-3 pb-3">
          <Suspense fallback={<div className="size-[167px] rounded-lg bg-white ring-1 ring-line" />}>
            <QrCode value={downloadPageUrl()} label="QR code to download the KID app" />
          </Suspense>
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
