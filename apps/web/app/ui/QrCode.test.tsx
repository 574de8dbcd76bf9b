import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QR_SIZE, QrCode } from './QrCode.tsx'

describe('QrCode', () => {
  it('draws the code as one path at 149x149, named for screen readers', () => {
    const html = renderToString(
      <QrCode value="https://kid.example/app" label="QR code to download the KID app" />,
    )
    expect(QR_SIZE).toBe(149)
    expect(html).toContain('width="149"')
    expect(html).toContain('height="149"')
    expect(html).toContain('aria-label="QR code to download the KID app"')
    // Version 3 (29 modules) holds a URL of this length at level M.
    expect(html).toMatch(/viewBox="0 0 (25|29) \1"/)
    expect(html.match(/<path/g)).toHaveLength(1)
  })

  it('encodes different URLs differently', () => {
    const a = renderToString(<QrCode value="https://kid.example/a" label="a" />)
    const b = renderToString(<QrCode value="https://kid.example/b" label="a" />)
    expect(a).not.toBe(b)
  })
})
