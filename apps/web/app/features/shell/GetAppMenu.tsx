import { TabletSmartphone } from 'lucide-react'
import { IconButton } from '../../ui/IconButton.tsx'
import { onDemandPopup } from '../../ui/onDemandPopup.tsx'

const Popup = onDemandPopup(() => import('./GetAppMenuPopup.tsx').then((m) => m.GetAppMenuPopup), 'menu')

/** The header's get-the-app icon; its menu (GetAppMenuPopup) loads on first use. */
export function GetAppMenu({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <Popup
      trigger={
        <IconButton label="Get the app" tone={tone}>
          <TabletSmartphone className="size-5" aria-hidden="true" />
        </IconButton>
      }
    />
  )
}
