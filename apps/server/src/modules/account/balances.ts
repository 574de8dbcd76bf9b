import { BALANCE_TYPE } from '@kid/shared/bricks'

/**
 * GET userbrickslog/brickscount: the spending balances of spec 000 §3 ("Balance item": brickstype
 * 2 FAT, 3 FAH, 4 USDT). Amounts are strings of integers in the token's smallest unit. Nothing can
 * credit them before the spending issue, so every account holds '0': a true answer, not a filler.
 */
export function spendingBalances(_userId: number) {
  return (Object.entries(BALANCE_TYPE) as [keyof typeof BALANCE_TYPE, number][]).map(
    ([title, brickstype]) => ({
      brickstype,
      title,
      amount: '0',
    }),
  )
}
