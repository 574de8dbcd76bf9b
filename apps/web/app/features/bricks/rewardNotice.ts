import type { RewardNotice } from '@kid/shared/bricks/tasks'
import { rewardStore } from '../account/rewardStore.ts'

/** Opens the spec's reward notice ('Congratulations' … 'Get More Bricks') for a paid claim. */
export function showRewardNotice(notice: RewardNotice): void {
  rewardStore.set({
    brickstype: notice.brickstype,
    amount: notice.amount,
    subtitle: notice.subtitle,
    tips: notice.tips,
  })
}
