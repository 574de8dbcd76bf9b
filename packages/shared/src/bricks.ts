/**
 * Bricks (the reward points) and spending balances (spec 000 §3, §9; 001 §3, §9). The
 * spec has two numberings on purpose: spending balances are typed 2 FAT, 3 FAH, 4 USDT,
 * while brick balances are typed 1 to 3 (cbk, gbk, knc). They are different lists; a
 * number means nothing without knowing which of the two it belongs to.
 */
/** Spending balance types. */
export const BALANCE_TYPE = { FAT: 2, FAH: 3, USDT: 4 } as const
export type BalanceType = (typeof BALANCE_TYPE)[keyof typeof BALANCE_TYPE]

/** Brick types with their code and display title. */
export const BRICK_TYPES = [
  { brickstype: 1, code: 'cbk', title: 'CBK' },
  { brickstype: 2, code: 'gbk', title: 'KF3' },
  { brickstype: 3, code: 'knc', title: 'KFC' },
] as const
export type BrickType = (typeof BRICK_TYPES)[number]['brickstype']
export type BrickCode = (typeof BRICK_TYPES)[number]['code']

export function brickByType(type: number): (typeof BRICK_TYPES)[number] | undefined {
  return BRICK_TYPES.find((brick) => brick.brickstype === type)
}

export function brickByCode(code: string): (typeof BRICK_TYPES)[number] | undefined {
  return BRICK_TYPES.find((brick) => brick.code === code)
}

/** Defaults of the reward notice (spec 000 §3). */
export const REWARD_DEFAULTS = {
  brickstype: 1,
  amount: 50,
  interval: 0,
  closable: true,
  link: '/bricks',
  type: 'toast',
} as const
