import { brickByType } from '@kid/shared/bricks'
import { TEXT } from '@kid/shared/texts'
import { Gift } from 'lucide-react'
import { useStore } from '../../lib/createStore.ts'
import { isLive } from '../../lib/domains.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { rewardStore } from './rewardStore.ts'

/** 'Congratulations': the bricks a claim earned, with 'Get More Bricks' (/bricks) once those pages exist. */
export function RewardDialog() {
  const reward = useStore(rewardStore, null)
  const close = () => rewardStore.set(null)
  const title = reward ? (brickByType(reward.brickstype)?.title ?? 'bricks') : ''
  return (
    <Dialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      title={TEXT.rewardTitle}
      className="text-center"
    >
      <div className="flex flex-col items-center gap-4">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-pop">
          <Gift className="size-8" aria-hidden="true" />
        </span>
        <p className="text-base text-fg">
          You earned{' '}
          <strong className="text-brand-700">
            {reward?.amount} {title}
          </strong>
        </p>
        {reward?.subtitle && <p className="text-sm text-fg-muted">{reward.subtitle}</p>}
        {reward?.tips && <p className="text-sm font-medium text-fg">{reward.tips}</p>}
        {isLive('bricks') && (
          <Button asChild className="w-full">
            <a href="/bricks" onClick={() => rewardStore.set(null)}>
              {TEXT.rewardLinkText}
            </a>
          </Button>
        )}
      </div>
    </Dialog>
  )
}
