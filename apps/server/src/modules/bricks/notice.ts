import { brickByCode, REWARD_DEFAULTS } from '@kid/shared/bricks'
import type { ClaimAnswer } from '@kid/shared/bricks/tasks'
import { TEXT } from '@kid/shared/texts'
import type { Paid } from './pay.ts'

/**
 * The reward notice of spec 000 §3 for a paid reward: 'Congratulations', the amount and type, and
 * 'Get More Bricks' to /bricks; the defaults (toast, interval 0, closable) are the spec's.
 */
export function rewardNotice(paid: Paid, what: string, tips = ''): ClaimAnswer {
  const brick = brickByCode(paid.currency)
  const title = brick?.title ?? paid.currency
  return {
    created: paid.created,
    notice: {
      title: TEXT.rewardTitle,
      subtitle: what,
      brickstype: brick?.brickstype ?? REWARD_DEFAULTS.brickstype,
      amount: paid.amount.toString(),
      interval: REWARD_DEFAULTS.interval,
      closable: REWARD_DEFAULTS.closable,
      link: REWARD_DEFAULTS.link,
      linktext: TEXT.rewardLinkText,
      type: REWARD_DEFAULTS.type,
      sharetitle: `I earned ${paid.amount} ${title} on KID`,
      tips,
    },
  }
}
