import { Menu } from 'lucide-react'
import { overlayButton } from '../../ui/OverlayButton.tsx'

/** The header's MENU button; the drawer (MenuPanel) loads on first opening. */
export const MenuDrawer = overlayButton(
  () => import('./MenuPanel.tsx').then((m) => m.MenuPanel),
  'Open menu',
  <Menu className="size-5" aria-hidden="true" />,
)
