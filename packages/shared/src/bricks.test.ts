import { describe, expect, it } from 'vitest'
import { BALANCE_TYPE, BRICK_TYPES, brickByCode, brickByType } from './bricks.ts'
import { balanceTypeSchema, brickTypeSchema } from './bricks-calls.ts'

describe('bricks', () => {
  it('maps brick types 1 to 3 to their codes and titles', () => {
    expect(BRICK_TYPES.map((b) => [b.brickstype, b.code, b.title])).toEqual([
      [1, 'cbk', 'CBK'],
      [2, 'gbk', 'KF3'],
      [3, 'knc', 'KFC'],
    ])
    expect(brickByType(2)?.code).toBe('gbk')
    expect(brickByCode('knc')?.title).toBe('KFC')
    expect(brickByType(4)).toBeUndefined()
    expect(brickByCode('CBK')).toBeUndefined()
  })
  it('accepts brick types 1..3 and balance types 2..4 only', () => {
    expect([0, 1, 3, 4].map((n) => brickTypeSchema.safeParse(n).success)).toEqual([false, true, true, false])
    expect([1, 2, 4, 5].map((n) => balanceTypeSchema.safeParse(n).success)).toEqual([
      false,
      true,
      true,
      false,
    ])
    expect(BALANCE_TYPE).toEqual({ FAT: 2, FAH: 3, USDT: 4 })
  })
})
