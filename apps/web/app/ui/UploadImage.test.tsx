import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { UploadImage } from './UploadImage.tsx'

const upload = `/uploads/2026/11/${'b'.repeat(64)}`

describe('UploadImage', () => {
  it("draws an upload from its thumbnails by the place's size, never the full original", () => {
    const html = renderToString(<UploadImage src={`${upload}.png`} sizes="300px" />)
    expect(html).toContain(`srcSet="${upload}.thumb300.webp 300w, ${upload}.thumb600.webp 600w"`)
    expect(html).toContain(`src="${upload}.thumb600.webp"`)
    expect(html).toContain('sizes="300px"')
  })

  it('shows any other picture as it is', () => {
    const html = renderToString(<UploadImage src="/images/default-avatar.png" sizes="40px" />)
    expect(html).toContain('src="/images/default-avatar.png"')
    expect(html).not.toContain('srcSet')
  })
})
