import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TokenAmountField } from './TokenAmountField.tsx'

const field = (max: bigint | undefined) =>
  renderToString(
    <TokenAmountField symbol="ETH" value="" onChange={() => {}} max={max} decimals={18} hint="Held: 1 ETH" />,
  )

describe('TokenAmountField', () => {
  it('names the token in its label, and offers Max only once there is something to send', () => {
    expect(field(10n ** 18n)).toContain('Amount (ETH)')
    expect(field(10n ** 18n)).not.toMatch(/disabled=""[^>]*>Max/)
    expect(field(0n)).toMatch(/disabled=""[^>]*>Max/)
    expect(field(undefined)).toMatch(/disabled=""[^>]*>Max/)
  })

  it('Max types in the whole of max with every decimal, never rounded', () => {
    let typed = ''
    const field = TokenAmountField({
      symbol: 'USDT',
      value: '',
      onChange: (value) => {
        typed = value
      },
      max: 1_234_567n,
      decimals: 6,
    })
    const [, max] = field.props.children as [unknown, { props: { onClick: () => void } }]
    max.props.onClick()
    expect(typed).toBe('1.234567')
  })
})
