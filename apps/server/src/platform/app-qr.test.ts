import { qrSvg } from '@kid/shared/qr-svg'
import { APP_DOWNLOAD_QR_PATH } from '@kid/shared/routes'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../testing/app.ts'

const t = await createTestApp({ PUBLIC_URL: 'https://kid.example' })
afterAll(() => t.app.close())

describe('the app-download QR', () => {
  it('is an SVG image of PUBLIC_URL/h5/download, whatever Host the request names', async () => {
    const res = await t.app.inject({ url: APP_DOWNLOAD_QR_PATH, headers: { host: 'evil.example' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.body).toBe(qrSvg('https://kid.example/h5/download'))
    expect(res.body).not.toBe(qrSvg('https://evil.example/h5/download'))
  })

  it('draws one path of dark modules inside a white quiet zone', () => {
    const svg = qrSvg('https://kid.example/h5/download')
    // Version 3 (29 modules) holds a URL of this length at level M; 4 modules of margin each side.
    expect(svg).toMatch(/viewBox="-4 -4 37 37"/)
    expect(svg.match(/<path/g)).toHaveLength(1)
    expect(qrSvg('https://kid.example/a')).not.toBe(qrSvg('https://kid.example/b'))
  })
})
