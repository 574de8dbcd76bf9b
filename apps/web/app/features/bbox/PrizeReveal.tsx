import type { BoxView } from '@kid/shared/bbox-calls'
import { cn } from '../../ui/cn.ts'

/**
 * The prize, revealed: after an open on this page the box lid lifts and the prize grows into place
 * (motion-safe only: with reduced motion it is simply there); a box opened before shows at rest.
 */
export function PrizeReveal({ box, justOpened }: { box: BoxView; justOpened: boolean }) {
  const prize = box.prize
  if (!prize) return null
  return (
    <div className="relative mx-auto aspect-square w-full max-w-sm">
      {justOpened && (
        <img
          src={box.series.media}
          alt=""
          className="absolute inset-0 size-full rounded-2xl object-cover opacity-0 motion-safe:animate-bbox-lid"
        />
      )}
      <img
        src={prize.image}
        alt={`${prize.name}, the prize in this box`}
        width={400}
        height={400}
        className={cn(
          'size-full rounded-2xl object-cover shadow-card',
          justOpened && 'motion-safe:animate-bbox-prize',
        )}
      />
    </div>
  )
}
