import { describe, expect, it } from 'vitest'
import { quantityOf } from './BuyDialog.tsx'

describe('the quantity a buyer types', () => {
  it('takes whole copies from 1 to what is left', () => {
    expect(quantityOf('1', 3n)).toBe(1n)
    expect(quantityOf(' 3 ', 3n)).toBe(3n)
  })

  it('refuses nothing, zero, fractions, signs and more than is left', () => {
    for (const text of ['', '0', '1.5', '-1', '+2', '02', '4', 'two'])
      expect(quantityOf(text, 3n)).toBeUndefined()
  })
})
