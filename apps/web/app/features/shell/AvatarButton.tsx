import { useState } from 'react'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { avatarOf } from '../../lib/session/user.ts'
import { cn } from '../../ui/cn.ts'
import { lazyOverlay } from '../../ui/lazyOverlay.tsx'

const WalletCard = lazyOverlay(
  () => import('./WalletCard.tsx').then((m) => m.WalletCard),
  (props) => props.open,
)

/** A member's avatar in a header: it toggles the wallet card (spec 000 §2.4, §2.5). */
export function AvatarButton({ tone, className }: { tone: 'light' | 'dark'; className?: string }) {
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-label="Open wallet card"
        aria-expanded={open}
        aria-haspopup="dialog"
        className={cn('rounded-full', className)}
      >
        <img
          src={avatarOf(user)}
          alt=""
          className={cn(
            'size-9 rounded-full object-cover ring-2',
            tone === 'dark' ? 'ring-white/30' : 'ring-brand-100',
          )}
        />
      </button>
      <WalletCard open={open} onOpenChange={setOpen} />
    </>
  )
}
