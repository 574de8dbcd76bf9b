import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LazyImage } from './LazyImage.tsx'

const picture = {
  src: '/a.thumb300.webp',
  srcSet: '/a.thumb300.webp 300w, /a.thumb600.webp 600w',
  sizes: '50vw',
}

describe('LazyImage', () => {
  it('leaves a picture out of the server HTML until it nears the viewport', () => {
    const html = renderToString(<LazyImage {...picture} alt="Art" />)
    expect(html).not.toMatch(/src=|srcSet=/)
    expect(html).toContain('opacity-0')
  })

  it('puts an eager picture in the server HTML, shown as it arrives', () => {
    const html = renderToString(<LazyImage {...picture} alt="Art" eager />)
    expect(html).toContain(`src="${picture.src}" srcSet="${picture.srcSet}"`)
    expect(html).toContain('opacity-100')
  })

  it('has React preload the page’s main picture from the head, at high priority', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <LazyImage {...picture} alt="Art" eager fetchPriority="high" />
        </body>
      </html>,
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(
      `<link rel="preload" as="image" imageSrcSet="${picture.srcSet}" imageSizes="50vw" fetchPriority="high"/>`,
    )
  })
})
