import { type ComponentType, type ReactNode, useState } from 'react'
import { IconButton } from './IconButton.tsx'
import { lazyOverlay } from './lazyOverlay.tsx'

export type OverlayProps = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * An icon button that opens a drawer or full-screen dialog whose file loads on the first opening
 * (docs/web.md "Keeping pages fast"): the header's MENU and search.
 */
export function overlayButton(
  load: () => Promise<ComponentType<OverlayProps>>,
  label: string,
  icon: ReactNode,
) {
  const Overlay = lazyOverlay(load, (props) => props.open)
  return function OverlayButton({ tone }: { tone: 'light' | 'dark' }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <IconButton label={label} tone={tone} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {icon}
        </IconButton>
        <Overlay open={open} onOpenChange={setOpen} />
      </>
    )
  }
}
