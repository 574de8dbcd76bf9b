import { Menu } from 'lucide-react'
import { useState } from 'react'
import { IconButton } from '../../ui/IconButton.tsx'
import { lazyOverlay } from '../../ui/lazyOverlay.tsx'

const MenuPanel = lazyOverlay(
  () => import('./MenuPanel.tsx').then((m) => m.MenuPanel),
  (props) => props.open,
)

/** The header's MENU button; the drawer (MenuPanel) loads on first opening. */
export function MenuDrawer({ tone }: { tone: 'light' | 'dark' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <IconButton label="Open menu" tone={tone} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Menu className="size-5" aria-hidden="true" />
      </IconButton>
      <MenuPanel open={open} onOpenChange={setOpen} />
    </>
  )
}
