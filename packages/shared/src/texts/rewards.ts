// Rewards.
export const rewardTitle = 'Congratulations'
export const rewardLinkText = 'Get More Bricks'
