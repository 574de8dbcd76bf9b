import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConfirmView } from './KidWalletDialog.tsx'

describe('the KID wallet’s confirm question', () => {
  it('shows what it asks with Confirm and Reject not yet taking clicks, so a double-click cannot answer it', () => {
    const html = renderToString(<ConfirmView lines={[{ label: 'To', value: '0xabc' }]} />)
    expect(html).toContain('0xabc')
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag)
    expect(buttons).toHaveLength(2)
    for (const button of buttons) expect(button).toContain('disabled=""')
  })
})
