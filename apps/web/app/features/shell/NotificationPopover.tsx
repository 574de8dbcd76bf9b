import { Popover } from 'radix-ui'
import { useState } from 'react'
import type { OnDemandProps } from '../../ui/onDemandPopup.tsx'
import { NoticePopup } from '../notice/NoticePopup.tsx'

/** A member's notification popup under the bell (NotificationBell.tsx loads it on first use). */
export function NotificationPopover({ trigger, defaultOpen }: OnDemandProps) {
  const [open, setOpen] = useState(defaultOpen)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-[3000] rounded-2xl border border-line bg-surface text-fg shadow-pop animate-pop-in"
        >
          <NoticePopup onLeave={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
